import { Button, Checkbox, Form, Input } from 'antd';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { mensagens } from '@wf/shared/messages';
import { mascaraCpf, mascaraTelefone } from '@wf/shared/validation/documentos';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { LinkTermosDeUso } from '../../../components/termos/LinkTermosDeUso';
import { ApiError } from '../../../lib/api';
import { caminhoLogin } from '../../../lib/caminhos';
import {
  carregarSobDemanda,
  mostrarErrosNosCampos,
  regraIgualA,
  regraZod,
  validarComSchemaSobDemanda,
} from '../../../lib/formularioZod';
import { DURACAO_TOAST_LONGO, toast } from '../../../lib/toast';
import { useCadastrarUsuario } from '../api/cadastrar-usuario';

export interface CadastroFormProps {
  cliente: ClientePublico;
}

/**
 * The shared sign-up schema, and zod with it (about 21 KB gzip), load on the first keystroke, not
 * with the screen (docs/adr/0031-spa-weight.md).
 */
const carregarSchemas = carregarSobDemanda(() => import('@wf/shared/schemas/usuario'));

interface CamposCadastro {
  nome: string;
  email: string;
  celular: string;
  cpf?: string;
  empresa?: string;
  cargo?: string;
  senha: string;
  confirmarSenha: string;
  termos: boolean;
}

/**
 * Sign-up: CPF when the tenant does not control plans (required when it
 * restricts by CPF), company instead when it does. Rules come from the shared schema.
 */
export function CadastroForm({ cliente }: CadastroFormProps) {
  const [form] = Form.useForm<CamposCadastro>();
  const navigate = useNavigate();
  const cadastro = useCadastrarUsuario();
  const { schema, regra } = useMemo(() => {
    const carregarSchema = carregarSobDemanda(async () =>
      (await carregarSchemas()).cadastroUsuarioSchema({
        controlarPlanos: cliente.controlarPlanos,
        restringirCPF: cliente.restringirCPF,
      }),
    );
    type Campo = keyof Awaited<ReturnType<typeof carregarSchema>>['shape'];
    return {
      schema: carregarSchema,
      regra: (campo: Campo) => regraZod(async () => (await carregarSchema()).shape[campo]),
    };
  }, [cliente.controlarPlanos, cliente.restringirCPF]);
  const exibeCpf = cliente.controlarPlanos === 'N';

  const handleAlterarCampos = () => void schema().catch(() => undefined);

  const handleCadastrar = async (valores: CamposCadastro) => {
    const validacao = await validarComSchemaSobDemanda(form, schema, { ...valores, termos: valores.termos === true });
    if (!validacao.sucesso) return;
    cadastro.mutate(
      { sigla: cliente.sigla, tokenCliente: cliente.token, Usuario: validacao.dados },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem, DURACAO_TOAST_LONGO);
          navigate(caminhoLogin(cliente.sigla));
        },
        onError: (erro) => {
          if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      onFinish={handleCadastrar}
      onValuesChange={handleAlterarCampos}
      requiredMark="optional"
    >
      <Form.Item label="Nome" name="nome" rules={[regra('nome')]} required>
        <Input autoComplete="name" autoFocus />
      </Form.Item>
      <Form.Item label="E-mail" name="email" rules={[regra('email')]} required>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Celular" name="celular" rules={[regra('celular')]} normalize={mascaraTelefone} required>
        <Input inputMode="tel" autoComplete="tel-national" placeholder="(00) 00000-0000" />
      </Form.Item>
      {exibeCpf ? (
        <Form.Item
          label="CPF"
          name="cpf"
          rules={[regra('cpf')]}
          normalize={mascaraCpf}
          required={cliente.restringirCPF === 'S'}
        >
          <Input inputMode="numeric" placeholder="000.000.000-00" />
        </Form.Item>
      ) : (
        <Form.Item label="Empresa" name="empresa" rules={[regra('empresa')]} required>
          <Input autoComplete="organization" />
        </Form.Item>
      )}
      <Form.Item label="Cargo" name="cargo" rules={[regra('cargo')]}>
        <Input autoComplete="organization-title" />
      </Form.Item>
      <Form.Item label="Senha" name="senha" rules={[regra('senha')]} required hasFeedback>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirmar senha"
        name="confirmarSenha"
        dependencies={['senha']}
        rules={[regra('confirmarSenha'), regraIgualA('senha', mensagens.senhasDiferentes)]}
        required
        hasFeedback
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="termos" valuePropName="checked" rules={[regra('termos')]} validateTrigger="onChange">
        <Checkbox>
          Li e concordo com os <LinkTermosDeUso>termos de acesso, uso e política de privacidade</LinkTermosDeUso>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={cadastro.isPending}>
        Criar conta
      </Button>
    </Form>
  );
}
