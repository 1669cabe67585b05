import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import { carregarEtapa, permissoesNaEtapa } from '../../fluxos';
import type { BaseDadosArmazenada } from '../entities/baseDados';
import { campoLigadoAColuna } from '../entities/vinculoDoCampo';
import { erroBaseDados } from '../erros';
import { acessoNaBase } from './acessoBaseDados';

/** The form field a person names when he asks for a column's options without editing the base. */
export interface CampoQuePreenche {
  idEtapa?: string;
  campo?: string;
}

/**
 * May the session read the options of this column? Whoever may edit the base reads any column
 * (he sees the whole base anyway). Anyone else only through a field he may fill: a combo field
 * of the named stage's form bound to this very base and column, on a stage where he may execute
 * cards (permiteExecutarInstancias: the flag that lets him fill its form on a card, on an earlier
 * stage's form, and the initial stage's form when he creates a card). Otherwise 403, the same
 * answer whether the stage does not exist, is in a flow he does not see, or has no such field.
 * (The public form has its own route, bound to its link: opcoesDoFormularioPublico.)
 */
export async function conferirAcessoOpcoes(
  deps: AppDeps,
  sessao: Sessao,
  b: BaseDadosArmazenada,
  idColuna: string,
  { idEtapa, campo }: CampoQuePreenche,
): Promise<void> {
  if ((await acessoNaBase(deps, sessao, b)) !== null) return;
  if (!idEtapa || !campo) throw erroBaseDados.semAcessoOpcoes();
  const carregado = await carregarEtapa(deps, sessao, idEtapa).catch((e: unknown) => {
    if (e instanceof ErroDominio && e.natureza === 'naoEncontrado') return null;
    throw e;
  });
  if (
    !carregado ||
    permissoesNaEtapa(carregado.ctx, idEtapa).permiteExecutarInstancias !== 'S' ||
    !campoLigadoAColuna(carregado.etapa.listaCamposFormulario, campo, b.id, idColuna)
  )
    throw erroBaseDados.semAcessoOpcoes();
}
