import { CloseOutlined } from '@ant-design/icons';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from '@xyflow/react';
import { Button } from 'antd';
import { useContext } from 'react';
import type { ArestaEtapa } from '../../utils/diagrama';
import { ContextoDiagrama } from './contextoDiagrama';

/** Default edge colour and width. */
export const COR_ARESTA = '#1677ff';
export const LARGURA_ARESTA = 2;

/**
 * The 'defaultCustom' edge: blue, 2 px, with an arrow; dimmed while another node is hovered;
 * a delete button in the middle on hover or selection, for those who may edit flow elements.
 */
export function ArestaEtapaDiagrama({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  markerEnd,
  data,
}: EdgeProps<ArestaEtapa>) {
  const contexto = useContext(ContextoDiagrama);
  const [caminho, rotuloX, rotuloY] = getBezierPath({
    sourceX,
    sourceY,
    targetX,
    targetY,
    sourcePosition,
    targetPosition,
  });
  const esmaecida = data?.destaque === 'esmaecida';
  return (
    <>
      <BaseEdge
        id={id}
        path={caminho}
        markerEnd={markerEnd}
        interactionWidth={24}
        style={{
          stroke: COR_ARESTA,
          strokeWidth: LARGURA_ARESTA,
          opacity: esmaecida ? 0.2 : 1,
          transition: 'opacity 0.15s',
        }}
      />
      {data?.mostrarRemover && (
        <EdgeLabelRenderer>
          <div
            className="nodrag nopan"
            style={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${rotuloX}px, ${rotuloY}px)`,
              pointerEvents: 'all',
            }}
            onMouseEnter={() => contexto.onFocoAresta(id)}
            onMouseLeave={() => contexto.onFocoAresta(null)}
          >
            <Button
              size="small"
              shape="circle"
              danger
              icon={<CloseOutlined />}
              aria-label={`Remover conexão de ${data.descricaoOrigem} para ${data.descricaoDestino}`}
              onClick={(e) => {
                e.stopPropagation();
                contexto.onRemoverAresta(id);
              }}
            />
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}
