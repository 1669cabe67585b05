import type { Connection, Edge, Node } from '@xyflow/react';
import { ladosConexao, POSICAO_NO_PADRAO, type LadoConexao } from '@wf/shared/constants/fluxos';
import type { Etapa, EtapaRel } from '@wf/shared/types/fluxo';

/**
 * From the flow screen's answer (FluxoComEtapas) to React Flow's nodes and edges, and back from
 * a drawn connection to the link payload. Pure: the diagram component only wires them.
 */

export type DadosNoEtapa = { etapa: Etapa };
export type NoEtapa = Node<DadosNoEtapa, 'square'>;

/** Hovering a node animates its outgoing edges and dims the others. */
export type DestaqueAresta = 'normal' | 'animada' | 'esmaecida';
export type DadosAresta = {
  destaque: DestaqueAresta;
  /** The delete button is on screen (hover or selection, with the permission). */
  mostrarRemover: boolean;
  descricaoOrigem: string;
  descricaoDestino: string;
};
export type ArestaEtapa = Edge<DadosAresta, 'defaultCustom'>;

export const TIPO_NO = 'square';
export const TIPO_ARESTA = 'defaultCustom';

export function posicaoDaEtapa(etapa: Etapa): { x: number; y: number } {
  const posicao = etapa.jsonConfig?.node?.position;
  return posicao && Number.isFinite(posicao.x) && Number.isFinite(posicao.y) ? posicao : { ...POSICAO_NO_PADRAO };
}

/**
 * One node per stage at its saved position. The selection of the previous nodes is kept, so a
 * refetch after a change does not drop what the user had selected.
 */
export function etapasParaNos(
  listaEtapas: readonly Etapa[],
  permiteEditarElementosFluxo: boolean,
  anteriores: readonly NoEtapa[] = [],
): NoEtapa[] {
  const selecionados = new Set(anteriores.filter((n) => n.selected).map((n) => n.id));
  return listaEtapas.map((etapa) => ({
    id: etapa.id,
    type: TIPO_NO,
    position: posicaoDaEtapa(etapa),
    data: { etapa },
    draggable: permiteEditarElementosFluxo,
    connectable: permiteEditarElementosFluxo,
    // A stage is deleted from its menu, with a confirmation; never by the Delete key.
    deletable: false,
    selected: selecionados.has(etapa.id),
    ariaLabel: `Etapa ${etapa.descricao}`,
  }));
}

export function destaqueDaAresta(idOrigem: string, idNoEmFoco: string | null): DestaqueAresta {
  if (!idNoEmFoco) return 'normal';
  return idOrigem === idNoEmFoco ? 'animada' : 'esmaecida';
}

export interface EstadoArestas {
  permiteEditarElementosFluxo: boolean;
  idNoEmFoco: string | null;
  idArestaEmFoco: string | null;
  idArestaSelecionada: string | null;
}

/** One edge per link whose two stages are on the diagram. */
export function relsParaArestas(
  listaEtapasRel: readonly EtapaRel[],
  listaEtapas: readonly Etapa[],
  estado: EstadoArestas,
): ArestaEtapa[] {
  const nomes = new Map(listaEtapas.map((e) => [e.id, e.descricao]));
  return listaEtapasRel
    .filter((rel) => nomes.has(rel.idEtapaOrigem) && nomes.has(rel.idEtapaDestino))
    .map((rel) => {
      const destaque = destaqueDaAresta(rel.idEtapaOrigem, estado.idNoEmFoco);
      const selecionada = estado.idArestaSelecionada === rel.id;
      const descricaoOrigem = nomes.get(rel.idEtapaOrigem) ?? '';
      const descricaoDestino = nomes.get(rel.idEtapaDestino) ?? '';
      return {
        id: rel.id,
        source: rel.idEtapaOrigem,
        target: rel.idEtapaDestino,
        sourceHandle: rel.posicaoOrigem,
        targetHandle: rel.posicaoDestino,
        type: TIPO_ARESTA,
        animated: destaque === 'animada',
        selected: selecionada,
        deletable: estado.permiteEditarElementosFluxo,
        focusable: estado.permiteEditarElementosFluxo,
        selectable: estado.permiteEditarElementosFluxo,
        ariaLabel: `Conexão de ${descricaoOrigem} para ${descricaoDestino}`,
        data: {
          destaque,
          mostrarRemover: estado.permiteEditarElementosFluxo && (selecionada || estado.idArestaEmFoco === rel.id),
          descricaoOrigem,
          descricaoDestino,
        },
      };
    });
}

const ehLado = (valor: string | null | undefined): valor is LadoConexao =>
  (ladosConexao as readonly string[]).includes(valor ?? '');

export interface NovoVinculo {
  idEtapaOrigem: string;
  idEtapaDestino: string;
  posicaoOrigem: LadoConexao;
  posicaoDestino: LadoConexao;
}

/**
 * The link payload of a connection drawn on the canvas, or null for one that cannot be a link
 * (no target, or a stage to itself). Duplicates and final/open origins are refused by the
 * server, whose message is shown: the client does not guess.
 */
export function vinculoDaConexao(conexao: Connection): NovoVinculo | null {
  if (!conexao.source || !conexao.target || conexao.source === conexao.target) return null;
  return {
    idEtapaOrigem: conexao.source,
    idEtapaDestino: conexao.target,
    posicaoOrigem: ehLado(conexao.sourceHandle) ? conexao.sourceHandle : 'right',
    posicaoDestino: ehLado(conexao.targetHandle) ? conexao.targetHandle : 'left',
  };
}

/** The positions to save after a drag (rounded: the canvas gives fractions). */
export function posicoesDosNos(nos: readonly Pick<NoEtapa, 'id' | 'position'>[]) {
  return nos.map((n) => ({ idEtapa: n.id, posicao: { x: Math.round(n.position.x), y: Math.round(n.position.y) } }));
}
