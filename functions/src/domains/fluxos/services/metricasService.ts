import type { RespostaMetricasFluxo } from '@wf/shared/types/relatorio';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarColecaoDoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { atrasadosDoFluxo, diasDoFluxo, responsaveisDoFluxo } from '../../../data/repositories/painelRepository';
import { buscarUsuariosPorEmails } from '../../../data/repositories/usuarioRepository';
import { emOrdemDeExibicao } from '../entities/etapa';
import { diaDaquiA, hojeNoTenant } from '../../../lib/datas';
import { historicoDeDias, mediaPorDia, METRICAS_DIAS } from '../entities/metricas';
import { acessoNaColecao } from './acessoFluxoService';
import { donosDosFluxos } from './apresentacaoFluxo';

/**
 * GET /api/fluxos/metricas/{idFluxo}: totals from the flow's own items (flow, stages and their
 * card counters: one Query of the flow's collection), the last 30 Brasília days from the painel
 * consumer's day counters (≤ 30 items), cards per responsible from its responsible counters
 * (one item per person), and the overdue count from its due counters (cards not in a final stage
 * due before today: ≤ ~45 items). Nothing reads the flow's cards.
 */
export async function metricasDoFluxo(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<RespostaMetricasFluxo> {
  const colecao = await buscarColecaoDoFluxo(deps, sessao.sigla, idFluxo);
  const { fluxo } = await acessoNaColecao(deps, sessao, colecao);
  const agora = deps.clock();
  const hoje = hojeNoTenant(agora);
  const inicio = diaDaquiA(agora, -(METRICAS_DIAS - 1));
  const etapas = emOrdemDeExibicao(colecao.etapas);
  const finais = etapas.filter((e) => e.etapaFinal === 'S');
  const [dias, responsaveis, totalCardsEmAtraso, donos] = await Promise.all([
    diasDoFluxo(deps, sessao.sigla, idFluxo, inicio, hoje),
    responsaveisDoFluxo(deps, sessao.sigla, idFluxo),
    atrasadosDoFluxo(deps, sessao.sigla, idFluxo, hoje),
    donosDosFluxos(deps, sessao.sigla, [fluxo]),
  ]);
  const comCards = responsaveis.filter((r) => r.abertos > 0);
  const usuarios = comCards.length
    ? await buscarUsuariosPorEmails(
        deps,
        sessao.sigla,
        comCards.map((r) => r.email),
      )
    : [];
  const nomes = new Map(usuarios.map((u) => [u.email.toLowerCase(), u.nome]));
  return {
    nomeProprietario: donos.get(fluxo.donoId)?.nome ?? fluxo.donoEmail,
    dataHoraAlteracao: fluxo.dataHoraAlteracao,
    totalEtapas: etapas.length,
    totalPessoasAutorizadas: fluxo.numPessoasComAcesso,
    totalCardsCriados: fluxo.numInstanciasCriadas,
    totalCardsConcluidos: finais.reduce((s, e) => s + e.totalCardsPresentes, 0),
    totalCardsEmAtraso,
    mediaCardsAbertosDia: mediaPorDia(dias, 'criados'),
    mediaCardsMovimentadosDia: mediaPorDia(dias, 'movidos'),
    mediaCardsConcluidosDia: mediaPorDia(dias, 'concluidos'),
    listaCardsPorEtapa: etapas.map((e) => ({ nomeEtapa: e.descricao, totalCards: e.totalCardsPresentes })),
    listaCardsPorResponsavel: comCards
      .map((r) => ({
        nomeResponsavel: nomes.get(r.email.toLowerCase()) ?? r.email,
        emailResponsavel: r.email,
        totalCardsAlocados: r.abertos,
      }))
      .sort(
        (a, b) =>
          b.totalCardsAlocados - a.totalCardsAlocados || a.nomeResponsavel.localeCompare(b.nomeResponsavel, 'pt-BR'),
      ),
    listaHistoricoCards: historicoDeDias(dias, inicio, METRICAS_DIAS),
  };
}
