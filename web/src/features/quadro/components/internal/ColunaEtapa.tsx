import { HolderOutlined } from '@ant-design/icons';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Empty, Flex, Skeleton, Spin, Typography, theme } from 'antd';
import { LIMITES_CARD } from '@wf/shared/constants/cards';
import type { Etapa } from '@wf/shared/types/fluxo';
import type { InstanciaResumo } from '@wf/shared/types/instancia';
import { useEffect, useMemo, useRef } from 'react';
import { mensagemDoErro } from '../../../../lib/api';
import { useCardsEtapa } from '../../api/get-cards-etapa';
import { idArrastoCard, idArrastoColuna, type DadosArrasto, type OuvintesArrasto } from '../../utils/quadro';
import { CartaoCard, type AcaoCard } from './CartaoCard';
import { MenuColuna, type AcaoColuna } from './MenuColuna';
import { ErroEmLinha } from '../../../../components/ErroEmLinha';

/** While a card is dragged: its allowed columns are highlighted, the others disabled. */
export type DestaqueColuna = 'nenhum' | 'permitida' | 'bloqueada';

export interface ColunaEtapaProps {
  etapa: Etapa;
  destaque: DestaqueColuna;
  /** The column's card ids while a card is dragged (the drag preview), else undefined. */
  idsEmArrasto: string[] | undefined;
  cardArrastado: InstanciaResumo | null;
  /** With the board's filters on: the column's matching cards (no drag, no infinite scroll). */
  filtrados?: InstanciaResumo[];
  podeReordenarColunas: boolean;
  acoesColuna: readonly AcaoColuna[];
  acoesCard: readonly AcaoCard[];
  alturaMaxima: string;
  onAbrirCard: (idInstancia: string) => void;
  onAcaoCard: (acao: AcaoCard, card: InstanciaResumo) => void;
  onAcaoColuna: (acao: AcaoColuna, etapa: Etapa) => void;
}

/** One stage on the board: header (colour, name, count, menu), its cards 20 at a time. */
export function ColunaEtapa({
  etapa,
  destaque,
  idsEmArrasto,
  cardArrastado,
  filtrados,
  podeReordenarColunas,
  acoesColuna,
  acoesCard,
  alturaMaxima,
  onAbrirCard,
  onAcaoCard,
  onAcaoColuna,
}: ColunaEtapaProps) {
  const { token } = theme.useToken();
  const consulta = useCardsEtapa(etapa.id);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = consulta;
  const bloqueada = destaque === 'bloqueada';
  const dados: DadosArrasto = { tipo: 'coluna', idEtapa: etapa.id };
  const {
    setNodeRef,
    setActivatorNodeRef,
    listeners: ouvintes,
    attributes,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: idArrastoColuna(etapa.id),
    data: dados,
    disabled: { draggable: !podeReordenarColunas, droppable: bloqueada },
  });
  const listeners = ouvintes as OuvintesArrasto | undefined;

  const cards = useMemo(() => consulta.data?.pages.flatMap((p) => p.listaInstancias) ?? [], [consulta.data]);
  const visiveis = useMemo(() => {
    if (filtrados) return filtrados;
    if (!idsEmArrasto) return cards;
    const porId = new Map(cards.map((c) => [c.id, c]));
    if (cardArrastado) porId.set(cardArrastado.id, cardArrastado);
    return idsEmArrasto.flatMap((id) => porId.get(id) ?? []);
  }, [cards, idsEmArrasto, cardArrastado, filtrados]);
  const total = consulta.data?.pages[0]?.total ?? etapa.totalCardsPresentes;
  // A filtered column shows a subset: positions there mean nothing, so cards are not dragged.
  const podeArrastarCards = etapa.permiteExecutarInstancias === 'S' && !filtrados;

  // Infinite scroll: the sentinel below the last card asks for the next page when it shows up.
  const rolagem = useRef<HTMLDivElement>(null);
  const sentinela = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alvo = sentinela.current;
    if (!alvo || !hasNextPage || filtrados || typeof IntersectionObserver === 'undefined') return;
    const observador = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: rolagem.current, rootMargin: '200px' },
    );
    observador.observe(alvo);
    return () => observador.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, filtrados]);

  const corBorda =
    destaque === 'permitida'
      ? token.colorPrimary
      : destaque === 'bloqueada'
        ? token.colorBorderSecondary
        : 'transparent';

  return (
    <section
      ref={setNodeRef}
      aria-label={`Etapa ${etapa.descricao}`}
      aria-disabled={bloqueada || undefined}
      data-destino={destaque}
      style={{
        width: LIMITES_CARD.larguraColuna,
        minWidth: LIMITES_CARD.larguraColuna,
        maxHeight: alturaMaxima,
        display: 'flex',
        flexDirection: 'column',
        background: destaque === 'permitida' ? token.colorPrimaryBg : token.colorFillQuaternary,
        border: `2px ${destaque === 'permitida' ? 'dashed' : 'solid'} ${corBorda}`,
        borderRadius: token.borderRadiusLG,
        opacity: bloqueada ? 0.45 : isDragging ? 0.6 : 1,
        cursor: bloqueada ? 'not-allowed' : undefined,
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <Flex
        align="center"
        gap={6}
        style={{
          padding: '8px 8px 8px 10px',
          borderTop: `4px solid ${etapa.cor}`,
          borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
        }}
      >
        {podeReordenarColunas && (
          <Button
            ref={setActivatorNodeRef}
            type="text"
            size="small"
            icon={<HolderOutlined aria-hidden />}
            aria-label={`Reordenar etapa ${etapa.descricao}`}
            aria-roledescription="coluna arrastável"
            aria-describedby={attributes['aria-describedby']}
            onMouseDown={listeners?.onMouseDown}
            onTouchStart={listeners?.onTouchStart}
            onKeyDown={listeners?.onKeyDown}
            style={{ cursor: 'grab' }}
          />
        )}
        <Typography.Text strong ellipsis={{ tooltip: etapa.descricao }} style={{ flex: 1 }}>
          {etapa.descricao}
        </Typography.Text>
        <span
          data-contador
          aria-label={
            filtrados ? `${filtrados.length} de ${total} cards` : `${total} ${total === 1 ? 'card' : 'cards'}`
          }
          style={{
            minWidth: 24,
            padding: '0 8px',
            borderRadius: 12,
            textAlign: 'center',
            fontSize: 12,
            lineHeight: '20px',
            background: token.colorFillSecondary,
            color: token.colorTextSecondary,
          }}
        >
          {filtrados ? `${filtrados.length}/${total}` : total}
        </span>
        <MenuColuna etapa={etapa} acoes={acoesColuna} onAcao={onAcaoColuna} />
      </Flex>
      <div ref={rolagem} style={{ overflowY: 'auto', padding: '0 8px 8px', flex: 1, minHeight: 80 }}>
        {consulta.isPending && !filtrados ? (
          <Flex vertical gap={8} aria-label="Carregando cards" aria-busy>
            {Array.from({ length: LIMITES_CARD.cardsSkeleton }, (_, i) => (
              <div
                key={i}
                style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: 12 }}
              >
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              </div>
            ))}
          </Flex>
        ) : consulta.isError && !consulta.data && !filtrados ? (
          <ErroEmLinha mensagem={mensagemDoErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} />
        ) : (
          <SortableContext items={visiveis.map((c) => idArrastoCard(c.id))} strategy={verticalListSortingStrategy}>
            <Flex vertical gap={8} role="list" aria-label={`Cards da etapa ${etapa.descricao}`}>
              {visiveis.map((card) => (
                <div role="listitem" key={card.id}>
                  <CartaoCard
                    card={card}
                    idEtapa={etapa.id}
                    podeArrastar={podeArrastarCards}
                    bloqueado={bloqueada}
                    acoes={podeArrastarCards ? acoesCard : []}
                    onAbrir={onAbrirCard}
                    onAcao={onAcaoCard}
                  />
                </div>
              ))}
            </Flex>
            {visiveis.length === 0 && (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={filtrados ? 'Nenhum card encontrado com os filtros' : 'Nenhum card nesta etapa'}
                style={{ margin: '16px 0' }}
              />
            )}
            <div ref={sentinela} style={{ height: 1 }} />
            {isFetchingNextPage && (
              <Flex justify="center" style={{ padding: 8 }}>
                <Spin size="small" aria-label="Carregando mais cards" />
              </Flex>
            )}
          </SortableContext>
        )}
      </div>
    </section>
  );
}
