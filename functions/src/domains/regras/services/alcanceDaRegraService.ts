import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import { buscarColecaoDoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { acessoNaColecao, permissoesNaEtapa } from '../../fluxos';

/**
 * A rule acts with the system's reach inside its own flow (its editors wrote it), but what it
 * names outside that flow must be within its author's own reach: checked when it is saved
 * (alcanceAoSalvar.ts) and again, against his current access, when it runs (acoes/alcanceDoAutor.ts).
 */

/** The person alone, without a rule's reach (profundidadeRegra would make him the flow's owner). */
export const comoPessoa = (p: Pick<Sessao, 'sigla' | 'usuarioId' | 'email' | 'perfilUsuario'>): Sessao => ({
  sigla: p.sigla,
  usuarioId: p.usuarioId,
  email: p.email.toLowerCase(),
  perfilUsuario: p.perfilUsuario,
  sessaoId: 'alcance',
});

/**
 * Whether the person could put a card in that stage of that flow by hand: he sees the flow
 * (owner or authorised in it) and may execute in that stage, as copiar-mover-entre-fluxos asks.
 */
export async function podeAgirNoDestino(
  deps: AppDeps,
  pessoa: Sessao,
  idFluxo: string,
  idEtapa: string,
): Promise<boolean> {
  const colecao = await buscarColecaoDoFluxo(deps, pessoa.sigla, idFluxo);
  let acesso;
  try {
    acesso = await acessoNaColecao(deps, comoPessoa(pessoa), colecao);
  } catch (e) {
    if (e instanceof ErroDominio) return false;
    throw e;
  }
  if (!colecao.etapas.some((e) => e.id === idEtapa)) return false;
  return permissoesNaEtapa(acesso, idEtapa).permiteExecutarInstancias === 'S';
}
