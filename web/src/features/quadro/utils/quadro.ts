import type { InfiniteData } from '@tanstack/react-query';
import type { Etapa } from '@wf/shared/types/fluxo';
import type { InstanciaResumo, PaginaCards } from '@wf/shared/types/instancia';
import type { KeyboardEventHandler, MouseEventHandler, TouchEventHandler } from 'react';

/** Pure rules of the board: drop targets, neighbours, optimistic cache edits. */

export type PaginasCards = InfiniteData<PaginaCards>;

/** Ids of the drag-and-drop items: cards and columns share one DndContext. */
export const idArrastoCard = (idInstancia: string) => `card:${idInstancia}`;
export const idArrastoColuna = (idEtapa: string) => `coluna:${idEtapa}`;

/** dnd-kit's listeners are typed as bare functions: the React handler types they really are. */
export interface OuvintesArrasto {
  onMouseDown?: MouseEventHandler<HTMLElement>;
  onTouchStart?: TouchEventHandler<HTMLElement>;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}

export interface DadosArrasto {
  tipo: 'card' | 'coluna';
  idEtapa: string;
  idInstancia?: string;
}

/** Stages by display order (ordemExibicao, ties by name so the order is stable). */
export function ordenarEtapas(etapas: readonly Etapa[]): Etapa[] {
  return [...etapas].sort((a, b) => a.ordemExibicao - b.ordemExibicao || a.descricao.localeCompare(b.descricao));
}

/** Where a card of `idEtapaOrigem` may be dropped: its allowed destinations, and its own column (reorder). */
export function destinosPermitidos(etapas: readonly Etapa[], idEtapaOrigem: string): Set<string> {
  const origem = etapas.find((e) => e.id === idEtapaOrigem);
  const existentes = new Set(etapas.map((e) => e.id));
  const destinos = (origem?.listaIdsEtapasDestino ?? []).filter((id) => existentes.has(id));
  return new Set([idEtapaOrigem, ...destinos]);
}

export interface Vizinhos {
  /** 1-based position the client sees. */
  ordem: number;
  idInstanciaAnterior: string | null;
  idInstanciaPosterior: string | null;
}

/** The card's neighbours in the column as it looks after the drop (`ids` already holds the card). */
export function vizinhosNaPosicao(ids: readonly string[], idInstancia: string): Vizinhos {
  const indice = ids.indexOf(idInstancia);
  if (indice < 0) throw new Error('card fora da coluna');
  return {
    ordem: indice + 1,
    idInstanciaAnterior: ids[indice - 1] ?? null,
    idInstanciaPosterior: ids[indice + 1] ?? null,
  };
}

/** Ids in the order the column shows them. */
export function idsDasPaginas(dados: PaginasCards | undefined): string[] {
  return dados?.pages.flatMap((p) => p.listaInstancias.map((i) => i.id)) ?? [];
}

/** Moves an item of `lista` from one index to another (arrayMove, without the dependency). */
export function moverNaLista<T>(lista: readonly T[], de: number, para: number): T[] {
  const copia = [...lista];
  const [item] = copia.splice(de, 1);
  copia.splice(para, 0, item as T);
  return copia;
}

/** The pages without the card, every page's total one less. */
export function retirarCard(
  dados: PaginasCards,
  idInstancia: string,
): { dados: PaginasCards; card: InstanciaResumo | null } {
  let card: InstanciaResumo | null = null;
  const pages = dados.pages.map((p) => {
    const restante = p.listaInstancias.filter((i) => {
      if (i.id !== idInstancia) return true;
      card = i;
      return false;
    });
    return restante.length === p.listaInstancias.length ? p : { ...p, listaInstancias: restante };
  });
  if (!card) return { dados, card: null };
  return { dados: { ...dados, pages: pages.map((p) => ({ ...p, total: Math.max(0, p.total - 1) })) }, card };
}

/** The pages with `card` at the flat position `indice` (past the end: last loaded page), totals one more. */
export function inserirCard(dados: PaginasCards, card: InstanciaResumo, indice: number): PaginasCards {
  let restante = Math.max(0, indice);
  let inserido = false;
  const pages = dados.pages.map((p, posicao) => {
    const ultima = posicao === dados.pages.length - 1;
    let lista = p.listaInstancias;
    if (!inserido && (restante <= lista.length || ultima)) {
      lista = [...lista];
      lista.splice(Math.min(restante, lista.length), 0, card);
      inserido = true;
    } else if (!inserido) {
      restante -= lista.length;
    }
    return { ...p, listaInstancias: lista, total: p.total + 1 };
  });
  return { ...dados, pages };
}

export interface MovimentoCard {
  idInstancia: string;
  idEtapaOrigem: string;
  idEtapaDestino: string;
  /** The destination column's ids as shown after the drop. */
  idsDestino: string[];
}

/**
 * Optimistic caches of a move: the card leaves its column and enters the destination at its
 * drop position, with the destination stage on it. Same column: only the order changes.
 */
export function aplicarMovimento(
  origem: PaginasCards | undefined,
  destino: PaginasCards | undefined,
  movimento: MovimentoCard,
  etapaDestino: InstanciaResumo['Etapa'],
): { origem: PaginasCards | undefined; destino: PaginasCards | undefined } {
  if (!origem) return { origem, destino };
  const { dados: semCard, card } = retirarCard(origem, movimento.idInstancia);
  if (!card) return { origem, destino };
  const indice = movimento.idsDestino.indexOf(movimento.idInstancia);
  const posicao = indice < 0 ? movimento.idsDestino.length : indice;
  const movido: InstanciaResumo = { ...card, Etapa: etapaDestino, ordem: posicao + 1 };
  if (movimento.idEtapaOrigem === movimento.idEtapaDestino) {
    const novo = inserirCard(semCard, movido, posicao);
    return { origem: novo, destino: novo };
  }
  return { origem: semCard, destino: destino ? inserirCard(destino, movido, posicao) : destino };
}

/**
 * During a drag the board keeps its own id lists per column; a card entering another column goes
 * before the card under the pointer (after it when the pointer is in its lower half), or last
 * when the pointer is over the column itself.
 */
export function moverEntreColunas(
  itens: Readonly<Record<string, string[]>>,
  idInstancia: string,
  idEtapaDe: string,
  idEtapaPara: string,
  idSobre: string | null,
  abaixoDoItem: boolean,
): Record<string, string[]> {
  const de = (itens[idEtapaDe] ?? []).filter((id) => id !== idInstancia);
  const para = (itens[idEtapaPara] ?? []).filter((id) => id !== idInstancia);
  const indiceSobre = idSobre ? para.indexOf(idSobre) : -1;
  const indice = indiceSobre < 0 ? para.length : indiceSobre + (abaixoDoItem ? 1 : 0);
  para.splice(indice, 0, idInstancia);
  return { ...itens, [idEtapaDe]: de, [idEtapaPara]: para };
}

/** The column holding a card during a drag. */
export function colunaDoCard(itens: Readonly<Record<string, string[]>>, idInstancia: string): string | null {
  for (const [idEtapa, ids] of Object.entries(itens)) if (ids.includes(idInstancia)) return idEtapa;
  return null;
}

/** New display order of a column dragged from one index to another (1-based ordemExibicao). */
export function reordenarColunas(etapas: readonly Etapa[], idEtapa: string, novoIndice: number): Etapa[] {
  const ordenadas = ordenarEtapas(etapas);
  const de = ordenadas.findIndex((e) => e.id === idEtapa);
  if (de < 0) return ordenadas;
  return moverNaLista(ordenadas, de, novoIndice).map((e, i) => ({ ...e, ordemExibicao: i + 1 }));
}

/** The public form link of a flow (first stage menu). */
export const linkPublicoFluxo = (origem: string, sigla: string, hash: string) =>
  `${origem}/workflow/criarcardfluxo/${encodeURIComponent(sigla)}/${encodeURIComponent(hash)}`;
