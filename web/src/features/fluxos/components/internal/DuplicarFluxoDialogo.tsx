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
}

const ID_FORMULARIO = 'formulario-duplicar-fluxo';
const campos = copiarFluxoSchema.shape.FluxoOrigem.shape;

/**
 * "Duplicar fluxo": a new flow with this one's stages, fields and links. Copying rules is offered
 * once rules exist (copiarRegras stays false until then).
 */
export function DuplicarFluxoDialogo({ fluxo, onFechar }: DuplicarFluxoDialogoProps) {
  const [form] = Form.useForm<CamposCopia>();
  const copiar = useCopiarFluxo();

  const handleSalvar = (valores: CamposCopia) => {
    const validacao = validarComSchema(form, copiarFluxoSchema.shape.FluxoOrigem, {
      idFluxoOrigem: fluxo.id,
      descricaoNovoFluxo: valores.descricaoNovoFluxo,
      copiarAutorizacoes: valores.copiarAutorizacoes,
      copiarRegras: false,
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
        initialValues={{ descricaoNovoFluxo: nomeDaCopia(fluxo.descricao), copiarAutorizacoes: false }}
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
      </Form>
    </Modal>
  );
}
