import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaUsuariosOrg, UnidadeOrg } from '@wf/shared/schemas/organograma';
import { buscarClientePorSigla, salvarClienteItem } from '../../functions/src/data/repositories/clienteRepository';
import { escrever } from '../../functions/src/data/entidade';
import { depsDaTabela } from '../support/tabela';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, outraPessoa, type Pessoa } from './support/fluxos';
import { arvore, criarUnidade, desenho, moverUnidade, vincular } from './support/organograma';
import { entrar } from './support/sessoes';

let amb: AmbienteDeTeste;
let admin: Pessoa;
let comum: Pessoa;
beforeAll(async () => {
  ({ amb, dono: admin } = await ambienteComDono());
  comum = await outraPessoa(amb, 'Carla Comum');
});

const pessoasDa = async (p: Pessoa, idOrg: string) =>
  (await p.http.get<RespostaUsuariosOrg>(`/api/organograma/buscar-usuarios/${idOrg}`, { sigla: p.sigla })).body
    .listaUsuariosOrg;

describe('the organogram: units', () => {
  it('builds a tree any user of the tenant reads, sorted by descricao, with each unit counting its people', async () => {
    const a = await criarAmbienteDeTeste();
    const { http, usuario } = await entrar(a, a.adminEmail, a.adminSenha);
    const adm: Pessoa = { http, sigla: a.sigla, email: a.adminEmail, usuarioId: usuario.id };
    const leitor = await outraPessoa(a, 'Lia Leitora');
    const dir = await criarUnidade(adm, 'Diretoria');
    await criarUnidade(adm, 'Vendas', dir.id);
    const fin = await criarUnidade(adm, 'Financeiro', dir.id);
    await vincular(adm, fin.id, leitor.usuarioId);

    const lida = await arvore(leitor);

    expect(lida.somenteLeitura).toBe('N');
    expect(desenho(lida.estruturaOrg)).toBe('Diretoria(Financeiro,Vendas)');
    expect(lida.estruturaOrg[0]!.filhos[0]).toMatchObject({ id: fin.id, idOrgSup: dir.id, qtdeUsuarios: 1 });
  });

  it('moves a unit with its sub-units and refuses a cycle, changing nothing', async () => {
    const raiz = await criarUnidade(admin, 'Raiz M');
    const meio = await criarUnidade(admin, 'Meio M', raiz.id);
    const folha = await criarUnidade(admin, 'Folha M', meio.id);
    const outra = await criarUnidade(admin, 'Outra M');

    for (const alvo of [meio.id, folha.id]) {
      const r = await moverUnidade(admin, meio, alvo);
      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe('Uma unidade não pode ficar abaixo dela mesma nem de uma de suas subunidades');
    }
    expect(desenho((await arvore(admin)).estruturaOrg)).toContain('Raiz M(Meio M(Folha M))');

    const r = await moverUnidade(admin, meio, outra.id);
    expect(r.status).toBe(200);
    const d = desenho((await arvore(admin)).estruturaOrg);
    expect(d).toContain('Outra M(Meio M(Folha M))');
    expect(d).toContain('Raiz M');
    expect(d).not.toContain('Raiz M(');
  });

  it('refuses to delete a unit with sub-units; deletes a leaf with its links', async () => {
    const pai = await criarUnidade(admin, 'Pai X');
    const filho = await criarUnidade(admin, 'Filho X', pai.id);
    await vincular(admin, filho.id, comum.usuarioId);

    const recusa = await admin.http.delete('/api/organograma/excluir-organograma', {
      sigla: admin.sigla,
      body: { idOrg: pai.id },
    });
    expect(recusa.status).toBe(409);
    expect(comoErro(recusa).mensagem).toBe('Exclua ou mova antes as subunidades desta unidade');

    const ok = await admin.http.delete('/api/organograma/excluir-organograma', {
      sigla: admin.sigla,
      body: { idOrg: filho.id },
    });
    expect(ok.status).toBe(200);
    const d = desenho((await arvore(admin)).estruturaOrg);
    expect(d).toContain('Pai X');
    expect(d).not.toContain('Filho X');
    // The person's link went with the unit: he can be linked to the parent (and nowhere stale).
    await vincular(admin, pai.id, comum.usuarioId);
    const del = await admin.http.delete('/api/organograma/excluir-organograma', {
      sigla: admin.sigla,
      body: { idOrg: pai.id },
    });
    expect(del.status).toBe(200);
  });

  it.each([
    ['no descricao', { Organograma: { descricao: '' } }, 'Informe a descrição da unidade'],
    ['a descricao too long', { Organograma: { descricao: 'x'.repeat(101) } }, 'Informe no máximo 100 caracteres'],
    ['no body', {}, undefined],
  ])('refuses %s with 400 and writes nothing', async (_caso, corpo, mensagem) => {
    const antes = desenho((await arvore(admin)).estruturaOrg);
    const r = await admin.http.post('/api/organograma/inserir-organograma', corpo, { sigla: admin.sigla });
    expect(r.status).toBe(400);
    if (mensagem) expect(comoErro(r).mensagem).toBe(mensagem);
    expect(desenho((await arvore(admin)).estruturaOrg)).toBe(antes);
  });

  it('refuses a parent that does not exist (404) and a responsible who is no user of the tenant (400)', async () => {
    const semPai = await admin.http.post(
      '/api/organograma/inserir-organograma',
      { Organograma: { descricao: 'Órfã', idOrgSup: 'nao-existe' } },
      { sigla: admin.sigla },
    );
    expect(semPai.status).toBe(404);
    const semResp = await admin.http.post(
      '/api/organograma/inserir-organograma',
      { Organograma: { descricao: 'Órfã', idUsuario: 'nao-existe' } },
      { sigla: admin.sigla },
    );
    expect(semResp.status).toBe(400);
    expect(desenho((await arvore(admin)).estruturaOrg)).not.toContain('Órfã');
  });

  it('refuses every write to profile 1, changing nothing', async () => {
    const u = await criarUnidade(admin, 'Protegida');
    const antes = desenho((await arvore(admin)).estruturaOrg);
    const respostas = [
      await comum.http.post(
        '/api/organograma/inserir-organograma',
        { Organograma: { descricao: 'Intrusa' } },
        { sigla: comum.sigla },
      ),
      await moverUnidade(comum, u, null),
      await comum.http.delete('/api/organograma/excluir-organograma', { sigla: comum.sigla, body: { idOrg: u.id } }),
      await comum.http.post(
        '/api/organograma/vincular-usuario',
        { idOrg: u.id, idUsuario: comum.usuarioId },
        { sigla: comum.sigla },
      ),
    ];
    for (const r of respostas) {
      expect(r.status).toBe(403);
      expect(comoErro(r).mensagem).toBe('Somente o administrador do ambiente pode alterar o organograma');
    }
    expect(desenho((await arvore(admin)).estruturaOrg)).toBe(antes);
    expect(await pessoasDa(admin, u.id)).toEqual([]);
  });

  it('a tenant whose tree comes from the cloud directory reads it as somenteLeitura and refuses every write', async () => {
    const a = await criarAmbienteDeTeste();
    const { http, usuario } = await entrar(a, a.adminEmail, a.adminSenha);
    const adm: Pessoa = { http, sigla: a.sigla, email: a.adminEmail, usuarioId: usuario.id };
    const u = await criarUnidade(adm, 'Antes do Azure');
    const deps = depsDaTabela();
    const cliente = (await buscarClientePorSigla(deps, a.sigla))!;
    expect(await escrever(deps, salvarClienteItem(deps, { ...cliente, azureSignIn: 'S' }))).toBe(true);

    expect((await arvore(adm)).somenteLeitura).toBe('S');
    const r = await adm.http.post(
      '/api/organograma/inserir-organograma',
      { Organograma: { descricao: 'Nova' } },
      { sigla: adm.sigla },
    );
    const v = await adm.http.post(
      '/api/organograma/vincular-usuario',
      { idOrg: u.id, idUsuario: adm.usuarioId },
      { sigla: adm.sigla },
    );
    for (const x of [r, v]) {
      expect(x.status).toBe(403);
      expect(comoErro(x).mensagem).toBe(
        'O organograma deste ambiente vem do diretório em nuvem (Azure) e não pode ser alterado aqui',
      );
    }
    expect(desenho((await arvore(adm)).estruturaOrg)).toBe('Antes do Azure');
  });
});

describe('the organogram: people linked to units', () => {
  it('links a user of the tenant once, lists him by name, and unlinks him', async () => {
    const u = await criarUnidade(admin, 'Compras L');
    const link = await vincular(admin, u.id, comum.usuarioId, 'S');
    expect(link).toMatchObject({
      idOrg: u.id,
      incluirEmSubniveis: 'S',
      Usuario: { id: comum.usuarioId, nome: 'Carla Comum', email: comum.email },
    });

    const twin = await admin.http.post(
      '/api/organograma/vincular-usuario',
      { idOrg: u.id, idUsuario: comum.usuarioId },
      { sigla: admin.sigla },
    );
    expect(twin.status).toBe(409);
    expect(comoErro(twin).mensagem).toBe('Este usuário já está vinculado a esta unidade');
    expect(await pessoasDa(comum, u.id)).toEqual([link]);

    const fora = await admin.http.post(
      '/api/organograma/vincular-usuario',
      { idOrg: u.id, idUsuario: 'nao-e-usuario' },
      { sigla: admin.sigla },
    );
    expect(fora.status).toBe(404);
    expect(comoErro(fora).mensagem).toBe('Usuário não encontrado neste ambiente');

    const r = await admin.http.delete('/api/organograma/desvincular-usuario', {
      sigla: admin.sigla,
      body: { idUsuarioOrg: link.id },
    });
    expect(r.status).toBe(200);
    expect(await pessoasDa(admin, u.id)).toEqual([]);
    expect((await arvore(admin)).estruturaOrg.find((n) => n.id === u.id)?.qtdeUsuarios).toBe(0);
  });

  it('refuses bad bodies with 400 in pt-BR', async () => {
    const r = await admin.http.post('/api/organograma/vincular-usuario', { idOrg: '' }, { sigla: admin.sigla });
    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toMatch(/não informad/);
    const d = await admin.http.delete('/api/organograma/desvincular-usuario', { sigla: admin.sigla, body: {} });
    expect(d.status).toBe(400);
    expect(comoErro(d).mensagem).toBe('Vínculo não informado');
  });
});

describe('the organogram across tenants', () => {
  it("answers 404 to another tenant's units and links and changes nothing there", async () => {
    const { dono: outroAdmin } = await ambienteComDono();
    const alheia: UnidadeOrg = await criarUnidade(outroAdmin, 'Alheia');
    const outroUsuario = await outraPessoa((await criarAmbienteDeTeste()) as AmbienteDeTeste, 'Zé');
    const linkAlheio = await vincular(outroAdmin, alheia.id, outroAdmin.usuarioId);

    const respostas = [
      await admin.http.get(`/api/organograma/buscar-usuarios/${alheia.id}`, { sigla: admin.sigla }),
      await moverUnidade(admin, alheia, null),
      await admin.http.delete('/api/organograma/excluir-organograma', {
        sigla: admin.sigla,
        body: { idOrg: alheia.id },
      }),
      await admin.http.post(
        '/api/organograma/vincular-usuario',
        { idOrg: alheia.id, idUsuario: admin.usuarioId },
        { sigla: admin.sigla },
      ),
      await admin.http.delete('/api/organograma/desvincular-usuario', {
        sigla: admin.sigla,
        body: { idUsuarioOrg: linkAlheio.id },
      }),
      await admin.http.post(
        '/api/organograma/inserir-organograma',
        { Organograma: { descricao: 'Filha', idOrgSup: alheia.id } },
        { sigla: admin.sigla },
      ),
    ];
    for (const r of respostas) expect(r.status).toBe(404);
    const mine = await criarUnidade(admin, 'Minha I');
    const vinculoDeFora = await admin.http.post(
      '/api/organograma/vincular-usuario',
      { idOrg: mine.id, idUsuario: outroUsuario.usuarioId },
      { sigla: admin.sigla },
    );
    expect(vinculoDeFora.status).toBe(404);
    expect(desenho((await arvore(outroAdmin)).estruturaOrg)).toBe('Alheia');
    expect(await pessoasDa(outroAdmin, alheia.id)).toEqual([linkAlheio]);
  });
});
