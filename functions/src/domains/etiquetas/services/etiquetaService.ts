import type { atualizarEtiquetaSchema, inserirEtiquetaSchema } from '@wf/shared/schemas/etiqueta';
import type { RespostaEtiqueta, RespostaEtiquetas } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  buscarEtiqueta,
  buscarIdFluxoDaEtiqueta,
  excluirEtiquetaItens,
  inserirEtiquetaItens,
  listarEtiquetasDoFluxo,
  salvarEtiquetaItem,
} from '../../../data/repositories/etiquetaRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import {
  alterarEtiqueta,
  carregarAcesso,
  conferirEdicaoDeElementos,
  type ContextoFluxo,
  emOrdemDeNome,
  type EtiquetaArmazenada,
  gravarNoFluxo,
  novaEtiqueta,
  paraEtiqueta,
} from '../../fluxos';
import { erroEtiqueta } from '../erros';

type InserirEtiqueta = z.output<typeof inserirEtiquetaSchema>;
type AtualizarEtiqueta = z.output<typeof atualizarEtiquetaSchema>;

const detalhe = (sessao: Sessao, e: EtiquetaArmazenada) => ({
  sigla: sessao.sigla,
  idFluxo: e.idFluxo,
  alteradoPor: sessao.email,
  idEtiqueta: e.id,
  descricaoEtiqueta: e.descricao,
});

/** A label by its id alone, in the session's tenant, with the user's access to its flow. */
async function carregarEtiqueta(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
): Promise<{ ctx: ContextoFluxo; etiqueta: EtiquetaArmazenada }> {
  const idFluxo = await buscarIdFluxoDaEtiqueta(deps, sessao.sigla, id);
  if (!idFluxo) throw erroEtiqueta.naoEncontrada();
  const ctx = await carregarAcesso(deps, sessao, idFluxo);
  const etiqueta = await buscarEtiqueta(deps, sessao.sigla, idFluxo, id);
  if (!etiqueta) throw erroEtiqueta.naoEncontrada();
  return { ctx, etiqueta };
}

/** GET /api/etiquetas/buscar/{idFluxo}: anyone who sees the flow sees its labels (cards show them). */
export async function listarEtiquetas(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<RespostaEtiquetas> {
  await carregarAcesso(deps, sessao, idFluxo);
  return { listaEtiquetas: emOrdemDeNome(await listarEtiquetasDoFluxo(deps, sessao.sigla, idFluxo)).map(paraEtiqueta) };
}

/**
 * Creating, renaming and deleting labels change the flow for everyone, so they take
 * permiteEditarElementosFluxo, like the other flow elements (docs/adr/0012-flows-stages-and-permissions.md).
 */
export async function inserirEtiqueta(
  deps: AppDeps,
  sessao: Sessao,
  dados: InserirEtiqueta,
): Promise<RespostaEtiqueta['Etiqueta']> {
  const ctx = await carregarAcesso(deps, sessao, dados.Etiqueta.idFluxo);
  conferirEdicaoDeElementos(ctx);
  const agora = deps.clock();
  const e = novaEtiqueta({
    id: deps.newId(),
    idFluxo: ctx.fluxo.id,
    descricao: dados.Etiqueta.descricao,
    cor: dados.Etiqueta.cor,
    agora,
  });
  const gravou = await gravarNoFluxo(deps, {
    sigla: sessao.sigla,
    idFluxo: e.idFluxo,
    agora,
    principal: [
      ...inserirEtiquetaItens(deps, sessao.sigla, e),
      outboxPut(deps, { tipo: 'etiquetaCriada', detalhe: detalhe(sessao, e) }),
    ],
  });
  // The only conditions are "new id" and "the flow still exists".
  if (!gravou) throw erroEtiqueta.fluxoExcluido();
  return paraEtiqueta(e);
}

export async function atualizarEtiqueta(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarEtiqueta,
): Promise<RespostaEtiqueta['Etiqueta']> {
  const { ctx, etiqueta } = await carregarEtiqueta(deps, sessao, dados.Etiqueta.id);
  conferirEdicaoDeElementos(ctx);
  const agora = deps.clock();
  const e = alterarEtiqueta(etiqueta, dados.Etiqueta, agora);
  const gravou = await gravarNoFluxo(deps, {
    sigla: sessao.sigla,
    idFluxo: e.idFluxo,
    agora,
    principal: [
      salvarEtiquetaItem(deps, sessao.sigla, e),
      outboxPut(deps, { tipo: 'etiquetaAtualizada', detalhe: detalhe(sessao, e) }),
    ],
  });
  if (!gravou) throw erroEtiqueta.naoEncontrada();
  return paraEtiqueta(e);
}

export async function excluirEtiqueta(deps: AppDeps, sessao: Sessao, id: string): Promise<void> {
  const { ctx, etiqueta } = await carregarEtiqueta(deps, sessao, id);
  conferirEdicaoDeElementos(ctx);
  const gravou = await gravarNoFluxo(deps, {
    sigla: sessao.sigla,
    idFluxo: etiqueta.idFluxo,
    agora: deps.clock(),
    principal: [
      ...excluirEtiquetaItens(deps, sessao.sigla, etiqueta),
      outboxPut(deps, { tipo: 'etiquetaExcluida', detalhe: detalhe(sessao, etiqueta) }),
    ],
  });
  if (!gravou) throw erroEtiqueta.naoEncontrada();
}
