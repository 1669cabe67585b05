import { Button, Form, Input, Skeleton, Typography } from 'antd';
import { mensagens } from '@wf/shared/messages';
import { aceitarConviteSchema } from '@wf/shared/schemas/usuario';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { caminhoLogin } from '../../../lib/caminhos';
import { regraIgualA, regraZod, validarComSchema } from '../../../lib/formularioZod';
import { SIGLA_PADRAO } from '../../../lib/siglaCliente';
import { toast } from '../../../lib/toast';
import { useAceitarConvite, useDadosConvite } from '../api/convite';
import { LayoutAutenticacao } from './LayoutAutenticacao';

interface CamposConvite {
  nome: string;
  senha: string;
  confirmarSenha: string;
}

/**
 * /aceitarconvite/:customer/:hash, the link of an administrator's invitation: the person checks
 * his name, chooses a password and lands signed in on /home. A used, replaced or expired link
 * shows the server's message and goes to the login.
 */
export function AceitarConvitePage() {
  const { customer = SIGLA_PADRAO, hash = '' } = useParams();
  return (
    <LayoutAutenticacao customer={customer} titulo="Aceitar convite" subtitulo="Escolha sua senha para entrar.">
      {(cliente) => <AceitarConviteForm cliente={cliente} hash={hash} />}
    </LayoutAutenticacao>
  );
}

function AceitarConviteForm({ cliente, hash }: { cliente: ClientePublico; hash: string }) {
  const [form] = Form.useForm<CamposConvite>();
  const navigate = useNavigate();
  const convite = useDadosConvite(cliente.sigla, hash);
  const aceitar = useAceitarConvite();
  const campos = aceitarConviteSchema.shape;

  useEffect(() => {
    if (convite.isError) navigate(caminhoLogin(cliente.sigla), { replace: true });
  }, [convite.isError, navigate, cliente.sigla]);

  const handleAceitar = (valores: CamposConvite) => {
    const validacao = validarComSchema(form, aceitarConviteSchema, { ...valores, customer: cliente.sigla, hash });
    if (!validacao.sucesso) return;
    aceitar.mutate(validacao.dados, {
      onSuccess: () => {
        toast.sucesso('Bem-vindo(a)! Seu acesso ao ambiente está pronto.');
        navigate('/home', { replace: true });
      },
    });
  };

  if (!convite.data) return <Skeleton active paragraph={{ rows: 5 }} />;

  return (
    <Form<CamposConvite>
      form={form}
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      onFinish={handleAceitar}
      initialValues={{ nome: convite.data.nome }}
      size="large"
    >
      <Typography.Paragraph>
        Você foi convidado(a) para o ambiente <Typography.Text strong>{convite.data.nomeAmbiente}</Typography.Text> com
        o e-mail <Typography.Text strong>{convite.data.email}</Typography.Text>.
      </Typography.Paragraph>
      <Form.Item label="Nome" name="nome" rules={[regraZod(campos.nome)]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label="Senha" name="senha" rules={[regraZod(campos.senha)]} hasFeedback>
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="Confirmar senha"
        name="confirmarSenha"
        dependencies={['senha']}
        rules={[regraZod(campos.confirmarSenha), regraIgualA('senha', mensagens.senhasDiferentes)]}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={aceitar.isPending}>
        Aceitar convite e entrar
      </Button>
    </Form>
  );
}
