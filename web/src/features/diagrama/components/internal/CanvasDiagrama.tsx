import {
  applyNodeChanges,
  Background,
  ConnectionMode,
  Controls,
  MarkerType,
  MiniMap,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Connection,
  type EdgeChange,
  type EdgeTypes,
  type NodeChange,
  type NodeTypes,
  type OnBeforeDelete,
} from '@xyflow/react';
import { theme } from 'antd';
import type { FluxoComEtapas } from '@wf/shared/types/fluxo';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTelaPequena } from '../../../../hooks/useTelaPequena';
import { useTema } from '../../../../hooks/useTema';
import { useAtualizarPosicoes } from '../../api/atualizar-posicoes';
import { useVistaNoCelular } from '../../hooks/useVistaNoCelular';
import { useCriarVinculo } from '../../api/criar-vinculo';
import { useRemoverVinculo } from '../../api/remover-vinculo';
import type { AcaoEtapa } from '../../utils/acoesEtapa';
import {
  etapasParaNos,
  posicoesDosNos,
  relsParaArestas,
  vinculoDaConexao,
  type ArestaEtapa,
  type NoEtapa,
} from '../../utils/diagrama';
import { ArestaEtapaDiagrama, COR_ARESTA, LARGURA_ARESTA } from './ArestaEtapaDiagrama';
import { ContextoDiagrama, type ContextoDiagramaValor } from './contextoDiagrama';
import { NoEtapaDiagrama } from './NoEtapaDiagrama';

const TIPOS_NO: NodeTypes = { square: NoEtapaDiagrama };
const TIPOS_ARESTA: EdgeTypes = { defaultCustom: ArestaEtapaDiagrama };

const OPCOES_ARESTA = {
  markerEnd: { type: MarkerType.ArrowClosed, color: COR_ARESTA, width: 18, height: 18 },
};
const ESTILO_CONEXAO = { stroke: COR_ARESTA, strokeWidth: LARGURA_ARESTA };

/** Keyboard moves (arrows on a selected node) have no drag stop: they are saved after a pause. */
const ESPERA_SALVAR_TECLADO_MS = 600;

/** React Flow's screen-reader texts, in Portuguese. */
const TEXTOS_ACESSIBILIDADE = {
  'node.a11yDescription.default': 'Pressione Enter ou espaço para selecionar a etapa.',
  'node.a11yDescription.keyboardDisabled': 'Pressione Enter ou espaço para selecionar a etapa.',
  'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }: { direction: string; x: number; y: number }) =>
    `Etapa movida para ${direction}, posição x ${x}, y ${y}`,
  'edge.a11yDescription.default': 'Pressione Enter ou espaço para selecionar a conexão; Delete para removê-la.',
  'controls.ariaLabel': 'Controles do diagrama',
  'controls.zoomIn.ariaLabel': 'Aproximar',
  'controls.zoomOut.ariaLabel': 'Afastar',
  'controls.fitView.ariaLabel': 'Enquadrar o diagrama',
  'controls.interactive.ariaLabel': 'Travar ou destravar o diagrama',
  'minimap.ariaLabel': 'Miniatura do diagrama',
  'handle.ariaLabel': 'Conector',
};

export interface CanvasDiagramaProps {
  idFluxo: string;
  dados: FluxoComEtapas;
  acoesIndisponiveis: readonly AcaoEtapa[];
  onAcao: (acao: AcaoEtapa, idEtapa: string) => void;
  /** Shown in the top-left corner of the canvas ('Nova etapa'). */
  barraSuperior: ReactNode;
}

export function CanvasDiagrama(props: CanvasDiagramaProps) {
  return (
    <ReactFlowProvider>
      <Canvas
        idFluxo={props.idFluxo}
        dados={props.dados}
        acoesIndisponiveis={props.acoesIndisponiveis}
        onAcao={props.onAcao}
        barraSuperior={props.barraSuperior}
      />
    </ReactFlowProvider>
  );
}

function Canvas({ idFluxo, dados, acoesIndisponiveis, onAcao, barraSuperior }: CanvasDiagramaProps) {
  const { tema } = useTema();
  const telaPequena = useTelaPequena();
  const { token } = theme.useToken();
  const { fitView } = useReactFlow();
  const podeEditar = dados.permiteEditarElementosFluxo;
  const criarVinculo = useCriarVinculo(idFluxo);
  const removerVinculo = useRemoverVinculo(idFluxo);
  const salvarPosicoes = useAtualizarPosicoes(idFluxo);

  // Nodes are local state while dragging; a new answer from the server replaces them.
  const [nos, setNos] = useState<NoEtapa[]>(() => etapasParaNos(dados.listaEtapas, podeEditar));
  const [dadosDosNos, setDadosDosNos] = useState(dados);
  if (dadosDosNos !== dados) {
    setDadosDosNos(dados);
    setNos((anteriores) => etapasParaNos(dados.listaEtapas, podeEditar, anteriores));
  }

  const [idNoEmFoco, setIdNoEmFoco] = useState<string | null>(null);
  const [idArestaEmFoco, setIdArestaEmFoco] = useState<string | null>(null);
  const [idArestaSelecionada, setIdArestaSelecionada] = useState<string | null>(null);
  const arestas = useMemo(
    () =>
      relsParaArestas(dados.listaEtapasRel, dados.listaEtapas, {
        permiteEditarElementosFluxo: podeEditar,
        idNoEmFoco,
        idArestaEmFoco,
        idArestaSelecionada,
      }),
    [dados, podeEditar, idNoEmFoco, idArestaEmFoco, idArestaSelecionada],
  );

  // A stage added (or cloned) may land outside the view: frame the diagram again (not on a phone,
  // where framing it all makes it unreadable; there a new stage is selected and brought into view).
  const quantidadeEtapas = dados.listaEtapas.length;
  const quantidadeAnterior = useRef(quantidadeEtapas);
  useEffect(() => {
    if (quantidadeEtapas > quantidadeAnterior.current && !telaPequena) void fitView({ duration: 300, padding: 0.2 });
    quantidadeAnterior.current = quantidadeEtapas;
  }, [quantidadeEtapas, fitView, telaPequena]);
  useVistaNoCelular(telaPequena, nos);

  const nosAtuais = useRef(nos);
  useEffect(() => {
    nosAtuais.current = nos;
  });
  const movidosPeloTeclado = useRef(new Set<string>());
  const temporizador = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (temporizador.current) clearTimeout(temporizador.current);
    },
    [],
  );

  const handleNosAlterados = (mudancas: NodeChange<NoEtapa>[]) => {
    setNos((atuais) => applyNodeChanges(mudancas, atuais));
    const porTeclado = mudancas.filter((m) => m.type === 'position' && m.dragging === undefined && m.position);
    if (porTeclado.length === 0 || !podeEditar) return;
    for (const m of porTeclado) if (m.type === 'position') movidosPeloTeclado.current.add(m.id);
    if (temporizador.current) clearTimeout(temporizador.current);
    temporizador.current = setTimeout(() => {
      const ids = movidosPeloTeclado.current;
      movidosPeloTeclado.current = new Set();
      const movidos = nosAtuais.current.filter((n) => ids.has(n.id));
      if (movidos.length > 0) salvarPosicoes.mutate({ idFluxo, listaPosicoes: posicoesDosNos(movidos) });
    }, ESPERA_SALVAR_TECLADO_MS);
  };

  const handleArestasAlteradas = (mudancas: EdgeChange<ArestaEtapa>[]) => {
    for (const m of mudancas) {
      if (m.type !== 'select') continue;
      if (m.selected) setIdArestaSelecionada(m.id);
      else setIdArestaSelecionada((atual) => (atual === m.id ? null : atual));
    }
  };

  const handleArrastoFim = (_evento: unknown, _no: NoEtapa, arrastados: NoEtapa[]) => {
    if (!podeEditar || arrastados.length === 0) return;
    salvarPosicoes.mutate({ idFluxo, listaPosicoes: posicoesDosNos(arrastados) });
  };

  const handleConectar = (conexao: Connection) => {
    if (!podeEditar) return;
    const vinculo = vinculoDaConexao(conexao);
    if (vinculo) criarVinculo.mutate(vinculo);
  };

  const removerAresta = (idAresta: string) => {
    if (!podeEditar) return;
    setIdArestaSelecionada(null);
    setIdArestaEmFoco(null);
    removerVinculo.mutate(idAresta);
  };

  // The Delete key: edges go through the server (and come back with the refetch); stages never.
  const handleAntesDeExcluir: OnBeforeDelete<NoEtapa, ArestaEtapa> = async ({ edges }) => {
    if (podeEditar) for (const aresta of edges) removerAresta(aresta.id);
    return false;
  };

  const contexto: ContextoDiagramaValor = {
    permiteEditarElementosFluxo: podeEditar,
    acoesIndisponiveis,
    onAcao: (acao, etapa) => onAcao(acao, etapa.id),
    onRemoverAresta: removerAresta,
    onFocoAresta: setIdArestaEmFoco,
  };

  return (
    <ContextoDiagrama value={contexto}>
      <ReactFlow<NoEtapa, ArestaEtapa>
        nodes={nos}
        edges={arestas}
        nodeTypes={TIPOS_NO}
        edgeTypes={TIPOS_ARESTA}
        defaultEdgeOptions={OPCOES_ARESTA}
        onNodesChange={handleNosAlterados}
        onEdgesChange={handleArestasAlteradas}
        onNodeDragStop={handleArrastoFim}
        onConnect={handleConectar}
        onBeforeDelete={handleAntesDeExcluir}
        onNodeMouseEnter={(_e, no) => setIdNoEmFoco(no.id)}
        onNodeMouseLeave={() => setIdNoEmFoco(null)}
        onEdgeMouseEnter={(_e, aresta) => setIdArestaEmFoco(aresta.id)}
        onEdgeMouseLeave={() => setIdArestaEmFoco(null)}
        connectionMode={ConnectionMode.Loose}
        connectionLineStyle={ESTILO_CONEXAO}
        connectionRadius={30}
        nodesDraggable={podeEditar}
        nodesConnectable={podeEditar}
        edgesFocusable={podeEditar}
        edgesReconnectable={false}
        elementsSelectable
        deleteKeyCode={podeEditar ? ['Delete', 'Backspace'] : null}
        colorMode={tema === 'DARK' ? 'dark' : 'light'}
        ariaLabelConfig={TEXTOS_ACESSIBILIDADE}
        className={telaPequena ? 'diagrama-toque' : undefined}
        fitView={!telaPequena}
        fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
        minZoom={0.2}
        maxZoom={1.5}
      >
        <Panel position="top-left">{barraSuperior}</Panel>
        <Controls showInteractive={false} />
        {/* On a phone the minimap would cover half the canvas. */}
        {!telaPequena && (
          <MiniMap
            pannable
            zoomable
            nodeColor={(no) => (no as NoEtapa).data.etapa.cor}
            style={{ background: token.colorBgContainer }}
          />
        )}
        <Background gap={20} />
      </ReactFlow>
    </ContextoDiagrama>
  );
}
