import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { formulariosAcao, type ChaveAcao } from '@wf/shared/schemas/regra';
import type { Instancia, RespostaInstancia } from '@wf/shared/types/instancia';
import { buildDeps, type AppDeps } from '../../../functions/src/kernel/deps';
import { readEnvironment } from '../../../functions/src/kernel/environment';
import { acoesRegistradas } from '../../../functions/src/domains/regras/acoes';
import type { ContextoAcao } from '../../../functions/src/domains/regras/acoes/tipos';
import type { JournalEntry } from '../../../infra/local/eventJournal';
import { handlerEnvironment } from '../../../infra/local/handlerEnvironment';
import { eventually } from '../../support/eventually';
import { aguardarRepouso } from '../../support/repouso';
import { depsDaTabela } from '../../support/tabela';
import { ambienteComDono, autorizar, fluxoComTresEtapas, outraPessoa, type Pessoa } from './fluxos';
import { criarCard } from './instancias';

/**
 * The rules' actions run as the engine runs them, for the tests that call an action directly:
 * the dependencies a Lambda of the test runtime builds (its table, S3, clock and environment,
 * private networks allowed for the local webhook receivers, a short webhook backoff; `env`
 * overrides a setting), and a context of a rule created by `criador` at depth 2 (as if a rule
 * of depth 1 had fired this one), so the events of the change must carry profundidadeRegra 2.
 */
export function depsDoRuntime(env: Partial<AppDeps['env']> = {}): AppDeps {
  const ambiente = readEnvironment({
    ...handlerEnvironment(inject('endpoints')),
    WEBHOOKS_PERMITIR_REDE_PRIVADA: 'S',
    WEBHOOKS_BACKOFF_BASE_MS: '300',
  });
  const completo = { ...ambiente, ...env };
  return { ...buildDeps(completo), ...depsDaTabela(), env: completo };
}

export const PROFUNDIDADE = 2;

/** A context as the engine builds it for one (event, rule, action) of a card; ids not given are fresh. */
export function contextoAcao(
  deps: AppDeps,
  criador: Pessoa,
  d: { idFluxo?: string; idInstancia?: string; alteradoPor?: string; variaveis?: Record<string, string | null> } = {},
): ContextoAcao {
  const variaveis = { 'usuario.email': criador.email, ...d.variaveis };
  return {
    deps,
    sigla: criador.sigla,
    idFluxo: d.idFluxo ?? randomUUID(),
    idInstancia: d.idInstancia ?? randomUUID(),
    regra: {
      id: randomUUID(),
      descricao: 'Regra de teste',
      idUsuarioCriador: criador.usuarioId,
      emailCriador: criador.email,
    },
    evento: { idEvento: randomUUID(), key: 'cardEntrarEtapa', alteradoPor: d.alteradoPor ?? criador.email },
    idExecucaoAcao: randomUUID(),
    idExecucao: randomUUID(),
    profundidade: PROFUNDIDADE,
    // Texts for people read the same values here (the display formats have their own tests).
    variaveis,
    textos: variaveis,
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
  (await (
    await fetch(`${inject('baseUrl')}/_local/events?idInstancia=${encodeURIComponent(idInstancia)}`)
  ).json()) as JournalEntry[];

/**
 * The events of `tipo` about the card that a rule's change published (profundidadeRegra set),
 * once at least `n` reached the local bus and then the card's tenant is at rest, so a second
 * (wrong) one would show.
 */
export async function eventosDaRegra(
  idInstancia: string,
  tipo: string,
  n = 1,
): Promise<Array<Record<string, unknown>>> {
  const daRegra = async () =>
    (await eventosDoCard(idInstancia))
      .filter(
        (e) => e.detailType === tipo && (e.detail as { profundidadeRegra?: number }).profundidadeRegra !== undefined,
      )
      .map((e) => e.detail as Record<string, unknown>);
  const [primeiro] = await eventually(async () => {
    const eventos = await daRegra();
    return eventos.length >= n ? eventos : undefined;
  });
  await aguardarRepouso(primeiro ? { sigla: String(primeiro.sigla) } : { idInstancia });
  return daRegra();
}

/**
 * The people of an action test file: the tenant's owner, the rule's creator (another user, whom
 * each flow authorises to see its stages but not to execute in them: the action acts as the
 * system) and the dependencies of the test runtime.
 */
export async function pessoasDasAcoes(): Promise<{ dono: Pessoa; criador: Pessoa; deps: AppDeps }> {
  const { amb, dono } = await ambienteComDono();
  return { dono, criador: await outraPessoa(amb, 'Carla Regras'), deps: depsDoRuntime() };
}

/** A flow A -> B -> C whose stages the rule's creator sees but may not execute in. */
export async function fluxoDoCriador(dono: Pessoa, criador: Pessoa) {
  const f = await fluxoComTresEtapas(dono);
  for (const e of [f.a, f.b, f.c]) await autorizar(dono, e.id, criador.email, { executar: 'N' });
  return f;
}

/** That flow with a card in A. */
export async function cardNoFluxoDoCriador(dono: Pessoa, criador: Pessoa, descricao?: string) {
  const f = await fluxoDoCriador(dono, criador);
  return { ...f, card: await criarCard(dono, f.fluxo.id, descricao) };
}
