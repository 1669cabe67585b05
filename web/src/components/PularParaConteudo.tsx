import type { MouseEvent } from 'react';
import { focarConteudo } from '../lib/foco';

export interface PularParaConteudoProps {
  /** id of the element that holds the screen's content (it takes focus, so tabIndex -1). */
  idConteudo: string;
}

/**
 * The first stop of Tab on every logged-in screen: hidden until focused, it jumps over the
 * header and the side menu. It moves focus itself rather than following the '#' address, so
 * the router's address and history stay as they are.
 */
export function PularParaConteudo({ idConteudo }: PularParaConteudoProps) {
  const handleClique = (evento: MouseEvent<HTMLAnchorElement>) => {
    evento.preventDefault();
    focarConteudo(idConteudo);
  };
  return (
    <a href={`#${idConteudo}`} className="pular-para-conteudo" onClick={handleClique}>
      Pular para o conteúdo
    </a>
  );
}
