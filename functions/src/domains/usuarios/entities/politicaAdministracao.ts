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
  if (perfilMuda && novo.perfilUsuario === PERFIL_SISTEMA && !atorSistema)
    throw erroUsuario.somenteSistemaAtribuiSistema();
  if (perfilMuda && (novo.perfilUsuario === '4' || novo.perfilUsuario === '5') && !atorSistema) {
    throw erroUsuario.somenteSistemaAtribuiGerencialOuOperador();
  }
  if (alvo.perfilUsuario === PERFIL_SISTEMA && novo.ativo !== alvo.ativo && !atorSistema) {
    throw erroUsuario.somenteSistemaAtivaSistema();
  }
  if (ehOProprio && novo.ativo === 'N' && alvo.ativo === 'S') throw erroUsuario.naoPodeDesativarASiMesmo();
}
