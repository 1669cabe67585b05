import type { PerfilUsuario } from '@wf/shared/types/sessao';
import { erroUsuario } from '../erros';

/** Profiles that reach /admin/usuarios. */
export const PERFIS_ADMINISTRADORES_USUARIOS: readonly PerfilUsuario[] = ['2', '3'];
export const PERFIL_SISTEMA: PerfilUsuario = '3';

export interface Ator {
  usuarioId: string;
  perfilUsuario: PerfilUsuario;
}

export interface AlvoAtual {
  id: string;
  perfilUsuario: PerfilUsuario;
  ativo: 'S' | 'N';
  /** Invited, not yet accepted: the active flag waits for the person (he turns it on by accepting). */
  convitePendente?: boolean;
}

export function conferirPodeAdministrarUsuarios(ator: Ator): void {
  if (!PERFIS_ADMINISTRADORES_USUARIOS.includes(ator.perfilUsuario)) throw erroUsuario.semPermissaoAdministrar();
}

/**
 * The user-administration rules, enforced on the server (the screen only
 * hides the options):
 * - accounts of profile 3 are edited only by a profile-3 user or by the user himself;
 * - profile 3 is assigned only by a profile-3 user (keeping an existing 3 is allowed);
 * - profiles 4 and 5 are assigned only by a profile-3 user;
 * - the active flag of a profile-3 account is changed only by a profile-3 user.
 * Plus one of ours: nobody deactivates his own account (it would lock him out mid-session).
 */
export function conferirEdicaoAdministrativa(
  ator: Ator,
  alvo: AlvoAtual,
  novo: { perfilUsuario: PerfilUsuario; ativo: 'S' | 'N' },
): void {
  conferirPodeAdministrarUsuarios(ator);
  const atorSistema = ator.perfilUsuario === PERFIL_SISTEMA;
  const ehOProprio = ator.usuarioId === alvo.id;
  const perfilMuda = novo.perfilUsuario !== alvo.perfilUsuario;

  if (alvo.perfilUsuario === PERFIL_SISTEMA && !atorSistema && !ehOProprio)
    throw erroUsuario.somenteSistemaEditaSistema();
  if (perfilMuda) conferirPerfilAtribuido(ator, novo.perfilUsuario);
  if (alvo.perfilUsuario === PERFIL_SISTEMA && novo.ativo !== alvo.ativo && !atorSistema) {
    throw erroUsuario.somenteSistemaAtivaSistema();
  }
  if (ehOProprio && novo.ativo === 'N' && alvo.ativo === 'S') throw erroUsuario.naoPodeDesativarASiMesmo();
  if (alvo.convitePendente && novo.ativo !== alvo.ativo) throw erroUsuario.convitePendenteNaoAtiva();
}

/** Profiles 3, 4 and 5 are given only by a profile-3 user (an edit that changes the profile, an invitation). */
function conferirPerfilAtribuido(ator: Ator, perfilUsuario: PerfilUsuario): void {
  if (ator.perfilUsuario === PERFIL_SISTEMA) return;
  if (perfilUsuario === PERFIL_SISTEMA) throw erroUsuario.somenteSistemaAtribuiSistema();
  if (perfilUsuario === '4' || perfilUsuario === '5') throw erroUsuario.somenteSistemaAtribuiGerencialOuOperador();
}

/** An invitation follows the profile rules of an edit (conferirPerfilAtribuido). */
export function conferirConvite(ator: Ator, perfilUsuario: PerfilUsuario): void {
  conferirPodeAdministrarUsuarios(ator);
  conferirPerfilAtribuido(ator, perfilUsuario);
}

const administradorAtivo = (u: { perfilUsuario: PerfilUsuario; ativo: 'S' | 'N' }): boolean =>
  u.ativo === 'S' && PERFIS_ADMINISTRADORES_USUARIOS.includes(u.perfilUsuario);

/** Whether the change takes an active administrator away (deactivated or given another profile). */
export const deixaDeSerAdministrador = (
  alvo: AlvoAtual,
  novo: { perfilUsuario: PerfilUsuario; ativo: 'S' | 'N' },
): boolean => administradorAtivo(alvo) && !administradorAtivo(novo);

/**
 * The tenant never loses its last active administrator (profile 2 or 3), neither by a
 * deactivation nor by a change of profile: nobody would be left to administer its users.
 */
export function conferirRestaAdministrador(
  usuarios: readonly (AlvoAtual & { perfilUsuario: PerfilUsuario })[],
  alvo: AlvoAtual,
  novo: { perfilUsuario: PerfilUsuario; ativo: 'S' | 'N' },
): void {
  if (!deixaDeSerAdministrador(alvo, novo)) return;
  if (!usuarios.some((u) => u.id !== alvo.id && administradorAtivo(u))) throw erroUsuario.ultimoAdministrador();
}
