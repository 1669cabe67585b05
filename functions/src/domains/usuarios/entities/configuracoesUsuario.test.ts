import { describe, expect, it } from 'vitest';
import { atualizarUsuarioAdminSchema } from '@wf/shared/schemas/administracao';
import { tourStepSchema } from '@wf/shared/schemas/usuario';
import { novaSessao } from '../../../kernel/novaSessao';
import { alterarPorAdministrador, novoUsuario, registrarPassoTour, usuarioSchema } from './usuario';

const T0 = new Date('2025-01-01T10:00:00.000Z');
const usuario = () =>
  novoUsuario({
    id: 'u1',
    sigla: 'ACME',
    nome: 'Maria Silva',
    email: 'maria@acme.com.br',
    senhaHash: 'hash',
    perfilUsuario: '1',
    exigeAtivacao: false,
    agora: T0,
  });
const admin = { usuarioId: 'a1', perfilUsuario: '2' as const };
const edicao = { nome: 'Maria Silva', perfilUsuario: '1' as const, ativo: 'S' as const };

describe('user settings', () => {
  it('a new account: 8-hour sessions, tour from the start, 2FA off, full interaction', () => {
    expect(usuario()).toMatchObject({ tempoSessao: 480, tourStep: 0, auth2fa: 'N', permiteInteracaoCompleta: 'S' });
  });

  it('an account stored before them reads with the defaults, the tour as finished', () => {
    const { tempoSessao: _t, tourStep: _s, auth2fa: _a, permiteInteracaoCompleta: _p, ...antigo } = usuario();
    expect(usuarioSchema.parse(antigo)).toMatchObject({
      tempoSessao: 480,
      tourStep: 4,
      auth2fa: 'N',
      permiteInteracaoCompleta: 'S',
    });
  });

  it("an administrator's edit sets them, and keeps them when absent", () => {
    const alterado = alterarPorAdministrador(
      usuario(),
      admin,
      { ...edicao, tempoSessao: 30, auth2fa: 'S', permiteInteracaoCompleta: 'N' },
      T0,
    );
    expect(alterado).toMatchObject({ tempoSessao: 30, auth2fa: 'S', permiteInteracaoCompleta: 'N' });
    expect(alterarPorAdministrador(alterado, admin, edicao, T0)).toMatchObject({
      tempoSessao: 30,
      auth2fa: 'S',
      permiteInteracaoCompleta: 'N',
    });
  });

  it('the tour step is stored as given', () => {
    expect(registrarPassoTour(usuario(), 3, T0).tourStep).toBe(3);
  });

  it('a session lasts the account tempoSessao, 8 hours without one', () => {
    const curta = novaSessao({ sigla: 'ACME', id: 'u1', tempoSessao: 30 }, T0);
    expect(curta.maxAgeSegundos).toBe(1800);
    expect(curta.registro.expiraEm).toBe(T0.getTime() / 1000 + 1800);
    expect(novaSessao({ sigla: 'ACME', id: 'u1' }, T0).maxAgeSegundos).toBe(8 * 3600);
  });

  it('the schemas take only the listed session lengths and tour steps', () => {
    const corpo = { id: 'u1', ...edicao };
    expect(atualizarUsuarioAdminSchema.safeParse({ ...corpo, tempoSessao: 720 }).success).toBe(true);
    expect(atualizarUsuarioAdminSchema.safeParse({ ...corpo, tempoSessao: 20 }).success).toBe(false);
    expect(atualizarUsuarioAdminSchema.safeParse({ ...corpo, tempoSessao: 1440 }).success).toBe(false);
    expect(tourStepSchema.safeParse({ tourStep: 4 }).success).toBe(true);
    expect(tourStepSchema.safeParse({ tourStep: 5 }).success).toBe(false);
    expect(tourStepSchema.safeParse({ tourStep: -1 }).success).toBe(false);
  });
});
