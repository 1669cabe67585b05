import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { TipoRelatorio } from '@wf/shared/schemas/relatorio';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { TabelaRelatorio } from './internal/TabelaRelatorio';
import { TituloPagina } from '../../../components/TituloPagina';

const ABAS: { tipo: TipoRelatorio; rotulo: string }[] = [
  { tipo: 'resumo-fluxos', rotulo: 'Fluxos disponíveis' },
  { tipo: 'cards-criados', rotulo: 'Cards criados' },
  { tipo: 'cards-vencendo', rotulo: 'Cards vencendo' },
  { tipo: 'cards-acompanhados', rotulo: 'Cards em acompanhamento' },
];

/** /reports: the four reports of the flows the person sees, one tab each (?aba= keeps the tab in the address). */
export function RelatoriosPage() {
  useTituloDocumento('Relatórios');
  const [parametros, setParametros] = useSearchParams();
  const aba = ABAS.find((a) => a.tipo === parametros.get('aba'))?.tipo ?? ABAS[0]!.tipo;
  return (
    <Card>
      <TituloPagina tamanho={3}>Relatórios</TituloPagina>
      <Tabs
        activeKey={aba}
        destroyOnHidden
        onChange={(chave) => setParametros({ aba: chave }, { replace: true })}
        items={ABAS.map((a) => ({
          key: a.tipo,
          label: a.rotulo,
          children: <TabelaRelatorio tipo={a.tipo} rotulo={a.rotulo} />,
        }))}
      />
    </Card>
  );
}
