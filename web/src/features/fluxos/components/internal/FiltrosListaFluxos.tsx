import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Select } from 'antd';
import type { ChangeEvent } from 'react';
import {
  MARCADORES_FLUXO,
  ORDENACOES_FLUXO,
  type FiltrosFluxos,
  type MarcadorFluxo,
  type OrdenacaoFluxo,
} from '../../utils/filtrosFluxos';

export interface FiltrosListaFluxosProps {
  filtros: FiltrosFluxos;
  onAlterar: (filtros: FiltrosFluxos) => void;
}

const OPCOES_MARCADORES = Object.entries(MARCADORES_FLUXO).map(([value, label]) => ({ value, label }));
const OPCOES_ORDENACAO = Object.entries(ORDENACOES_FLUXO).map(([value, label]) => ({ value, label }));

/** Search, select filters and sort of /process. */
export function FiltrosListaFluxos({ filtros, onAlterar }: FiltrosListaFluxosProps) {
  const handleBusca = (evento: ChangeEvent<HTMLInputElement>) => onAlterar({ ...filtros, busca: evento.target.value });
  const handleMarcadores = (marcadores: MarcadorFluxo[]) => onAlterar({ ...filtros, marcadores });
  const handleOrdenacao = (ordenacao: OrdenacaoFluxo) => onAlterar({ ...filtros, ordenacao });

  return (
    <Flex wrap gap={12} role="search" aria-label="Filtrar fluxos">
      <Input
        allowClear
        value={filtros.busca}
        onChange={handleBusca}
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Buscar por nome ou detalhes"
        aria-label="Buscar fluxos por nome ou detalhes"
        maxLength={300}
        style={{ flex: '2 1 260px' }}
      />
      <Select<MarcadorFluxo[]>
        mode="multiple"
        allowClear
        value={filtros.marcadores}
        onChange={handleMarcadores}
        options={OPCOES_MARCADORES}
        placeholder="Filtros"
        aria-label="Filtros"
        maxTagCount="responsive"
        style={{ flex: '1 1 220px', minWidth: 0 }}
      />
      <Select<OrdenacaoFluxo>
        value={filtros.ordenacao}
        onChange={handleOrdenacao}
        options={OPCOES_ORDENACAO}
        prefix="Ordenar por:"
        aria-label="Ordenar por"
        style={{ flex: '1 1 240px', minWidth: 0 }}
      />
    </Flex>
  );
}
