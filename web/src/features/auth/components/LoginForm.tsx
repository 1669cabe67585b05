import { GoogleOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Flex, Form, Input, Typography } from 'antd';
import { loginSchema } from '@wf/shared/schemas/auth';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { Link } from 'react-router-dom';
import { mensagemDoErro } from '../../../lib/api';
import { regraZod, validarComSchema } from '../../../lib/formularioZod';
import { useLogin } from '../api/login';
import { ofereceGoogle, somenteGoogle } from '../utils/loginComGoogle';

export interface LoginFormProps {
  cliente: ClientePublico;
}

interface CamposLogin {
  email: string;
  senha: string;
}

/**
 * E-mail and password unless the tenant signs in only with Google; the Google button when
 * enabled and the server can sign in with Google; 'ou' between both.
 */
export function LoginForm({ cliente }: LoginFormProps) {
  const [form] = Form.useForm<CamposLogin>();
  const login = useLogin(cliente.sigla);
  const exibeFormulario = !somenteGoogle(cliente);
  const exibeGoogle = ofereceGoogle(cliente);
  const sigla = encodeURIComponent(cliente.sigla);

  const handleEntrar = (valores: CamposLogin) => {
    const validacao = validarComSchema(form, loginSchema, { ...valores, tokenCliente: cliente.token });
    if (validacao.sucesso) login.mutate(validacao.dados);
  };

  const handleAlterarCampos = () => {
    if (login.isError) login.reset();
  };

  return (
    <>
      {exibeFormulario && (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          validateTrigger="onBlur"
          onFinish={handleEntrar}
          onValuesChange={handleAlterarCampos}
          size="large"
        >
          <Form.Item label="E-mail" name="email" rules={[regraZod(loginSchema.shape.email)]}>
            <Input type="email" autoComplete="username" autoFocus placeholder="seu@email.com.br" />
          </Form.Item>
          <Form.Item label="Senha" name="senha" rules={[regraZod(loginSchema.shape.senha)]} style={{ marginBottom: 8 }}>
            <Input.Password autoComplete="current-password" placeholder="Sua senha" />
          </Form.Item>
          <Flex justify="flex-end" style={{ marginBottom: 16 }}>
            <Link to={`/recover-password/${sigla}`}>Esqueceu sua senha?</Link>
          </Flex>
          {login.isError && (
            <Alert type="error" showIcon title={mensagemDoErro(login.error)} style={{ marginBottom: 16 }} />
          )}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            Entrar
          </Button>
        </Form>
      )}
      {exibeFormulario && exibeGoogle && <Divider plain>ou</Divider>}
      {exibeGoogle && (
        <Button block size="large" icon={<GoogleOutlined />} href={`/api/auth/google?customer=${sigla}`}>
          Entrar com Google
        </Button>
      )}
      {!exibeFormulario && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to={`/recover-password/${sigla}`}>Esqueceu sua senha?</Link>
        </Flex>
      )}
      {exibeFormulario && (
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 24 }}>
          Ainda não tem uma conta? <Link to={`/register/${sigla}`}>Cadastre-se</Link>
        </Typography.Paragraph>
      )}
    </>
  );
}
