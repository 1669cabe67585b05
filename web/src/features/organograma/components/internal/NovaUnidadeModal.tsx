import { Form, Input, Modal } from 'antd';
import { inserirOrganogramaSchema } from '@wf/shared/schemas/organograma';
import { ApiError, mensagemDoErro } from '../../../../lib/api';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../../lib/formularioZod';
import { toast } from '../../../../lib/toast';
import { useInserirUnidade } from '../../api/unidades';
import { SeletorUsuario } from './SeletorUsuario';

export interface NovaUnidadeModalProps {
  /** The unit above the new one, or null for a unit at the top level. */
  idOrgSup: string | null;
  descricaoSuperior?: string;
  onCriada: (id: string) => void;
  onFechar: () => void;
}

interface CamposUnidade {
  descricao: string;
  sigla: string;
  idUsuario: string | null;
}

const schemaUnidade = inserirOrganogramaSchema.shape.Organograma;

/** A new unit at the top level or under the selected one. */
export function NovaUnidadeModal({ idOrgSup, descricaoSuperior, onCriada, onFechar }: NovaUnidadeModalProps) {
  const [form] = Form.useForm<CamposUnidade>();
  const inserir = useInserirUnidade();

  const handleSalvar = (valores: CamposUnidade) => {
    const validacao = validarComSchema(form, schemaUnidade, { ...valores, idOrgSup });
    if (!validacao.sucesso) return;
    inserir.mutate(
      { Organograma: validacao.dados },
      {
        onSuccess: ({ mensagem, Organograma }) => {
          toast.sucesso(mensagem);
          onCriada(Organograma.id);
        },
        onError: (erro) => {
          if (erro instanceof ApiError && erro.status >= 400 && erro.status < 500) {
            mostrarErrosNosCampos(form, { descricao: erro.campos.descricao ?? erro.message });
          } else {
            toast.erro(mensagemDoErro(erro));
          }
        },
      },
    );
  };

  return (
    <Modal
      open
      title={descricaoSuperior ? `Nova subunidade de ${descricaoSuperior}` : 'Nova unidade'}
      okText="Adicionar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onFechar}
      confirmLoading={inserir.isPending}
      destroyOnHidden
    >
      <Form<CamposUnidade>
        form={form}
        layout="vertical"
        initialValues={{ descricao: '', sigla: '', idUsuario: null }}
        onFinish={handleSalvar}
      >
        <Form.Item
          name="descricao"
          label="Descrição"
          required
          rules={[regraZod(schemaUnidade.shape.descricao)]}
          validateTrigger="onSubmit"
        >
          <Input autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item name="sigla" label="Sigla" rules={[regraZod(schemaUnidade.shape.sigla)]} validateTrigger="onSubmit">
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="idUsuario" label="Responsável">
          <SeletorUsuarioDoForm />
        </Form.Item>
        {/* Enter in a field submits the dialog. */}
        <button type="submit" style={{ display: 'none' }} aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

/** The user picker as a Form.Item child (value and onChange injected by the form). */
function SeletorUsuarioDoForm({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string | null;
  onChange?: (v: string | null) => void;
}) {
  return (
    <SeletorUsuario
      id={id ?? 'nova-unidade-responsavel'}
      valor={value ?? null}
      permitirLimpar
      placeholder="Sem responsável"
      onEscolher={(v) => onChange?.(v)}
    />
  );
}
