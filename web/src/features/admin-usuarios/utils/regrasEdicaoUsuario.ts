import type { PerfilUsuario } from '@wf/shared/types/sessao';
import { NOMES_PERFIS, TODOS_OS_PERFIS } from '../../../lib/perfis';

export interface PessoaComPerfil {
  id: string;
  perfilUsuario: PerfilUsuario;
  /** Invited, not yet accepted: the account turns active when the person accepts. */
  convitePendente?: boolean;
}

export interface OpcaoPerfil {
  value: PerfilUsuario;
  label: string;
  disabled: boolean;
}

export interface RegrasEdicaoUsuario {
  podeEditar: boolean;
  opcoesPerfil: OpcaoPerfil[];
  ativoBloqueado: boolean;
  /** Why the active checkbox is locked, for its tooltip. */
  motivoAtivoBloqueado?: string;
}

const SISTEMA: PerfilUsuario = '3';
const SO_SISTEMA_ATRIBUI: readonly PerfilUsuario[] = ['4', '5'];

/**
 * User administration:
 * - a profile-3 account is edited only by a profile-3 user or by its owner;
 * - the profile-3 option is visible to profile-3 users, or when the target already is 3;
 * - profiles 4 and 5 are assigned only by profile-3 users (a target already in one keeps it
 *   visible, disabled, so the current value still reads right);
 * - the active checkbox is locked on profile-3 targets unless the actor is 3;
 * - and (docs/adr/0004-identity-sign-up-and-sign-in.md) nobody deactivates his own account;
 * - a pending invitation's account turns active only when the person accepts (docs/adr/0052-invitations.md).
 */
export function regrasEdicaoUsuario(ator: PessoaComPerfil, alvo: PessoaComPerfil): RegrasEdicaoUsuario {
  const atorSistema = ator.perfilUsuario === SISTEMA;
  const alvoSistema = alvo.perfilUsuario === SISTEMA;

  const opcoesPerfil = TODOS_OS_PERFIS.filter((perfil) => {
    if (perfil === SISTEMA) return atorSistema || alvoSistema;
    if (SO_SISTEMA_ATRIBUI.includes(perfil)) return atorSistema || alvo.perfilUsuario === perfil;
    return true;
  }).map((perfil) => ({
    value: perfil,
    label: NOMES_PERFIS[perfil],
    disabled: SO_SISTEMA_ATRIBUI.includes(perfil) && !atorSistema,
  }));

  const proprio = ator.id === alvo.id;
  const motivoAtivoBloqueado = proprio
    ? 'Você não pode desativar a sua própria conta'
    : alvoSistema && !atorSistema
      ? 'Somente administradores do sistema alteram esta opção'
      : alvo.convitePendente
        ? 'A conta fica ativa quando a pessoa aceitar o convite'
        : undefined;

  return {
    podeEditar: !alvoSistema || atorSistema || proprio,
    opcoesPerfil,
    ativoBloqueado: motivoAtivoBloqueado !== undefined,
    motivoAtivoBloqueado,
  };
}
