import type { RespostaEtapasAnteriores } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { listarHistorico } from '../../../data/repositories/instanciaRepository';
import { type EtapaArmazenada, permissoesNaEtapa } from '../../fluxos';
import { etapasAnteriores } from '../entities/etapasPercorridas';
import { erroInstancia } from '../erros';
import { carregarInstancia, conferirAbrirCard, type ContextoInstancia } from './contextoInstancia';

/**
 * Whoever may open a card sees what was asked in every stage it went through (the approver
 * needs the request's values); changing them needs permiteExecutarInstancias on THAT stage,
 * the same flag that governs the form while the card is there.
 */
const podeEditarEtapa = (ctx: ContextoInstancia, idEtapa: string) =>
  permissoesNaEtapa(ctx.ctx, idEtapa).permiteExecutarInstancias === 'S';

/**
 * GET /api/instancia/formulario/etapas-anteriores/{id}: the forms of the stages the card went
 * through before its current one (its history, one Query on the card's partition), each with
 * its visible fields and their values; stages without visible fields are left out.
 */
export async function formulariosEtapasAnteriores(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
): Promise<RespostaEtapasAnteriores> {
  const ctx = await carregarInstancia(deps, sessao, id);
  conferirAbrirCard(ctx);
  const historico = await listarHistorico(deps, sessao.sigla, id);
  const valores = ctx.instancia.listaValoresFormulario;
  const listaEtapasAnteriores = etapasAnteriores(historico, ctx.etapas, ctx.instancia.idEtapa).flatMap((etapa) => {
    const campos = etapa.listaCamposFormulario.filter((c) => !c.indOculto);
    if (campos.length === 0) return [];
    const seus = Object.fromEntries(
      campos.filter((c) => c.nomeVariavel in valores).map((c) => [c.nomeVariavel, valores[c.nomeVariavel]]),
    );
    return [
      {
        Etapa: { id: etapa.id, descricao: etapa.descricao, cor: etapa.cor },
        listaCamposFormulario: campos,
        listaValoresFormulario: seus,
        permiteEditar: podeEditarEtapa(ctx, etapa.id) ? ('S' as const) : ('N' as const),
      },
    ];
  });
  return { listaEtapasAnteriores };
}

/**
 * The earlier stage whose form a save names: 400 when the card never went through it (or it
 * is not a stage of its flow), 403 without execute permission there.
 */
export async function etapaAnteriorEditavel(
  deps: AppDeps,
  sessao: Sessao,
  ctx: ContextoInstancia,
  idEtapa: string,
): Promise<EtapaArmazenada> {
  const historico = await listarHistorico(deps, sessao.sigla, ctx.instancia.id);
  const etapa = etapasAnteriores(historico, ctx.etapas, ctx.instancia.idEtapa).find((e) => e.id === idEtapa);
  if (!etapa) throw erroInstancia.etapaNaoPercorrida();
  if (!podeEditarEtapa(ctx, idEtapa)) throw erroInstancia.semPermissaoFormularioEtapa();
  return etapa;
}
