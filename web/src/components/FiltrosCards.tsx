import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Flex, Input, Popover, Select, Typography } from 'antd';
import type { Etiqueta } from '@wf/shared/types/fluxo';
import {
  contarFiltrosAtivos,
  FILTROS_VAZIOS,
  ROTULOS_FLAGS,
  type FiltrosLista,
  type FlagFiltro,
} from '../lib/filtrosCards';
import { TagCor } from './TagCor';

export interface FiltrosPopoverProps {
  /** What the user typed/ticked (the text reaches the query 500 ms later). */
  filtros: FiltrosLista;
  etiquetas: Etiqueta[];
  onAlterar: (filtros: FiltrosLista) => void;
  /** The text search inside the popover (the board shows its own search box beside it). */
  comPesquisa?: boolean;
}

/** The card filters popover of the list view and the board. */
export function FiltrosPopover({ filtros, etiquetas, onAlterar, comPesquisa = true }: FiltrosPopoverProps) {
  const ativos = contarFiltrosAtivos(filtros);
  const conteudo = (
    <Flex vertical gap={12} style={{ width: 300, maxWidth: '80vw' }}>
      {comPesquisa && (
        <Input.Search
          allowClear
          aria-label="Pesquisar cards"
          placeholder="Pesquisar cards"
          value={filtros.textoPesquisa}
          onChange={(e) => onAlterar({ ...filtros, textoPesquisa: e.target.value })}
        />
      )}
      <Flex vertical gap={6}>
        {(Object.keys(ROTULOS_FLAGS) as FlagFiltro[]).map((flag) => (
          <Checkbox
            key={flag}
            checked={filtros[flag]}
            onChange={(e) => onAlterar({ ...filtros, [flag]: e.target.checked })}
          >
            {ROTULOS_FLAGS[flag]}
          </Checkbox>
        ))}
      </Flex>
      <div>
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
          Etiquetas
        </Typography.Text>
        <Select
          mode="multiple"
          allowClear
          aria-label="Etiquetas"
          style={{ width: '100%' }}
          placeholder={etiquetas.length ? 'Selecione etiquetas' : 'O fluxo não tem etiquetas'}
          value={filtros.idsEtiquetas}
          onChange={(ids: string[]) => onAlterar({ ...filtros, idsEtiquetas: ids })}
          options={etiquetas.map((e) => ({
            value: e.id,
            label: <TagCor cor={e.cor}>{e.descricao}</TagCor>,
            title: e.descricao,
          }))}
          optionFilterProp="title"
        />
      </div>
      <Flex justify="flex-end">
        <Button size="small" disabled={ativos === 0} onClick={() => onAlterar(FILTROS_VAZIOS)}>
          Limpar filtros
        </Button>
      </Flex>
    </Flex>
  );
  return (
    <Popover content={conteudo} title="Filtros" trigger="click" placement="bottomLeft">
      <Badge count={ativos} size="small">
        <Button icon={<FilterOutlined aria-hidden />}>Filtros</Button>
      </Badge>
    </Popover>
  );
}
