import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  closestCorners,
  pointerWithin,
  useSensor,
  useSensors,
  type Collision,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import type { Etapa } from '@wf/shared/types/fluxo';
import type { InstanciaResumo } from '@wf/shared/types/instancia';
import { useState } from 'react';
import { cardsEtapaQueryOptions } from '../api/get-cards-etapa';
import {
  colunaDoCard,
  destinosPermitidos,
  idsDasPaginas,
  moverEntreColunas,
  moverNaLista,
  ordenarEtapas,
  type DadosArrasto,
  type MovimentoCard,
} from '../utils/quadro';

export type EstadoArrasto =
  | {
      tipo: 'card';
      card: InstanciaResumo;
      idEtapaOrigem: string;
      permitidas: Set<string>;
      /** Card ids per column as the drag preview shows them. */
      itens: Record<string, string[]>;
    }
  | { tipo: 'coluna'; idEtapa: string };

const dadosDe = (valor: { data: { current?: unknown } } | null | undefined): DadosArrasto | undefined =>
  valor?.data.current as DadosArrasto | undefined;

const dadosDaColisao = (colisao: Collision): DadosArrasto | undefined =>
  (colisao.data?.droppableContainer as { data: { current?: unknown } } | undefined)?.data.current as
    DadosArrasto | undefined;

/**
 * Kanban collision rules: a column drag only sees columns; a card drag sees the card under the
 * pointer, else the closest card of the column under the pointer, else that (empty) column.
 * Disabled columns never collide, so a drop there does nothing. Without a pointer (keyboard)
 * the closest corners decide.
 */
export const detectarColisao: CollisionDetection = (args) => {
  const ativo = dadosDe(args.active);
  if (ativo?.tipo === 'coluna') {
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => dadosDe(c)?.tipo === 'coluna'),
    });
  }
  if (!args.pointerCoordinates) return closestCorners(args);
  const colisoes = pointerWithin(args);
  const sobreCard = colisoes.filter((c) => dadosDaColisao(c)?.tipo === 'card');
  if (sobreCard.length > 0) return sobreCard;
  const coluna = colisoes.find((c) => dadosDaColisao(c)?.tipo === 'coluna');
  if (!coluna) return [];
  const idEtapa = dadosDaColisao(coluna)?.idEtapa;
  const cardsDaColuna = args.droppableContainers.filter((c) => {
    const dados = dadosDe(c);
    return dados?.tipo === 'card' && dados.idEtapa === idEtapa;
  });
  if (cardsDaColuna.length === 0) return [coluna];
  return closestCenter({ ...args, droppableContainers: cardsDaColuna });
};

export interface UseArrastoQuadroParams {
  etapas: Etapa[];
  podeReordenarColunas: boolean;
  onMoverCard: (movimento: MovimentoCard) => void;
  onMoverColuna: (idEtapa: string, novoIndice: number) => void;
}

/**
 * Auto-scroll while a card is dragged near an edge of a column or of the board. dnd-kit's default
 * (10 px every 5 ms, from 20% of the edge) crosses a whole column in ~200 ms and overshoots under
 * a finger; this one starts in the outer 12%, and at the very edge moves 4 px a frame (~250 px/s),
 * slower the farther the finger is from it.
 */
export const AUTO_ROLAGEM = { acceleration: 4, interval: 16, threshold: { x: 0.12, y: 0.12 } } as const;

/**
 * The board's drag and drop (mouse, touch and keyboard): a multi-container sortable whose
 * preview lives in local state during the drag; the drop hands the final column order over.
 */
export function useArrastoQuadro({ etapas, podeReordenarColunas, onMoverCard, onMoverColuna }: UseArrastoQuadroParams) {
  const queryClient = useQueryClient();
  const [arrasto, setArrasto] = useState<EstadoArrasto | null>(null);

  const sensores = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens the card; Space picks it up and drops it.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const handleDragStart = ({ active }: DragStartEvent) => {
    const dados = dadosDe(active);
    if (!dados) return;
    if (dados.tipo === 'coluna') {
      if (podeReordenarColunas) setArrasto({ tipo: 'coluna', idEtapa: dados.idEtapa });
      return;
    }
    const itens: Record<string, string[]> = {};
    let card: InstanciaResumo | undefined;
    for (const etapa of etapas) {
      const paginas = queryClient.getQueryData(cardsEtapaQueryOptions(etapa.id).queryKey);
      itens[etapa.id] = idsDasPaginas(paginas);
      if (etapa.id === dados.idEtapa) {
        card = paginas?.pages.flatMap((p) => p.listaInstancias).find((i) => i.id === dados.idInstancia);
      }
    }
    if (!card) return;
    setArrasto({
      tipo: 'card',
      card,
      idEtapaOrigem: dados.idEtapa,
      permitidas: destinosPermitidos(etapas, dados.idEtapa),
      itens,
    });
  };

  const handleDragOver = ({ active, over }: DragOverEvent) => {
    if (arrasto?.tipo !== 'card' || !over) return;
    const sobre = dadosDe(over);
    if (!sobre || !arrasto.permitidas.has(sobre.idEtapa)) return;
    const atual = colunaDoCard(arrasto.itens, arrasto.card.id);
    if (!atual || atual === sobre.idEtapa) return;
    const arrastado = active.rect.current.translated;
    const abaixo = sobre.tipo === 'card' && arrastado !== null && arrastado.top > over.rect.top + over.rect.height / 2;
    setArrasto({
      ...arrasto,
      itens: moverEntreColunas(
        arrasto.itens,
        arrasto.card.id,
        atual,
        sobre.idEtapa,
        sobre.tipo === 'card' ? (sobre.idInstancia ?? null) : null,
        abaixo,
      ),
    });
  };

  const handleDragEnd = ({ over }: DragEndEvent) => {
    const estado = arrasto;
    setArrasto(null);
    if (!estado || !over) return;
    const sobre = dadosDe(over);
    if (!sobre) return;

    if (estado.tipo === 'coluna') {
      if (sobre.idEtapa === estado.idEtapa) return;
      const ordenadas = ordenarEtapas(etapas);
      const novoIndice = ordenadas.findIndex((e) => e.id === sobre.idEtapa);
      if (novoIndice >= 0) onMoverColuna(estado.idEtapa, novoIndice);
      return;
    }

    const idCard = estado.card.id;
    const destino = colunaDoCard(estado.itens, idCard);
    if (!destino || !estado.permitidas.has(destino) || !estado.permitidas.has(sobre.idEtapa)) return;
    let ids = estado.itens[destino] ?? [];
    if (sobre.tipo === 'card' && sobre.idEtapa === destino && sobre.idInstancia && sobre.idInstancia !== idCard) {
      const de = ids.indexOf(idCard);
      const para = ids.indexOf(sobre.idInstancia);
      if (de >= 0 && para >= 0) ids = moverNaLista(ids, de, para);
    }
    const original = queryClient.getQueryData(cardsEtapaQueryOptions(estado.idEtapaOrigem).queryKey);
    if (destino === estado.idEtapaOrigem && idsDasPaginas(original).join() === ids.join()) return;
    onMoverCard({ idInstancia: idCard, idEtapaOrigem: estado.idEtapaOrigem, idEtapaDestino: destino, idsDestino: ids });
  };

  const handleDragCancel = () => setArrasto(null);

  return { arrasto, sensores, handleDragStart, handleDragOver, handleDragEnd, handleDragCancel };
}
