import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { GraficosHome } from '@wf/shared/types/home';
import { diaBr, diaMesBr } from '../utils/formatos';

/**
 * The home's charts (recharts, the SPA's chart library: docs/adr/0025-home-metrics-and-reports.md). Only this module
 * imports it, and the home loads it lazily, so no other screen downloads it.
 */
export function GraficoRecharts({ dados }: { dados: GraficosHome }) {
  const dias = dados.listaHistoricoCards.map((d) => ({
    dia: diaMesBr(d.dataReferencia),
    data: diaBr(d.dataReferencia),
    Criados: d.cardsCriados,
    Movimentados: d.cardsMovimentados,
  }));
  const porResponsavel = dados.listaCardsPorResponsavel.map((r) => ({
    nome: r.nomeResponsavel,
    Cards: r.totalCardsAlocados,
  }));
  return (
    <div data-testid="grafico-home">
      <div
        style={{ width: '100%', height: 240 }}
        aria-label="Cards criados e movimentados nos últimos 15 dias"
        role="img"
      >
        <ResponsiveContainer>
          <LineChart data={dias} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="dia" />
            <YAxis allowDecimals={false} />
            <Tooltip labelFormatter={(_, p) => (p[0]?.payload as { data?: string } | undefined)?.data ?? ''} />
            <Legend />
            <Line type="monotone" dataKey="Criados" stroke="#1677ff" isAnimationActive={false} />
            <Line type="monotone" dataKey="Movimentados" stroke="#52c41a" isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      {porResponsavel.length > 0 && (
        <div
          style={{ width: '100%', height: Math.max(120, 36 * porResponsavel.length) }}
          aria-label="Cards por responsável"
          role="img"
        >
          <ResponsiveContainer>
            <BarChart data={porResponsavel} layout="vertical" margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="nome" width={120} />
              <Tooltip />
              <Bar dataKey="Cards" fill="#722ed1" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </div>
  );
}
