import { Button, Checkbox, Form, Input } from 'antd';
import { cadastroUsuarioSchema } from '@wf/shared/schemas/usuario';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { mensagens } from '@wf/shared/messages';
import { mascaraCpf, mascaraTelefone } from '@wf/shared/validation/documentos';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { LinkTermosDeUso } from '../../../components/termos/LinkTermosDeUso';
import { ApiError } from '../../../lib/api';
import { caminhoLogin } from '../../../lib/caminhos';
import { mostrarErrosNosCampos, regraIgualA, regraZod, validarComSchema } from '../../../lib/formularioZod';
import { DURACAO_TOAST_LONGO, toast } from '../../../lib/toast';
import { useCadastrarUsuario } from '../api/cadastrar-usuario';

export interface CadastroFormProps {
  cliente: ClientePublico;
}

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
  const schema = useMemo(
    () => cadastroUsuarioSchema({ controlarPlanos: cliente.controlarPlanos, restringirCPF: cliente.restringirCPF }),
    [cliente.controlarPlanos, cliente.restringirCPF],
  );
  const campos = schema.shape;
  const exibeCpf = cliente.controlarPlanos === 'N';

  const handleCadastrar = (valores: CamposCadastro) => {
    const validacao = validarComSchema(form, schema, { ...valores, termos: valores.termos === true });
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
    <Form form={form} layout="vertical" validateTrigger="onBlur" onFinish={handleCadastrar} requiredMark="optional">
      <Form.Item label="Nome" name="nome" rules={[regraZod(campos.nome)]} required>
        <Input autoComplete="name" autoFocus />
      </Form.Item>
      <Form.Item label="E-mail" name="email" rules={[regraZod(campos.email)]} required>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Celular" name="celular" rules={[regraZod(campos.celular)]} normalize={mascaraTelefone} required>
        <Input inputMode="tel" autoComplete="tel-national" placeholder="(00) 00000-0000" />
      </Form.Item>
      {exibeCpf ? (
        <Form.Item
          label="CPF"
          name="cpf"
          rules={[regraZod(campos.cpf)]}
          normalize={mascaraCpf}
          required={cliente.restringirCPF === 'S'}
        >
          <Input inputMode="numeric" placeholder="000.000.000-00" />
        </Form.Item>
      ) : (
        <Form.Item label="Empresa" name="empresa" rules={[regraZod(campos.empresa)]} required>
          <Input autoComplete="organization" />
        </Form.Item>
      )}
      <Form.Item label="Cargo" name="cargo" rules={[regraZod(campos.cargo)]}>
        <Input autoComplete="organization-title" />
      </Form.Item>
      <Form.Item label="Senha" name="senha" rules={[regraZod(campos.senha)]} required hasFeedback>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirmar senha"
        name="confirmarSenha"
        dependencies={['senha']}
        rules={[regraZod(campos.confirmarSenha), regraIgualA('senha', mensagens.senhasDiferentes)]}
        required
        hasFeedback
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="termos" valuePropName="checked" rules={[regraZod(campos.termos)]} validateTrigger="onChange">
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
