import { Card, Empty, Select, Spin } from 'antd';
import type { FluxoHome } from '@wf/shared/types/home';
import { lazy, Suspense, useState } from 'react';
import { ErroEmLinha } from '../../../components/ErroEmLinha';
import { mensagemDoErro } from '../../../lib/api';
import { useGraficoHome } from '../api/home';

// recharts only on this screen, fetched when the chart is about to show.
const GraficoRecharts = lazy(async () => ({ default: (await import('./GraficoRecharts')).GraficoRecharts }));

/** The last 15 days of one of the person's flows (the first by name until another is chosen). */
export function GraficoHome({ fluxos }: { fluxos: FluxoHome[] }) {
  const [escolhido, setEscolhido] = useState<string | undefined>();
  const idFluxo = escolhido ?? fluxos[0]?.id;
  const { data, isLoading, isError, error, refetch } = useGraficoHome(idFluxo);
  return (
    <Card
      title="Últimos 15 dias"
      extra={
        <Select
          aria-label="Fluxo do gráfico"
          style={{ minWidth: 200 }}
          value={idFluxo}
          onChange={setEscolhido}
          options={fluxos.map((f) => ({ value: f.id, label: f.descricao }))}
        />
      }
    >
      {!idFluxo ? (
        <Empty description="Nenhum fluxo" />
      ) : isError ? (
        <ErroEmLinha mensagem={mensagemDoErro(error)} onTentarNovamente={() => void refetch()} />
      ) : isLoading || !data ? (
        <Spin />
      ) : (
        <Suspense fallback={<Spin />}>
          <GraficoRecharts dados={data} />
        </Suspense>
      )}
    </Card>
  );
}
