import { etiquetasPelaRegra } from '../../cards/services/regraNosElementosService';
import { carregarCardDaRegra } from '../../instancias/services/regraNoCardService';
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

/** Set semantics: a label already on (or already off) the card is skipped, so a redelivery changes nothing. */
export async function executarEtiquetas(ctx: ContextoAcao, p: EtiquetasPreparadas, operacao: 'incluir' | 'excluir') {
  const feitas = await etiquetasPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, p.etiquetas.map((e) => e.id), operacao);
  const nomes = p.etiquetas.filter((e) => feitas.includes(e.id)).map((e) => `"${e.descricao}"`);
  const verbo = operacao === 'incluir' ? 'adicionadas' : 'removidas';
  return { detalhes: nomes.length ? `Etiquetas ${verbo}: ${nomes.join(', ')}` : `Nenhuma etiqueta ${verbo.slice(0, -1)}` };
}
