import { NOME_FLUXO_PADRAO, ROTULO_NOVA_INSTANCIA_PADRAO } from '@wf/shared/constants/fluxos';
import { atualizarFluxoSchema, inserirFluxoSchema } from '@wf/shared/schemas/fluxo';
import type { Fluxo } from '@wf/shared/types/fluxo';
import { Alert, Form, Input, Modal, Skeleton, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { useAssistenteIa } from '../../../../hooks/useAssistenteIa';
import { ApiError } from '../../../../lib/api';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../../lib/formularioZod';
import { toast } from '../../../../lib/toast';
import { useAtualizarFluxo } from '../../api/atualizar-fluxo';
import { useCriarFluxo } from '../../api/criar-fluxo';
import { useFluxo } from '../../api/get-fluxo';
import { SeletorIconeFluxo } from './SeletorIconeFluxo';

export interface FluxoDialogoProps {
  /** The flow to edit ("Editar dados"); without it the dialog creates a flow. */
  idFluxo?: string;
  onFechar: () => void;
  /** After a flow was created (the list opens its diagram). */
  onCriado?: (fluxo: Fluxo) => void;
  /** After a flow was created from the AI's reviewed proposal (the list opens its board). */
  onCriadoIa?: (idFluxo: string) => void;
}

interface CamposFluxo {
  descricao: string;
  icone?: string;
  detalhes: string;
  rotuloNovaInstancia: string;
  permitirEnviarCards: boolean;
  permitirReceberCards: boolean;
}

const ID_FORMULARIO = 'formulario-fluxo';
const campos = inserirFluxoSchema.shape.Fluxo.shape;

/**
 * The create/edit flow dialog: name, icon and details required. Creating has a second tab, 'Com
 * IA', where a described process becomes a proposed flow reviewed before it is created.
 */
export function FluxoDialogo({ idFluxo, onFechar, onCriado, onCriadoIa }: FluxoDialogoProps) {
  const editando = idFluxo !== undefined;
  // Edit mode waits for the whole flow: the save sends every field, the form texts included.
  const existente = useFluxo(idFluxo ?? '', editando);
  const criar = useCriarFluxo();
  const atualizar = useAtualizarFluxo();
  const { CriarFluxoIa } = useAssistenteIa();
  const [aba, setAba] = useState<'manual' | 'ia'>('manual');
  // While the AI works (request, recording, transcription, creation) the dialog stays open.
  const [ocupadoIa, setOcupadoIa] = useState(false);

  let conteudo;
  if (!editando) {
    conteudo = <FormularioFluxo criar={criar} atualizar={atualizar} onFechar={onFechar} onCriado={onCriado} />;
    if (CriarFluxoIa && onCriadoIa)
      conteudo = (
        <Tabs
          activeKey={aba}
          onChange={(chave) => setAba(chave as 'manual' | 'ia')}
          items={[
            { key: 'manual', label: 'Manual', children: conteudo, disabled: ocupadoIa },
            {
              key: 'ia',
              label: 'Com IA',
              children: <CriarFluxoIa onCriado={onCriadoIa} onOcupado={setOcupadoIa} />,
            },
          ]}
        />
      );
  } else if (existente.isPending) conteudo = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (existente.isError)
    conteudo = <Alert type="error" showIcon title="Não foi possível carregar os dados do fluxo." />;
  else
    conteudo = (
      <FormularioFluxo existente={existente.data.Fluxo} criar={criar} atualizar={atualizar} onFechar={onFechar} />
    );

  return (
    <Modal
      open
      title={editando ? 'Editar dados do fluxo' : 'Novo fluxo'}
      okText={editando ? 'Salvar' : 'Criar fluxo'}
      cancelText="Cancelar"
      okButtonProps={{ htmlType: 'submit', form: ID_FORMULARIO, disabled: editando && !existente.isSuccess }}
      confirmLoading={criar.isPending || atualizar.isPending}
      onCancel={onFechar}
      closable={!ocupadoIa}
      maskClosable={!ocupadoIa}
      keyboard={!ocupadoIa}
      // The AI tab has its own buttons (generate, review, create).
      footer={aba === 'ia' ? null : undefined}
      destroyOnHidden
      width={640}
    >
      {conteudo}
    </Modal>
  );
}

interface FormularioFluxoProps {
  existente?: Fluxo;
  criar: ReturnType<typeof useCriarFluxo>;
  atualizar: ReturnType<typeof useAtualizarFluxo>;
  onFechar: () => void;
  onCriado?: (fluxo: Fluxo) => void;
}

function FormularioFluxo({ existente, criar, atualizar, onFechar, onCriado }: FormularioFluxoProps) {
  const [form] = Form.useForm<CamposFluxo>();

  const handleErro = (erro: Error) => {
    if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
  };

  const handleSalvar = (valores: CamposFluxo) => {
    const dados = {
      descricao: valores.descricao,
      icone: valores.icone,
      detalhes: valores.detalhes,
      rotuloNovaInstancia: valores.rotuloNovaInstancia,
    };
    if (!existente) {
      const validacao = validarComSchema(form, inserirFluxoSchema.shape.Fluxo, dados);
      if (!validacao.sucesso) return;
      criar.mutate(validacao.dados, {
        onSuccess: ({ Fluxo }) => {
          toast.sucesso('Fluxo criado com sucesso!');
          // Creating leads somewhere else (the new flow's diagram); otherwise just close.
          if (onCriado) onCriado(Fluxo);
          else onFechar();
        },
        onError: handleErro,
      });
      return;
    }
    const validacao = validarComSchema(form, atualizarFluxoSchema.shape.Fluxo, {
      ...dados,
      id: existente.id,
      permitirEnviarCards: valores.permitirEnviarCards ? 'S' : 'N',
      permitirReceberCards: valores.permitirReceberCards ? 'S' : 'N',
      permitirFormPublico: existente.permitirFormPublico,
      tituloFormulario: existente.tituloFormulario ?? undefined,
      descricaoFormulario: existente.descricaoFormulario ?? undefined,
    });
    if (!validacao.sucesso) return;
    atualizar.mutate(
      { Fluxo: validacao.dados },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem);
          onFechar();
        },
        onError: handleErro,
      },
    );
  };

  const iniciais: CamposFluxo = existente
    ? {
        descricao: existente.descricao,
        icone: existente.icone,
        detalhes: existente.detalhes,
        rotuloNovaInstancia: existente.rotuloNovaInstancia,
        permitirEnviarCards: existente.permitirEnviarCards === 'S',
        permitirReceberCards: existente.permitirReceberCards === 'S',
      }
    : {
        descricao: '',
        detalhes: '',
        rotuloNovaInstancia: ROTULO_NOVA_INSTANCIA_PADRAO,
        permitirEnviarCards: false,
        permitirReceberCards: false,
      };

  return (
    <Form<CamposFluxo>
      id={ID_FORMULARIO}
      form={form}
      layout="vertical"
      initialValues={iniciais}
      onFinish={handleSalvar}
      disabled={criar.isPending || atualizar.isPending}
    >
      <Form.Item label="Nome" name="descricao" required rules={[regraZod(campos.descricao)]}>
        <Input placeholder={NOME_FLUXO_PADRAO} maxLength={300} autoFocus />
      </Form.Item>
      <Form.Item label="Ícone" name="icone" required rules={[regraZod(campos.icone)]}>
        <SeletorIconeFluxo />
      </Form.Item>
      <Form.Item label="Detalhes" name="detalhes" required rules={[regraZod(campos.detalhes)]}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 6 }}
          maxLength={1000}
          placeholder="Para que serve este fluxo e quem participa dele"
        />
      </Form.Item>
      <Form.Item
        label="Texto do botão de novo card"
        name="rotuloNovaInstancia"
        rules={[regraZod(campos.rotuloNovaInstancia)]}
        extra="Aparece no botão que cria cards neste fluxo."
      >
        <Input placeholder={ROTULO_NOVA_INSTANCIA_PADRAO} maxLength={60} />
      </Form.Item>
      {existente && (
        <>
          <Form.Item
            label="Permitir enviar cards para outros fluxos"
            name="permitirEnviarCards"
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            label="Permitir receber cards de outros fluxos"
            name="permitirReceberCards"
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </>
      )}
    </Form>
  );
}
