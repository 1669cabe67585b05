import { Alert, Button, Empty, Form, Modal } from 'antd';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import { OpcoesDaEtapa } from '../../../../components/basesDados/SelectBaseDados';
import { CampoDinamico } from '../../../../components/formularioDinamico/CampoDinamico';
import { toast } from '../../../../lib/toast';

export interface PreviewFormularioProps {
  titulo: string;
  /** The stage whose form this is: a combo's options are asked naming it. */
  idEtapa: string;
  campos: readonly CampoFormulario[];
  onFechar: () => void;
}

/** 'Preview Formulário': the form as a person will fill it, with the same checks. Nothing is saved. */
export function PreviewFormulario({ titulo, idEtapa, campos, onFechar }: PreviewFormularioProps) {
  const [form] = Form.useForm();
  const ocultos = campos.filter((c) => c.indOculto).length;

  const handleValidar = () => {
    form
      .validateFields()
      .then(() => toast.sucesso('Formulário preenchido corretamente'))
      .catch(() => undefined);
  };

  return (
    <Modal
      open
      title={`Preview Formulário — ${titulo}`}
      onCancel={onFechar}
      destroyOnHidden
      width={{ xs: '100%', md: 640 }}
      footer={[
        <Button key="limpar" onClick={() => form.resetFields()}>
          Limpar
        </Button>,
        <Button key="validar" type="primary" onClick={handleValidar}>
          Validar preenchimento
        </Button>,
        <Button key="fechar" onClick={onFechar}>
          Fechar
        </Button>,
      ]}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Assim o formulário aparece no card. Nada do que for preenchido aqui é salvo."
      />
      {ocultos > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={ocultos === 1 ? '1 campo oculto não aparece.' : `${ocultos} campos ocultos não aparecem.`}
        />
      )}
      {campos.length === 0 ? (
        <Empty description="O formulário não tem campos" />
      ) : (
        <Form
          form={form}
          name="preview-formulario"
          layout="vertical"
          aria-label="Preview do formulário"
          onFinish={handleValidar}
        >
          <OpcoesDaEtapa idEtapa={idEtapa}>
            {campos.map((campo) => (
              <CampoDinamico key={campo.id} campo={campo} />
            ))}
          </OpcoesDaEtapa>
        </Form>
      )}
    </Modal>
  );
}
