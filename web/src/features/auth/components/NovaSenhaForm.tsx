import { Button, Form, Input, Skeleton, Typography } from 'antd';
import { mensagens } from '@wf/shared/messages';
import { novaSenhaSchema } from '@wf/shared/schemas/usuario';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { caminhoLogin } from '../../../lib/caminhos';
import { regraIgualA, regraZod, validarComSchema } from '../../../lib/formularioZod';
import { toast } from '../../../lib/toast';
import { useLinkSenha } from '../api/validar-link-senha';
import { useRecuperarSenha } from '../api/recuperar-senha';

export interface NovaSenhaFormProps {
  cliente: ClientePublico;
  hash: string;
}

interface CamposNovaSenha {
  senha: string;
  confirmarSenha: string;
}

/** The link is validated first; a failed check shows the message and goes to the login. */
export function NovaSenhaForm({ cliente, hash }: NovaSenhaFormProps) {
  const [form] = Form.useForm<CamposNovaSenha>();
  const navigate = useNavigate();
  const link = useLinkSenha(cliente.sigla, hash);
  const recuperacao = useRecuperarSenha();
  const campos = novaSenhaSchema.shape;

  useEffect(() => {
    if (link.isError) navigate(caminhoLogin(cliente.sigla), { replace: true });
  }, [link.isError, navigate, cliente.sigla]);

  const handleSalvar = (valores: CamposNovaSenha) => {
    if (!link.data) return;
    const validacao = validarComSchema(form, novaSenhaSchema, {
      ...valores,
      customer: link.data.customer,
      hash: link.data.hash,
    });
    if (!validacao.sucesso) return;
    recuperacao.mutate(validacao.dados, {
      onSuccess: ({ mensagem }) => {
        toast.sucesso(mensagem);
        navigate(caminhoLogin(cliente.sigla), { replace: true });
      },
    });
  };

  if (!link.data) return <Skeleton active paragraph={{ rows: 4 }} />;

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      onFinish={handleSalvar}
      size="large"
    >
      <Typography.Paragraph>
        Conta: <Typography.Text strong>{link.data.email}</Typography.Text>
      </Typography.Paragraph>
      <Form.Item label="Nova senha" name="senha" rules={[regraZod(campos.senha)]} hasFeedback>
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="Confirmar nova senha"
        name="confirmarSenha"
        dependencies={['senha']}
        rules={[regraZod(campos.confirmarSenha), regraIgualA('senha', mensagens.senhasDiferentes)]}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={recuperacao.isPending}>
        Salvar nova senha
      </Button>
    </Form>
  );
}
