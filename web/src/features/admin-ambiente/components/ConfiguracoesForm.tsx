import { Button, Checkbox, Divider, Flex, Form, Input, Select } from 'antd';
import { MENSAGEM_GOOGLE_INDISPONIVEL } from '@wf/shared/constants/google';
import { atualizarClienteSchema } from '@wf/shared/schemas/administracao';
import type { ClienteCompleto } from '@wf/shared/types/sessao';
import { cpfValido, mascaraCpf } from '@wf/shared/validation/documentos';
import { ApiError } from '../../../lib/api';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../lib/formularioZod';
import { toast } from '../../../lib/toast';
import { useAtualizarCliente } from '../api/atualizar-cliente';
import { SecaoOutrasConfiguracoes } from './SecaoOutrasConfiguracoes';
import {
  camposDoCliente,
  efeitoNoAcessoPadrao,
  efeitosDasRestricoes,
  payloadConfiguracoes,
  type CamposConfiguracoes,
} from '../utils/configuracoesAmbiente';

export interface ConfiguracoesFormProps {
  cliente: ClienteCompleto;
}

/** Options sit close together; the dividers separate the groups. */
const ESPACO_OPCAO = { marginBottom: 12 };

const SEPARADORES_LISTA = [',', ';', ' ', '\n'];

/** Tags are typed or pasted in bulk; each CPF gets its mask, duplicates go away. */
const normalizarCpfs = (valores: string[] = []) => [...new Set(valores.map(mascaraCpf).filter(Boolean))];
const normalizarDominios = (valores: string[] = []) => [
  ...new Set(valores.map((valor) => valor.trim().toLowerCase().replace(/^@/, '')).filter(Boolean)),
];

export function ConfiguracoesForm({ cliente }: ConfiguracoesFormProps) {
  const [form] = Form.useForm<CamposConfiguracoes>();
  const atualizar = useAtualizarCliente();
  const googleSignIn = Form.useWatch('googleSignIn', form);
  const loginExclusivo = Form.useWatch('loginExclusivoViaGoogleSignIn', form);
  const googleDisponivel = cliente.googleSignInDisponivel === 'S';
  const restringirCPF = Form.useWatch('restringirCPF', form);
  const restringirDominio = Form.useWatch('restringirDominio', form);
  const campos = atualizarClienteSchema.shape;

  const handleMudanca = (mudou: Partial<CamposConfiguracoes>, todos: CamposConfiguracoes) => {
    const restricoes = efeitosDasRestricoes(mudou);
    const efeitos = { ...restricoes, ...efeitoNoAcessoPadrao({ ...todos, ...restricoes }) };
    if (Object.keys(efeitos).length > 0) form.setFieldsValue(efeitos);
  };

  const handleSalvar = (valores: CamposConfiguracoes) => {
    const validacao = validarComSchema(form, atualizarClienteSchema, payloadConfiguracoes(valores));
    if (!validacao.sucesso) return;
    atualizar.mutate(validacao.dados, {
      onSuccess: ({ mensagem }) => toast.sucesso(mensagem),
      onError: (erro) => {
        if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
      },
    });
  };

  return (
    <Form<CamposConfiguracoes>
      form={form}
      layout="vertical"
      initialValues={camposDoCliente(cliente)}
      onValuesChange={handleMudanca}
      onFinish={handleSalvar}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        label="Nome do ambiente"
        name="nome"
        rules={[regraZod(campos.nome)]}
        extra={`Código do ambiente: ${cliente.sigla}`}
      >
        <Input />
      </Form.Item>

      <Divider titlePlacement="start">Login</Divider>
      <Form.Item
        name="googleSignIn"
        valuePropName="checked"
        style={ESPACO_OPCAO}
        extra={googleDisponivel ? undefined : MENSAGEM_GOOGLE_INDISPONIVEL}
      >
        {/* Without a Google client on the server the option can only be turned off. */}
        <Checkbox disabled={!googleDisponivel && !googleSignIn}>Permitir login com conta Google</Checkbox>
      </Form.Item>
      <Form.Item
        name="loginExclusivoViaGoogleSignIn"
        valuePropName="checked"
        style={ESPACO_OPCAO}
        extra={googleSignIn ? undefined : 'Disponível quando o login com Google está permitido.'}
      >
        <Checkbox disabled={!googleSignIn || (!googleDisponivel && !loginExclusivo)}>
          Login exclusivo com conta Google
        </Checkbox>
      </Form.Item>
      <Form.Item name="exibirNomeLogin" valuePropName="checked" style={ESPACO_OPCAO}>
        <Checkbox>Exibir o nome do ambiente na tela de login</Checkbox>
      </Form.Item>

      <Divider titlePlacement="start">Cadastro de usuários</Divider>
      <Form.Item name="exigirAtivacaoUsuario" valuePropName="checked" style={ESPACO_OPCAO}>
        <Checkbox>Exigir ativação da conta pelo link enviado por e-mail</Checkbox>
      </Form.Item>
      <Form.Item
        name="restringirCPF"
        valuePropName="checked"
        style={ESPACO_OPCAO}
        extra="Somente os CPFs da lista podem se cadastrar. Não pode ser usado junto com a restrição por domínio."
      >
        <Checkbox>Restringir cadastro por CPF</Checkbox>
      </Form.Item>
      {restringirCPF && (
        <Form.Item
          label="CPFs permitidos"
          name="cpfsPermitidos"
          normalize={normalizarCpfs}
          rules={[
            {
              validator: async (_regra, valores: string[] = []) => {
                const invalido = valores.find((valor) => !cpfValido(valor));
                if (invalido) throw new Error(`CPF inválido: ${invalido}`);
              },
            },
          ]}
        >
          <Select
            mode="tags"
            tokenSeparators={SEPARADORES_LISTA}
            open={false}
            suffixIcon={null}
            placeholder="Digite ou cole os CPFs e tecle Enter"
            aria-label="CPFs permitidos"
          />
        </Form.Item>
      )}
      <Form.Item
        name="restringirDominio"
        valuePropName="checked"
        style={ESPACO_OPCAO}
        extra="Somente e-mails dos domínios da lista podem se cadastrar."
      >
        <Checkbox>Restringir cadastro por domínio de e-mail</Checkbox>
      </Form.Item>
      {restringirDominio && (
        <Form.Item
          label="Domínios permitidos"
          name="dominiosPermitidos"
          normalize={normalizarDominios}
          rules={[regraZod(campos.dominiosPermitidos)]}
        >
          <Select
            mode="tags"
            tokenSeparators={SEPARADORES_LISTA}
            open={false}
            suffixIcon={null}
            placeholder="exemplo.com.br"
            aria-label="Domínios permitidos"
          />
        </Form.Item>
      )}
      <SecaoOutrasConfiguracoes cadastroRestrito={Boolean(restringirCPF || restringirDominio)} />
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={atualizar.isPending}>
          Salvar configurações
        </Button>
      </Flex>
    </Form>
  );
}
