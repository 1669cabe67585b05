import { Form, Input, Modal, Select, Typography } from 'antd';
import { VALIDADE_CONVITE_DIAS } from '@wf/shared/constants/convites';
import { convidarUsuarioSchema } from '@wf/shared/schemas/administracao';
import type { PerfilUsuario, UsuarioSessao } from '@wf/shared/types/sessao';
import { ApiError } from '../../../lib/api';
import { mostrarErrosNosCampos, regraZod, validarComSchema } from '../../../lib/formularioZod';
import { toast } from '../../../lib/toast';
import { useConvidarUsuario } from '../api/convidar-usuario';
import { regrasEdicaoUsuario } from '../utils/regrasEdicaoUsuario';

export interface ConvidarUsuarioModalProps {
  ator: UsuarioSessao;
  onFechar: () => void;
}

interface CamposConvite {
  email: string;
  nome: string;
  perfilUsuario: PerfilUsuario;
}

/**
 * "Convidar pessoa": the person receives an e-mail with a link where he chooses his password and
 * enters the environment. The profiles offered follow the edit rules (a new person is '1').
 */
export function ConvidarUsuarioModal({ ator, onFechar }: ConvidarUsuarioModalProps) {
  const [form] = Form.useForm<CamposConvite>();
  const convidar = useConvidarUsuario();
  const opcoesPerfil = regrasEdicaoUsuario(ator, { id: '', perfilUsuario: '1' }).opcoesPerfil.filter(
    (opcao) => !opcao.disabled,
  );
  const campos = convidarUsuarioSchema.shape;

  const handleConvidar = (valores: CamposConvite) => {
    const validacao = validarComSchema(form, convidarUsuarioSchema, valores);
    if (!validacao.sucesso) return;
    convidar.mutate(validacao.dados, {
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
      title="Convidar pessoa"
      okText="Enviar convite"
      cancelText="Cancelar"
      onOk={form.submit}
      onCancel={onFechar}
      confirmLoading={convidar.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        A pessoa recebe um e-mail com um link válido por {VALIDADE_CONVITE_DIAS} dias. Ao abri-lo, ela escolhe a própria
        senha e entra no ambiente com o perfil escolhido aqui.
      </Typography.Paragraph>
      <Form<CamposConvite>
        form={form}
        layout="vertical"
        onFinish={handleConvidar}
        initialValues={{ perfilUsuario: '1' }}
      >
        <Form.Item label="E-mail" name="email" rules={[regraZod(campos.email)]}>
          <Input type="email" autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item label="Nome" name="nome" rules={[regraZod(campos.nome)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Perfil" name="perfilUsuario" rules={[regraZod(campos.perfilUsuario)]}>
          <Select options={opcoesPerfil} />
        </Form.Item>
        {/* Enter in a field submits, like every other form. */}
        <button type="submit" style={{ display: 'none' }} aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
