import { Flex, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BotoesFlutuantes, ESPACO_BOTOES_FLUTUANTES } from '../../components/BotoesFlutuantes';
import { CarregandoPagina } from '../../components/CarregandoPagina';
import { ErroAoCarregar } from '../../components/ErroAoCarregar';
import { useTituloDocumento } from '../../hooks/useTituloDocumento';
import { mensagemDoErro } from '../../lib/api';
import { useFluxoComEtapas } from '../../lib/fluxoComEtapas';
import { useSala } from '../../lib/tempoReal/contexto';
import { useSigla } from '../../hooks/useSigla';
import { nomeSala } from '@wf/shared/realtime';
import { BotaoChat } from '../../features/chat/components/BotaoChat';
import { BotaoOutrosFluxos } from '../../features/fluxos/components/BotaoOutrosFluxos';
import { CabecalhoFluxo } from '../../features/fluxos/components/CabecalhoFluxo';
import { FluxoCarregando } from '../../features/fluxos/components/FluxoCarregando';
import { FluxoIndisponivel } from '../../features/fluxos/components/FluxoIndisponivel';
import { comAba, lerAbaFluxo, ROTULOS_ABAS_FLUXO, type AbaFluxo } from '../../features/fluxos/utils/abaFluxo';
import { ehFluxoIndisponivel } from '../../features/fluxos/utils/erroFluxo';
import { AbaCards } from './AbaCards';
import { BotaoNovoCard, ModalCardDaUrl } from './CardsDoFluxo';

// The diagram (and its canvas library) is downloaded when its tab opens, not with the board.
const DiagramaFluxo = lazy(async () => ({
  default: (await import('../../features/diagrama/components/DiagramaFluxo')).DiagramaFluxo,
}));
// So are the metrics and their chart library.
const AbaMetricas = lazy(async () => ({
  default: (await import('../../features/metricas/components/AbaMetricas')).AbaMetricas,
}));

// The rules modal (editor, action dialogs, history) is downloaded when 'Regras' is chosen.
const ModalRegras = lazy(async () => ({
  default: (await import('../../features/regras/components/ModalRegras')).ModalRegras,
}));

/**
 * The tab content fills the window below the app header, this page's header and the tab bar,
 * and stops above the floating buttons, so they never cover the diagram's controls, minimap and
 * attribution: the room their stack measured (BotoesFlutuantes; three buttons in a column, more
 * than one button's height), the fixed guess until it has.
 */
const ALTURA_CONTEUDO_ABA = `calc(100vh - 220px - var(--espaco-botoes-flutuantes, ${ESPACO_BOTOES_FLUTUANTES}px))`;

/**
 * /process/{id}: the flow's header (features/fluxos), its tabs driven by ?tab=, and
 * the floating 'Outros fluxos'. Tabs: the board and its list view (default, AbaCards) and the
 * diagram (features/diagrama) and the metrics (features/metricas).
 */
export function PaginaFluxo() {
  const { id = '' } = useParams();
  const [parametros, setParametros] = useSearchParams();
  const consulta = useFluxoComEtapas(id);
  const aba = lerAbaFluxo(parametros.get('tab'));
  const [regrasAbertas, setRegrasAbertas] = useState(false);
  useTituloDocumento(consulta.data?.Fluxo.descricao ?? 'Fluxo');
  // The flow's changes reach the board, list, diagram and open card while the page is open.
  const sigla = useSigla();
  useSala(id ? nomeSala('FLUXO', sigla, id) : null);

  // The tab always shows in the address (shareable); card and customer parameters stay.
  const abaNaUrl = parametros.get('tab');
  useEffect(() => {
    if (abaNaUrl !== aba) setParametros(comAba(window.location.search, aba), { replace: true });
  }, [abaNaUrl, aba, setParametros]);

  const handleTrocarAba = (chave: string) => setParametros(comAba(window.location.search, lerAbaFluxo(chave)));
  const handleTentarNovamente = () => void consulta.refetch();

  if (consulta.isPending) return <FluxoCarregando />;
  if (!consulta.data) {
    if (ehFluxoIndisponivel(consulta.error)) return <FluxoIndisponivel />;
    return <ErroAoCarregar mensagem={mensagemDoErro(consulta.error)} onTentarNovamente={handleTentarNovamente} />;
  }

  const conteudoDaAba: Record<AbaFluxo, ReactNode> = {
    kanban: <AbaCards idFluxo={id} altura={ALTURA_CONTEUDO_ABA} />,
    flow: (
      <Suspense fallback={<CarregandoPagina />}>
        <DiagramaFluxo idFluxo={id} altura={ALTURA_CONTEUDO_ABA} />
      </Suspense>
    ),
    metricas: (
      <Suspense fallback={<CarregandoPagina />}>
        <AbaMetricas idFluxo={id} />
      </Suspense>
    ),
  };

  return (
    <Flex vertical gap={8} style={{ paddingBottom: ESPACO_BOTOES_FLUTUANTES }}>
      <CabecalhoFluxo dados={consulta.data} onAbrirRegras={() => setRegrasAbertas(true)} />
      {regrasAbertas && (
        <Suspense fallback={null}>
          <ModalRegras dados={consulta.data} aberto onFechar={() => setRegrasAbertas(false)} />
        </Suspense>
      )}
      <Tabs
        activeKey={aba}
        onChange={handleTrocarAba}
        items={Object.entries(conteudoDaAba).map(([chave, conteudo]) => ({
          key: chave,
          label: ROTULOS_ABAS_FLUXO[chave as AbaFluxo],
          children: conteudo,
        }))}
      />
      <BotoesFlutuantes>
        <BotaoNovoCard idFluxo={id} rotulo={consulta.data.Fluxo.rotuloNovaInstancia} />
        <BotaoOutrosFluxos idFluxoAtual={id} />
        <BotaoChat idFluxo={id} />
      </BotoesFlutuantes>
      <ModalCardDaUrl idFluxo={id} />
    </Flex>
  );
}
