import { DeleteOutlined, ExclamationCircleFilled, EyeInvisibleOutlined, HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Empty, Flex, theme, Tooltip, Typography } from 'antd';
import { tiposCampo, type KeyCampo } from '@wf/shared/constants/fluxos';
import type { KeyboardEventHandler, PointerEventHandler } from 'react';
import { IconeTipoCampo } from '../../../../components/IconeTipoCampo';
import type { CampoEmEdicao, ErrosCampo } from '../../utils/camposEditor';

export interface ListaCamposProps {
  itens: readonly CampoEmEdicao[];
  erros: Record<string, ErrosCampo>;
  idSelecionado: string | null;
  onSelecionar: (id: string) => void;
  onMover: (de: number, para: number) => void;
  onRemover: (id: string) => void;
}

/** The form's fields in order; dragged by the handle with the mouse, touch or keyboard. */
export function ListaCampos({ itens, erros, idSelecionado, onSelecionar, onMover, onRemover }: ListaCamposProps) {
  const sensores = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titulo = (id: string | number) => itens.find((i) => i.campo.id === id)?.campo.titulo ?? 'campo';
  const posicao = (id: string | number | undefined) => itens.findIndex((i) => i.campo.id === id) + 1;
  const anuncios: Announcements = {
    onDragStart: ({ active }) =>
      `Campo ${titulo(active.id)} selecionado, na posição ${posicao(active.id)} de ${itens.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `Campo ${titulo(active.id)} sobre a posição ${posicao(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Campo ${titulo(active.id)} movido para a posição ${posicao(over.id)}.`
        : `Campo ${titulo(active.id)} solto.`,
    onDragCancel: ({ active }) => `Movimento do campo ${titulo(active.id)} cancelado.`,
  };

  const handleFimArrasto = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMover(posicao(active.id) - 1, posicao(over.id) - 1);
  };

  if (itens.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum campo ainda: escolha um tipo na paleta" />;
  }

  return (
    <DndContext
      sensors={sensores}
      collisionDetection={closestCenter}
      onDragEnd={handleFimArrasto}
      accessibility={{
        announcements: anuncios,
        screenReaderInstructions: {
          draggable:
            'Para reordenar, pressione espaço ou Enter, use as setas para mover o campo e pressione espaço ou Enter de novo para soltar. Esc cancela.',
        },
      }}
    >
      <SortableContext items={itens.map((i) => i.campo.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Campos do formulário" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {itens.map((item) => (
            <ItemCampo
              key={item.campo.id}
              item={item}
              comErro={Object.keys(erros[item.campo.id] ?? {}).length > 0}
              selecionado={item.campo.id === idSelecionado}
              onSelecionar={onSelecionar}
              onRemover={onRemover}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface ItemCampoProps {
  item: CampoEmEdicao;
  comErro: boolean;
  selecionado: boolean;
  onSelecionar: (id: string) => void;
  onRemover: (id: string) => void;
}

function ItemCampo({ item, comErro, selecionado, onSelecionar, onRemover }: ItemCampoProps) {
  const { token } = theme.useToken();
  const { campo } = item;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: campo.id,
  });
  const nomeTipo = tiposCampo[campo.keyCampo as KeyCampo] ?? campo.keyCampo;
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
        marginBottom: 6,
        border: `1px solid ${comErro ? token.colorError : selecionado ? token.colorPrimary : token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: selecionado ? token.colorPrimaryBg : token.colorBgContainer,
        boxShadow: isDragging ? token.boxShadow : undefined,
      }}
    >
      <Flex align="center" gap={4} style={{ padding: 4 }}>
        <Button
          ref={setActivatorNodeRef}
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={`Reordenar campo ${campo.titulo}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          // dnd-kit's handle wiring, named one by one (no spreading): pointer and keyboard sensors.
          tabIndex={attributes.tabIndex}
          aria-roledescription={attributes['aria-roledescription']}
          aria-describedby={attributes['aria-describedby']}
          onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
          onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
        />
        <button
          type="button"
          onClick={() => onSelecionar(campo.id)}
          aria-pressed={selecionado}
          aria-label={`Configurar campo ${campo.titulo}`}
          style={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            background: 'none',
            border: 'none',
            padding: '4px 0',
            cursor: 'pointer',
            color: 'inherit',
            textAlign: 'left',
            font: 'inherit',
          }}
        >
          <span style={{ color: token.colorTextSecondary }}>
            <IconeTipoCampo keyCampo={campo.keyCampo} />
          </span>
          <span style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text ellipsis style={{ display: 'block' }}>
              {campo.titulo || <Typography.Text type="secondary">(sem título)</Typography.Text>}
              {campo.indObrigatorio && <span style={{ color: token.colorError }}> *</span>}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {nomeTipo}
            </Typography.Text>
          </span>
          {campo.indOculto && (
            <Tooltip title="Campo oculto">
              <EyeInvisibleOutlined aria-label="oculto" />
            </Tooltip>
          )}
          {comErro && (
            <Tooltip title="Este campo tem erros">
              <ExclamationCircleFilled style={{ color: token.colorError }} aria-label="com erros" />
            </Tooltip>
          )}
        </button>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remover campo ${campo.titulo}`}
          onClick={() => onRemover(campo.id)}
        />
      </Flex>
    </li>
  );
}
