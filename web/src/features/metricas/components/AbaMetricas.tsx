import { Card, Col, Empty, Flex, Row, Statistic } from 'antd';
import { useAssistenteIa } from '../../../hooks/useAssistenteIa';
import { CarregandoPagina } from '../../../components/CarregandoPagina';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { mensagemDoErro } from '../../../lib/api';
import { mensagensRelatorio } from '@wf/shared/schemas/relatorio';
import { useMetricasFluxo } from '../api/get-metricas';
import { formatarMedia, semDadosParaGraficos } from '../utils/metricas';
import { GraficosMetricas } from './GraficosMetricas';

/**
 * /process/{id}?tab=metricas: totals and averages of the flow, then its charts; a flow without
 * cards and moves shows the empty-state text instead of empty charts. The page loads this
 * component (and the chart library with it) only when the tab opens.
 */
export function AbaMetricas({ idFluxo }: { idFluxo: string }) {
  const consulta = useMetricasFluxo(idFluxo);
  const { AnaliseMetricasIa } = useAssistenteIa();
  if (consulta.isPending) return <CarregandoPagina />;
  if (!consulta.data) {
    return (
      <ErroAoCarregar mensagem={mensagemDoErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} />
    );
  }
  const m = consulta.data;
  const totais: [string, string | number][] = [
    ['Cards no fluxo', m.totalCardsCriados],
    ['Cards concluídos', m.totalCardsConcluidos],
    ['Cards em atraso', m.totalCardsEmAtraso],
    ['Etapas', m.totalEtapas],
    ['Pessoas autorizadas', m.totalPessoasAutorizadas],
    ['Média de cards abertos por dia', formatarMedia(m.mediaCardsAbertosDia)],
    ['Média de cards movimentados por dia', formatarMedia(m.mediaCardsMovimentadosDia)],
    ['Média de cards concluídos por dia', formatarMedia(m.mediaCardsConcluidosDia)],
  ];
  return (
    <Flex vertical gap={16} data-testid="aba-metricas">
      {AnaliseMetricasIa && (
        <Flex justify="flex-end">
          <AnaliseMetricasIa idFluxo={idFluxo} metricas={m} />
        </Flex>
      )}
      <Row gutter={[16, 16]}>
        {totais.map(([titulo, valor]) => (
          <Col key={titulo} xs={12} md={8} xl={6}>
            <Card size="small">
              <Statistic title={titulo} value={valor} />
            </Card>
          </Col>
        ))}
      </Row>
      {semDadosParaGraficos(m) ? (
        <Empty description={mensagensRelatorio.semDadosMetricas} />
      ) : (
        <GraficosMetricas metricas={m} />
      )}
    </Flex>
  );
}
