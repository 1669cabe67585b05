import { LIMITES_IA } from '@wf/shared/constants/ia';
import type { ConfiguracaoIa, UsoIa } from '@wf/shared/schemas/ia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  buscarConfigIa,
  buscarUsoTotal,
  gravarConfigIa,
  listarUsoPorPessoa,
} from '../../../data/repositories/iaRepository';
import { mesDe } from '../entities/tarefa';
import { erroIa } from '../erros';

/** Profiles that administer the tenant (the users' administration uses the same two). */
const PERFIS_ADMINISTRADORES = ['2', '3'];

/** A tenant that never set it: AI on, with the default monthly budget (docs/adr/0064). */
export async function configuracaoIa(deps: AppDeps, sigla: string): Promise<ConfiguracaoIa> {
  return (
    (await buscarConfigIa(deps, sigla)) ?? { ativa: true, orcamentoMensalTokens: LIMITES_IA.orcamentoPadraoTokens }
  );
}

/**
 * Refuses before any model call: AI switched off (403 EIaDesativada) or the month's tokens at or
 * over the budget (429 EIaOrcamentoEsgotado).
 */
export async function conferirIaDisponivel(deps: AppDeps, sigla: string): Promise<void> {
  const c = await configuracaoIa(deps, sigla);
  if (!c.ativa) throw erroIa.desativada();
  const uso = await buscarUsoTotal(deps, sigla, mesDe(deps.clock().toISOString()));
  if (uso.tokens >= c.orcamentoMensalTokens) throw erroIa.orcamentoEsgotado();
}

function exigirAdministrador(sessao: Sessao): void {
  if (!PERFIS_ADMINISTRADORES.includes(sessao.perfilUsuario)) throw erroIa.somenteAdministrador();
}

/** PUT /api/ia/configuracao (administrator). */
export async function salvarConfiguracaoIa(deps: AppDeps, sessao: Sessao, c: ConfiguracaoIa): Promise<ConfiguracaoIa> {
  exigirAdministrador(sessao);
  await gravarConfigIa(deps, sessao.sigla, {
    ...c,
    alteradoPor: sessao.email,
    atualizadaEm: deps.clock().toISOString(),
  });
  return c;
}

/** GET /api/ia/uso?mes=AAAA-MM (administrator): the month's tokens, in total and per person. */
export async function usoIa(deps: AppDeps, sessao: Sessao, mes?: string): Promise<UsoIa> {
  exigirAdministrador(sessao);
  const m = mes ?? mesDe(deps.clock().toISOString());
  const [c, total, pessoas] = await Promise.all([
    configuracaoIa(deps, sessao.sigla),
    buscarUsoTotal(deps, sessao.sigla, m),
    listarUsoPorPessoa(deps, sessao.sigla, m),
  ]);
  return {
    mes: m,
    orcamentoMensalTokens: c.orcamentoMensalTokens,
    totalTokens: total.tokens,
    totalTarefas: total.tarefas,
    porPessoa: pessoas
      .map((p) => ({ idUsuario: p.idUsuario, email: p.email, tokens: p.tokens, tarefas: p.tarefas }))
      .sort((a, b) => b.tokens - a.tokens),
  };
}
