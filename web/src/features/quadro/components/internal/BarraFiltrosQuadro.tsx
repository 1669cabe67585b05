import { Button, Flex, Input, Spin, Typography } from 'antd';
import type { Etiqueta } from '@wf/shared/types/fluxo';
import { FiltrosPopover } from '../../../../components/FiltrosCards';
import { FILTROS_VAZIOS } from '../../../../lib/filtrosCards';
import type { useFiltrosQuadro } from '../../hooks/useFiltrosQuadro';

export interface BarraFiltrosQuadroProps {
  filtro: ReturnType<typeof useFiltrosQuadro>;
  etiquetas: Etiqueta[];
}

/** Search and filters above the columns; with a filter on, how many cards match and 'Carregar mais'. */
export function BarraFiltrosQuadro({ filtro, etiquetas }: BarraFiltrosQuadroProps) {
  const { filtros, setFiltros, ativo, encontrados, consulta } = filtro;
  return (
    <Flex gap={8} align="center" wrap role="search" aria-label="Filtros do quadro" style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        aria-label="Pesquisar no quadro"
        placeholder="Pesquisar cards"
        style={{ width: 260, maxWidth: '100%' }}
        value={filtros.textoPesquisa}
        onChange={(e) => setFiltros({ ...filtros, textoPesquisa: e.target.value })}
      />
      <FiltrosPopover filtros={filtros} etiquetas={etiquetas} onAlterar={setFiltros} comPesquisa={false} />
      {ativo && (
        <>
          {consulta.isFetching && !consulta.isFetchingNextPage ? (
            <Spin size="small" aria-label="Filtrando cards" />
          ) : (
            <Typography.Text type="secondary" role="status">
              {encontrados === 0
                ? 'Nenhum card encontrado'
                : `${encontrados} ${encontrados === 1 ? 'card encontrado' : 'cards encontrados'}`}
              {consulta.hasNextPage ? ' até agora' : ''}
            </Typography.Text>
          )}
          {consulta.hasNextPage && (
            <Button size="small" loading={consulta.isFetchingNextPage} onClick={() => void consulta.fetchNextPage()}>
              Carregar mais resultados
            </Button>
          )}
          <Button size="small" type="link" onClick={() => setFiltros(FILTROS_VAZIOS)}>
            Limpar filtros
          </Button>
        </>
      )}
    </Flex>
  );
}
