import { describe, expect, it } from 'vitest';
import type { PerfilUsuario } from '@wf/shared/types/sessao';
import { ErroDominio } from '../../../kernel/errors';
import { conferirConvite, conferirEdicaoAdministrativa, conferirRestaAdministrador } from './politicaAdministracao';

const ator = (perfilUsuario: PerfilUsuario, usuarioId = 'ator') => ({ usuarioId, perfilUsuario });
const alvo = (perfilUsuario: PerfilUsuario, ativo: 'S' | 'N' = 'S', id = 'alvo') => ({ id, perfilUsuario, ativo });

function recusa(fn: () => void): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof ErroDominio && e.natureza === 'proibido') return e.message;
    throw e;
  }
  throw new Error('esperava recusa');
}

describe('user administration rules', () => {
  it('profile 2 edits a common user', () => {
    expect(() => conferirEdicaoAdministrativa(ator('2'), alvo('1'), { perfilUsuario: '2', ativo: 'N' })).not.toThrow();
  });

  it('profiles 1, 4 and 5 administer no one', () => {
    for (const p of ['1', '4', '5'] as const) {
      expect(recusa(() => conferirEdicaoAdministrativa(ator(p), alvo('1'), { perfilUsuario: '1', ativo: 'S' }))).toBe(
        'Você não tem permissão para administrar usuários',
      );
    }
  });

  it('a profile-3 account is edited only by profile 3', () => {
    expect(
      recusa(() => conferirEdicaoAdministrativa(ator('2'), alvo('3'), { perfilUsuario: '3', ativo: 'S' })),
    ).toContain('alterar a conta');
    expect(() => conferirEdicaoAdministrativa(ator('3'), alvo('3'), { perfilUsuario: '3', ativo: 'N' })).not.toThrow();
  });

  it('a profile-3 user edits his own account', () => {
    expect(() =>
      conferirEdicaoAdministrativa(ator('3', 'eu'), alvo('3', 'S', 'eu'), { perfilUsuario: '3', ativo: 'S' }),
    ).not.toThrow();
  });

  it('profile 3 is assigned only by profile 3', () => {
    expect(
      recusa(() => conferirEdicaoAdministrativa(ator('2'), alvo('1'), { perfilUsuario: '3', ativo: 'S' })),
    ).toContain('atribuir o perfil Administrador do sistema');
    expect(() => conferirEdicaoAdministrativa(ator('3'), alvo('1'), { perfilUsuario: '3', ativo: 'S' })).not.toThrow();
  });

  it('profiles 4 and 5 are assigned only by profile 3, but an existing 4 may be kept by profile 2', () => {
    expect(
      recusa(() => conferirEdicaoAdministrativa(ator('2'), alvo('1'), { perfilUsuario: '4', ativo: 'S' })),
    ).toContain('perfis');
    expect(
      recusa(() => conferirEdicaoAdministrativa(ator('2'), alvo('1'), { perfilUsuario: '5', ativo: 'S' })),
    ).toContain('perfis');
    expect(() => conferirEdicaoAdministrativa(ator('2'), alvo('4'), { perfilUsuario: '4', ativo: 'N' })).not.toThrow();
  });

  it('nobody deactivates himself', () => {
    expect(
      recusa(() =>
        conferirEdicaoAdministrativa(ator('2', 'eu'), alvo('2', 'S', 'eu'), { perfilUsuario: '2', ativo: 'N' }),
      ),
    ).toBe('Você não pode desativar a sua própria conta');
  });
});

describe('invitations and the last administrator', () => {
  it('invites with the edit profile rules: 3, 4 and 5 only from profile 3', () => {
    expect(() => conferirConvite(ator('2'), '2')).not.toThrow();
    for (const p of ['3', '4', '5'] as const) expect(recusa(() => conferirConvite(ator('2'), p))).toContain('Somente');
    for (const p of ['1', '2', '3', '4', '5'] as const) expect(() => conferirConvite(ator('3'), p)).not.toThrow();
    expect(recusa(() => conferirConvite(ator('1'), '1'))).toBe('Você não tem permissão para administrar usuários');
  });

  const conflito = (fn: () => void): string => {
    try {
      fn();
    } catch (e) {
      if (e instanceof ErroDominio && e.natureza === 'conflito') return e.message;
      throw e;
    }
    throw new Error('esperava recusa');
  };

  it('never leaves the tenant without an active administrator', () => {
    const unico = alvo('2', 'S', 'a');
    const usuarios = [unico, alvo('1', 'S', 'b'), alvo('3', 'N', 'c')];
    expect(conflito(() => conferirRestaAdministrador(usuarios, unico, { perfilUsuario: '1', ativo: 'S' }))).toContain(
      'pelo menos um administrador ativo',
    );
    expect(conflito(() => conferirRestaAdministrador(usuarios, unico, { perfilUsuario: '2', ativo: 'N' }))).toContain(
      'pelo menos um administrador ativo',
    );
    // Another active administrator (profile 3 counts too), or a change that keeps him one: allowed.
    const comOutro = [...usuarios, alvo('3', 'S', 'd')];
    expect(() => conferirRestaAdministrador(comOutro, unico, { perfilUsuario: '1', ativo: 'N' })).not.toThrow();
    expect(() => conferirRestaAdministrador(usuarios, unico, { perfilUsuario: '3', ativo: 'S' })).not.toThrow();
    // A common user's change never needs the check.
    expect(() =>
      conferirRestaAdministrador(usuarios, alvo('1', 'S', 'b'), { perfilUsuario: '1', ativo: 'N' }),
    ).not.toThrow();
  });

  it('a pending invitation turns active only by its acceptance', () => {
    const pendente = { ...alvo('1', 'N'), convitePendente: true };
    expect(() => conferirEdicaoAdministrativa(ator('2'), pendente, { perfilUsuario: '1', ativo: 'S' })).toThrow(
      'Esta pessoa ainda não aceitou o convite',
    );
    expect(() => conferirEdicaoAdministrativa(ator('2'), pendente, { perfilUsuario: '2', ativo: 'N' })).not.toThrow();
  });
});
