import type { JsonRegras } from '@wf/shared/schemas/regra';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarColecaoDoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { mensagensAlcance } from '../entities/mensagensAlcance';
import { referenciasDaRegra } from '../entities/referenciasAcoes';
import { erroRegra } from '../erros';
import { podeAgirNoDestino } from './alcanceDaRegraService';

/**
 * When a rule is saved (inserted, updated, cloned) by `autor`: every stage, label and person its
 * actions name must be of its flow, and every destination in another flow one where he may act
 * (422 naming the action otherwise; nothing is written). Apart from alcanceDaRegraService.ts: it
 * reads the actions' forms with their schemas, which the rules engine does not need.
 */
export async function conferirAlcanceAoSalvar(
  deps: AppDeps,
  autor: Sessao,
  idFluxo: string,
  j: Pick<JsonRegras, 'acoes'>,
): Promise<void> {
  const acoes = referenciasDaRegra(j);
  if (acoes.length === 0) return;
  const colecao = await buscarColecaoDoFluxo(deps, autor.sigla, idFluxo);
  const etapas = new Set(colecao.etapas.map((e) => e.id));
  const etiquetas = new Set(colecao.etiquetas.map((e) => e.id));
  const pessoas = new Set(
    [colecao.fluxo?.donoEmail ?? '', ...colecao.autorizacoes.map((a) => a.emailAutorizado)].map((e) => e.toLowerCase()),
  );
  for (const a of acoes) {
    for (const r of a.referencias) {
      if (r.tipo === 'etapaDoFluxo' && !etapas.has(r.idEtapa))
        throw erroRegra.acaoForaDoAlcance(mensagensAlcance.etapaForaDoFluxo(a.titulo));
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
