import '@xyflow/react/dist/style.css';
import { Background, Handle, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import { theme, Typography } from 'antd';
import { useMemo } from 'react';
import { useTema } from '../../../hooks/useTema';

/** Spec 1, 2.1: a sample flow of five stages next to the login and sign-up forms. */
type DadosEtapa = { nome: string; cards: number; cor: string };
type NoEtapa = Node<DadosEtapa, 'etapa'>;

// The main path runs down one column; finished and rejected requests branch right to Arquivado.
const ETAPAS: readonly NoEtapa[] = [
  {
    id: 'nova',
    type: 'etapa',
    position: { x: 0, y: 0 },
    data: { nome: 'Nova solicitação', cards: 12, cor: '#1677ff' },
  },
  { id: 'triagem', type: 'etapa', position: { x: 0, y: 130 }, data: { nome: 'Triagem', cards: 5, cor: '#722ed1' } },
  { id: 'aprovacao', type: 'etapa', position: { x: 0, y: 260 }, data: { nome: 'Aprovação', cards: 3, cor: '#fa8c16' } },
  { id: 'pagamento', type: 'etapa', position: { x: 0, y: 390 }, data: { nome: 'Pagamento', cards: 2, cor: '#52c41a' } },
  {
    id: 'arquivado',
    type: 'etapa',
    position: { x: 260, y: 260 },
    data: { nome: 'Arquivado', cards: 27, cor: '#8c8c8c' },
  },
];

const LIGACOES: readonly Edge[] = [
  { id: 'nova-triagem', source: 'nova', target: 'triagem', animated: true },
  { id: 'triagem-aprovacao', source: 'triagem', target: 'aprovacao', animated: true, label: 'Aprovada' },
  {
    id: 'triagem-arquivado',
    source: 'triagem',
    sourceHandle: 'direita',
    target: 'arquivado',
    label: 'Reprovada',
  },
  { id: 'aprovacao-pagamento', source: 'aprovacao', target: 'pagamento', animated: true },
  {
    id: 'pagamento-arquivado',
    source: 'pagamento',
    sourceHandle: 'direita',
    target: 'arquivado',
    targetHandle: 'abaixo',
    label: 'Concluída',
  },
];

const TIPOS_DE_NO = { etapa: EtapaExemplo };

/** Read-only preview: edges need anchor points, nobody needs to see them. */
const ALCA_OCULTA = { opacity: 0 };

export function PreviaFluxo() {
  const { token } = theme.useToken();
  const { tema } = useTema();
  const ligacoes = useMemo(
    () =>
      LIGACOES.map((ligacao) => ({
        ...ligacao,
        type: 'smoothstep',
        style: { stroke: token.colorTextTertiary, strokeWidth: 1.5 },
        labelStyle: { fill: token.colorTextSecondary, fontSize: 11 },
        labelBgStyle: { fill: token.colorBgContainer },
      })),
    [token],
  );

  return (
    <ReactFlow
      nodes={[...ETAPAS]}
      edges={ligacoes}
      nodeTypes={TIPOS_DE_NO}
      fitView
      fitViewOptions={{ padding: 0.2 }}
      colorMode={tema === 'DARK' ? 'dark' : 'light'}
      nodesDraggable={false}
      nodesConnectable={false}
      nodesFocusable={false}
      edgesFocusable={false}
      elementsSelectable={false}
      panOnDrag={false}
      zoomOnScroll={false}
      zoomOnPinch={false}
      zoomOnDoubleClick={false}
      preventScrolling={false}
      aria-label="Fluxo de exemplo com as etapas Nova solicitação, Triagem, Aprovação, Arquivado e Pagamento"
    >
      <Background gap={20} color={token.colorBorderSecondary} />
    </ReactFlow>
  );
}

function EtapaExemplo({ data }: NodeProps<NoEtapa>) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: 170,
        padding: '10px 12px',
        borderRadius: 10,
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderTop: `4px solid ${data.cor}`,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <Handle type="target" position={Position.Top} style={ALCA_OCULTA} isConnectable={false} />
      <Handle type="target" id="abaixo" position={Position.Bottom} style={ALCA_OCULTA} isConnectable={false} />
      <Typography.Text strong style={{ display: 'block', fontSize: 13 }}>
        {data.nome}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {data.cards} cards
      </Typography.Text>
      <Handle type="source" position={Position.Bottom} style={ALCA_OCULTA} isConnectable={false} />
      <Handle type="source" id="direita" position={Position.Right} style={ALCA_OCULTA} isConnectable={false} />
    </div>
  );
}
