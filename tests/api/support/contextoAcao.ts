import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { AppDeps } from '../../../functions/src/app/deps';
import { readEnvironment } from '../../../functions/src/app/environment';
import type { ContextoAcao } from '../../../functions/src/domains/regras/acoes/tipos';
import { handlerEnvironment } from '../../../infra/local/handlerEnvironment';
import { depsDaTabela } from '../../support/tabela';

/**
 * The deps a rule's action gets in the runtime (same table, same environment), for tests that
 * run an action directly; `env` overrides a setting (e.g. the private-network flag off).
 */
export function depsDoRuntime(env: Partial<AppDeps['env']> = {}): AppDeps {
  const ambiente = readEnvironment({
    ...handlerEnvironment(inject('endpoints')),
    WEBHOOKS_PERMITIR_REDE_PRIVADA: 'S',
    WEBHOOKS_BACKOFF_BASE_MS: '300',
  });
  return { ...depsDaTabela(), env: { ...ambiente, ...env } };
}

/** A context as the engine builds it for one (event, rule, action) of a card. */
export function contextoAcao(
  deps: AppDeps,
  dados: { sigla: string; idFluxo?: string; idInstancia?: string; alteradoPor?: string; variaveis?: Record<string, string | null> },
): ContextoAcao {
  const idEvento = randomUUID();
  const idRegra = randomUUID();
  return {
    deps,
    sigla: dados.sigla,
    idFluxo: dados.idFluxo ?? randomUUID(),
    idInstancia: dados.idInstancia ?? randomUUID(),
    regra: { id: idRegra, descricao: 'Regra de teste', idUsuarioCriador: randomUUID(), emailCriador: 'regra@exemplo.com' },
    evento: { idEvento, key: 'cardEntrarEtapa', alteradoPor: dados.alteradoPor ?? 'alguem@exemplo.com' },
    idExecucaoAcao: `${idEvento}:${idRegra}:1`,
    idExecucao: randomUUID(),
    profundidade: 1,
    variaveis: dados.variaveis ?? {},
  };
}
