import { theme, Typography } from 'antd';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import './PreviaFluxo.css';

/**
 * A sample flow of five stages next to the login and sign-up forms. A still picture,
 * so it is drawn here (HTML nodes, SVG edges, scaled to fit like a diagram's "fit view") instead
 * of with the diagram library, which would double the JavaScript of these first screens.
 */
interface EtapaExemplo {
  id: string;
  nome: string;
  cards: number;
  cor: string;
  x: number;
  y: number;
}

const LARGURA_NO = 170;
const ALTURA_NO = 68;
/** Edges start and end just outside the node, where the diagram draws its (hidden) handles. */
const FOLGA_ALCA = 3;
const RAIO_CURVA = 5;

// The main path runs down one column; finished and rejected requests branch right to Arquivado.
const ETAPAS = {
  nova: { id: 'nova', nome: 'Nova solicitação', cards: 12, cor: '#1677ff', x: 0, y: 0 },
  triagem: { id: 'triagem', nome: 'Triagem', cards: 5, cor: '#722ed1', x: 0, y: 130 },
  aprovacao: { id: 'aprovacao', nome: 'Aprovação', cards: 3, cor: '#fa8c16', x: 0, y: 260 },
  pagamento: { id: 'pagamento', nome: 'Pagamento', cards: 2, cor: '#52c41a', x: 0, y: 390 },
  arquivado: { id: 'arquivado', nome: 'Arquivado', cards: 27, cor: '#8c8c8c', x: 260, y: 260 },
} satisfies Record<string, EtapaExemplo>;

type Ponto = readonly [number, number];
const abaixo = (e: EtapaExemplo): Ponto => [e.x + LARGURA_NO / 2, e.y + ALTURA_NO + FOLGA_ALCA];
const acima = (e: EtapaExemplo): Ponto => [e.x + LARGURA_NO / 2, e.y - FOLGA_ALCA];
const direita = (e: EtapaExemplo): Ponto => [e.x + LARGURA_NO + FOLGA_ALCA, e.y + ALTURA_NO / 2];

/** Straight down, or right then turning (with a rounded corner) up or down to the target. */
function caminho([x1, y1]: Ponto, [x2, y2]: Ponto): string {
  if (x1 === x2) return `M${x1},${y1} L${x2},${y2}`;
  const sentido = y2 > y1 ? 1 : -1;
  return `M${x1},${y1} L${x2 - RAIO_CURVA},${y1} Q${x2},${y1} ${x2},${y1 + sentido * RAIO_CURVA} L${x2},${y2}`;
}

interface Ligacao {
  id: string;
  de: Ponto;
  para: Ponto;
  animada?: boolean;
  rotulo?: string;
}

const LIGACOES: readonly Ligacao[] = [
  { id: 'nova-triagem', de: abaixo(ETAPAS.nova), para: acima(ETAPAS.triagem), animada: true },
  {
    id: 'triagem-aprovacao',
    de: abaixo(ETAPAS.triagem),
    para: acima(ETAPAS.aprovacao),
    animada: true,
    rotulo: 'Aprovada',
  },
  { id: 'triagem-arquivado', de: direita(ETAPAS.triagem), para: acima(ETAPAS.arquivado), rotulo: 'Reprovada' },
  { id: 'aprovacao-pagamento', de: abaixo(ETAPAS.aprovacao), para: acima(ETAPAS.pagamento), animada: true },
  { id: 'pagamento-arquivado', de: direita(ETAPAS.pagamento), para: abaixo(ETAPAS.arquivado), rotulo: 'Concluída' },
];

const LARGURA_TOTAL = ETAPAS.arquivado.x + LARGURA_NO;
const ALTURA_TOTAL = ETAPAS.pagamento.y + ALTURA_NO;
/** The margin a diagram's "fit view" leaves around the nodes (20 % of the drawing). */
const MARGEM_AJUSTE = 0.2;
const ZOOM_MINIMO = 0.5;
const ZOOM_MAXIMO = 2;
const ESPACO_PONTOS = 20;

interface Enquadramento {
  zoom: number;
  x: number;
  y: number;
}

/** Zoom and offset that fit the drawing in the box, centred. */
function enquadrar(largura: number, altura: number): Enquadramento {
  const zoom = Math.min(
    ZOOM_MAXIMO,
    Math.max(
      ZOOM_MINIMO,
      Math.min(largura / (LARGURA_TOTAL * (1 + MARGEM_AJUSTE)), altura / (ALTURA_TOTAL * (1 + MARGEM_AJUSTE))),
    ),
  );
  return { zoom, x: (largura - LARGURA_TOTAL * zoom) / 2, y: (altura - ALTURA_TOTAL * zoom) / 2 };
}

export function PreviaFluxo() {
  const { token } = theme.useToken();
  const caixa = useRef<HTMLDivElement>(null);
  const [enquadramento, setEnquadramento] = useState<Enquadramento | null>(null);

  useLayoutEffect(() => {
    const elemento = caixa.current;
    if (!elemento) return;
    const medir = () => setEnquadramento(enquadrar(elemento.clientWidth, elemento.clientHeight));
    medir();
    const observador = new ResizeObserver(medir);
    observador.observe(elemento);
    return () => observador.disconnect();
  }, []);

  const passo = ESPACO_PONTOS * (enquadramento?.zoom ?? 1);
  return (
    <div
      ref={caixa}
      role="img"
      aria-label="Fluxo de exemplo com as etapas Nova solicitação, Triagem, Aprovação, Arquivado e Pagamento"
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
    >
      {enquadramento && (
        <>
          <svg aria-hidden style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}>
            <pattern
              id="previa-fluxo-pontos"
              patternUnits="userSpaceOnUse"
              width={passo}
              height={passo}
              x={enquadramento.x % passo}
              y={enquadramento.y % passo}
            >
              <circle cx={passo / 2} cy={passo / 2} r={enquadramento.zoom / 2} fill={token.colorBorderSecondary} />
            </pattern>
            <rect width="100%" height="100%" fill="url(#previa-fluxo-pontos)" />
          </svg>
          <div
            aria-hidden
            style={{
              position: 'absolute',
              left: 0,
              top: 0,
              width: LARGURA_TOTAL,
              height: ALTURA_TOTAL,
              transformOrigin: '0 0',
              transform: `translate(${enquadramento.x}px, ${enquadramento.y}px) scale(${enquadramento.zoom})`,
            }}
          >
            <svg width={LARGURA_TOTAL} height={ALTURA_TOTAL} style={{ position: 'absolute', overflow: 'visible' }}>
              {LIGACOES.map((ligacao) => (
                <path
                  key={ligacao.id}
                  d={caminho(ligacao.de, ligacao.para)}
                  fill="none"
                  stroke={token.colorTextTertiary}
                  strokeWidth={1.5}
                  className={ligacao.animada ? 'previa-fluxo__animada' : undefined}
                />
              ))}
            </svg>
            {LIGACOES.filter((l) => l.rotulo).map((ligacao) => (
              <RotuloLigacao key={ligacao.id} ligacao={ligacao} />
            ))}
            {Object.values(ETAPAS).map((etapa) => (
              <NoEtapa key={etapa.id} etapa={etapa} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** As the diagram places it: half-way along a straight edge, on the first leg of a bent one. */
function RotuloLigacao({ ligacao }: { ligacao: Ligacao }) {
  const { token } = theme.useToken();
  const estilo: CSSProperties = {
    position: 'absolute',
    left: (ligacao.de[0] + ligacao.para[0]) / 2,
    top: ligacao.de[0] === ligacao.para[0] ? (ligacao.de[1] + ligacao.para[1]) / 2 : ligacao.de[1],
    transform: 'translate(-50%, -50%)',
    padding: '2px 4px',
    borderRadius: 2,
    background: token.colorBgContainer,
    color: token.colorTextSecondary,
    fontSize: 11,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
  };
  return <div style={estilo}>{ligacao.rotulo}</div>;
}

function NoEtapa({ etapa }: { etapa: EtapaExemplo }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        position: 'absolute',
        left: etapa.x,
        top: etapa.y,
        width: LARGURA_NO,
        height: ALTURA_NO,
        padding: '10px 12px',
        borderRadius: 10,
        background: token.colorBgElevated,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderTop: `4px solid ${etapa.cor}`,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <Typography.Text strong style={{ display: 'block', fontSize: 13 }}>
        {etapa.nome}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {etapa.cards} cards
      </Typography.Text>
    </div>
  );
}
