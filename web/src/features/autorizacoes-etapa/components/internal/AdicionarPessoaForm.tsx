import { UserAddOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Space } from 'antd';
import { inserirAutorizacaoSchema } from '@wf/shared/schemas/autorizacao';
import type { EtapaUsuario } from '@wf/shared/types/fluxo';
import { useState } from 'react';
import { ApiError, mensagemDoErro } from '../../../../lib/api';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../../lib/formularioZod';
import { toast } from '../../../../lib/toast';
import { useEmailsUsadosNoFluxo } from '../../api/emails-usados-no-fluxo';
import { useInserirAutorizacao } from '../../api/inserir-autorizacao';
import { sugestoesDeEmail } from '../../utils/autorizacoes';

export interface AdicionarPessoaFormProps {
  idFluxo: string;
  idEtapa: string;
  autorizados: readonly EtapaUsuario[];
}

interface CamposPessoa {
  emailAutorizado: string;
}

const schemaPessoa = inserirAutorizacaoSchema.shape.EtapaUsuario;

/** Gives a person access by e-mail (with the schema's default permissions: executar only). */
export function AdicionarPessoaForm({ idFluxo, idEtapa, autorizados }: AdicionarPessoaFormProps) {
  const [form] = Form.useForm<CamposPessoa>();
  const [digitado, setDigitado] = useState('');
  const usuarios = useEmailsUsadosNoFluxo(idFluxo);
  const inserir = useInserirAutorizacao(idFluxo, idEtapa);
  const sugestoes = sugestoesDeEmail(usuarios.data?.listaUsuarios ?? [], autorizados, digitado);

  const handleAdicionar = ({ emailAutorizado }: CamposPessoa) => {
    const validacao = validarComSchema(form, schemaPessoa, { idEtapa, emailAutorizado });
    if (!validacao.sucesso) return;
    inserir.mutate(
      { EtapaUsuario: validacao.dados },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem);
          form.resetFields();
          setDigitado('');
        },
        onError: (erro) => {
          if (erro instanceof ApiError && erro.status >= 400 && erro.status < 500) {
            mostrarErrosNosCampos(form, { emailAutorizado: erro.campos.emailAutorizado ?? erro.message });
          } else {
            toast.erro(mensagemDoErro(erro));
          }
        },
      },
    );
  };

  return (
    <Form<CamposPessoa>
      form={form}
      layout="vertical"
      onFinish={handleAdicionar}
      initialValues={{ emailAutorizado: '' }}
    >
      <Form.Item label="E-mail da pessoa" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="emailAutorizado"
            noStyle
            rules={[regraZod(schemaPessoa.shape.emailAutorizado)]}
            validateTrigger="onSubmit"
          >
            <AutoComplete
              id="autorizacao-email"
              options={sugestoes}
              onSearch={setDigitado}
              placeholder="nome@empresa.com.br"
              aria-label="E-mail da pessoa"
              style={{ flex: 1 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={inserir.isPending}>
            Adicionar
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
