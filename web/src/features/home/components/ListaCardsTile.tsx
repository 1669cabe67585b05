import { Empty, List, Pagination, Button, Tag, Typography, Flex } from 'antd';
import { LIMITES_HOME, type TileHome } from '@wf/shared/constants/home';
import type { CardHome } from '@wf/shared/types/home';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErroEmLinha } from '../../../components/ErroEmLinha';
import { useTelaPequena } from '../../../hooks/useTelaPequena';
import { mensagemDoErro } from '../../../lib/api';
import { useCardsDoTile, useCardsDoTileEmSequencia } from '../api/home';
import { diaBr } from '../utils/formatos';
import { caminhoCard } from '../../../lib/caminhos';

interface Props {
  tile: TileHome;
  total: number;
  titulo: string;
}

const caminhoDoCard = (c: CardHome) => caminhoCard(c.Etapa.Fluxo.id, c.id);

/**
 * The cards under the chosen tile, 30 a page. Pagination shows only when there are more than 30;
 * on small screens 'Buscar mais cards...' appends the next page to the list instead.
 */
export function ListaCardsTile({ tile, total, titulo }: Props) {
  // The page belongs to its tile: another tile starts at 1 on its first render (no request for
  // the old page number).
  const [escolhida, setEscolhida] = useState({ tile, pagina: 1 });
  const pagina = escolhida.tile === tile ? escolhida.pagina : 1;
  const setPagina = (p: number) => setEscolhida({ tile, pagina: p });
  const navigate = useNavigate();
  // Known on the first render (antd's breakpoints arrive after it, which fetched the first page twice).
  const movel = useTelaPequena();
  const porPagina = LIMITES_HOME.cardsPorPagina;
  const porNumero = useCardsDoTile(tile, pagina, !movel);
  const emSequencia = useCardsDoTileEmSequencia(tile, movel);
  const { isLoading, isError, error, refetch } = movel ? emSequencia : porNumero;
  const cards = movel
    ? (emSequencia.data?.pages.flatMap((p) => p.listaInstancias) ?? [])
    : (porNumero.data?.listaInstancias ?? []);

  if (isError) return <ErroEmLinha mensagem={mensagemDoErro(error)} onTentarNovamente={() => void refetch()} />;
  return (
    <section aria-label={`Cards: ${titulo}`} data-testid="lista-cards-tile">
      {/* Under the page's h2: an h3 in the size of an h4. */}
      <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
        {titulo}
      </Typography.Title>
      <List
        loading={isLoading}
        dataSource={cards}
        locale={{ emptyText: <Empty description="Nenhum card encontrado" /> }}
        renderItem={(c) => (
          <List.Item
            key={c.id}
            data-testid="card-tile"
            style={{ cursor: 'pointer' }}
            onClick={() => navigate(caminhoDoCard(c))}
            actions={[
              c.dataVencimento ? (
                <Flex key="venc" gap={4} align="center">
                  <Typography.Text type="secondary">{diaBr(c.dataVencimento)}</Typography.Text>
                  {c.vencido && <Tag color="red">Vencido</Tag>}
                </Flex>
              ) : (
                <Typography.Text key="venc" type="secondary">
                  {' - '}
                </Typography.Text>
              ),
            ]}
          >
            <List.Item.Meta
              title={
                <a href={caminhoDoCard(c)} onClick={(e) => e.preventDefault()}>
                  {c.descricao}
                </a>
              }
              description={`${c.Etapa.Fluxo.descricao} · ${c.Etapa.descricao}`}
            />
          </List.Item>
        )}
      />
      {total > porPagina &&
        (movel ? (
          emSequencia.hasNextPage && (
            <Button block loading={emSequencia.isFetchingNextPage} onClick={() => void emSequencia.fetchNextPage()}>
              Buscar mais cards...
            </Button>
          )
        ) : (
          <Pagination
            style={{ marginTop: 12, textAlign: 'right' }}
            current={pagina}
            pageSize={porPagina}
            total={total}
            showSizeChanger={false}
            onChange={setPagina}
          />
        ))}
    </section>
  );
}
