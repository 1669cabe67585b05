import { CheckCircleOutlined, MailOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import type { UsuarioAdministrado, UsuarioSessao } from '@wf/shared/types/sessao';
import { toast } from '../../../lib/toast';
import { useAtualizarUsuario } from '../api/atualizar-usuario';
import { useReenviarConvite } from '../api/convidar-usuario';
import type { RegrasEdicaoUsuario } from '../utils/regrasEdicaoUsuario';

export interface AcoesDeAcessoProps {
  ator: UsuarioSessao;
  usuario: UsuarioAdministrado;
  regras: RegrasEdicaoUsuario;
}

/**
 * A row's access action: "Reenviar convite" while the invitation is pending, otherwise
 * "Desativar" (after a confirmation: the person loses access at once, his history stays) or
 * "Reativar". Locked by the same rules as the edit's active checkbox.
 */
export function AcoesDeAcesso({ ator, usuario, regras }: AcoesDeAcessoProps) {
  const atualizar = useAtualizarUsuario(ator.id);
  const reenviar = useReenviarConvite();

  if (usuario.convitePendente) {
    return (
      <Tooltip title="Reenviar convite">
        <Button
          type="text"
          icon={<MailOutlined />}
          loading={reenviar.isPending}
          disabled={!regras.podeEditar}
          aria-label={`Reenviar convite para ${usuario.nome}`}
          onClick={() => reenviar.mutate(usuario.id, { onSuccess: ({ mensagem }) => toast.sucesso(mensagem) })}
        />
      </Tooltip>
    );
  }

  const bloqueado = !regras.podeEditar || regras.ativoBloqueado;
  const mudar = (ativo: 'S' | 'N') =>
    atualizar.mutate(
      { id: usuario.id, nome: usuario.nome, perfilUsuario: usuario.perfilUsuario, ativo },
      { onSuccess: ({ mensagem }) => toast.sucesso(mensagem) },
    );

  if (usuario.ativo === 'N') {
    return (
      <Tooltip title={regras.motivoAtivoBloqueado ?? 'Reativar'}>
        <Button
          type="text"
          icon={<CheckCircleOutlined />}
          loading={atualizar.isPending}
          disabled={bloqueado}
          aria-label={`Reativar ${usuario.nome}`}
          onClick={() => mudar('S')}
        />
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={`Desativar ${usuario.nome}?`}
      description="A pessoa perde o acesso a este ambiente na hora. O histórico dela é mantido e você pode reativá-la depois."
      okText="Desativar"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      disabled={bloqueado}
      onConfirm={() => mudar('N')}
    >
      <Tooltip title={regras.motivoAtivoBloqueado ?? 'Desativar'}>
        <Button
          type="text"
          danger
          icon={<StopOutlined />}
          loading={atualizar.isPending}
          disabled={bloqueado}
          aria-label={`Desativar ${usuario.nome}`}
        />
      </Tooltip>
    </Popconfirm>
  );
}
