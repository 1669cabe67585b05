import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../kernel/deps';
import {
  execucaoSchema,
  regraAtivaSchema,
  regraBloqueiaMovimentacao,
  regraSchema,
  etapaDaRegra,
  type ExecucaoArmazenada,
  type RegraArmazenada,
  type RegraAtiva,
} from '../../domains/regras/entities/regra';
import { contarItens, entidade, escrever, type Condicao } from '../entidade';
import { transact, type TransactItem } from '../transact';
import { outboxPut, outboxPutUnico } from './outboxRepository';
import { excluirEmLote } from '../lotes';
import { regraKeys } from './regraChaves';
import { excluirSegredoWebhookItem } from './segredoWebhookRepository';
import { contarRegrasItem } from './fluxoRepository';
import type { NovoEvento } from '@wf/shared/events';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/** Keys: regraChaves.ts (the move's block check reads with them, without this module's schemas). */
export { regraKeys };

const regra = entidade('REGRA', regraSchema);
const ativa = entidade('REGRA_ATIVA', regraAtivaSchema);
const bloqueio = entidade('REGRA_BLOQUEIO', regraAtivaSchema);
const execucao = entidade('EXECUCAO_REGRA', execucaoSchema);

const chaveRegra = (sigla: string, id: string) => ({ pk: regraKeys.pk(sigla, id), sk: regraKeys.sk() });
const chaveExecucao = (sigla: string, idRegra: string, idExecucao: string) => ({
  pk: regraKeys.pk(sigla, idRegra),
  sk: regraKeys.execucaoSk(idExecucao),
});

const copiaAtiva = (r: RegraArmazenada): RegraAtiva => regraAtivaSchema.parse(r);
const chaveAtiva = (sigla: string, r: RegraArmazenada) => ({
  pk: regraKeys.ativasPk(sigla, r.idFluxo),
  sk: regraKeys.ativaSk(r.jsonRegras.evento.key, etapaDaRegra(r.jsonRegras), r.jsonRegras.prioridade, r.id),
});
const chaveBloqueio = (sigla: string, r: RegraArmazenada) => ({
  pk: regraKeys.ativasPk(sigla, r.idFluxo),
  sk: regraKeys.bloqueioSk(r.id),
});

function itemDaRegra(sigla: string, r: RegraArmazenada) {
  return { ...r, gsi1pk: regraKeys.gsi1pk(sigla, r.idFluxo), gsi1sk: regraKeys.gsi1sk(r.dataHoraCriacao, r.id) };
}

/** The index items a rule in this state has (none when inactive). */
function indicesDa(
  sigla: string,
  r: RegraArmazenada | null,
): Array<{ tipo: 'ativa' | 'bloqueio'; chave: { pk: string; sk: string } }> {
  if (!r || r.ativo !== 'S') return [];
  const indices: Array<{ tipo: 'ativa' | 'bloqueio'; chave: { pk: string; sk: string } }> = [
    { tipo: 'ativa', chave: chaveAtiva(sigla, r) },
  ];
  if (regraBloqueiaMovimentacao(r.jsonRegras)) indices.push({ tipo: 'bloqueio', chave: chaveBloqueio(sigla, r) });
  return indices;
}

/**
 * The writes that take the index from `antes` to `depois` (either may be null): stale index
 * items deleted, current ones written. A key present in both is written once (a transaction
 * may not touch one item twice).
 */
function escritasDoIndice(
  deps: Deps,
  sigla: string,
  antes: RegraArmazenada | null,
  depois: RegraArmazenada | null,
): TransactItem[] {
  const novos = indicesDa(sigla, depois);
  const chavesNovas = new Set(novos.map((i) => `${i.chave.pk}|${i.chave.sk}`));
  const escritas: TransactItem[] = indicesDa(sigla, antes)
    .filter((i) => !chavesNovas.has(`${i.chave.pk}|${i.chave.sk}`))
    .map((i) => (i.tipo === 'ativa' ? ativa : bloqueio).excluir(deps, i.chave));
  for (const i of novos)
    escritas.push((i.tipo === 'ativa' ? ativa : bloqueio).gravar(deps, i.chave, copiaAtiva(depois!)));
  return escritas;
}

export function buscarRegra(deps: Deps, sigla: string, id: string): Promise<RegraArmazenada | null> {
  return regra.buscar(deps, chaveRegra(sigla, id), { consistente: true });
}

/** The flow's rules, oldest first (one Query of gsi1; at most LIMITES_REGRA.regrasPorFluxo). */
export function listarRegrasDoFluxo(deps: Deps, sigla: string, idFluxo: string): Promise<RegraArmazenada[]> {
  return regra.listar(deps, { pk: regraKeys.gsi1pk(sigla, idFluxo), indice: 'gsi1', prefixoSk: 'REGRA#' });
}

export function contarRegrasDoFluxo(deps: Deps, sigla: string, idFluxo: string): Promise<number> {
  return contarItens(deps, { pk: regraKeys.gsi1pk(sigla, idFluxo), indice: 'gsi1', prefixoSk: 'REGRA#' });
}

/**
 * A new rule and its index items, put-if-absent, with the flow's rule counter + 1 (the flow must
 * exist). A flow being copied has no item yet: its copied rules go without the counter
 * (inserirRegraCopiadaItens) and the new flow item is written with their number.
 */
export function inserirRegraItens(deps: Deps, sigla: string, r: RegraArmazenada): TransactItem[] {
  return [...inserirRegraCopiadaItens(deps, sigla, r), contarRegrasItem(deps, sigla, r.idFluxo, 1)];
}

/** A rule of a flow copy (see inserirRegraItens): the rule and its index items only. */
export function inserirRegraCopiadaItens(deps: Deps, sigla: string, r: RegraArmazenada): TransactItem[] {
  return [
    regra.inserir(deps, chaveRegra(sigla, r.id), itemDaRegra(sigla, r)),
    ...escritasDoIndice(deps, sigla, null, r),
  ];
}

/**
 * A saved rule replacing `antes` (decided on its version; numExecucoes is left to the executions),
 * with its index items moved along in the same transaction.
 */
export function atualizarRegraItens(
  deps: Deps,
  sigla: string,
  antes: RegraArmazenada,
  depois: RegraArmazenada,
): TransactItem[] {
  const { numExecucoes: _n, ...campos } = itemDaRegra(sigla, depois);
  return [
    regra.atualizar(
      deps,
      chaveRegra(sigla, depois.id),
      { set: campos },
      { existe: true, iguais: { versao: antes.versao } },
    ),
    ...escritasDoIndice(deps, sigla, antes, depois),
  ];
}

/**
 * Deletes the rule and its index items, with the first step of its executions' clean-up
 * (limpezaRegraContinuar, the `limpeza` consumer) in the same transaction: the history goes in
 * bounded steps after the answer, and never stays behind a rule that is gone.
 */
export function excluirRegraItens(
  deps: Deps & Pick<AppDeps, 'clock' | 'newId'>,
  sigla: string,
  r: RegraArmazenada,
  alteradoPor: string,
): TransactItem[] {
  return [
    regra.excluir(deps, chaveRegra(sigla, r.id), { existe: true, iguais: { versao: r.versao } }),
    ...escritasDoIndice(deps, sigla, r, null),
    contarRegrasItem(deps, sigla, r.idFluxo, -1),
    excluirSegredoWebhookItem(deps, sigla, r.id),
    outboxPutUnico(
      deps,
      { tipo: 'limpezaRegraContinuar', detalhe: { sigla, idFluxo: r.idFluxo, alteradoPor, idRegra: r.id, passo: 0 } },
      idPassoLimpezaRegra(r.id, 0),
    ),
  ];
}

/** The id of step `passo` of a deleted rule's clean-up: derived, so a repeated step writes it once. */
export const idPassoLimpezaRegra = (idRegra: string, passo: number): string => `limpeza-regra-${idRegra}-p${passo}`;

/**
 * Deletes up to `limite` execution records of a rule (one Query of its partition, only the
 * EXECUCAO# items: the rule item, when it still exists, is never touched here). How many went
 * and whether more are left.
 */
export async function excluirPaginaDeExecucoes(
  deps: Deps,
  sigla: string,
  idRegra: string,
  limite: number,
): Promise<{ excluidas: number; mais: boolean }> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefixo)',
      ExpressionAttributeValues: { ':pk': regraKeys.pk(sigla, idRegra), ':prefixo': regraKeys.prefixoExecucao() },
      ProjectionExpression: 'pk, sk',
      Limit: limite,
    }),
  );
  const itens = (r.Items ?? []).map((i) => ({ pk: String(i.pk), sk: String(i.sk) }));
  await excluirEmLote(deps, itens);
  return { excluidas: itens.length, mais: Boolean(r.LastEvaluatedKey) };
}

export const gravarRegra = (deps: Deps, itens: TransactItem[]): Promise<boolean> => transact(deps, itens);

/**
 * The active rules of one event of the flow, in priority order: those of every stage and, when
 * the event concerns a stage, those scoped to it (two strongly consistent Queries, merged).
 */
export async function regrasAtivasDoEvento(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  evento: string,
  idEtapa: string | null,
): Promise<RegraAtiva[]> {
  const pk = regraKeys.ativasPk(sigla, idFluxo);
  const consultas = [
    regraKeys.prefixoAtivas(evento, null),
    ...(idEtapa ? [regraKeys.prefixoAtivas(evento, idEtapa)] : []),
  ];
  const listas = await Promise.all(
    consultas.map((prefixoSk) => ativa.listar(deps, { pk, prefixoSk, consistente: true })),
  );
  return listas
    .flat()
    .sort((a, b) => a.jsonRegras.prioridade - b.jsonRegras.prioridade || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---------------------------------------------------------------- executions

export function buscarExecucao(
  deps: Deps,
  sigla: string,
  idRegra: string,
  idExecucao: string,
): Promise<ExecucaoArmazenada | null> {
  return execucao.buscar(deps, chaveExecucao(sigla, idRegra, idExecucao), { consistente: true });
}

/**
 * Opens the execution of (event, rule) once its conditions held: put-if-absent on its stable id,
 * so two deliveries of one event open it once. False: it already exists.
 */
export function abrirExecucao(deps: Deps, sigla: string, e: ExecucaoArmazenada): Promise<boolean> {
  return escrever(deps, execucao.inserir(deps, chaveExecucao(sigla, e.idRegra, e.id), e));
}

/**
 * Closes an open execution with its outcome, +1 on the rule's numExecucoes and the event the
 * boards hear, in ONE transaction (condition: still open, so a redelivery never counts twice).
 * A rule deleted meanwhile only has its execution closed. False: it was closed already.
 */
export async function concluirExecucao(
  deps: Pick<AppDeps, 'db' | 'tableName' | 'clock' | 'newId'>,
  sigla: string,
  e: Pick<ExecucaoArmazenada, 'id' | 'idRegra' | 'comErro' | 'detalhesErro'>,
  evento: NovoEvento,
): Promise<boolean> {
  const aberta: Condicao = { existe: true, iguais: { estado: 'emExecucao' } };
  const fechar = execucao.atualizar(
    deps,
    chaveExecucao(sigla, e.idRegra, e.id),
    { set: { estado: 'concluida', comErro: e.comErro, detalhesErro: e.detalhesErro } },
    aberta,
  );
  const evt = outboxPut(deps, evento, `${e.id}-${e.idRegra}`);
  const contar = regra.atualizar(deps, chaveRegra(sigla, e.idRegra), { add: { numExecucoes: 1 } }, { existe: true });
  if (await transact(deps, [fechar, contar, evt])) return true;
  const atual = await buscarExecucao(deps, sigla, e.idRegra, e.id);
  if (!atual || atual.estado === 'concluida') return false;
  // The rule is gone (its count with it): the execution is still closed, with its event.
  return transact(deps, [fechar, evt]);
}

/**
 * Adds a line to an execution's details (e.g. a later webhook attempt). The line is kept
 * apart from what the run itself wrote, so closing the execution never overwrites it.
 */
export async function acrescentarDetalhesExecucao(
  deps: Deps,
  ref: { sigla: string; idRegra: string; idExecucao: string },
  linha: string,
): Promise<boolean> {
  return escrever(deps, {
    Update: {
      TableName: deps.tableName,
      Key: chaveExecucao(ref.sigla, ref.idRegra, ref.idExecucao),
      UpdateExpression: 'SET #l = list_append(if_not_exists(#l, :vazia), :linha)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#l': 'linhasAdicionais' },
      ExpressionAttributeValues: { ':vazia': [], ':linha': [linha] },
    },
  });
}

/**
 * A page of the rule's finished executions, newest first (ONE Query), with the next page's
 * cursor. An execution still open (its actions running, or waiting for a redelivery after a
 * crash) is skipped: it has no outcome yet.
 */
export function paginaDeExecucoes(
  deps: Deps,
  sigla: string,
  idRegra: string,
  limite: number,
  cursor?: string,
): Promise<{ itens: ExecucaoArmazenada[]; proximoCursor: string | null }> {
  return execucao.pagina(
    deps,
    {
      pk: regraKeys.pk(sigla, idRegra),
      prefixoSk: regraKeys.prefixoExecucao(),
      decrescente: true,
      filtro: { expressao: 'estado = :concluida', valores: { ':concluida': 'concluida' } },
    },
    limite,
    cursor,
  );
}
