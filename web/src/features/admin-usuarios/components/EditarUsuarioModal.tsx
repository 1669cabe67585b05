import { Checkbox, Flex, Form, Input, Modal, Select, Tooltip, Typography } from 'antd';
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
}

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
        initialValues={{ nome: alvo.nome, perfilUsuario: alvo.perfilUsuario, ativo: alvo.ativo === 'S' }}
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
        {/* Enter in the name field submits, like every other form. */}
        <button type="submit" style={{ display: 'none' }} aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
