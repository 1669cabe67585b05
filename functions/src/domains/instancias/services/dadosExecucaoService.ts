import type { RespostaDadosExecucao } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { carregarInstancia, conferirAbrirCard } from './contextoInstancia';

/**
 * GET /api/instancias/buscar-json-execucao/{id}: only the card's form values and generated id,
 * with the same checks as opening the card (tenant, flow access, restrAbrirCard): one card read
 * and its context, no people or labels resolved.
 */
export async function buscarDadosExecucao(deps: AppDeps, sessao: Sessao, id: string): Promise<RespostaDadosExecucao> {
  const ctx = await carregarInstancia(deps, sessao, id);
  conferirAbrirCard(ctx);
  const c = ctx.instancia;
  return { jsonDadosExecucao: { listaValoresFormulario: c.listaValoresFormulario, ID_UNICO_DO_CARD: c.idUnico } };
}
