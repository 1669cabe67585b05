import { Checkbox, Flex, Form, Input, Modal, Select, Tooltip, Typography } from 'antd';
import { TEMPO_SESSAO_PADRAO_MINUTOS, TEMPOS_SESSAO_MINUTOS } from '@wf/shared/constants/configuracoesAmbiente';
import { atualizarUsuarioAdminSchema } from '@wf/shared/schemas/administracao';
import type { UsuarioAdministrado, UsuarioSessao } from '@wf/shared/types/sessao';
import { AvatarUsuario } from '../../../components/AvatarUsuario';
import { ApiError } from '../../../lib/api';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../lib/formularioZod';
import { toast } from '../../../lib/toast';
import { useAtualizarUsuario } from '../api/atualizar-usuario';
import { regrasEdicaoUsuario } from '../utils/regrasEdicaoUsuario';

export interface EditarUsuarioModalProps {
  ator: UsuarioSessao;
  alvo: UsuarioAdministrado;
  onFechar: () => void;
}

interface CamposEdicao {
  nome: string;
  perfilUsuario: UsuarioAdministrado['perfilUsuario'];
  ativo: boolean;
  tempoSessao: number;
  auth2fa: boolean;
  permiteInteracaoCompleta: boolean;
}

const rotuloTempo = (minutos: number) =>
  minutos < 60 ? `${minutos} minutos` : `${minutos / 60} hora${minutos > 60 ? 's' : ''}`;
const OPCOES_TEMPO_SESSAO = TEMPOS_SESSAO_MINUTOS.map((m) => ({
  value: m,
  label: m === TEMPO_SESSAO_PADRAO_MINUTOS ? `${rotuloTempo(m)} (padrão)` : rotuloTempo(m),
}));

export function EditarUsuarioModal({ ator, alvo, onFechar }: EditarUsuarioModalProps) {
  const [form] = Form.useForm<CamposEdicao>();
  const atualizar = useAtualizarUsuario(ator.id);
  const regras = regrasEdicaoUsuario(ator, alvo);
  const campos = atualizarUsuarioAdminSchema.shape;

  const handleSalvar = (valores: CamposEdicao) => {
    const validacao = validarComSchema(form, atualizarUsuarioAdminSchema, {
      id: alvo.id,
      nome: valores.nome,
      perfilUsuario: valores.perfilUsuario,
      ativo: valores.ativo ? 'S' : 'N',
      tempoSessao: valores.tempoSessao,
      auth2fa: valores.auth2fa ? 'S' : 'N',
      permiteInteracaoCompleta: valores.permiteInteracaoCompleta ? 'S' : 'N',
    });
    if (!validacao.sucesso) return;
    atualizar.mutate(validacao.dados, {
      onSuccess: ({ mensagem }) => {
        toast.sucesso(mensagem);
        onFechar();
      },
      onError: (erro) => {
        if (erro instanceof ApiError) mostrarErrosNosCampos(form, erro.campos);
      },
    });
  };

  return (
    <Modal
      open
      title="Editar usuário"
      okText="Salvar"
      cancelText="Cancelar"
      onOk={form.submit}
      onCancel={onFechar}
      confirmLoading={atualizar.isPending}
      destroyOnHidden
    >
      <Flex align="center" gap={12} style={{ margin: '8px 0 24px' }}>
        <AvatarUsuario nome={alvo.nome} iniciais={alvo.iniciais} cor={alvo.cor} tamanho={40} />
        <Typography.Text type="secondary">{alvo.email}</Typography.Text>
      </Flex>
      <Form<CamposEdicao>
        form={form}
        layout="vertical"
        onFinish={handleSalvar}
        initialValues={{
          nome: alvo.nome,
          perfilUsuario: alvo.perfilUsuario,
          ativo: alvo.ativo === 'S',
          tempoSessao: alvo.tempoSessao,
          auth2fa: alvo.auth2fa === 'S',
          permiteInteracaoCompleta: alvo.permiteInteracaoCompleta === 'S',
        }}
        disabled={!regras.podeEditar}
      >
        <Form.Item label="Nome" name="nome" rules={[regraZod(campos.nome)]}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item label="Perfil" name="perfilUsuario" rules={[regraZod(campos.perfilUsuario)]}>
          <Select options={regras.opcoesPerfil} />
        </Form.Item>
        <Tooltip title={regras.motivoAtivoBloqueado}>
          <div style={{ display: 'inline-block' }}>
            <Form.Item name="ativo" valuePropName="checked">
              <Checkbox disabled={regras.ativoBloqueado}>Ativo</Checkbox>
            </Form.Item>
          </div>
        </Tooltip>
        <Form.Item
          label="Tempo de sessão"
          name="tempoSessao"
          rules={[regraZod(campos.tempoSessao)]}
          extra="Depois desse tempo sem o aplicativo aberto, a pessoa precisa entrar de novo."
        >
          <Select aria-label="Tempo de sessão" options={OPCOES_TEMPO_SESSAO} />
        </Form.Item>
        {/* Stored for later: the spec gives them no effect yet (docs/adr/0075-user-settings.md). */}
        <Form.Item
          name="auth2fa"
          valuePropName="checked"
          style={{ marginBottom: 4 }}
          extra="Registrado para uso futuro: o login ainda não pede o segundo fator."
        >
          <Checkbox>Autenticação em dois fatores</Checkbox>
        </Form.Item>
        <Form.Item
          name="permiteInteracaoCompleta"
          valuePropName="checked"
          extra="Registrado para uso futuro: ainda não altera o que a pessoa pode fazer."
        >
          <Checkbox>Permitir interação completa</Checkbox>
        </Form.Item>
        {/* Enter in the name field submits, like every other form. */}
        <button type="submit" style={{ display: 'none' }} aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
