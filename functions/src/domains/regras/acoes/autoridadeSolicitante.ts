import type { FlagRestricao } from '@wf/shared/constants/autorizacao';
import type { ChaveAcao } from '@wf/shared/schemas/regra';
import type { PermissoesEtapa } from '@wf/shared/types/fluxo';
import { carregarCardDaRegra } from '../../instancias';
import { autorDaRegra, erroAcao } from './regraComoAutor';
import type { ContextoAcao, ExecutorAcao } from './tipos';

/**
 * A run a person asked for (POST executar-regras) may do exactly what he could do by hand on the
 * card. The card services check his stage permissions themselves (the session has
 * autoridadePropria), but some rule writes have no by-hand request behind them (a system
 * comment, an attachment copied from a field, a field's settings), so every action of such a run
 * is checked here first, against his rights on the card's current stage at run time.
 */

/** The restriction flag that forbids the by-hand counterpart of an action. */
const RESTRICAO_DA_ACAO: Partial<Record<ChaveAcao, FlagRestricao>> = {
  adicionarComentario: 'restrComentarios',
  adicionarEtiquetas: 'restrEtiquetas',
  removerEtiquetas: 'restrEtiquetas',
  adicionarResponsaveis: 'restrResponsaveis',
  removerResponsaveis: 'restrResponsaveis',
  atualizarDescricao: 'restrTitulo',
  atualizarDetalhes: 'restrDetalhes',
  definirVencimento: 'restrValidade',
  copiarAnexoFormulario: 'restrAnexos',
  moverAnexoFormulario: 'restrAnexos',
};

/** A card's field settings are changed by hand only through the stage's form editor. */
const EXIGEM_EDITAR_ETAPA: ReadonlySet<ChaveAcao> = new Set<ChaveAcao>(['alterarConfiguracaoCampos']);

export const mensagensSolicitante = {
  semExecutar: 'Quem pediu a execução não pode agir neste card',
  semPermissao: 'Quem pediu a execução não tem permissão para esta ação no card',
} as const;

/** Why the person may not have this action done on the card (null: he may). Pure. */
export function recusaDoSolicitante(
  key: ChaveAcao,
  permissoes: Pick<PermissoesEtapa, 'permiteExecutarInstancias' | 'permiteEditar' | 'restrAbrirCard'>,
  restricoes: Partial<Record<FlagRestricao, 'S' | 'N'>>,
): string | null {
  if (permissoes.restrAbrirCard === 'S' || permissoes.permiteExecutarInstancias !== 'S')
    return mensagensSolicitante.semExecutar;
  const flag = RESTRICAO_DA_ACAO[key];
  if (flag && restricoes[flag] === 'S') return mensagensSolicitante.semPermissao;
  if (EXIGEM_EDITAR_ETAPA.has(key) && permissoes.permiteEditar !== 'S') return mensagensSolicitante.semPermissao;
  return null;
}

/** The executor, preceded (in a run a person asked for) by his rights on the card now. */
export function comAutoridadeDoSolicitante<P>(key: ChaveAcao, executar: ExecutorAcao<P>): ExecutorAcao<P> {
  return async (ctx: ContextoAcao, preparado: P) => {
    if (ctx.solicitante) {
      const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
      const recusa = recusaDoSolicitante(key, card.permissoes, card.restricoes);
      if (recusa) throw erroAcao(recusa);
    }
    return executar(ctx, preparado);
  };
}
