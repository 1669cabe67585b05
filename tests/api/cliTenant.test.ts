import { describe, expect, it } from 'vitest';
import { criarAmbienteDeTeste, rodarCliTenant } from './support/ambientes';
import { novaSigla, novoEmail, SENHA } from './support/dados';
import { entrar } from './support/sessoes';

const criar = (sigla: string, extra: string[] = []) =>
  rodarCliTenant([
    'create',
    '--sigla',
    sigla,
    '--nome',
    'Acme',
    '--admin-email',
    novoEmail('cli'),
    '--admin-senha',
    SENHA,
    ...extra,
  ]);

describe('npm run tenant -- create', () => {
  it('creates the tenant and an active profile-2 administrator who can sign in', async () => {
    const amb = await criarAmbienteDeTeste();

    const { usuario } = await entrar(amb, amb.adminEmail, amb.adminSenha);

    expect(usuario).toMatchObject({ perfilUsuario: '2', ativo: 'S', nome: 'Ana Administradora' });
  });

  it('prints the sigla and the tokenCliente', async () => {
    const sigla = novaSigla();

    const r = await criar(sigla);

    expect(r.codigo).toBe(0);
    expect(r.saida).toContain(`Ambiente ${sigla} (Acme) criado`);
    expect(r.saida).toMatch(/tokenCliente: +\S+/);
  });

  it('refuses an existing sigla with a clear message', async () => {
    const sigla = novaSigla();
    await criar(sigla);

    const r = await criar(sigla);

    expect(r.codigo).toBe(1);
    expect(r.erro.trim()).toBe(`Já existe um ambiente com a sigla ${sigla}`);
  });

  it('explains invalid input field by field, in pt-BR', async () => {
    const r = await rodarCliTenant([
      'create',
      '--sigla',
      '1x',
      '--nome',
      'Acme',
      '--admin-email',
      'sem-arroba',
      '--admin-senha',
      'fraca',
    ]);

    expect(r.codigo).toBe(1);
    expect(r.erro).toContain('A sigla deve ter de 2 a 20 letras maiúsculas ou números, começando por uma letra');
    expect(r.erro).toContain('adminEmail: E-mail inválido');
    expect(r.erro).toContain('adminSenha: Sua senha deve ter no mínimo 8 caracteres');
  });

  it('shows the usage for an unknown command', async () => {
    const r = await rodarCliTenant(['apagar', '--sigla', 'ACME']);

    expect(r.codigo).toBe(2);
    expect(r.erro).toContain('Comando desconhecido: apagar');
    expect(r.erro).toContain('npm run tenant -- create');
  });
});
