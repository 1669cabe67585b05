import { carregarCardDaRegra } from '../../instancias';
import { autorDaRegra, erroAcao, listaPorVirgula, mensagensAcao } from './regraComoAutor';
import type { ContextoAcao } from './tipos';

export interface EtiquetasPreparadas {
  etiquetas: Array<{ id: string; descricao: string }>;
}

/** The labels named (ids, variables filled), every one a label of the card's flow. */
export async function prepararEtiquetas(ctx: ContextoAcao, ids: string): Promise<EtiquetasPreparadas> {
  const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
  const pedidas = listaPorVirgula(ctx, ids);
  const doFluxo = new Map(card.colecao.etiquetas.map((e) => [e.id, e]));
  const fora = pedidas.filter((id) => !doFluxo.has(id));
  if (fora.length) throw erroAcao(mensagensAcao.etiquetasForaDoFluxo(fora));
  return { etiquetas: pedidas.map((id) => ({ id, descricao: doFluxo.get(id)!.descricao })) };
}
