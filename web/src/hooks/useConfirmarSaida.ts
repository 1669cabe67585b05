import { App } from 'antd';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { definirGuardaDeSaida, posicaoNoHistorico } from '../lib/guardaDeSaida';

/** The texts of the question asked before what a person typed is thrown away. */
export const mensagensSaida = {
  titulo: 'Descartar alterações não salvas?',
  conteudo: 'O que você digitou e ainda não salvou será perdido.',
  descartar: 'Descartar',
  continuar: 'Continuar editando',
} as const;

/**
 * While `ativo` (there are unsaved changes), leaving asks first ("Descartar alterações não
 * salvas?"): any navigation of the SPA (links, navigate(), search-param changes such as closing
 * the card modal), the browser's back and forward buttons, and closing or reloading the tab (the
 * browser's own beforeunload prompt).
 *
 * The app uses react-router's declarative router, whose useBlocker does not exist there (it needs
 * the data router, 15 KB gzip more on every screen, docs/adr/0046): the router's navigator is
 * wrapped while active, and a back/forward is caught before the router's own popstate listener
 * (lib/guardaDeSaida, installed first), undone, and redone only once confirmed.
 *
 * `sairSemConfirmar(acao)` runs a navigation that must not ask (the card is gone, or was deleted
 * by the person).
 */
export function useConfirmarSaida(ativo: boolean) {
  const { modal } = App.useApp();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const liberado = useRef(false);
  const pergunta = useRef<Promise<boolean> | null>(null);
  // A new round of changes asks again, even after an earlier leave was allowed.
  useEffect(() => {
    if (ativo) liberado.current = false;
  }, [ativo]);

  const confirmar = useCallback((): Promise<boolean> => {
    // One question at a time: a second attempt while it is open waits for the same answer.
    pergunta.current ??= new Promise<boolean>((resolver) => {
      modal.confirm({
        title: mensagensSaida.titulo,
        content: mensagensSaida.conteudo,
        okText: mensagensSaida.descartar,
        okButtonProps: { danger: true },
        cancelText: mensagensSaida.continuar,
        onOk: () => resolver(true),
        onCancel: () => resolver(false),
      });
    }).finally(() => {
      pergunta.current = null;
    });
    return pergunta.current;
  }, [modal]);

  // The tab: closing or reloading it shows the browser's own prompt.
  useEffect(() => {
    if (!ativo) return;
    const handleSair = (evento: BeforeUnloadEvent) => {
      if (liberado.current) return;
      evento.preventDefault();
      evento.returnValue = '';
    };
    window.addEventListener('beforeunload', handleSair);
    return () => window.removeEventListener('beforeunload', handleSair);
  }, [ativo]);

  // The SPA's own navigations (push and replace of the router's navigator).
  useEffect(() => {
    if (!ativo) return;
    const { push, replace } = navigator;
    const perguntarAntes =
      (ir: typeof push): typeof push =>
      (...args) => {
        if (liberado.current) return ir.apply(navigator, args);
        void confirmar().then((sim) => {
          if (!sim) return;
          liberado.current = true;
          ir.apply(navigator, args);
        });
      };
    navigator.push = perguntarAntes(push);
    navigator.replace = perguntarAntes(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [ativo, navigator, confirmar]);

  // Back and forward (lib/guardaDeSaida): undone at once, redone once confirmed.
  useEffect(() => {
    if (!ativo) return;
    return definirGuardaDeSaida({
      perguntar: confirmar,
      liberado: () => liberado.current,
      liberar: () => {
        liberado.current = true;
      },
      posicao: posicaoNoHistorico(),
    });
  }, [ativo, confirmar]);

  const sairSemConfirmar = useCallback((acao: () => void) => {
    liberado.current = true;
    acao();
  }, []);

  return { sairSemConfirmar };
}
