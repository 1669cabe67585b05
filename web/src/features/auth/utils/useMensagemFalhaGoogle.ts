import { useEffect, useState } from 'react';

/**
 * The message of a failed Google attempt (`?erroGoogle=<code>`), or null. The messages load only
 * when the page has a code: the login route is the product's front door, held to its weight
 * budget (docs/adr/0031-spa-weight.md), and most visits have none.
 */
export function useMensagemFalhaGoogle(codigo: string | null): string | null {
  const [mensagem, setMensagem] = useState<{ codigo: string; texto: string | null } | null>(null);
  useEffect(() => {
    if (!codigo) return;
    let vivo = true;
    void import('@wf/shared/constants/google').then(({ mensagemFalhaGoogle }) => {
      if (vivo) setMensagem({ codigo, texto: mensagemFalhaGoogle(codigo) });
    });
    return () => {
      vivo = false;
    };
  }, [codigo]);
  return codigo && mensagem?.codigo === codigo ? mensagem.texto : null;
}
