import { HistoryOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { InstanciaResumo } from '@wf/shared/types/instancia';
import { useMemo, useState } from 'react';
import { AvataresResponsaveis } from '../../../components/AvataresResponsaveis';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { useValorAtrasado } from '../../../hooks/useValorAtrasado';
import { mensagemDoErro } from '../../../lib/api';
import { estaVencido } from '../../../lib/cards';
import { formatarData } from '../../../lib/datas';
import { useFluxoComEtapas } from '../../../lib/fluxoComEtapas';
import { FiltrosPopover } from '../../../components/FiltrosCards';
import { useCardsFiltrados } from '../../../lib/cardsFiltrados';
import { FILTROS_VAZIOS, type FiltrosLista } from '../../../lib/filtrosCards';
import { HistoricoCardModal } from './internal/HistoricoCardModal';
import { TagCor } from '../../../components/TagCor';

export interface ListaCardsProps {
  idFluxo: string;
  /** A row was clicked: the page opens the card (?card=). */
  onAbrirCard: (idInstancia: string) => void;
}

const porTexto = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').localeCompare(b ?? '', 'pt-BR');

/**
 * The list view: every card of the flow in a sortable table, with the filters
 * popover, 'Carregar mais' by cursor, and each card's movement history.
 */
export function ListaCards({ idFluxo, onAbrirCard }: ListaCardsProps) {
  const [filtros, setFiltros] = useState<FiltrosLista>(FILTROS_VAZIOS);
  const texto = useValorAtrasado(filtros.textoPesquisa);
  const filtrosDaConsulta = useMemo(() => ({ ...filtros, textoPesquisa: texto.trim() }), [filtros, texto]);
  const consulta = useCardsFiltrados(idFluxo, filtrosDaConsulta);
  const fluxo = useFluxoComEtapas(idFluxo);
  const [historico, setHistorico] = useState<InstanciaResumo | null>(null);
  const linhas = useMemo(() => consulta.data?.pages.flatMap((p) => p.listaInstancias) ?? [], [consulta.data]);
  const ordemEtapa = useMemo(
    () => new Map((fluxo.data?.listaEtapas ?? []).map((e) => [e.id, e.ordemExibicao])),
    [fluxo.data],
  );

  const colunas: TableColumnsType<InstanciaResumo> = [
    {
      title: 'Etapa atual',
      key: 'etapa',
      sorter: (a, b) => (ordemEtapa.get(a.Etapa.id) ?? 0) - (ordemEtapa.get(b.Etapa.id) ?? 0),
      render: (_, c) => <TagCor cor={c.Etapa.cor}>{c.Etapa.descricao}</TagCor>,
    },
    {
      title: 'Card',
      key: 'descricao',
      sorter: (a, b) => porTexto(a.descricao, b.descricao),
      render: (_, c) => (
        <Flex vertical>
          <Typography.Text strong>{c.descricao}</Typography.Text>
          {c.idUnico && <Typography.Text type="secondary">{c.idUnico}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Responsáveis',
      key: 'responsaveis',
      sorter: (a, b) => a.listaInstanciaResp.length - b.listaInstanciaResp.length,
      render: (_, c) =>
        c.listaInstanciaResp.length > 0 ? (
          <AvataresResponsaveis responsaveis={c.listaInstanciaResp} />
        ) : (
          <Typography.Text type="secondary">Sem responsável</Typography.Text>
        ),
    },
    {
      title: 'Vencimento',
      key: 'vencimento',
      sorter: (a, b) => porTexto(a.dataVencimento ?? '9999', b.dataVencimento ?? '9999'),
      render: (_, c) =>
        c.dataVencimento ? (
          <Typography.Text type={estaVencido(c.dataVencimento) ? 'danger' : undefined}>
            {formatarData(c.dataVencimento)}
            {estaVencido(c.dataVencimento) && ' (Vencido)'}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">Não informado</Typography.Text>
        ),
    },
    {
      title: 'Etiquetas',
      key: 'etiquetas',
      sorter: (a, b) =>
        porTexto(
          a.listaInstanciaEtiquetas[0]?.Etiqueta.descricao ?? '~',
          b.listaInstanciaEtiquetas[0]?.Etiqueta.descricao ?? '~',
        ),
      render: (_, c) =>
        c.listaInstanciaEtiquetas.length > 0 ? (
          <Flex wrap gap={4}>
            {c.listaInstanciaEtiquetas.map(({ id, Etiqueta }) => (
              <TagCor key={id} cor={Etiqueta.cor} style={{ marginInlineEnd: 0 }}>
                {Etiqueta.descricao}
              </TagCor>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">Não informado</Typography.Text>
        ),
    },
    {
      title: 'Autor',
      key: 'autor',
      sorter: (a, b) => porTexto(a.nomeAutor ?? a.emailAutor, b.nomeAutor ?? b.emailAutor),
      render: (_, c) => c.nomeAutor ?? c.emailAutor,
    },
    {
      title: 'Criado em',
      key: 'criacao',
      sorter: (a, b) => porTexto(a.dataHoraCriacao, b.dataHoraCriacao),
      defaultSortOrder: 'descend',
      render: (_, c) => formatarData(c.dataHoraCriacao),
    },
    {
      title: 'Alterado em',
      key: 'alteracao',
      sorter: (a, b) => porTexto(a.dataHoraAlteracao, b.dataHoraAlteracao),
      render: (_, c) => formatarData(c.dataHoraAlteracao),
    },
    {
      title: <span className="sr-only">Ações</span>,
      key: 'acoes',
      width: 56,
      render: (_, c) => (
        <Tooltip title="Histórico de movimentação">
          <Button
            type="text"
            icon={<HistoryOutlined aria-hidden />}
            aria-label={`Histórico de movimentação de ${c.descricao}`}
            onClick={(e) => {
              e.stopPropagation();
              setHistorico(c);
            }}
          />
        </Tooltip>
      ),
    },
  ];

  if (consulta.isError && !consulta.data) {
    return (
      <ErroAoCarregar mensagem={mensagemDoErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} />
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <FiltrosPopover filtros={filtros} etiquetas={fluxo.data?.listaEtiquetas ?? []} onAlterar={setFiltros} />
        <Typography.Text type="secondary">
          {linhas.length} {linhas.length === 1 ? 'card' : 'cards'}
          {consulta.hasNextPage ? ' carregados' : ''}
        </Typography.Text>
      </Flex>
      <Table<InstanciaResumo>
        rowKey="id"
        size="middle"
        columns={colunas}
        dataSource={linhas}
        loading={consulta.isPending || (consulta.isFetching && !consulta.isFetchingNextPage)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty description="Não há dados para exibir" />,
          triggerAsc: 'Ordenar crescente',
          triggerDesc: 'Ordenar decrescente',
          cancelSort: 'Remover ordenação',
        }}
        onRow={(c) => ({
          onClick: () => onAbrirCard(c.id),
          onKeyDown: (e) => {
            if (e.key === 'Enter' && e.target === e.currentTarget) onAbrirCard(c.id);
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
          'aria-label': `Abrir card ${c.descricao}`,
          // Where focus goes back when the card modal closes, as the board's tiles (ModalCardDaUrl).
          ...({ 'data-card-id': c.id } as Record<string, string>),
        })}
      />
      {consulta.hasNextPage && (
        <Flex justify="center">
          <Button loading={consulta.isFetchingNextPage} onClick={() => void consulta.fetchNextPage()}>
            Carregar mais
          </Button>
        </Flex>
      )}
      <HistoricoCardModal card={historico} onFechar={() => setHistorico(null)} />
    </Flex>
  );
}
