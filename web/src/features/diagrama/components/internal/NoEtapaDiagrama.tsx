import { Handle, Position, type NodeProps } from '@xyflow/react';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import { LIMITES_FLUXO, ladosConexao, type LadoConexao } from '@wf/shared/constants/fluxos';
import { useContext } from 'react';
import { IconeTipoCampo } from '../../../../components/IconeTipoCampo';
import { acoesDaEtapa } from '../../utils/acoesEtapa';
import type { NoEtapa } from '../../utils/diagrama';
import { ContextoDiagrama } from './contextoDiagrama';
import { MenuEtapa } from './MenuEtapa';

const POSICOES: Record<LadoConexao, Position> = {
  left: Position.Left,
  top: Position.Top,
  right: Position.Right,
  bottom: Position.Bottom,
};

/**
 * A stage on the diagram: 300 px wide, at most 400 high, in the stage's colour,
 * with its flags, its first six fields then 'ver mais', and four handles that each start and
 * end connections (the canvas runs in loose connection mode). The handles are mouse targets with
 * no name: not focusable, and a name on a plain div is invalid ARIA; the node itself is named by
 * React Flow (the node's ariaLabel, etapasParaNos).
 */
export function NoEtapaDiagrama({ data, selected }: NodeProps<NoEtapa>) {
  const { etapa } = data;
  const { token } = theme.useToken();
  const contexto = useContext(ContextoDiagrama);
  const campos = etapa.jsonConfig?.listaCamposFormulario ?? [];
  const visiveis = campos.slice(0, LIMITES_FLUXO.camposVisiveisNoNo);
  const restantes = campos.length - visiveis.length;
  const acoes = acoesDaEtapa(etapa, contexto.permiteEditarElementosFluxo, contexto.acoesIndisponiveis);
  // 'ver mais' opens the form editor: the same permission as its menu entry.
  const podeVerMais = acoes.includes('formulario');
  const conectavel = contexto.permiteEditarElementosFluxo;

  return (
    <>
      <div
        style={{
          width: LIMITES_FLUXO.larguraNo,
          maxHeight: LIMITES_FLUXO.alturaMaximaNo,
          display: 'flex',
          flexDirection: 'column',
          background: token.colorBgContainer,
          border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
          borderTop: `6px solid ${etapa.cor}`,
          borderRadius: token.borderRadiusLG,
          boxShadow: selected ? token.boxShadow : token.boxShadowTertiary,
          overflow: 'hidden',
        }}
      >
        <Flex align="center" gap={8} style={{ padding: '8px 8px 4px 12px' }}>
          <Typography.Text strong ellipsis={{ tooltip: etapa.descricao }} style={{ flex: 1, fontSize: 15 }}>
            {etapa.descricao}
          </Typography.Text>
          <MenuEtapa etapa={etapa} acoes={acoes} onAcao={contexto.onAcao} />
        </Flex>
        <Flex wrap gap={4} style={{ padding: '0 12px 8px' }}>
          {etapa.etapaInicial === 'S' && <Tag color="green">Inicial</Tag>}
          {etapa.etapaFinal === 'S' && <Tag color="red">Final</Tag>}
          {etapa.fluxoAberto === 'S' && <Tag color="purple">Fluxo aberto</Tag>}
          <Tag variant="filled">
            {etapa.totalCardsPresentes} {etapa.totalCardsPresentes === 1 ? 'card' : 'cards'}
          </Tag>
        </Flex>
        <div
          className="nowheel"
          style={{
            borderTop: `1px solid ${token.colorBorderSecondary}`,
            padding: '6px 12px',
            overflowY: 'auto',
            minHeight: 0,
          }}
        >
          {campos.length === 0 ? (
            <Typography.Text type="secondary">Nenhum campo no formulário</Typography.Text>
          ) : (
            <ul aria-label={`Campos da etapa ${etapa.descricao}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {visiveis.map((campo) => (
                <li key={campo.id} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '3px 0' }}>
                  <span style={{ color: token.colorTextSecondary }}>
                    <IconeTipoCampo keyCampo={campo.keyCampo} />
                  </span>
                  <Typography.Text ellipsis style={{ flex: 1 }} type={campo.indOculto ? 'secondary' : undefined}>
                    {campo.titulo}
                    {campo.indObrigatorio && (
                      <>
                        <span style={{ color: token.colorError }} aria-hidden>
                          {' '}
                          *
                        </span>
                        <span className="sr-only"> (obrigatório)</span>
                      </>
                    )}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          )}
          {restantes > 0 &&
            (podeVerMais ? (
              <Button
                type="link"
                size="small"
                className="nodrag"
                style={{ padding: 0 }}
                onClick={() => contexto.onAcao('formulario', etapa)}
                aria-label={`Ver mais campos da etapa ${etapa.descricao}`}
              >
                ver mais ({restantes})
              </Button>
            ) : (
              <Typography.Text type="secondary">+{restantes} campos</Typography.Text>
            ))}
        </div>
      </div>
      {ladosConexao.map((lado) => (
        <Handle
          key={lado}
          id={lado}
          type="source"
          position={POSICOES[lado]}
          isConnectable={conectavel}
          style={{
            width: 12,
            height: 12,
            background: token.colorBgContainer,
            border: `2px solid ${etapa.cor}`,
            opacity: conectavel ? 1 : 0,
          }}
        />
      ))}
    </>
  );
}
