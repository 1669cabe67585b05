import {
  CalendarOutlined,
  CheckSquareOutlined,
  EyeOutlined,
  MessageOutlined,
  MoreOutlined,
  PaperClipOutlined,
  WarningFilled,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Button, Dropdown, Flex, Tooltip, Typography, theme, type MenuProps } from 'antd';
import type { InstanciaResumo } from '@wf/shared/types/instancia';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useGatilhoDeMenu } from '../../../../hooks/useGatilhoDeMenu';
import { useNaoLidasDoCard } from '../../../../hooks/useNotificacoesDoCard';
import { AvataresResponsaveis } from '../../../../components/AvataresResponsaveis';
import { estaVencido, progressoChecklist } from '../../../../lib/cards';
import { formatarData } from '../../../../lib/datas';
import { idArrastoCard, type DadosArrasto, type OuvintesArrasto } from '../../utils/quadro';
import { TagCor } from '../../../../components/TagCor';

export type AcaoCard = 'mover-fluxo' | 'copiar-fluxo';

const ROTULOS_ACOES_CARD: Record<AcaoCard, string> = {
  'mover-fluxo': 'Mover para outro fluxo',
  'copiar-fluxo': 'Copiar para outro fluxo',
};

export interface ConteudoCartaoProps {
  card: InstanciaResumo;
  /** Drawn in the drag overlay: lifted, no menu. */
  levantado?: boolean;
}

/** What a tile shows: labels, unread notifications, title, due date, follow marker, counters, responsibles. */
export function ConteudoCartao({ card, levantado = false }: ConteudoCartaoProps) {
  const { token } = theme.useToken();
  const naoLidas = useNaoLidasDoCard(card.id);
  const vencido = estaVencido(card.dataVencimento);
  const checklist = progressoChecklist(card.numItensChecked, card.numItensUnchecked);
  const temRodape =
    card.dataVencimento ||
    card.emAcompanhamento === 'S' ||
    card.numComentariosHumanos > 0 ||
    card.numTotalAnexos > 0 ||
    checklist.total > 0;
  return (
    <Flex vertical gap={6} style={{ boxShadow: levantado ? token.boxShadowSecondary : undefined }}>
      {card.listaInstanciaEtiquetas.length > 0 && (
        <Flex wrap gap={4} aria-label="Etiquetas">
          {card.listaInstanciaEtiquetas.map(({ id, Etiqueta }) => (
            <TagCor key={id} cor={Etiqueta.cor} style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '16px' }}>
              {Etiqueta.descricao}
            </TagCor>
          ))}
        </Flex>
      )}
      <Flex gap={6} align="flex-start">
        <Typography.Text strong style={{ wordBreak: 'break-word', flex: 1, minWidth: 0 }}>
          {card.descricao}
        </Typography.Text>
        {naoLidas > 0 && (
          <span data-testid="notificacoes-card">
            <Badge
              count={naoLidas}
              size="small"
              title={naoLidas === 1 ? '1 notificação não lida' : `${naoLidas} notificações não lidas`}
            />
          </span>
        )}
      </Flex>
      {card.idUnico && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {card.idUnico}
        </Typography.Text>
      )}
      {temRodape && (
        <Flex wrap gap={10} align="center" style={{ fontSize: 12, color: token.colorTextSecondary }}>
          {card.dataVencimento && (
            <span
              style={{ color: vencido ? token.colorError : undefined }}
              aria-label={
                vencido
                  ? `Vencido em ${formatarData(card.dataVencimento)}`
                  : `Vence em ${formatarData(card.dataVencimento)}`
              }
            >
              {vencido ? <WarningFilled aria-hidden /> : <CalendarOutlined aria-hidden />}{' '}
              {formatarData(card.dataVencimento)}
              {vencido && ' · Vencido'}
            </span>
          )}
          {card.emAcompanhamento === 'S' && (
            <Tooltip title="Você segue este card">
              <EyeOutlined aria-label="Você segue este card" />
            </Tooltip>
          )}
          {card.numComentariosHumanos > 0 && (
            <span aria-label={`${card.numComentariosHumanos} comentários`}>
              <MessageOutlined aria-hidden /> {card.numComentariosHumanos}
            </span>
          )}
          {card.numTotalAnexos > 0 && (
            <span aria-label={`${card.numTotalAnexos} anexos`}>
              <PaperClipOutlined aria-hidden /> {card.numTotalAnexos}
            </span>
          )}
          {checklist.total > 0 && (
            <span
              aria-label={`Checklist ${checklist.marcados} de ${checklist.total}`}
              style={{
                color: checklist.completo ? token.colorSuccess : undefined,
                fontWeight: checklist.completo ? 600 : undefined,
              }}
            >
              <CheckSquareOutlined aria-hidden /> {checklist.marcados}/{checklist.total}
            </span>
          )}
        </Flex>
      )}
      {card.listaInstanciaResp.length > 0 && (
        <Flex justify="flex-end">
          <AvataresResponsaveis responsaveis={card.listaInstanciaResp} />
        </Flex>
      )}
    </Flex>
  );
}

export interface CartaoCardProps {
  card: InstanciaResumo;
  idEtapa: string;
  podeArrastar: boolean;
  /** While another card is dragged and this column does not accept it. */
  bloqueado: boolean;
  acoes: readonly AcaoCard[];
  onAbrir: (idInstancia: string) => void;
  onAcao: (acao: AcaoCard, card: InstanciaResumo) => void;
}

/**
 * A sortable tile: mouse, touch or keyboard (Space picks up, arrows move, Space drops, Escape
 * cancels). Enter or a click opens the card; the context menu (right click or the ⋯ button)
 * holds the cross-flow actions.
 */
export function CartaoCard({ card, idEtapa, podeArrastar, bloqueado, acoes, onAbrir, onAcao }: CartaoCardProps) {
  const { token } = theme.useToken();
  const dados: DadosArrasto = { tipo: 'card', idEtapa, idInstancia: card.id };
  const {
    attributes,
    listeners: ouvintes,
    setNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: idArrastoCard(card.id),
    data: dados,
    disabled: { draggable: !podeArrastar, droppable: bloqueado },
  });
  const listeners = ouvintes as OuvintesArrasto | undefined;
  const { gatilho, handleAbertura } = useGatilhoDeMenu();

  const handleClique = (evento: MouseEvent) => {
    if (evento.defaultPrevented) return;
    onAbrir(card.id);
  };
  const handleTecla = (evento: KeyboardEvent<HTMLDivElement>) => {
    if (evento.target !== evento.currentTarget) return;
    if (evento.key === 'Enter') {
      evento.preventDefault();
      onAbrir(card.id);
      return;
    }
    listeners?.onKeyDown?.(evento);
  };
  const itensMenu: MenuProps['items'] = acoes.map((acao) => ({ key: acao, label: ROTULOS_ACOES_CARD[acao] }));
  const handleMenu: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    // The entry leaves with the menu; the dialog it opens gives focus back to the ⋯ button.
    // Enter's keypress must not go on to the focused button and open the menu again.
    domEvent.preventDefault();
    gatilho.current?.focus();
    onAcao(key as AcaoCard, card);
  };
  const handleCliqueMenu = (evento: MouseEvent) => {
    evento.stopPropagation();
    evento.preventDefault();
  };

  const tile = (
    <div
      ref={setNodeRef}
      role="button"
      tabIndex={attributes.tabIndex}
      aria-roledescription={podeArrastar ? 'card arrastável' : undefined}
      aria-describedby={podeArrastar ? attributes['aria-describedby'] : undefined}
      aria-label={card.descricao}
      data-card-id={card.id}
      onMouseDown={listeners?.onMouseDown}
      onTouchStart={listeners?.onTouchStart}
      onKeyDown={handleTecla}
      onClick={handleClique}
      className="wf-cartao-card"
      style={{
        position: 'relative',
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.35 : 1,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: '10px 12px',
        paddingRight: acoes.length > 0 ? 32 : 12,
        cursor: podeArrastar ? 'grab' : 'pointer',
        userSelect: 'none',
        touchAction: podeArrastar ? 'manipulation' : undefined,
        outlineColor: token.colorPrimary,
      }}
    >
      <ConteudoCartao card={card} />
      {acoes.length > 0 && (
        <Dropdown
          menu={{ items: itensMenu, onClick: handleMenu }}
          trigger={['click']}
          placement="bottomRight"
          autoFocus
          onOpenChange={handleAbertura}
        >
          <Button
            ref={gatilho}
            type="text"
            size="small"
            icon={<MoreOutlined aria-hidden />}
            aria-label={`Ações do card ${card.descricao}`}
            onClick={handleCliqueMenu}
            onMouseDown={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
            style={{ position: 'absolute', top: 6, right: 4 }}
          />
        </Dropdown>
      )}
    </div>
  );

  if (acoes.length === 0) return tile;
  return (
    <Dropdown menu={{ items: itensMenu, onClick: handleMenu }} trigger={['contextMenu']} autoFocus>
      {tile}
    </Dropdown>
  );
}
