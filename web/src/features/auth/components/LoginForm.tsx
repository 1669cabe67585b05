import { Alert, Button, Divider, Flex, Form, Input, Typography } from 'antd';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { mensagemDoErro } from '../../../lib/api';
import { carregarSobDemanda, regraZod, validarComSchemaSobDemanda } from '../../../lib/formularioZod';
import { useLogin } from '../api/login';
import { gravarSigla } from '../../../lib/siglaCliente';
import { enderecoLoginGoogle, ofereceGoogle, somenteGoogle } from '../utils/loginComGoogle';
import { useMensagemFalhaGoogle } from '../utils/useMensagemFalhaGoogle';

export interface LoginFormProps {
  cliente: ClientePublico;
}

/**
 * The shared login schema, and zod with it (about 21 KB gzip), load on the first keystroke, not
 * with the screen: the login route is the product's front door (docs/adr/0031-spa-weight.md).
 */
const carregarLoginSchema = carregarSobDemanda(async () => (await import('@wf/shared/schemas/auth')).loginSchema);
const REGRA_EMAIL = regraZod(async () => (await carregarLoginSchema()).shape.email);
const REGRA_SENHA = regraZod(async () => (await carregarLoginSchema()).shape.senha);

/**
 * The Google button loads only for tenants that offer it: the login route's weight is measured
 * against a ceiling (docs/adr/0031-spa-weight.md), and most tenants never show the button.
 */
const BotaoGoogle = lazy(async () => ({ default: (await import('./BotaoGoogle')).BotaoGoogle }));

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
  const [parametros] = useSearchParams();
  // A Google sign-in that failed comes back here with the reason's code (never its text).
  const falhaGoogle = useMensagemFalhaGoogle(parametros.get('erroGoogle'));

  const handleEntrar = async (valores: CamposLogin) => {
    const validacao = await validarComSchemaSobDemanda(form, carregarLoginSchema, {
      ...valores,
      tokenCliente: cliente.token,
    });
    if (validacao.sucesso) login.mutate(validacao.dados);
  };

  const handleAlterarCampos = () => {
    void carregarLoginSchema().catch(() => undefined);
    if (login.isError) login.reset();
  };

  return (
    <>
      {falhaGoogle && <Alert type="error" showIcon title={falhaGoogle} style={{ marginBottom: 16 }} />}
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
          <Form.Item label="E-mail" name="email" rules={[REGRA_EMAIL]}>
            <Input type="email" autoComplete="username" autoFocus placeholder="seu@email.com.br" />
          </Form.Item>
          <Form.Item label="Senha" name="senha" rules={[REGRA_SENHA]} style={{ marginBottom: 8 }}>
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
        // The API sends the browser back to /home: the SPA must already know this is the tenant.
        <Suspense fallback={<Button block size="large" loading aria-label="Entrar com Google" />}>
          <BotaoGoogle
            href={enderecoLoginGoogle(cliente.sigla, parametros)}
            aoEntrar={() => gravarSigla(cliente.sigla)}
          />
        </Suspense>
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
