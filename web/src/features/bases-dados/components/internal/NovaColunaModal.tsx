import { tiposColunaBaseDados } from '@wf/shared/constants/baseDados';
import { tiposCampo } from '@wf/shared/constants/fluxos';
import { mensagensBaseDados, type ColunaBaseDados } from '@wf/shared/schemas/baseDados';
import { Form, Input, Modal, Select } from 'antd';

export interface NovaColunaModalProps {
  colunas: readonly ColunaBaseDados[];
  salvando: boolean;
  onFechar: () => void;
  onCriar: (coluna: Pick<ColunaBaseDados, 'titulo' | 'keyCampo'>) => void;
}

const OPCOES_TIPO = tiposColunaBaseDados.map((t) => ({ value: t, label: tiposCampo[t] }));

/** 'Nova coluna': a title and a field type (the type decides how each cell is checked). */
export function NovaColunaModal({ colunas, salvando, onFechar, onCriar }: NovaColunaModalProps) {
  const [form] = Form.useForm<Pick<ColunaBaseDados, 'titulo' | 'keyCampo'>>();
  const existentes = new Set(colunas.map((c) => c.titulo.trim().toLowerCase()));
  const handleCriar = async () => {
    const campos = await form.validateFields().catch(() => null);
    if (campos) onCriar({ titulo: campos.titulo.trim(), keyCampo: campos.keyCampo });
  };
  return (
    <Modal
      open
      title="Nova coluna"
      onCancel={onFechar}
      onOk={() => void handleCriar()}
      okText="Criar coluna"
      cancelText="Cancelar"
      confirmLoading={salvando}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ keyCampo: 'textoCurto' }}>
        <Form.Item
          name="titulo"
          label="Título da coluna"
          rules={[
            { required: true, whitespace: true, message: 'Informe o título da coluna' },
            { max: 200 },
            {
              validator: async (_r, v: string | undefined) => {
                if (v && existentes.has(v.trim().toLowerCase())) throw new Error(mensagensBaseDados.colunaRepetida);
              },
            },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item
          name="keyCampo"
          label="Tipo de campo"
          rules={[{ required: true, message: mensagensBaseDados.tipoColunaInvalido }]}
        >
          <Select options={OPCOES_TIPO} aria-label="Tipo de campo" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
