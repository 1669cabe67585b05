import type { JsonRegras } from '@wf/shared/schemas/regra';
import type { AppDeps } from '../../../app/deps';
import { ErroDominio } from '../../../app/errors';
import type { Sessao } from '../../../app/sessao';
import { buscarColecaoDoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { permissoesNaEtapa } from '../../fluxos/entities/permissoes';
import { acessoNaColecao } from '../../fluxos/services/acessoFluxoService';
import { mensagensAlcance, referenciasDaRegra } from '../entities/referenciasAcoes';
import { erroRegra } from '../erros';

/**
 * A rule acts with the system's reach inside its own flow (its editors wrote it), but what it
 * names outside that flow must be within its author's own reach: checked when it is saved (here)
 * and again, against his current access, when it runs (acoes/alcanceDoAutor.ts).
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
export async function podeAgirNoDestino(deps: AppDeps, pessoa: Sessao, idFluxo: string, idEtapa: string): Promise<boolean> {
  const colecao = await buscarColecaoDoFluxo(deps, pessoa.sigla, idFluxo);
  let acesso;
  try {
    acesso = acessoNaColecao(comoPessoa(pessoa), colecao);
  } catch (e) {
    if (e instanceof ErroDominio) return false;
    throw e;
  }
  if (!colecao.etapas.some((e) => e.id === idEtapa)) return false;
  return permissoesNaEtapa(acesso, idEtapa).permiteExecutarInstancias === 'S';
}

/**
 * When a rule is saved (inserted, updated, cloned) by `autor`: every stage, label and person its
 * actions name must be of its flow, and every destination in another flow one where he may act
 * (422 naming the action otherwise; nothing is written).
 */
export async function conferirAlcanceAoSalvar(deps: AppDeps, autor: Sessao, idFluxo: string, j: Pick<JsonRegras, 'acoes'>): Promise<void> {
  const acoes = referenciasDaRegra(j);
  if (acoes.length === 0) return;
  const colecao = await buscarColecaoDoFluxo(deps, autor.sigla, idFluxo);
  const etapas = new Set(colecao.etapas.map((e) => e.id));
  const etiquetas = new Set(colecao.etiquetas.map((e) => e.id));
  const pessoas = new Set([colecao.fluxo?.donoEmail ?? '', ...colecao.autorizacoes.map((a) => a.emailAutorizado)].map((e) => e.toLowerCase()));
  for (const a of acoes) {
    for (const r of a.referencias) {
      if (r.tipo === 'etapaDoFluxo' && !etapas.has(r.idEtapa)) throw erroRegra.acaoForaDoAlcance(mensagensAlcance.etapaForaDoFluxo(a.titulo));
      if (r.tipo === 'etiquetas' && r.ids.some((id) => !etiquetas.has(id)))
        throw erroRegra.acaoForaDoAlcance(mensagensAlcance.etiquetasForaDoFluxo(a.titulo));
      if (r.tipo === 'pessoas') {
        const fora = r.emails.filter((e) => !pessoas.has(e));
        if (fora.length) throw erroRegra.acaoForaDoAlcance(mensagensAlcance.pessoasSemAcesso(a.titulo, fora));
      }
      if (r.tipo === 'outroFluxo' && !(await podeAgirNoDestino(deps, autor, r.idFluxo, r.idEtapa)))
        throw erroRegra.acaoForaDoAlcance(mensagensAlcance.semAcessoDestino(a.titulo));
    }
  }
}
