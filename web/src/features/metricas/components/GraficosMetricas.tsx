import { Card, Col, Row } from 'antd';
import {
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { RespostaMetricasFluxo } from '@wf/shared/types/relatorio';
import { diaMes } from '../utils/metricas';

const CORES = [
  '#1677ff',
  '#52c41a',
  '#faad14',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#fa541c',
  '#2f54eb',
  '#a0d911',
  '#8c8c8c',
];

function Rosca({ titulo, dados }: { titulo: string; dados: { nome: string; valor: number }[] }) {
  const comValor = dados.filter((d) => d.valor > 0);
  return (
    <Card title={titulo} size="small">
      <div role="img" aria-label={titulo} style={{ height: 280 }}>
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={comValor}
              dataKey="valor"
              nameKey="nome"
              innerRadius="55%"
              outerRadius="80%"
              isAnimationActive={false}
            >
              {comValor.map((d, i) => (
                <Cell key={d.nome} fill={CORES[i % CORES.length]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

/**
 * The Métricas tab's charts (recharts, in this lazily loaded chunk only): cards per stage and
 * per responsible as donuts, cards moved per day over the last 30 days as a line.
 */
export function GraficosMetricas({ metricas }: { metricas: RespostaMetricasFluxo }) {
  const historico = metricas.listaHistoricoCards.map((d) => ({
    dia: diaMes(d.dataReferencia),
    movimentados: d.cardsMovimentados,
  }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Rosca
          titulo="Cards por etapa"
          dados={metricas.listaCardsPorEtapa.map((e) => ({ nome: e.nomeEtapa, valor: e.totalCards }))}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Rosca
          titulo="Cards por responsável"
          dados={metricas.listaCardsPorResponsavel.map((r) => ({
            nome: r.nomeResponsavel,
            valor: r.totalCardsAlocados,
          }))}
        />
      </Col>
      <Col span={24}>
        <Card title="Cards movimentados por dia (últimos 30 dias)" size="small">
          <div role="img" aria-label="Cards movimentados por dia" style={{ height: 300 }}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={historico}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="dia" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Line
                  type="monotone"
                  dataKey="movimentados"
                  name="Cards movimentados"
                  stroke="#1677ff"
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </Card>
      </Col>
    </Row>
  );
}
