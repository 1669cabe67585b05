import type { PerfilUsuario } from '@wf/shared/types/sessao';

/** Names shown for each profile code. */
export const NOMES_PERFIS: Record<PerfilUsuario, string> = {
  '1': 'Usuário comum',
  '2': 'Administrador do ambiente',
  '3': 'Administrador do sistema',
  '4': 'Administrador gerencial',
  '5': 'Operador de atendimento',
};

export const TODOS_OS_PERFIS: readonly PerfilUsuario[] = ['1', '2', '3', '4', '5'];

/**
 * Who reaches each restricted area. The route guard and the
 * side menu both read this table, so a screen and its menu entry cannot disagree.
 */
export const PERFIS_POR_AREA = {
  administracao: ['2', '3'],
  planos: ['3'],
  ambiente: ['2'],
  usuarios: ['2', '3'],
  organograma: ['2'],
} as const satisfies Record<string, readonly PerfilUsuario[]>;

export const perfilPermitido = (perfil: PerfilUsuario, permitidos: readonly PerfilUsuario[]): boolean =>
  permitidos.includes(perfil);
