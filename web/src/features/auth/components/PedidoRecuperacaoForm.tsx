import { Button, Form, Input, Result } from 'antd';
import { esqueciSenhaSchema } from '@wf/shared/schemas/usuario';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { useNavigate } from 'react-router-dom';
import { caminhoLogin } from '../../../lib/caminhos';
import { regraZod, validarComSchema } from '../../../lib/formularioZod';
import { DURACAO_TOAST_LONGO, toast } from '../../../lib/toast';
import { useEsqueciSenha } from '../api/esqueci-senha';

export interface PedidoRecuperacaoFormProps {
  cliente: ClientePublico;
}

interface CamposPedido {
  email: string;
}

export function PedidoRecuperacaoForm({ cliente }: PedidoRecuperacaoFormProps) {
  const [form] = Form.useForm<CamposPedido>();
  const navigate = useNavigate();
  const pedido = useEsqueciSenha();

  const handleEnviar = (valores: CamposPedido) => {
    const validacao = validarComSchema(form, esqueciSenhaSchema, { ...valores, tokenCliente: cliente.token });
    if (!validacao.sucesso) return;
    pedido.mutate(
      { ...validacao.dados, sigla: cliente.sigla },
      { onSuccess: ({ mensagem }) => toast.sucesso(mensagem, DURACAO_TOAST_LONGO) },
    );
  };

  const handleVoltar = () => navigate(caminhoLogin(cliente.sigla));

  if (pedido.isSuccess) {
    return (
      <Result
        status="success"
        title="Verifique seu e-mail"
        subTitle={`Se ${pedido.variables.email} estiver cadastrado, você receberá um link para definir uma nova senha.`}
        extra={
          <Button type="primary" onClick={handleVoltar}>
            Voltar para o login
          </Button>
        }
      />
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      onFinish={handleEnviar}
      size="large"
    >
      <Form.Item
        label="E-mail"
        name="email"
        rules={[regraZod(esqueciSenhaSchema.shape.email)]}
        extra="Enviaremos um link para você definir uma nova senha."
      >
        <Input type="email" autoComplete="email" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pedido.isPending}>
        Enviar link de recuperação
      </Button>
    </Form>
  );
}
