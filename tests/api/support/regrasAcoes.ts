import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { formulariosAcao, type ChaveAcao } from '@wf/shared/schemas/regra';
import type { Instancia, RespostaInstancia } from '@wf/shared/types/instancia';
import { buildDeps, type AppDeps } from '../../../functions/src/app/deps';
import { readEnvironment } from '../../../functions/src/app/environment';
import { acoesRegistradas } from '../../../functions/src/domains/regras/acoes';
import type { ContextoAcao } from '../../../functions/src/domains/regras/acoes/tipos';
import type { JournalEntry } from '../../../infra/local/eventJournal';
import { handlerEnvironment } from '../../../infra/local/handlerEnvironment';
import { eventually } from '../../support/eventually';
import { depsDaTabela } from '../../support/tabela';
import type { Pessoa } from './fluxos';

/**
 * The rules' in-card actions run as the engine runs them: with the dependencies a Lambda of the
 * test runtime builds (its table, S3 and clock), a context of a rule created by `criador`, at
 * depth 2 (as if a rule of depth 1 had fired this one), so the events of the change must carry
 * profundidadeRegra 2.
 */
export const depsDoRuntime = (): AppDeps => ({
  ...buildDeps(readEnvironment(handlerEnvironment(inject('endpoints')))),
  ...depsDaTabela(),
});

export const PROFUNDIDADE = 2;

export function contextoAcao(
  deps: AppDeps,
  criador: Pessoa,
  d: { idFluxo: string; idInstancia: string; variaveis?: Record<string, string | null> },
): ContextoAcao {
  return {
    deps,
    sigla: criador.sigla,
    idFluxo: d.idFluxo,
    idInstancia: d.idInstancia,
    regra: { id: randomUUID(), descricao: 'Regra de teste', idUsuarioCriador: criador.usuarioId, emailCriador: criador.email },
    evento: { idEvento: randomUUID(), key: 'cardEntrarEtapa', alteradoPor: criador.email },
    idExecucaoAcao: randomUUID(),
    idExecucao: randomUUID(),
    profundidade: PROFUNDIDADE,
    variaveis: { 'usuario.email': criador.email, ...d.variaveis },
  };
}

/** preparar, then executar twice with the same context (a redelivered event): the payload and both results. */
export async function prepararEExecutarDuasVezes(key: ChaveAcao, ctx: ContextoAcao, formulario: unknown) {
  const acao = acoesRegistradas[key];
  if (!acao) throw new Error(`ação ${key} não registrada`);
  const payload: unknown = await acao.preparar(ctx, formularioValidado(key, formulario));
  const primeira = await acao.executar(ctx, payload);
  const segunda = await acao.executar(ctx, payload);
  return { payload, primeira, segunda };
}

const formularioValidado = (key: ChaveAcao, formulario: unknown): unknown => formulariosAcao[key].parse(formulario);

/** preparar's refusal: its pt-BR message. */
export async function erroAoPreparar(key: ChaveAcao, ctx: ContextoAcao, formulario: unknown): Promise<string> {
  const acao = acoesRegistradas[key]!;
  try {
    await acao.preparar(ctx, formularioValidado(key, formulario));
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('preparar deveria recusar');
}

export async function cardPelaApi(p: Pessoa, idInstancia: string): Promise<Instancia> {
  const r = await p.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${idInstancia}`, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Instancia;
}

const eventosDoCard = async (idInstancia: string): Promise<JournalEntry[]> =>
  (await (await fetch(`${inject('baseUrl')}/_local/events?idInstancia=${encodeURIComponent(idInstancia)}`)).json()) as JournalEntry[];

/**
 * The events of `tipo` about the card that a rule's change published (profundidadeRegra set),
 * once at least `n` reached the local bus; then a moment more, so a second (wrong) one would show.
 */
export async function eventosDaRegra(idInstancia: string, tipo: string, n = 1): Promise<Array<Record<string, unknown>>> {
  const daRegra = async () =>
    (await eventosDoCard(idInstancia))
      .filter((e) => e.detailType === tipo && (e.detail as { profundidadeRegra?: number }).profundidadeRegra !== undefined)
      .map((e) => e.detail as Record<string, unknown>);
  await eventually(async () => ((await daRegra()).length >= n ? true : undefined));
  await new Promise((r) => setTimeout(r, 500));
  return daRegra();
}
