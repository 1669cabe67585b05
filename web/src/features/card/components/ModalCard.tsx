import { CopyOutlined, DeleteOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Col,
  Divider,
  Flex,
  Input,
  Modal,
  Popconfirm,
  Row,
  Skeleton,
  Space,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import { mensagensCard } from '@wf/shared/constants/cards';
import { camposDoCard } from '@wf/shared/validation/configuracaoCampos';
import { useEffect, useState, type ReactNode } from 'react';
import { useTelaLarga, useTelaPequena } from '../../../hooks/useTelaPequena';
import { useSessaoAtual } from '../../../hooks/useSessao';
import { ApiError, mensagemDoErro } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/datas';
import { useFluxoComEtapas } from '../../../lib/fluxoComEtapas';
import { toast } from '../../../lib/toast';
import { useVariaveisDoFluxo } from '../../../lib/variaveisDoFluxo';
import { useConfirmarSaida } from '../../../hooks/useConfirmarSaida';
import { useAlternarAcompanhamento } from '../api/acompanhamento';
import { useAtualizarInstancia } from '../api/atualizar-instancia';
import { useAlterarEtiquetaCard } from '../api/etiquetas-card';
import { useExcluirInstancia } from '../api/excluir-instancia';
import { useInstancia } from '../api/get-instancia';
import { usePessoasDoFluxo } from '../api/get-pessoas-do-fluxo';
import { useAlterarResponsavel } from '../api/responsaveis';
import { ProvedorAlteracoesNaoSalvas, useRegistroDeAlteracoes } from '../hooks/useAlteracoesNaoSalvas';
import { permissoesDoCard } from '../utils/permissoesCard';
import { EditorDetalhes } from './internal/EditorDetalhes';
import { FormularioCard } from './internal/FormularioCard';
import { MoverPara } from './internal/MoverPara';
import { SecaoAnexos } from './internal/SecaoAnexos';
import { SecaoChecklists } from './internal/SecaoChecklists';
import { SecaoComentarios } from './internal/SecaoComentarios';
import { SecaoEtapasAnteriores } from './internal/SecaoEtapasAnteriores';
import { SecaoEtiquetas } from './internal/SecaoEtiquetas';
import { SecaoHistorico } from './internal/SecaoHistorico';
import { SecaoResponsaveis } from './internal/SecaoResponsaveis';
import { SecaoVencimento } from './internal/SecaoVencimento';
import { TituloCard } from './internal/TituloCard';
import { TagCor } from '../../../components/TagCor';

export interface ModalCardProps {
  idFluxo: string;
  idInstancia: string;
  onFechar: () => void;
}

/** Message when the card cannot be shown: it was deleted, or the user may not open it. */
function mensagemCardIndisponivel(erro: unknown): string {
  if (erro instanceof ApiError && erro.status === 404) return 'Este card não existe mais ou foi excluído.';
  if (erro instanceof ApiError && erro.status === 403) return erro.message || mensagensCard.semPermissaoAbrir;
  return mensagemDoErro(erro);
}

/** The modal as a column as tall as the window allows, its body the only part that scrolls. */
function estilosCorpoRolavel(margem: number) {
  return {
    container: { display: 'flex', flexDirection: 'column', maxHeight: `calc(100dvh - ${margem * 2}px)` },
    body: { flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' },
  } as const;
}

/**
 * The card modal: on large screens the current stage's form, then the forms of the
 * stages the card went through, on the left and the details on the right; on small screens the
 * two as tabs 'Formulário' / 'Detalhes'. "Mover para" by the stage's tag. A card that
 * is deleted (here or by someone else) or that the user may not open shows a message and closes.
 * Input typed and not saved is kept through refetches, and leaving with it asks first.
 */
export function ModalCard({ idFluxo, idInstancia, onFechar }: ModalCardProps) {
  const consulta = useInstancia(idInstancia);
  const fluxo = useFluxoComEtapas(idFluxo);
  const { usuario } = useSessaoAtual();
  const telaLarga = useTelaLarga();
  const telaPequena = useTelaPequena();
  const corpoRolavel = estilosCorpoRolavel(telaPequena ? 0 : 24);
  const [abaAtividade, setAbaAtividade] = useState('comentarios');
  // Unsaved input (the stage forms, the details being edited): closing the modal, any navigation
  // of the SPA and closing the tab ask first ("Descartar alterações não salvas?").
  const alteracoes = useRegistroDeAlteracoes();
  const { sairSemConfirmar } = useConfirmarSaida(alteracoes.haAlteracoes);

  const instancia = consulta.data?.Instancia;
  const erroFatal =
    consulta.isError && (!(consulta.error instanceof ApiError) || [403, 404].includes(consulta.error.status));
  useEffect(() => {
    if (!erroFatal) return;
    toast.info(mensagemCardIndisponivel(consulta.error), 4);
    // The card is gone (or closed to this person): there is nothing left to save into.
    sairSemConfirmar(onFechar);
  }, [erroFatal, consulta.error, onFechar, sairSemConfirmar]);

  const atualizar = useAtualizarInstancia(idInstancia, idFluxo);
  const excluir = useExcluirInstancia(idInstancia, idFluxo);
  const seguir = useAlternarAcompanhamento(idInstancia, idFluxo);
  const responsavel = useAlterarResponsavel(idInstancia, idFluxo);
  const etiqueta = useAlterarEtiquetaCard(idInstancia, idFluxo);
  const pessoas = usePessoasDoFluxo(idFluxo);
  const variaveis = useVariaveisDoFluxo(idFluxo);

  const etapa = fluxo.data?.listaEtapas.find((e) => e.id === instancia?.Etapa.id);
  const restricoes = instancia?.restricoes;
  const pode = permissoesDoCard(etapa, restricoes);
  const ehAutor = Boolean(instancia) && instancia?.emailAutor.toLowerCase() === usuario.email.toLowerCase();

  const handleExcluir = () =>
    excluir.mutate(undefined, {
      onSuccess: (resposta) => {
        toast.sucesso(resposta.mensagem ?? 'Card excluído com sucesso');
        sairSemConfirmar(onFechar);
      },
    });
  const handleCopiarId = (valor: string) => {
    void navigator.clipboard?.writeText(valor).then(() => toast.sucesso('ID copiado'));
  };

  let corpo: ReactNode;
  if (!instancia) {
    corpo =
      consulta.isError && !erroFatal ? (
        <Alert
          type="error"
          showIcon
          title={mensagemDoErro(consulta.error)}
          action={<Button onClick={() => void consulta.refetch()}>Tentar novamente</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      );
  } else {
    const idUnico = instancia.idUnico ?? instancia.jsonDadosExecucao.ID_UNICO_DO_CARD;
    // The current stage's form, then what the card gathered in the stages before it.
    const formulario = etapa ? (
      <>
        <FormularioCard
          idInstancia={idInstancia}
          idFluxo={idFluxo}
          nomeEtapa={etapa.descricao}
          idEtapaAtual={etapa.id}
          // A rule may have set this card's own required/editable/hidden flags over the stage's.
          campos={camposDoCard(etapa.jsonConfig.listaCamposFormulario, instancia.configuracaoCampos)}
          valores={instancia.jsonDadosExecucao.listaValoresFormulario}
          editavel={pode.formulario}
        />
        <SecaoEtapasAnteriores idInstancia={idInstancia} idFluxo={idFluxo} idEtapaAtual={etapa.id} />
      </>
    ) : (
      <Skeleton active paragraph={{ rows: 4 }} />
    );
    const rotulo = (texto: string) => (
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
        {texto}
      </Typography.Text>
    );
    const detalhes = (
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <Button
            icon={instancia.emAcompanhamento === 'S' ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            type={instancia.emAcompanhamento === 'S' ? 'primary' : 'default'}
            aria-pressed={instancia.emAcompanhamento === 'S'}
            loading={seguir.isPending}
            onClick={() => seguir.mutate(instancia.emAcompanhamento !== 'S')}
          >
            {instancia.emAcompanhamento === 'S' ? 'Seguindo' : 'Seguir'}
          </Button>
          {ehAutor && (
            <Popconfirm
              title="Excluir este card?"
              description="Esta ação não pode ser desfeita."
              okText="Excluir"
              okButtonProps={{ danger: true }}
              cancelText="Cancelar"
              onConfirm={handleExcluir}
            >
              <Button danger icon={<DeleteOutlined />} loading={excluir.isPending}>
                Excluir card
              </Button>
            </Popconfirm>
          )}
        </Flex>
        {idUnico && (
          <div>
            {rotulo('ID do card')}
            <Space.Compact style={{ width: '100%' }}>
              <Input value={idUnico} readOnly aria-label="ID do card" />
              <Tooltip title="Copiar">
                <Button
                  icon={<CopyOutlined />}
                  aria-label="Copiar ID do card"
                  onClick={() => handleCopiarId(idUnico)}
                />
              </Tooltip>
            </Space.Compact>
          </div>
        )}
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            {rotulo('Vencimento')}
            <SecaoVencimento
              dataVencimento={instancia.dataVencimento}
              editavel={pode.validade}
              onAlterar={(dataVencimento) => atualizar.mutate({ dataVencimento })}
            />
          </Col>
          <Col xs={24} md={12}>
            {rotulo('Responsáveis')}
            <SecaoResponsaveis
              responsaveis={instancia.listaInstanciaResp}
              candidatos={pessoas.data?.listaUsuarios ?? []}
              carregandoCandidatos={pessoas.isPending}
              editavel={pode.responsaveis}
              onAlterar={(email, incluir) => responsavel.mutate({ email, incluir })}
            />
          </Col>
        </Row>
        <div>
          {rotulo('Etiquetas')}
          <SecaoEtiquetas
            selecionadas={instancia.listaInstanciaEtiquetas.map((e) => e.Etiqueta)}
            etiquetasDoFluxo={fluxo.data?.listaEtiquetas ?? []}
            editavel={pode.etiquetas}
            onAlterar={(idEtiqueta, incluir) => etiqueta.mutate({ idEtiqueta, incluir })}
          />
        </div>
        <div>
          {rotulo('Detalhes')}
          <EditorDetalhes
            valor={instancia.detalhes}
            desabilitado={!pode.detalhes}
            salvando={atualizar.isPending}
            variaveis={variaveis}
            onSalvar={(detalhes) => atualizar.mutate({ detalhes })}
          />
        </div>
        <div>
          {rotulo('Checklists')}
          <SecaoChecklists idInstancia={idInstancia} idFluxo={idFluxo} editavel={pode.checklists} />
        </div>
        <div>
          {rotulo('Anexos')}
          <SecaoAnexos
            idInstancia={idInstancia}
            idFluxo={idFluxo}
            editavel={pode.anexos}
            emailUsuario={usuario.email}
          />
        </div>
        <Divider style={{ margin: 0 }} />
        <Tabs
          activeKey={abaAtividade}
          onChange={setAbaAtividade}
          items={[
            {
              key: 'comentarios',
              label: 'Comentários',
              children: (
                <SecaoComentarios
                  idInstancia={idInstancia}
                  idFluxo={idFluxo}
                  editavel={pode.comentarios}
                  emailUsuario={usuario.email}
                  pessoas={pessoas.data?.listaUsuarios ?? []}
                  variaveis={variaveis}
                />
              ),
            },
            {
              key: 'historico',
              label: 'Histórico',
              children: <SecaoHistorico idInstancia={idInstancia} ativo={abaAtividade === 'historico'} />,
            },
          ]}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Criado por {instancia.nomeAutor ?? instancia.emailAutor} em {formatarDataHora(instancia.dataHoraCriacao)} ·
          alterado em {formatarDataHora(instancia.dataHoraAlteracao)}
        </Typography.Text>
      </Flex>
    );
    const rolagem = { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto', paddingRight: 8 } as const;
    corpo = telaLarga ? (
      <Row gutter={24}>
        <Col span={10} style={rolagem} role="region" aria-label="Formulário">
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Formulário
          </Typography.Title>
          {formulario}
        </Col>
        <Col span={14} style={rolagem} role="region" aria-label="Detalhes">
          {detalhes}
        </Col>
      </Row>
    ) : (
      <Tabs
        defaultActiveKey="detalhes"
        items={[
          { key: 'formulario', label: 'Formulário', children: formulario },
          { key: 'detalhes', label: 'Detalhes', children: detalhes },
        ]}
      />
    );
  }

  return (
    <Modal
      open={!erroFatal}
      onCancel={onFechar}
      footer={null}
      destroyOnHidden
      width={{ xs: '100%', md: '92%', xl: 1200 }}
      style={{ top: telaPequena ? 0 : 24, paddingBottom: telaPequena ? 0 : undefined }}
      // Without the two panes (phones, tablets) the body scrolls inside the modal, so the header
      // with the title, 'Mover para' and the close button stays in view over a long form.
      styles={telaLarga ? undefined : { container: corpoRolavel.container, body: corpoRolavel.body }}
      aria-label={instancia ? `Card ${instancia.descricao}` : 'Card'}
      title={
        instancia ? (
          <Flex vertical gap={4} style={{ paddingRight: 32 }}>
            <TituloCard
              descricao={instancia.descricao}
              editavel={pode.titulo}
              onSalvar={(descricao) => atualizar.mutate({ descricao })}
            />
            <Flex gap={8} wrap align="center">
              <TagCor cor={instancia.Etapa.cor}>{instancia.Etapa.descricao}</TagCor>
              {etapa && (
                <MoverPara
                  idInstancia={idInstancia}
                  idFluxo={idFluxo}
                  etapaAtual={etapa}
                  etapas={fluxo.data?.listaEtapas ?? []}
                />
              )}
              <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>
                {instancia.Fluxo.descricao}
              </Typography.Text>
            </Flex>
          </Flex>
        ) : (
          'Card'
        )
      }
    >
      <ProvedorAlteracoesNaoSalvas value={alteracoes.marcar}>{corpo}</ProvedorAlteracoesNaoSalvas>
    </Modal>
  );
}
