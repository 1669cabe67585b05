import '@xyflow/react/dist/style.css';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Tag, Tooltip } from 'antd';
import type { FluxoComEtapas } from '@wf/shared/types/fluxo';
import { useState } from 'react';
import { CarregandoPagina } from '../../../components/CarregandoPagina';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { useDialogosEtapa } from '../../../hooks/useDialogosEtapa';
import { mensagemDoErro } from '../../../lib/api';
import { useFluxoComEtapas } from '../../../lib/fluxoComEtapas';
import { useAcoesArquivoEtapa } from '../hooks/useAcoesArquivoEtapa';
import { useExcluirEtapaConfirmando } from '../hooks/useExcluirEtapaConfirmando';
import type { AcaoEtapa } from '../utils/acoesEtapa';
import { ClonarEtapaModal } from './ClonarEtapaModal';
import { EditarEtapaModal } from './EditarEtapaModal';
import { CanvasDiagrama } from './internal/CanvasDiagrama';
import { NovaEtapaModal } from './NovaEtapaModal';

export interface DiagramaFluxoProps {
  idFluxo: string;
  /** Height of the canvas; by default the window less the page header and tabs. */
  altura?: number | string;
}

/** Which dialog is open, and on which stage. */
type Dialogo = { tipo: 'nova' } | { tipo: 'editar' | 'clonar' | 'formulario' | 'autorizacoes'; idEtapa: string } | null;

export const MENSAGEM_SEM_PERMISSAO = 'Você não possui acesso para editar elementos nesse fluxo!';

/**
 * The Fluxo tab: the flow's stages as nodes and its links as edges. Everything it
 * shows comes from the flow screen's query; every change goes to the server and then refetches
 * that query, so the diagram always draws what the server holds.
 */
export function DiagramaFluxo({ idFluxo, altura = 'calc(100dvh - 290px)' }: DiagramaFluxoProps) {
  const consulta = useFluxoComEtapas(idFluxo);
  if (consulta.isPending) return <CarregandoPagina descricao="Carregando diagrama..." />;
  if (consulta.isError) {
    return (
      <ErroAoCarregar mensagem={mensagemDoErro(consulta.error)} onTentarNovamente={() => void consulta.refetch()} />
    );
  }
  return <Diagrama idFluxo={idFluxo} dados={consulta.data} altura={altura} />;
}

interface DiagramaProps {
  idFluxo: string;
  dados: FluxoComEtapas;
  altura: number | string;
}

function Diagrama({ idFluxo, dados, altura }: DiagramaProps) {
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const { EditorFormulario, PessoasAutorizadas } = useDialogosEtapa();
  const arquivo = useAcoesArquivoEtapa(idFluxo);
  const confirmarExclusao = useExcluirEtapaConfirmando(idFluxo);
  const podeEditar = dados.permiteEditarElementosFluxo;
  const indisponiveis: AcaoEtapa[] = [
    ...(EditorFormulario ? [] : (['formulario'] as const)),
    ...(PessoasAutorizadas ? [] : (['autorizacoes'] as const)),
  ];
  // The dialog follows the stage in the cache: a refetch while it is open shows fresh data.
  const etapaDoDialogo =
    dialogo && dialogo.tipo !== 'nova' ? dados.listaEtapas.find((e) => e.id === dialogo.idEtapa) : undefined;
  const fechar = () => setDialogo(null);

  const handleAcao = (acao: AcaoEtapa, idEtapa: string) => {
    const etapa = dados.listaEtapas.find((e) => e.id === idEtapa);
    if (!etapa) return;
    if (acao === 'exportar') arquivo.exportarConfig(etapa);
    else if (acao === 'importar') arquivo.escolherArquivo(etapa);
    else if (acao === 'excluir') confirmarExclusao(etapa);
    else setDialogo({ tipo: acao, idEtapa });
  };

  const botaoNovaEtapa = podeEditar ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogo({ tipo: 'nova' })}>
      Nova etapa
    </Button>
  ) : (
    <Tooltip title={MENSAGEM_SEM_PERMISSAO}>
      <Tag>Somente visualização</Tag>
    </Tooltip>
  );

  return (
    <section
      aria-label="Diagrama do fluxo"
      style={{ height: altura, minHeight: 420, width: '100%', position: 'relative' }}
    >
      {dados.listaEtapas.length === 0 ? (
        <Flex align="center" justify="center" style={{ height: '100%' }}>
          <Empty description="Este fluxo ainda não tem etapas">
            {podeEditar ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogo({ tipo: 'nova' })}>
                Criar primeira etapa
              </Button>
            ) : (
              <span>{MENSAGEM_SEM_PERMISSAO}</span>
            )}
          </Empty>
        </Flex>
      ) : (
        <CanvasDiagrama
          idFluxo={idFluxo}
          dados={dados}
          acoesIndisponiveis={indisponiveis}
          onAcao={handleAcao}
          barraSuperior={botaoNovaEtapa}
        />
      )}
      <input
        ref={arquivo.entradaArquivo.ref}
        onChange={(e) => void arquivo.entradaArquivo.onChange(e)}
        type="file"
        accept=".json,application/json"
        aria-label="Arquivo de configuração da etapa"
        style={{ display: 'none' }}
      />
      {dialogo?.tipo === 'nova' && (
        <NovaEtapaModal idFluxo={idFluxo} listaEtapas={dados.listaEtapas} onFechar={fechar} />
      )}
      {dialogo?.tipo === 'editar' && etapaDoDialogo && (
        <EditarEtapaModal
          idFluxo={idFluxo}
          etapa={etapaDoDialogo}
          listaEtapasRel={dados.listaEtapasRel}
          onFechar={fechar}
        />
      )}
      {dialogo?.tipo === 'clonar' && etapaDoDialogo && (
        <ClonarEtapaModal idFluxo={idFluxo} etapa={etapaDoDialogo} onFechar={fechar} />
      )}
      {dialogo?.tipo === 'formulario' && etapaDoDialogo && EditorFormulario && (
        <EditorFormulario idFluxo={idFluxo} etapa={etapaDoDialogo} onFechar={fechar} />
      )}
      {dialogo?.tipo === 'autorizacoes' && etapaDoDialogo && PessoasAutorizadas && (
        <PessoasAutorizadas idFluxo={idFluxo} etapa={etapaDoDialogo} onFechar={fechar} />
      )}
    </section>
  );
}
