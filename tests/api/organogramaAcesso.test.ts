import { beforeAll, describe, expect, it } from 'vitest';
import { nomeSala } from '@wf/shared/realtime';
import type { DatasourceOrg, EtapaOrg, RespostaAutorizacoesOrg } from '@wf/shared/schemas/organograma';
import type { RespostaListaFluxos } from '@wf/shared/types/fluxo';
import { listarIndiceConcessoesOrg } from '../../functions/src/data/repositories/autorizacaoOrgRepository';
import { cabecalhoCookie, conectarComSessao } from '../realtime/support/socket';
import { depsDaTabela } from '../support/tabela';
import { ligarApi, v1 } from './support/acessoApiV1';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { criarBase, fornecedor } from './support/basesDados';
import { comoErro } from './support/clienteHttp';
import {
  ambienteComDono,
  autorizar,
  fluxoComTresEtapas,
  outraPessoa,
  telaDoFluxo,
  type Pessoa,
} from './support/fluxos';
import { criarCard, moverCard } from './support/instancias';
import {
  autorizarUnidade,
  criarUnidade,
  desvincular,
  inserirEtapaOrg,
  moverUnidade,
  vincular,
} from './support/organograma';
import { entrar } from './support/sessoes';

let amb: AmbienteDeTeste;
let admin: Pessoa;
beforeAll(async () => {
  ({ amb, dono: admin } = await ambienteComDono());
});

const fluxosDe = async (p: Pessoa) =>
  (await p.http.get<RespostaListaFluxos>('/api/fluxos/buscar', { sigla: p.sigla })).body.listaFluxos.map((f) => f.id);
const abrirFluxo = (p: Pessoa, id: string) => p.http.get(`/api/fluxos/buscar/${id}`, { sigla: p.sigla });
const ve = async (p: Pessoa, idFluxo: string) => {
  const [lista, get] = await Promise.all([fluxosDe(p), abrirFluxo(p, idFluxo)]);
  expect(lista.includes(idFluxo)).toBe(get.status === 200);
  return get.status === 200;
};

/** Does the flow's room let the person in? (a real WebSocket, as the SPA joins) */
async function entraNaSala(p: Pessoa, idFluxo: string): Promise<boolean> {
  const sala = nomeSala('FLUXO', p.sigla, idFluxo);
  const socket = await conectarComSessao(cabecalhoCookie(p.http.cookies), p.sigla);
  socket.enviar({ acao: 'entrar', sala });
  const m = await socket.aguardar((x) => (x.tipo === 'entrou' || x.tipo === 'erro') && 'sala' in x && x.sala === sala);
  await socket.fechar();
  return m.tipo === 'entrou';
}

describe('access through a unit of the organogram', () => {
  it('a unit grant reaches a linked person on every path: list, GET, card, move as the flags allow, the room; moving him out takes it at once', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(admin);
    const card = await criarCard(admin, fluxo.id, 'Pedido por unidade');
    const compras = await criarUnidade(admin, 'Compras A');
    const rh = await criarUnidade(admin, 'RH A');
    const pessoa = await outraPessoa(amb, 'Una Unidade');
    await autorizarUnidade(admin, a.id, compras.id, { executar: 'S' });
    expect(await ve(pessoa, fluxo.id)).toBe(false);
    expect(await entraNaSala(pessoa, fluxo.id)).toBe(false);

    const link = await vincular(admin, compras.id, pessoa.usuarioId);

    expect(await ve(pessoa, fluxo.id)).toBe(true);
    expect(await entraNaSala(pessoa, fluxo.id)).toBe(true);
    const tela = await telaDoFluxo(pessoa, fluxo.id);
    expect(tela.listaEtapas.map((e) => e.permiteExecutarInstancias)).toEqual(['S', 'N', 'N']);
    const aberto = await pessoa.http.get(`/api/instancias/buscar-por-id/${card.id}`, { sigla: pessoa.sigla });
    expect(aberto.status).toBe(200);
    expect((await moverCard(pessoa, { idInstancia: card.id, idEtapaDestino: b.id })).status).toBe(200);
    // From B, where his unit has no grant, he may not move it on.
    expect((await moverCard(pessoa, { idInstancia: card.id, idEtapaDestino: c.id })).status).toBe(403);

    // Moved to another unit: no re-login, the next calls answer from the stored tree.
    await desvincular(admin, link.id);
    await vincular(admin, rh.id, pessoa.usuarioId);
    expect(await ve(pessoa, fluxo.id)).toBe(false);
    expect(await entraNaSala(pessoa, fluxo.id)).toBe(false);
    expect((await pessoa.http.get(`/api/instancias/buscar-por-id/${card.id}`, { sigla: pessoa.sigla })).status).toBe(
      404,
    );
  });

  it('a person a unit grant reaches is a responsible candidate and may be made responsible; out of the unit, he may not', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(admin);
    const card = await criarCard(admin, fluxo.id, 'Pedido com responsável da unidade');
    const dir = await criarUnidade(admin, 'Diretoria R');
    const ger = await criarUnidade(admin, 'Gerência R', dir.id);
    const daGerencia = await outraPessoa(amb, 'Gil Gerência');
    const semUnidade = await outraPessoa(amb, 'Sara Sem Unidade');
    const link = await vincular(admin, ger.id, daGerencia.usuarioId);
    // Granted on the parent, with sub-levels: the person of the sub-unit is reached.
    await autorizarUnidade(admin, a.id, dir.id, { incluirEmSubniveis: 'S' });

    const candidatos = async () =>
      (
        await admin.http.get<{ listaUsuarios: { email: string }[] }>(`/api/fluxos/emails-usados-no-fluxo/${fluxo.id}`, {
          sigla: admin.sigla,
        })
      ).body.listaUsuarios.map((u) => u.email);
    expect(await candidatos()).toContain(daGerencia.email);
    expect(await candidatos()).not.toContain(semUnidade.email);

    const tornar = (p: Pessoa) =>
      admin.http.post(
        '/api/instancia/responsaveis/inserir',
        { idInstancia: card.id, emailUsuario: p.email },
        { sigla: admin.sigla },
      );
    expect((await tornar(semUnidade)).status).toBe(400);
    expect((await tornar(daGerencia)).status).toBe(201);

    // Out of the unit: neither listed nor accepted on another card.
    await desvincular(admin, link.id);
    expect(await candidatos()).not.toContain(daGerencia.email);
    const outro = await criarCard(admin, fluxo.id, 'Outro pedido');
    const r = await admin.http.post(
      '/api/instancia/responsaveis/inserir',
      { idInstancia: outro.id, emailUsuario: daGerencia.email },
      { sigla: admin.sigla },
    );
    expect(r.status).toBe(400);
  });

  it('sub-units: a grant reaches them only with incluirEmSubniveis, and so does a link', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(admin);
    const dir = await criarUnidade(admin, 'Diretoria S');
    const ger = await criarUnidade(admin, 'Gerência S', dir.id);
    const naFilha = await outraPessoa(amb, 'Fábio Filha');
    const naMae = await outraPessoa(amb, 'Maria Mãe');
    await vincular(admin, ger.id, naFilha.usuarioId);
    const linkMae = await vincular(admin, dir.id, naMae.usuarioId);

    const naDiretoria = await autorizarUnidade(admin, a.id, dir.id);
    expect(await ve(naFilha, fluxo.id)).toBe(false);
    expect(await ve(naMae, fluxo.id)).toBe(true);

    const r = await admin.http.put(
      '/api/etapa-org/atualizar-autorizacao',
      { EtapaOrg: { id: naDiretoria.id, idEtapa: a.id, incluirEmSubniveis: 'S' } },
      { sigla: admin.sigla },
    );
    expect(r.status).toBe(200);
    expect(await ve(naFilha, fluxo.id)).toBe(true);

    // A grant on the sub-unit reaches the parent's person only when her link includes sub-levels.
    const { fluxo: f2, a: a2 } = await fluxoComTresEtapas(admin);
    await autorizarUnidade(admin, a2.id, ger.id);
    expect(await ve(naMae, f2.id)).toBe(false);
    await desvincular(admin, linkMae.id);
    await vincular(admin, dir.id, naMae.usuarioId, 'S');
    expect(await ve(naMae, f2.id)).toBe(true);
  });

  it('moving a unit moves its people: they follow the grants of the new place at once', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(admin);
    const norte = await criarUnidade(admin, 'Norte');
    const sul = await criarUnidade(admin, 'Sul');
    const equipe = await criarUnidade(admin, 'Equipe', norte.id);
    const pessoa = await outraPessoa(amb, 'Eva Equipe');
    await vincular(admin, equipe.id, pessoa.usuarioId);
    await autorizarUnidade(admin, a.id, norte.id, { incluirEmSubniveis: 'S' });
    expect(await ve(pessoa, fluxo.id)).toBe(true);

    expect((await moverUnidade(admin, equipe, sul.id)).status).toBe(200);
    expect(await ve(pessoa, fluxo.id)).toBe(false);
    expect(await entraNaSala(pessoa, fluxo.id)).toBe(false);

    expect((await moverUnidade(admin, equipe, norte.id)).status).toBe(200);
    expect(await ve(pessoa, fluxo.id)).toBe(true);
  });

  it('the public API acts as the person: his unit reaches the flow there too, and the unlink takes it', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(admin);
    const u = await criarUnidade(admin, 'Integrações');
    const pessoa = await outraPessoa(amb, 'Ivo Integração');
    const token = await ligarApi(pessoa);
    expect((await v1(token, 'GET', `/api/v1/fluxos/${fluxo.id}`)).status).toBe(404);
    const link = await vincular(admin, u.id, pessoa.usuarioId);
    await autorizarUnidade(admin, a.id, u.id);

    expect((await v1(token, 'GET', `/api/v1/fluxos/${fluxo.id}`)).status).toBe(200);

    await desvincular(admin, link.id);
    expect((await v1(token, 'GET', `/api/v1/fluxos/${fluxo.id}`)).status).toBe(404);
  });

  it('revoking the unit grant takes the access at once', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(admin);
    const u = await criarUnidade(admin, 'Revogada');
    const pessoa = await outraPessoa(amb, 'Rui Revogado');
    await vincular(admin, u.id, pessoa.usuarioId);
    const g = await autorizarUnidade(admin, a.id, u.id);
    expect(await ve(pessoa, fluxo.id)).toBe(true);

    const r = await admin.http.delete(`/api/etapa-org/excluir-autorizacao/${g.id}?idEtapa=${a.id}`, {
      sigla: admin.sigla,
    });
    expect(r.status).toBe(200);
    expect(await ve(pessoa, fluxo.id)).toBe(false);
    const lista = await admin.http.get<RespostaAutorizacoesOrg<EtapaOrg>>(
      `/api/etapa-org/buscar-autorizacoes/${a.id}`,
      {
        sigla: admin.sigla,
      },
    );
    expect(lista.body.listaOrgAutorizados).toEqual([]);
  });

  it('unites a unit grant with the person’s own: any permission, and a restriction only if every grant sets it', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(admin);
    const card = await criarCard(admin, fluxo.id, 'Cartão restrito');
    const u = await criarUnidade(admin, 'União');
    const pessoa = await outraPessoa(amb, 'Ulisses União');
    await autorizar(admin, a.id, pessoa.email, { restrAbrirCard: 'S', editar: 'N', executar: 'N' });
    expect((await pessoa.http.get(`/api/instancias/buscar-por-id/${card.id}`, { sigla: pessoa.sigla })).status).toBe(
      403,
    );

    await vincular(admin, u.id, pessoa.usuarioId);
    await autorizarUnidade(admin, a.id, u.id, { editar: 'S', executar: 'N', restrAbrirCard: 'N' });

    const etapa = (await telaDoFluxo(pessoa, fluxo.id)).listaEtapas[0]!;
    expect(etapa).toMatchObject({ permiteEditar: 'S', permiteExecutarInstancias: 'N', restrAbrirCard: 'N' });
    expect((await pessoa.http.get(`/api/instancias/buscar-por-id/${card.id}`, { sigla: pessoa.sigla })).status).toBe(
      200,
    );
  });

  it('copiar-autorizacoes with copiarViaOrganograma copies the unit grants', async () => {
    const { a, b, c } = await fluxoComTresEtapas(admin);
    const u = await criarUnidade(admin, 'Copiada');
    await autorizarUnidade(admin, a.id, u.id, { editar: 'S' });
    const r = await admin.http.post(
      '/api/etapas/copiar-autorizacoes',
      {
        idEtapaOrigem: a.id,
        listaEtapas: [{ Etapa: { id: b.id } }, { Etapa: { id: c.id } }],
        copiarViaEmail: false,
        copiarViaOrganograma: true,
      },
      { sigla: admin.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const e of [b, c]) {
      const l = await admin.http.get<RespostaAutorizacoesOrg<EtapaOrg>>(`/api/etapa-org/buscar-autorizacoes/${e.id}`, {
        sigla: admin.sigla,
      });
      expect(l.body.listaOrgAutorizados).toMatchObject([{ idEtapa: e.id, editar: 'S', Organograma: { id: u.id } }]);
    }
  });

  it('only who may grant on the stage grants a unit; a twin grant is refused', async () => {
    const { a } = await fluxoComTresEtapas(admin);
    const u = await criarUnidade(admin, 'Concedida');
    const sem = await outraPessoa(amb, 'Sem Autorizar');
    await autorizar(admin, a.id, sem.email, { autorizar: 'N' });
    const r = await inserirEtapaOrg(sem, a.id, u.id);
    expect(r.status).toBe(403);
    await autorizarUnidade(admin, a.id, u.id);
    const twin = await inserirEtapaOrg(admin, a.id, u.id);
    expect(twin.status).toBe(409);
    expect(comoErro(twin).mensagem).toBe('Esta unidade já possui acesso a este item');
  });
});

describe('unit grants when their unit or flow goes', () => {
  it('deleting a unit takes its grants: its people lose the flow and the stage lists it no more', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(admin);
    const u = await criarUnidade(admin, 'Extinta');
    const pessoa = await outraPessoa(amb, 'Ester Extinta');
    await vincular(admin, u.id, pessoa.usuarioId);
    await autorizarUnidade(admin, a.id, u.id);
    expect(await ve(pessoa, fluxo.id)).toBe(true);

    const r = await admin.http.delete('/api/organograma/excluir-organograma', {
      sigla: admin.sigla,
      body: { idOrg: u.id },
    });

    expect(r.status).toBe(200);
    expect(await ve(pessoa, fluxo.id)).toBe(false);
    const l = await admin.http.get<RespostaAutorizacoesOrg<EtapaOrg>>(`/api/etapa-org/buscar-autorizacoes/${a.id}`, {
      sigla: admin.sigla,
    });
    expect(l.body.listaOrgAutorizados).toEqual([]);
    expect((await listarIndiceConcessoesOrg(depsDaTabela(), admin.sigla)).map((i) => i.idOrg)).not.toContain(u.id);
  });

  it("deleting a flow removes its unit grants from the tenant's index", async () => {
    const { fluxo, a } = await fluxoComTresEtapas(admin);
    const u = await criarUnidade(admin, 'Do fluxo excluído');
    await autorizarUnidade(admin, a.id, u.id);
    const doFluxo = async () =>
      (await listarIndiceConcessoesOrg(depsDaTabela(), admin.sigla)).filter((i) => i.idAlvo === fluxo.id);
    expect(await doFluxo()).toHaveLength(1);

    const r = await admin.http.delete(`/api/fluxos/excluir/${fluxo.id}`, { sigla: admin.sigla });

    expect(r.status).toBe(200);
    expect(await doFluxo()).toEqual([]);
  });
});

describe('data bases shared with a unit', () => {
  it('editar N reads the base; editar S edits it; unlinking takes both', async () => {
    const id = await criarBase(admin, 'Por unidade', [fornecedor(1)]);
    const u = await criarUnidade(admin, 'Leitores da base');
    const pessoa = await outraPessoa(amb, 'Bia Base');
    const link = await vincular(admin, u.id, pessoa.usuarioId);
    const registros = () => pessoa.http.get(`/api/datasources/${id}/registros`, { sigla: pessoa.sigla });
    const novo = () =>
      pessoa.http.post(`/api/datasources/${id}/registros`, { valores: fornecedor(2) }, { sigla: pessoa.sigla });
    expect((await registros()).status).toBe(404);

    const ins = await admin.http.post<{ DatasourceOrg: DatasourceOrg }>(
      '/api/datasources-org/inserir-autorizacao',
      { DatasourceOrg: { idDatasource: id, idOrg: u.id, editar: 'N' } },
      { sigla: admin.sigla },
    );
    expect(ins.status, JSON.stringify(ins.body)).toBe(201);
    expect((await registros()).status).toBe(200);
    expect((await novo()).status).toBe(403);
    const lista = await pessoa.http.get<{ listaDataSources: { id: string; permiteAcessoEdicao: string }[] }>(
      '/api/datasources/buscar',
      { sigla: pessoa.sigla },
    );
    expect(lista.body.listaDataSources.find((b) => b.id === id)).toMatchObject({ permiteAcessoEdicao: 'N' });

    const upd = await admin.http.put(
      '/api/datasources-org/atualizar-autorizacao',
      { DatasourceOrg: { id: ins.body.DatasourceOrg.id, idDatasource: id, editar: 'S' } },
      { sigla: admin.sigla },
    );
    expect(upd.status).toBe(200);
    expect((await novo()).status).toBe(201);

    await desvincular(admin, link.id);
    expect((await registros()).status).toBe(404);
  });
});

describe('sharing by unit under plans control', () => {
  it('answers indisponivel S and refuses new unit grants with a clear message', async () => {
    const a = await criarAmbienteDeTeste({ controlarPlanos: true });
    const { http, usuario } = await entrar(a, a.adminEmail, a.adminSenha);
    const adm: Pessoa = { http, sigla: a.sigla, email: a.adminEmail, usuarioId: usuario.id };
    const { a: etapa } = await fluxoComTresEtapas(adm);
    const u = await criarUnidade(adm, 'Planos');
    const id = await criarBase(adm, 'Base planos');

    const l = await adm.http.get<RespostaAutorizacoesOrg<EtapaOrg>>(`/api/etapa-org/buscar-autorizacoes/${etapa.id}`, {
      sigla: adm.sigla,
    });
    expect(l.body.indisponivel).toBe('S');
    const lb = await adm.http.get<RespostaAutorizacoesOrg<DatasourceOrg>>(
      `/api/datasources-org/buscar-autorizacoes/${id}`,
      {
        sigla: adm.sigla,
      },
    );
    expect(lb.body.indisponivel).toBe('S');
    const mensagem = 'O compartilhamento por organograma não está disponível no plano deste ambiente';
    const r = await inserirEtapaOrg(adm, etapa.id, u.id);
    expect([r.status, comoErro(r).mensagem]).toEqual([403, mensagem]);
    const rb = await adm.http.post(
      '/api/datasources-org/inserir-autorizacao',
      { DatasourceOrg: { idDatasource: id, idOrg: u.id } },
      { sigla: adm.sigla },
    );
    expect([rb.status, comoErro(rb).mensagem]).toEqual([403, mensagem]);
  });
});

describe('unit grants across tenants', () => {
  it("answers 404 to another tenant's stages, units, grants and bases, and changes nothing", async () => {
    const { dono: outro } = await ambienteComDono();
    const { a: alheia } = await fluxoComTresEtapas(outro);
    const unidadeAlheia = await criarUnidade(outro, 'Alheia G');
    const grantAlheio = await autorizarUnidade(outro, alheia.id, unidadeAlheia.id);
    const baseAlheia = await criarBase(outro, 'Base alheia');
    const { a: minha } = await fluxoComTresEtapas(admin);
    const minhaBase = await criarBase(admin, 'Minha base G');

    const respostas = [
      await admin.http.get(`/api/etapa-org/buscar-autorizacoes/${alheia.id}`, { sigla: admin.sigla }),
      await inserirEtapaOrg(admin, alheia.id, unidadeAlheia.id),
      await inserirEtapaOrg(admin, minha.id, unidadeAlheia.id),
      await admin.http.put(
        '/api/etapa-org/atualizar-autorizacao',
        { EtapaOrg: { id: grantAlheio.id, idEtapa: alheia.id, editar: 'S' } },
        { sigla: admin.sigla },
      ),
      await admin.http.delete(`/api/etapa-org/excluir-autorizacao/${grantAlheio.id}?idEtapa=${alheia.id}`, {
        sigla: admin.sigla,
      }),
      await admin.http.get(`/api/datasources-org/buscar-autorizacoes/${baseAlheia}`, { sigla: admin.sigla }),
      await admin.http.post(
        '/api/datasources-org/inserir-autorizacao',
        { DatasourceOrg: { idDatasource: minhaBase, idOrg: unidadeAlheia.id } },
        { sigla: admin.sigla },
      ),
      await admin.http.post(
        '/api/datasources-org/inserir-autorizacao',
        { DatasourceOrg: { idDatasource: baseAlheia, idOrg: unidadeAlheia.id } },
        { sigla: admin.sigla },
      ),
    ];
    for (const r of respostas) expect(r.status, JSON.stringify(r.body)).toBe(404);
    const l = await outro.http.get<RespostaAutorizacoesOrg<EtapaOrg>>(
      `/api/etapa-org/buscar-autorizacoes/${alheia.id}`,
      {
        sigla: outro.sigla,
      },
    );
    expect(l.body.listaOrgAutorizados).toMatchObject([{ id: grantAlheio.id, editar: 'N' }]);
  });
});
