import { copiarFluxoSchema } from '@wf/shared/schemas/fluxo';
import type { FluxoResumo } from '@wf/shared/types/fluxo';
import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { ApiError } from '../../../../lib/api';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../../lib/formularioZod';
import { toast } from '../../../../lib/toast';
import { useCopiarFluxo } from '../../api/copiar-fluxo';
import { nomeDaCopia } from '../../utils/nomeDaCopia';

export interface DuplicarFluxoDialogoProps {
  fluxo: FluxoResumo;
  onFechar: () => void;
}

interface CamposCopia {
  descricaoNovoFluxo: string;
  copiarAutorizacoes: boolean;
  copiarRegras: boolean;
}

const ID_FORMULARIO = 'formulario-duplicar-fluxo';
const campos = copiarFluxoSchema.shape.FluxoOrigem.shape;

/**
 * "Duplicar fluxo": a new flow with this one's stages, fields and links; on request the stages'
 * authorisations and the rules (copied switched off, to be reviewed in the copy).
 */
export function DuplicarFluxoDialogo({ fluxo, onFechar }: DuplicarFluxoDialogoProps) {
  const [form] = Form.useForm<CamposCopia>();
  const copiar = useCopiarFluxo();

  const handleSalvar = (valores: CamposCopia) => {
    const validacao = validarComSchema(form, copiarFluxoSchema.shape.FluxoOrigem, {
      idFluxoOrigem: fluxo.id,
      descricaoNovoFluxo: valores.descricaoNovoFluxo,
      copiarAutorizacoes: valores.copiarAutorizacoes,
      copiarRegras: valores.copiarRegras,
    });
    if (!validacao.sucesso) return;
    copiar.mutate(validacao.dados, {
      onSuccess: ({ mensagem }) => {
        toast.sucesso(mensagem);
        onFechar();
      },
      onError: (erro) => {
        if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
      },
    });
  };

  return (
    <Modal
      open
      title="Duplicar fluxo"
      okText="Duplicar"
      cancelText="Cancelar"
      okButtonProps={{ htmlType: 'submit', form: ID_FORMULARIO }}
      confirmLoading={copiar.isPending}
      onCancel={onFechar}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        A cópia de <Typography.Text strong>{fluxo.descricao}</Typography.Text> terá as mesmas etapas, campos e conexões,
        sem os cards. Você será o dono da cópia.
      </Typography.Paragraph>
      <Form<CamposCopia>
        id={ID_FORMULARIO}
        form={form}
        layout="vertical"
        initialValues={{
          descricaoNovoFluxo: nomeDaCopia(fluxo.descricao),
          copiarAutorizacoes: false,
          copiarRegras: fluxo.numRegrasCriadas > 0,
        }}
        onFinish={handleSalvar}
        disabled={copiar.isPending}
      >
        <Form.Item
          label="Nome do novo fluxo"
          name="descricaoNovoFluxo"
          required
          rules={[regraZod(campos.descricaoNovoFluxo)]}
        >
          <Input maxLength={300} autoFocus />
        </Form.Item>
        <Form.Item name="copiarAutorizacoes" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>Copiar as autorizações das etapas</Checkbox>
        </Form.Item>
        <Form.Item
          name="copiarRegras"
          valuePropName="checked"
          style={{ marginBottom: 0 }}
          extra="As regras copiadas ficam desligadas até você revisá-las e ligá-las no novo fluxo."
        >
          <Checkbox>Copiar as regras</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
