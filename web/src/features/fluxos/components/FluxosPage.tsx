import { PlusOutlined } from '@ant-design/icons';
import type { Fluxo, FluxoResumo } from '@wf/shared/types/fluxo';
import { Button, Col, Empty, Flex, Row, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BotoesFlutuantes, ESPACO_BOTOES_FLUTUANTES } from '../../../components/BotoesFlutuantes';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { useSessaoAtual } from '../../../hooks/useSessao';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { useValorAtrasado } from '../../../hooks/useValorAtrasado';
import { mensagemDoErro } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useArquivarFluxo } from '../api/atualizar-propriedade-fluxo';
import { useAlterarFavorito } from '../api/favoritar-fluxo';
import { useFluxos } from '../api/get-fluxos';
import { useFiltrosFluxos } from '../hooks/useFiltrosFluxos';
import { FILTROS_PADRAO, temFiltroAtivo } from '../utils/filtrosFluxos';
import { fluxosDaAba, fluxosVisiveis, type AbaFluxos } from '../utils/listaFluxos';
import { CartaoFluxo, type AcaoFluxo } from './internal/CartaoFluxo';
import { CartaoFluxoEsqueleto } from './internal/CartaoFluxoEsqueleto';
import { DuplicarFluxoDialogo } from './internal/DuplicarFluxoDialogo';
import { ExcluirFluxoDialogo } from './internal/ExcluirFluxoDialogo';
import { FiltrosListaFluxos } from './internal/FiltrosListaFluxos';
import { FluxoDialogo } from './internal/FluxoDialogo';
import { LinkPublicoDialogo } from './internal/LinkPublicoDialogo';
import { TituloPagina } from '../../../components/TituloPagina';

/** One column up to md, two on lg, three on xl, four on xxl. */
const COLUNAS = { xs: 24, sm: 24, md: 24, lg: 12, xl: 8, xxl: 6 } as const;
const CARTOES_ESQUELETO = 4;

/** The dialogs a flow's menu opens (navigation and archiving act at once). */
type DialogoFluxo = { tipo: 'editar' | 'duplicar' | 'linkPublico' | 'excluir'; fluxo: FluxoResumo };

const VAZIO_DA_ABA: Record<AbaFluxos, string> = {
  ativos: 'Você não possui fluxos ativos',
  arquivados: 'Você não possui fluxos arquivados',
};

/** /process: the flows the user owns or is authorised in. ?novo=1 opens the create dialog. */
export function FluxosPage() {
  const { usuario } = useSessaoAtual();
  useTituloDocumento('Fluxos');
  const navigate = useNavigate();
  const [parametros, setParametros] = useSearchParams();
  const fluxos = useFluxos();
  const [filtros, setFiltros] = useFiltrosFluxos(usuario.id);
  const buscaAtrasada = useValorAtrasado(filtros.busca);
  const [aba, setAba] = useState<AbaFluxos>('ativos');
  const [dialogo, setDialogo] = useState<DialogoFluxo | null>(null);
  const alterarFavorito = useAlterarFavorito();
  const arquivar = useArquivarFluxo();

  const criando = parametros.get('novo') === '1';
  const lista = fluxos.data?.listaFluxos;
  const filtrosAplicados = useMemo(() => ({ ...filtros, busca: buscaAtrasada }), [filtros, buscaAtrasada]);

  const handleAbrirCriacao = () => setParametros({ novo: '1' }, { replace: true });
  const handleFecharCriacao = () => {
    const semNovo = new URLSearchParams(parametros);
    semNovo.delete('novo');
    setParametros(semNovo, { replace: true });
  };
  const handleCriado = (fluxo: Fluxo) => navigate(`/process/${encodeURIComponent(fluxo.id)}?tab=flow`);
  const handleCriadoIa = (idFluxo: string) => {
    toast.sucesso('Fluxo criado com sucesso!');
    navigate(`/process/${encodeURIComponent(idFluxo)}?tab=kanban`);
  };
  const handleFecharDialogo = () => setDialogo(null);
  const handleLimparFiltros = () => setFiltros({ ...FILTROS_PADRAO, ordenacao: filtros.ordenacao });
  const handleTentarNovamente = () => void fluxos.refetch();
  const handleTrocarAba = (chave: string) => setAba(chave as AbaFluxos);

  const handleAlternarFavorito = (fluxo: FluxoResumo) => {
    alterarFavorito.mutate(
      { idFluxo: fluxo.id, favorito: fluxo.fluxoFavorito !== 'S' },
      { onSuccess: ({ mensagem }) => toast.sucesso(mensagem) },
    );
  };

  const handleAcao = (acao: AcaoFluxo, fluxo: FluxoResumo) => {
    if (acao === 'verFluxo') navigate(`/process/${encodeURIComponent(fluxo.id)}?tab=flow`);
    else if (acao === 'verMetricas') navigate(`/process/${encodeURIComponent(fluxo.id)}?tab=metricas`);
    else if (acao === 'arquivar') {
      arquivar.mutate(
        { idFluxo: fluxo.id, arquivar: fluxo.arquivado !== 'S' },
        { onSuccess: ({ mensagem }) => toast.sucesso(mensagem) },
      );
    } else setDialogo({ tipo: acao, fluxo });
  };

  let conteudo;
  if (fluxos.isPending) {
    conteudo = (
      <Row gutter={[16, 16]} aria-busy="true" aria-label="Carregando fluxos">
        {Array.from({ length: CARTOES_ESQUELETO }, (_, indice) => (
          <Col
            key={indice}
            xs={COLUNAS.xs}
            sm={COLUNAS.sm}
            md={COLUNAS.md}
            lg={COLUNAS.lg}
            xl={COLUNAS.xl}
            xxl={COLUNAS.xxl}
          >
            <CartaoFluxoEsqueleto />
          </Col>
        ))}
      </Row>
    );
  } else if (!lista) {
    conteudo = <ErroAoCarregar mensagem={mensagemDoErro(fluxos.error)} onTentarNovamente={handleTentarNovamente} />;
  } else if (lista.length === 0) {
    conteudo = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Você ainda não possui fluxos. Crie o primeiro para organizar um processo da sua equipe."
        style={{ padding: '48px 0' }}
      >
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={handleAbrirCriacao}>
          Criar meu primeiro fluxo
        </Button>
      </Empty>
    );
  } else {
    const renderizarAba = (chave: AbaFluxos) => {
      const daAba = fluxosDaAba(lista, chave);
      if (daAba.length === 0) return <Empty description={VAZIO_DA_ABA[chave]} style={{ padding: '32px 0' }} />;
      const visiveis = fluxosVisiveis(lista, chave, filtrosAplicados);
      if (visiveis.length === 0) {
        return (
          <Empty description="Nenhuma fluxo encontrado" style={{ padding: '32px 0' }}>
            {temFiltroAtivo(filtros) && <Button onClick={handleLimparFiltros}>Limpar filtros</Button>}
          </Empty>
        );
      }
      return (
        <Row gutter={[16, 16]} role="list" aria-label={chave === 'ativos' ? 'Fluxos ativos' : 'Fluxos arquivados'}>
          {visiveis.map((fluxo) => (
            <Col
              key={fluxo.id}
              role="listitem"
              xs={COLUNAS.xs}
              sm={COLUNAS.sm}
              md={COLUNAS.md}
              lg={COLUNAS.lg}
              xl={COLUNAS.xl}
              xxl={COLUNAS.xxl}
            >
              <CartaoFluxo
                fluxo={fluxo}
                ehDono={fluxo.Usuario.id === usuario.id}
                onAlternarFavorito={handleAlternarFavorito}
                onAcao={handleAcao}
              />
            </Col>
          ))}
        </Row>
      );
    };
    conteudo = (
      <Flex vertical gap={16}>
        <FiltrosListaFluxos filtros={filtros} onAlterar={setFiltros} />
        <Tabs
          activeKey={aba}
          onChange={handleTrocarAba}
          items={[
            {
              key: 'ativos',
              label: `Ativos (${fluxosDaAba(lista, 'ativos').length})`,
              children: renderizarAba('ativos'),
            },
            {
              key: 'arquivados',
              label: `Arquivados (${fluxosDaAba(lista, 'arquivados').length})`,
              children: renderizarAba('arquivados'),
            },
          ]}
        />
      </Flex>
    );
  }

  return (
    <div style={{ paddingBottom: ESPACO_BOTOES_FLUTUANTES }}>
      <TituloPagina style={{ marginTop: 0 }}>Fluxos</TituloPagina>
      {conteudo}
      <BotoesFlutuantes>
        <Button
          type="primary"
          shape="round"
          size="large"
          icon={<PlusOutlined aria-hidden />}
          onClick={handleAbrirCriacao}
        >
          Novo fluxo
        </Button>
      </BotoesFlutuantes>
      {criando && <FluxoDialogo onFechar={handleFecharCriacao} onCriado={handleCriado} onCriadoIa={handleCriadoIa} />}
      {dialogo?.tipo === 'editar' && <FluxoDialogo idFluxo={dialogo.fluxo.id} onFechar={handleFecharDialogo} />}
      {dialogo?.tipo === 'duplicar' && <DuplicarFluxoDialogo fluxo={dialogo.fluxo} onFechar={handleFecharDialogo} />}
      {dialogo?.tipo === 'linkPublico' && (
        <LinkPublicoDialogo idFluxo={dialogo.fluxo.id} onFechar={handleFecharDialogo} />
      )}
      {dialogo?.tipo === 'excluir' && <ExcluirFluxoDialogo fluxo={dialogo.fluxo} onFechar={handleFecharDialogo} />}
    </div>
  );
}
