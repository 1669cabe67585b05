import { DndContext, DragOverlay, type Announcements } from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy } from '@dnd-kit/sortable';
import { Empty, Flex, Skeleton, theme } from 'antd';
import { LIMITES_CARD } from '@wf/shared/constants/cards';
import type { Etapa } from '@wf/shared/types/fluxo';
import type { ErroMovimentacao, InstanciaResumo } from '@wf/shared/types/instancia';
import { useMemo, useState } from 'react';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import type { DialogoEtapaProps } from '../../../components/dialogosEtapa';
import { useDialogosEtapa } from '../../../hooks/useDialogosEtapa';
import { useSigla } from '../../../hooks/useSigla';
import { mensagemDoErro } from '../../../lib/api';
import { errosDeMovimentacao } from '../../../lib/cards';
import { useFluxoComEtapas } from '../../../lib/fluxoComEtapas';
import { toast } from '../../../lib/toast';
import { useAtualizarOrdemEtapa } from '../api/atualizar-ordem-etapa';
import { useMoverCard } from '../api/mover-card';
import { useMoverTodosCards } from '../api/mover-todos-cards';
import { useOrdenarCards } from '../api/ordenar-cards';
import { AUTO_ROLAGEM, detectarColisao, useArrastoQuadro } from '../hooks/useArrastoQuadro';
import { useFiltrosQuadro } from '../hooks/useFiltrosQuadro';
import { idArrastoColuna, linkPublicoFluxo, ordenarEtapas, type MovimentoCard } from '../utils/quadro';
import { BarraFiltrosQuadro } from './internal/BarraFiltrosQuadro';
import { ConteudoCartao, type AcaoCard } from './internal/CartaoCard';
import { ColunaEtapa, type DestaqueColuna } from './internal/ColunaEtapa';
import { ErrosMovimentacaoModal } from '../../../components/ErrosMovimentacaoModal';
import type { AcaoColuna } from './internal/MenuColuna';
import { MoverTodosModal } from './internal/MoverTodosModal';
import { OutroFluxoModal, type AlvoOutroFluxo } from './internal/OutroFluxoModal';
import { ProgressoJob } from './internal/ProgressoJob';

export interface QuadroKanbanProps {
  idFluxo: string;
  /** A tile was clicked (or Enter pressed on it): the page opens the card (?card=). */
  onAbrirCard: (idInstancia: string) => void;
  /** CSS height the columns may take (they scroll inside). */
  altura?: string;
}

const ANUNCIOS: Announcements = {
  onDragStart: () => 'Card selecionado. Use as setas para mover, Espaço para soltar e Esc para cancelar.',
  onDragOver: ({ over }) => (over ? 'Card sobre uma posição permitida.' : 'Card fora de uma posição permitida.'),
  onDragEnd: ({ over }) => (over ? 'Card solto.' : 'Movimentação cancelada.'),
  onDragCancel: () => 'Movimentação cancelada.',
};

type DialogoAberto = { tipo: 'formulario' | 'autorizacoes'; etapa: Etapa } | null;

/**
 * The board: one 285 px column per stage in display order, scrolling sideways;
 * cards 20 at a time per column; drag and drop of cards (allowed destinations highlighted, the
 * rest disabled) and of columns (with permiteEditarElementosFluxo). The list view's search and
 * filters narrow the columns to the matching cards (cards are not dragged while filtered).
 */
export function QuadroKanban({ idFluxo, onAbrirCard, altura = 'calc(100vh - 260px)' }: QuadroKanbanProps) {
  const { token } = theme.useToken();
  const sigla = useSigla();
  const consulta = useFluxoComEtapas(idFluxo);
  const dialogos = useDialogosEtapa();
  const etapas = useMemo(() => ordenarEtapas(consulta.data?.listaEtapas ?? []), [consulta.data]);
  const fluxo = consulta.data?.Fluxo;
  const podeReordenarColunas = consulta.data?.permiteEditarElementosFluxo === true;

  const [erros, setErros] = useState<ErroMovimentacao[] | null>(null);
  const [moverTodosDe, setMoverTodosDe] = useState<Etapa | null>(null);
  const [outroFluxo, setOutroFluxo] = useState<AlvoOutroFluxo | null>(null);
  const [dialogo, setDialogo] = useState<DialogoAberto>(null);
  const [idJob, setIdJob] = useState<string | null>(null);

  const filtro = useFiltrosQuadro(idFluxo);
  const { mover } = useMoverCard(idFluxo);
  const { reordenar } = useAtualizarOrdemEtapa(idFluxo);
  const moverTodos = useMoverTodosCards();
  const ordenar = useOrdenarCards();

  const mostrarFalha = (erro: unknown) => {
    const lista = errosDeMovimentacao(erro);
    if (lista) setErros(lista);
    else toast.erro(mensagemDoErro(erro));
  };

  const handleMoverCard = (movimento: MovimentoCard) => {
    const etapa = etapas.find((e) => e.id === movimento.idEtapaDestino);
    if (!etapa) return;
    mover(movimento, {
      etapaDestino: { id: etapa.id, descricao: etapa.descricao, cor: etapa.cor },
      onErro: mostrarFalha,
    });
  };
  const handleMoverColuna = (idEtapa: string, novoIndice: number) =>
    reordenar({ idEtapa, ordemExibicao: novoIndice + 1 });

  const { arrasto, sensores, handleDragStart, handleDragOver, handleDragEnd, handleDragCancel } = useArrastoQuadro({
    etapas,
    podeReordenarColunas,
    onMoverCard: handleMoverCard,
    onMoverColuna: handleMoverColuna,
  });

  const enviaCards = fluxo?.permitirEnviarCards === 'S';
  const acoesCard: AcaoCard[] = enviaCards ? ['mover-fluxo', 'copiar-fluxo'] : [];

  const acoesDaColuna = (etapa: Etapa): AcaoColuna[] => {
    const acoes: AcaoColuna[] = [];
    const executa = etapa.permiteExecutarInstancias === 'S';
    if (executa) acoes.push('ordenar-date-desc', 'mover-todos');
    if (executa && enviaCards) acoes.push('mover-todos-fluxo', 'copiar-todos-fluxo');
    if (etapa.etapaInicial === 'S' && fluxo?.permitirFormPublico === 'S' && fluxo.linkPublico)
      acoes.push('link-publico');
    if (dialogos.EditorFormulario && etapa.permiteEditar === 'S') acoes.push('formulario');
    if (dialogos.PessoasAutorizadas && etapa.permiteConcederAutorizacoes === 'S') acoes.push('autorizacoes');
    return acoes;
  };

  const handleAcaoColuna = (acao: AcaoColuna, etapa: Etapa) => {
    switch (acao) {
      case 'ordenar-date-desc':
      case 'ordenar-date-asc':
      case 'ordenar-title':
        ordenar.mutate(
          { idEtapa: etapa.id, tipoOrdenacao: acao.replace('ordenar-', '') as 'date-desc' | 'date-asc' | 'title' },
          { onSuccess: (resposta) => setIdJob(resposta.Job.id) },
        );
        return;
      case 'mover-todos':
        setMoverTodosDe(etapa);
        return;
      case 'mover-todos-fluxo':
        setOutroFluxo({ tipo: 'etapa', etapa, operacao: 'M' });
        return;
      case 'copiar-todos-fluxo':
        setOutroFluxo({ tipo: 'etapa', etapa, operacao: 'C' });
        return;
      case 'link-publico':
        if (fluxo?.linkPublico) void copiarLink(linkPublicoFluxo(window.location.origin, sigla, fluxo.linkPublico));
        return;
      case 'formulario':
      case 'autorizacoes':
        setDialogo({ tipo: acao, etapa });
        return;
    }
  };

  const handleAcaoCard = (acao: AcaoCard, card: InstanciaResumo) =>
    setOutroFluxo({ tipo: 'card', card, operacao: acao === 'mover-fluxo' ? 'M' : 'C' });

  const handleConfirmarMoverTodos = (idEtapaDestino: string) => {
    if (!moverTodosDe) return;
    moverTodos.mutate(
      { idEtapaOrigem: moverTodosDe.id, idEtapaDestino },
      {
        onSuccess: (resposta) => {
          toast.info(resposta.mensagem ?? 'Movimentação dos cards iniciada.');
          setIdJob(resposta.Job.id);
          setMoverTodosDe(null);
        },
        onError: (erro) => {
          setMoverTodosDe(null);
          mostrarFalha(erro);
        },
      },
    );
  };

  if (consulta.isPending) {
    return (
      <Flex gap={12} style={{ overflowX: 'auto' }} aria-busy aria-label="Carregando quadro">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} style={{ width: LIMITES_CARD.larguraColuna, minWidth: LIMITES_CARD.larguraColuna, padding: 8 }}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ))}
      </Flex>
    );
  }
  if (!consulta.data) {
    return (
      <ErroAoCarregar mensagem={mensagemDoErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} />
    );
  }
  if (etapas.length === 0) {
    return (
      <Empty description="Este fluxo ainda não tem etapas. Crie as etapas na aba Fluxo." style={{ marginTop: 48 }} />
    );
  }

  const destaqueDe = (idEtapa: string): DestaqueColuna => {
    if (arrasto?.tipo !== 'card') return 'nenhum';
    return arrasto.permitidas.has(idEtapa) ? 'permitida' : 'bloqueada';
  };
  const destinosMoverTodos = moverTodosDe
    ? etapas.filter((e) => e.id !== moverTodosDe.id && moverTodosDe.listaIdsEtapasDestino.includes(e.id))
    : [];
  const Dialogo =
    dialogo?.tipo === 'formulario' ? dialogos.EditorFormulario : dialogo ? dialogos.PessoasAutorizadas : null;
  const propsDialogo: DialogoEtapaProps | null = dialogo
    ? { idFluxo, etapa: dialogo.etapa, onFechar: () => setDialogo(null) }
    : null;

  return (
    <>
      <BarraFiltrosQuadro filtro={filtro} etiquetas={consulta.data.listaEtiquetas} />

      {idJob && <ProgressoJob key={idJob} idJob={idJob} idFluxo={idFluxo} onFechar={() => setIdJob(null)} />}
      <DndContext
        sensors={sensores}
        autoScroll={AUTO_ROLAGEM}
        collisionDetection={detectarColisao}
        onDragStart={handleDragStart}
        onDragOver={handleDragOver}
        onDragEnd={handleDragEnd}
        onDragCancel={handleDragCancel}
        accessibility={{
          announcements: ANUNCIOS,
          screenReaderInstructions: {
            draggable:
              'Para mover um card, pressione Espaço, use as setas e pressione Espaço de novo para soltar. Enter abre o card.',
          },
        }}
      >
        <SortableContext items={etapas.map((e) => idArrastoColuna(e.id))} strategy={horizontalListSortingStrategy}>
          <div
            role="region"
            aria-label="Quadro de cards"
            tabIndex={-1}
            style={{
              display: 'flex',
              gap: 12,
              alignItems: 'flex-start',
              overflowX: 'auto',
              paddingBottom: 8,
              minHeight: 200,
            }}
          >
            {etapas.map((etapa) => (
              <ColunaEtapa
                key={etapa.id}
                etapa={etapa}
                destaque={destaqueDe(etapa.id)}
                idsEmArrasto={arrasto?.tipo === 'card' ? arrasto.itens[etapa.id] : undefined}
                cardArrastado={arrasto?.tipo === 'card' ? arrasto.card : null}
                filtrados={filtro.porEtapa ? (filtro.porEtapa.get(etapa.id) ?? []) : undefined}
                podeReordenarColunas={podeReordenarColunas}
                acoesColuna={acoesDaColuna(etapa)}
                acoesCard={acoesCard}
                alturaMaxima={altura}
                onAbrirCard={onAbrirCard}
                onAcaoCard={handleAcaoCard}
                onAcaoColuna={handleAcaoColuna}
              />
            ))}
          </div>
        </SortableContext>
        <DragOverlay>
          {arrasto?.tipo === 'card' && (
            <div
              style={{
                background: token.colorBgContainer,
                border: `1px solid ${token.colorPrimary}`,
                borderRadius: token.borderRadiusLG,
                padding: '10px 12px',
                cursor: 'grabbing',
                width: LIMITES_CARD.larguraColuna - 20,
              }}
            >
              <ConteudoCartao card={arrasto.card} levantado />
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <ErrosMovimentacaoModal erros={erros} onFechar={() => setErros(null)} />
      <MoverTodosModal
        origem={moverTodosDe}
        destinos={destinosMoverTodos}
        movendo={moverTodos.isPending}
        onConfirmar={handleConfirmarMoverTodos}
        onFechar={() => setMoverTodosDe(null)}
      />
      <OutroFluxoModal
        idFluxo={idFluxo}
        alvo={outroFluxo}
        onErros={setErros}
        onJob={setIdJob}
        onFechar={() => setOutroFluxo(null)}
      />
      {Dialogo && propsDialogo && (
        <Dialogo idFluxo={propsDialogo.idFluxo} etapa={propsDialogo.etapa} onFechar={propsDialogo.onFechar} />
      )}
    </>
  );
}

async function copiarLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    toast.sucesso('Link público copiado');
  } catch {
    toast.info(link, 8);
  }
}
