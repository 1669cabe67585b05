import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaBuscarUsuarios } from '@wf/shared/types/sessao';
import { ambienteDemo, criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { cadastrarEEntrar, entrar } from './support/sessoes';

let avmb: AmbienteDeTeste;
let acme: AmbienteDeTeste;
beforeAll(async () => {
  [avmb, acme] = await Promise.all([ambienteDemo(), criarAmbienteDeTeste()]);
});

describe('tenant isolation', () => {
  it('an AVMB account cannot sign in with the tokenCliente of another tenant', async () => {
    const { email, senha } = await cadastrarEEntrar(avmb);

    const r = await new ClienteHttp().post('/api/auth/local', { email, senha, tokenCliente: acme.tokenCliente });

    expect(r.status).toBe(401);
    expect(comoErro(r).mensagem).toBe('E-mail ou senha inválidos');
  });

  it('an AVMB account cannot switch to a tenant it does not belong to', async () => {
    const { http } = await cadastrarEEntrar(avmb);

    const r = await http.post('/api/auth/alternar-ambiente', { sigla: acme.sigla }, { sigla: avmb.sigla });

    expect(r.status).toBe(403);
  });

  it("an AVMB session token sent under the other tenant's cookie name gets 401", async () => {
    const { http } = await cadastrarEEntrar(avmb);
    const token = http.cookies.get('wf_sessao_AVMB') ?? '';

    const r = await new ClienteHttp().get('/api/auth/verify-login', {
      sigla: acme.sigla,
      cookies: { [`wf_sessao_${acme.sigla}`]: token },
    });

    expect(r.status).toBe(401);
    expect(comoErro(r).tipo).toBe('ESessaoUsuarioExpirada');
  });

  it("a session of one tenant reads nothing of another's: X-Cliente of the other tenant without its cookie is 401", async () => {
    const { http } = await entrar(acme, acme.adminEmail, acme.adminSenha);

    const r = await http.get('/api/cliente', { sigla: avmb.sigla });

    expect(r.status).toBe(401);
  });

  it("the admin list shows only the session tenant's users", async () => {
    const deAvmb = await cadastrarEEntrar(avmb);
    const { http } = await entrar(acme, acme.adminEmail, acme.adminSenha);

    const r = await http.get<RespostaBuscarUsuarios>('/api/usuario/buscarUsuarios?pagina=1&tamanhoPagina=100', {
      sigla: acme.sigla,
    });

    expect(r.status).toBe(200);
    expect(r.body.listaUsuarios.map((u) => u.email)).toEqual([acme.adminEmail]);
    expect(r.body.listaUsuarios.map((u) => u.id)).not.toContain(deAvmb.usuario.id);
  });

  it("an administrator cannot edit another tenant's user, even knowing its id", async () => {
    const deAvmb = await cadastrarEEntrar(avmb);
    const { http } = await entrar(acme, acme.adminEmail, acme.adminSenha);

    const r = await http.put(
      '/api/usuario/atualizarUsuario',
      { id: deAvmb.usuario.id, nome: 'Sequestrado', perfilUsuario: '1', ativo: 'N' },
      { sigla: acme.sigla },
    );

    expect(r.status).toBe(404);
    expect(
      (
        await new ClienteHttp().post('/api/auth/local', {
          email: deAvmb.email,
          senha: deAvmb.senha,
          tokenCliente: avmb.tokenCliente,
        })
      ).status,
    ).toBe(200);
  });
});
