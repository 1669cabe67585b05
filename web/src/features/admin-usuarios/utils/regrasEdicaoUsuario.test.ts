import type { PerfilUsuario } from '@wf/shared/types/sessao';
import { describe, expect, it } from 'vitest';
import { regrasEdicaoUsuario } from './regrasEdicaoUsuario';

const pessoa = (id: string, perfilUsuario: PerfilUsuario) => ({ id, perfilUsuario });
const valores = (regras: ReturnType<typeof regrasEdicaoUsuario>) => regras.opcoesPerfil.map((opcao) => opcao.value);
const habilitados = (regras: ReturnType<typeof regrasEdicaoUsuario>) =>
  regras.opcoesPerfil.filter((opcao) => !opcao.disabled).map((opcao) => opcao.value);

describe('regrasEdicaoUsuario', () => {
  it('lets a system administrator edit anyone and assign every profile', () => {
    const regras = regrasEdicaoUsuario(pessoa('a', '3'), pessoa('b', '3'));
    expect(regras.podeEditar).toBe(true);
    expect(habilitados(regras)).toEqual(['1', '2', '3', '4', '5']);
    expect(regras.ativoBloqueado).toBe(false);
  });

  it('forbids an environment administrator to edit a system administrator', () => {
    expect(regrasEdicaoUsuario(pessoa('a', '2'), pessoa('b', '3')).podeEditar).toBe(false);
  });

  it('lets a system administrator edit his own account', () => {
    expect(regrasEdicaoUsuario(pessoa('a', '3'), pessoa('a', '3')).podeEditar).toBe(true);
  });

  it('offers an environment administrator profiles 1 and 2 only, for a common user', () => {
    const regras = regrasEdicaoUsuario(pessoa('a', '2'), pessoa('b', '1'));
    expect(regras.podeEditar).toBe(true);
    expect(valores(regras)).toEqual(['1', '2']);
  });

  it('shows the profile-3 option when the target already is 3', () => {
    expect(valores(regrasEdicaoUsuario(pessoa('a', '2'), pessoa('b', '3')))).toContain('3');
  });

  it('keeps a current profile 4 visible but not assignable for an environment administrator', () => {
    const regras = regrasEdicaoUsuario(pessoa('a', '2'), pessoa('b', '4'));
    expect(valores(regras)).toEqual(['1', '2', '4']);
    expect(habilitados(regras)).toEqual(['1', '2']);
  });

  it('locks the active checkbox of a system administrator unless the actor is one', () => {
    expect(regrasEdicaoUsuario(pessoa('a', '2'), pessoa('b', '3')).ativoBloqueado).toBe(true);
    expect(regrasEdicaoUsuario(pessoa('a', '2'), pessoa('b', '1')).ativoBloqueado).toBe(false);
  });

  it("locks the active checkbox of one's own account", () => {
    const regras = regrasEdicaoUsuario(pessoa('a', '2'), pessoa('a', '2'));
    expect(regras.ativoBloqueado).toBe(true);
    expect(regras.motivoAtivoBloqueado).toBe('Você não pode desativar a sua própria conta');
  });

  it('locks the active flag of a pending invitation: the person turns it on by accepting', () => {
    const regras = regrasEdicaoUsuario(pessoa('a', '2'), { ...pessoa('b', '1'), convitePendente: true });
    expect(regras.podeEditar).toBe(true);
    expect(regras.ativoBloqueado).toBe(true);
    expect(regras.motivoAtivoBloqueado).toBe('A conta fica ativa quando a pessoa aceitar o convite');
  });
});
