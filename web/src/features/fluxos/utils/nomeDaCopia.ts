import { LIMITES_FLUXO } from '@wf/shared/constants/fluxos';

const SUFIXO = ' (cópia)';

/** Suggested name of a duplicated flow: "Compras (cópia)", cut to fit the title limit. */
export function nomeDaCopia(descricao: string): string {
  const base = descricao.trim().slice(0, LIMITES_FLUXO.tituloFluxo - SUFIXO.length);
  return `${base}${SUFIXO}`;
}
