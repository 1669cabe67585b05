import { chavesDaAutorizacaoEtapaOrg } from '../../../data/repositories/autorizacaoOrgRepository';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { chaveDoAcesso, excluirAcessoItem } from '../../../data/repositories/acessoFluxoRepository';
import { chaveDaAutorizacao } from '../../../data/repositories/autorizacaoRepository';
import { buscarColecaoDoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { chavesDaEtapa } from '../../../data/repositories/etapaRepository';
import { chavesDaEtiqueta } from '../../../data/repositories/etiquetaRepository';
import { excluirFluxoItem, excluirLinkPublicoItem } from '../../../data/repositories/fluxoRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { chaveDoVinculo } from '../../../data/repositories/vinculoRepository';
import { excluirImagem } from '../../../data/storage/imagemStorage';
import { excluirEmLote, type ChaveItem } from '../../../data/lotes';
import { transact, type TransactItem } from '../../../data/transact';
import { exigeConfirmacaoParaExcluir } from '../entities/fluxo';
import { erroFluxo } from '../erros';
import { acessoNaColecao, conferirDono } from './acessoFluxoService';

/**
 * DELETE /api/fluxos/excluir/{id}?confirmacao= (owner only; CONFIRMAR when it has cards).
 *
 * Read the whole collection (one Query), then:
 * 1. one transaction deletes the flow item (conditioned on it existing), its public-link lookup
 *    and the owner's access entry, with the fluxoExcluido event. From here on the flow is gone
 *    for everyone: every read starts from the flow item.
 * 2. the rest (stages, links, labels, authorisations, the other people's access entries and
 *    the addresses of stages and labels) is deleted in batches: it is unreachable already, so
 *    it needs no transaction.
 * If the Lambda dies between 1 and 2, the `limpeza` consumer of fluxoExcluido finishes 2 (the same
 * function, removerRestosDoFluxo); it also removes the flow's cards, their sub-elements and S3
 * objects, and the activity log, in bounded steps (limpezaFluxoService). No Scan anywhere: every
 * key comes from the flow's own partitions and indexes.
 */
export async function excluirFluxo(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  confirmacao: string | undefined,
): Promise<void> {
  const colecao = await buscarColecaoDoFluxo(deps, sessao.sigla, idFluxo);
  const ctx = await acessoNaColecao(deps, sessao, colecao);
  conferirDono(ctx);
  if (exigeConfirmacaoParaExcluir(ctx.fluxo, confirmacao)) throw erroFluxo.confirmarExclusao();
  const itens: TransactItem[] = [
    excluirFluxoItem(deps, ctx.fluxo),
    excluirAcessoItem(deps, sessao.sigla, ctx.fluxo.donoEmail, idFluxo),
    outboxPut(deps, {
      tipo: 'fluxoExcluido',
      detalhe: { sigla: sessao.sigla, idFluxo, alteradoPor: sessao.email, descricao: ctx.fluxo.descricao },
    }),
  ];
  if (ctx.fluxo.linkPublico) itens.push(excluirLinkPublicoItem(deps, sessao.sigla, ctx.fluxo.linkPublico));
  if (!(await transact(deps, itens))) throw erroFluxo.naoEncontrado();
  await removerRestosDoFluxo(deps, sessao.sigla, idFluxo);
  if (ctx.fluxo.imgBackgroundChave) await excluirImagem(deps, ctx.fluxo.imgBackgroundChave);
}

/**
 * Deletes what is left of a deleted flow: its collection, the addresses of its stages and
 * labels, and the access entries of the people authorised in it. Idempotent, and a no-op when
 * the flow still exists (a late or repeated event must not touch a flow that is alive).
 */
export async function removerRestosDoFluxo(deps: AppDeps, sigla: string, idFluxo: string): Promise<number> {
  const colecao = await buscarColecaoDoFluxo(deps, sigla, idFluxo);
  if (colecao.fluxo) return 0;
  const chaves: ChaveItem[] = [
    ...colecao.autorizacoes.map((a) => chaveDaAutorizacao(sigla, a)),
    ...[...new Set(colecao.autorizacoes.map((a) => a.emailAutorizado))].map((email) =>
      chaveDoAcesso(sigla, email, idFluxo),
    ),
    // Unit grants go with their entries in the tenant's index (the person's lists read it).
    ...colecao.autorizacoesOrg.flatMap((a) => chavesDaAutorizacaoEtapaOrg(sigla, a)),
    ...colecao.vinculos.map((v) => chaveDoVinculo(sigla, v)),
    ...colecao.etiquetas.flatMap((e) => chavesDaEtiqueta(sigla, idFluxo, e.id)),
    // Stages last: while one is left, a retry still finds the flow's leftovers by its partition.
    ...colecao.etapas.flatMap((e) => chavesDaEtapa(sigla, idFluxo, e.id)),
  ];
  await excluirEmLote(deps, chaves);
  return chaves.length;
}
