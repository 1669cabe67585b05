import { LIMITES_BASE_DADOS } from '@wf/shared/constants/baseDados';
import { mensagensBaseDados } from '@wf/shared/schemas/baseDados';
import { Form, Input, Modal } from 'antd';
import { mensagemDoErro } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useCriarBase } from '../../api/bases-dados';

export interface CriarBaseModalProps {
  aberto: boolean;
  onFechar: () => void;
  /** Called with the new base's id (the page opens it). */
  onCriada: (id: string) => void;
}

interface Campos {
  descricao: string;
  detalhes?: string;
}

/** 'Criar Base de Dados': a title (required) and details; the columns come on its page. */
export function CriarBaseModal({ aberto, onFechar, onCriada }: CriarBaseModalProps) {
  const [form] = Form.useForm<Campos>();
  const criar = useCriarBase();

  const handleCriar = async () => {
    // A refused field shows its message under it; nothing else to do.
    const campos = await form.validateFields().catch(() => null);
    if (!campos) return;
    try {
      const resposta = await criar.mutateAsync({
        descricao: campos.descricao.trim(),
        detalhes: campos.detalhes?.trim() || undefined,
        jsonDados: JSON.stringify({ colunas: [], linhas: [] }),
      });
      toast.sucesso(resposta.mensagem || mensagensBaseDados.criada);
      form.resetFields();
      onCriada(resposta.data.idDataSource);
    } catch (erro) {
      toast.erro(mensagemDoErro(erro));
    }
  };

  return (
    <Modal
      title="Criar Base de Dados"
      open={aberto}
      onCancel={onFechar}
      onOk={() => void handleCriar()}
      okText="Criar"
      cancelText="Cancelar"
      confirmLoading={criar.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="descricao"
          label="Título"
          rules={[
            { required: true, whitespace: true, message: mensagensBaseDados.tituloObrigatorio },
            { max: LIMITES_BASE_DADOS.descricaoCaracteres, message: mensagensBaseDados.descricaoMaxima },
          ]}
        >
          <Input placeholder="Ex.: Fornecedores" autoFocus />
        </Form.Item>
        <Form.Item name="detalhes" label="Detalhes" rules={[{ max: LIMITES_BASE_DADOS.detalhesCaracteres }]}>
          <Input.TextArea rows={3} placeholder="Para que serve esta base de dados" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
