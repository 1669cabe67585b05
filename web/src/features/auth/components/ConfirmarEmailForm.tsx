import { Button, Form, Input, Skeleton, Typography } from 'antd';
import { confirmarEmailSchema } from '@wf/shared/schemas/usuario';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import { caminhoLogin } from '../../../lib/caminhos';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../lib/formularioZod';
import { toast } from '../../../lib/toast';
import { useConfirmarEmail } from '../api/confirmar-email';
import { useLinkSenha } from '../api/validar-link-senha';

export interface ConfirmarEmailFormProps {
  cliente: ClientePublico;
  hash: string;
  /** "Não fiz este cadastro ou esqueci a senha": the same link sets a new password instead. */
  onNovaSenha: () => void;
}

interface CamposConfirmacao {
  senha: string;
}

/** The link is validated first (like the reset page); a failed check shows the message and goes to the login. */
export function ConfirmarEmailForm({ cliente, hash, onNovaSenha }: ConfirmarEmailFormProps) {
  const [form] = Form.useForm<CamposConfirmacao>();
  const navigate = useNavigate();
  const link = useLinkSenha(cliente.sigla, hash);
  const confirmar = useConfirmarEmail();
  const campos = confirmarEmailSchema.shape;

  useEffect(() => {
    if (link.isError) navigate(caminhoLogin(cliente.sigla), { replace: true });
  }, [link.isError, navigate, cliente.sigla]);

  const handleConfirmar = (valores: CamposConfirmacao) => {
    if (!link.data) return;
    const validacao = validarComSchema(form, confirmarEmailSchema, {
      ...valores,
      customer: link.data.customer,
      hash: link.data.hash,
    });
    if (!validacao.sucesso) return;
    confirmar.mutate(validacao.dados, {
      onSuccess: ({ mensagem }) => {
        toast.sucesso(mensagem);
        navigate(caminhoLogin(cliente.sigla), { replace: true });
      },
      onError: (erro) => {
        if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
      },
    });
  };

  if (!link.data) return <Skeleton active paragraph={{ rows: 3 }} />;

  return (
    <Form<CamposConfirmacao> form={form} layout="vertical" requiredMark={false} onFinish={handleConfirmar} size="large">
      <Typography.Paragraph>
        Conta: <Typography.Text strong>{link.data.email}</Typography.Text>
      </Typography.Paragraph>
      <Form.Item label="Sua senha" name="senha" rules={[regraZod(campos.senha)]}>
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={confirmar.isPending}>
        Confirmar e-mail
      </Button>
      <Button type="link" block onClick={onNovaSenha} style={{ marginTop: 8 }}>
        Não fiz este cadastro ou esqueci a senha
      </Button>
    </Form>
  );
}
