import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaAutorizacao, RespostaAutorizacoes, RespostaListaFluxos } from '@wf/shared/types/fluxo';
import type { AmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import { novoEmail } from './support/dados';
import {
  ambienteComDono,
  autorizar,
  fluxoComTresEtapas,
  outraPessoa,
  telaDoFluxo,
  type Pessoa,
} from './support/fluxos';
import { cadastrarEEntrar } from './support/sessoes';

let amb: AmbienteDeTeste;
let dono: Pessoa;
beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const autorizacoes = async (p: Pessoa, idEtapa: string) =>
  (await p.http.get<RespostaAutorizacoes>(`/api/etapa-usuario/buscar-autorizacoes/${idEtapa}`, { sigla: p.sigla })).body
    .listaEmailsUsuarios;
const inserir = (p: Pessoa, idEtapa: string, emailAutorizado: unknown) =>
  p.http.post<RespostaAutorizacao>(
    '/api/etapa-usuario/inserir-autorizacao',
    { EtapaUsuario: { idEtapa, emailAutorizado } },
    { sigla: p.sigla },
  );
const listaDeFluxos = async (p: Pessoa) =>
  (await p.http.get<RespostaListaFluxos>('/api/fluxos/buscar', { sigla: p.sigla })).body.listaFluxos.map((f) => f.id);

describe('authorising people on a stage', () => {
  it('authorises an e-mail; the person then sees the flow, with the permissions given, and the flow counts him', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const pessoa = await outraPessoa(amb, 'Olga Souza');
    expect(await listaDeFluxos(pessoa)).not.toContain(fluxo.id);

    const r = await dono.http.post<RespostaAutorizacao>(
      '/api/etapa-usuario/inserir-autorizacao',
      {
        EtapaUsuario: {
          idEtapa: a.id,
          emailAutorizado: pessoa.email.toUpperCase(),
          editar: 'S',
          restrComentarios: 'S',
        },
      },
      { sigla: dono.sigla },
    );

    expect(r.status).toBe(201);
    expect(r.body.mensagem).toBe('Autorização incluída com sucesso!');
    expect(r.body.EtapaUsuario).toMatchObject({
      emailAutorizado: pessoa.email,
      nome: 'Olga Souza',
      editar: 'S',
      autorizar: 'N',
      executar: 'S',
      restrComentarios: 'S',
    });
    expect(await listaDeFluxos(pessoa)).toContain(fluxo.id);
    const tela = await telaDoFluxo(pessoa, fluxo.id);
    expect(tela.Fluxo.numPessoasComAcesso).toBe(2);
    expect(tela.permiteEditarElementosFluxo).toBe(true);
    expect(tela.listaEtapas.map((e) => e.permiteEditar)).toEqual(['S', 'N', 'N']);
  });

  it.each([
    ['no e-mail', '', 'Por favor, digite o email do usuário'],
    ['an invalid e-mail', 'nao-e-email', 'Por favor, digite um email válido'],
  ])('refuses %s with the fixed message and writes nothing', async (_caso, email, mensagem) => {
    const { a } = await fluxoComTresEtapas(dono);

    const r = await inserir(dono, a.id, email);

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe(mensagem);
    expect(await autorizacoes(dono, a.id)).toEqual([]);
  });

  it('refuses the same e-mail twice on a stage (409, fixed message), even when the requests race', async () => {
    const { a } = await fluxoComTresEtapas(dono);
    const email = novoEmail('duplo');

    const respostas = await Promise.all([
      inserir(dono, a.id, email),
      inserir(dono, a.id, email),
      inserir(dono, a.id, email),
    ]);

    expect(respostas.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(comoErro(respostas.find((r) => r.status === 409)!).mensagem).toBe(
      `O e-mail "${email}" já possui acesso a esta etapa!`,
    );
    expect((await autorizacoes(dono, a.id)).map((x) => x.emailAutorizado)).toEqual([email]);
  });

  it('authorises an e-mail that is not a user yet; after signing up the person sees the flow', async () => {
    const { fluxo, b } = await fluxoComTresEtapas(dono);
    const email = novoEmail('futuro');

    await autorizar(dono, b.id, email);
    const lista = await autorizacoes(dono, b.id);
    const { http } = await cadastrarEEntrar(amb, { email, nome: 'Fábio Futuro' });

    expect(lista).toEqual([expect.objectContaining({ emailAutorizado: email, nome: null })]);
    expect(await listaDeFluxos({ http, sigla: amb.sigla, email, usuarioId: '' })).toContain(fluxo.id);
  });

  it('updates the flags and removes the authorisation; the person loses the flow when no stage is left', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    const pessoa = await outraPessoa(amb);
    const emA = await autorizar(dono, a.id, pessoa.email);
    const emB = await autorizar(dono, b.id, pessoa.email);

    const atualizada = await dono.http.put<RespostaAutorizacao>(
      '/api/etapa-usuario/atualizar-autorizacao',
      { EtapaUsuario: { id: emA.id, idEtapa: a.id, autorizar: 'S', editar: 'S', executar: 'N' } },
      { sigla: dono.sigla },
    );
    expect(atualizada.body.EtapaUsuario).toMatchObject({ autorizar: 'S', editar: 'S', executar: 'N' });
    expect((await telaDoFluxo(pessoa, fluxo.id)).listaEtapas[0]).toMatchObject({
      permiteConcederAutorizacoes: 'S',
      permiteExecutarInstancias: 'N',
    });

    const excluir = (id: string, idEtapa: string) =>
      dono.http.delete(`/api/etapa-usuario/excluir-autorizacao/${id}?idEtapa=${idEtapa}`, { sigla: dono.sigla });
    expect((await excluir(emA.id, a.id)).status).toBe(200);
    expect(await listaDeFluxos(pessoa)).toContain(fluxo.id);
    expect((await excluir(emB.id, b.id)).status).toBe(200);
    expect(await listaDeFluxos(pessoa)).not.toContain(fluxo.id);
    expect((await pessoa.http.get(`/api/fluxos/buscar/${fluxo.id}`, { sigla: pessoa.sigla })).status).toBe(404);
    expect((await telaDoFluxo(dono, fluxo.id)).Fluxo.numPessoasComAcesso).toBe(1);
    expect((await excluir(emB.id, b.id)).status).toBe(404);
  });

  it("a person without 'autorizar' on the stage cannot manage its people", async () => {
    const { a } = await fluxoComTresEtapas(dono);
    const pessoa = await outraPessoa(amb);
    await autorizar(dono, a.id, pessoa.email, { editar: 'S', autorizar: 'N' });

    const r = await inserir(pessoa, a.id, novoEmail());

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não possui acesso para gerenciar as pessoas dessa etapa!');
    expect(await autorizacoes(dono, a.id)).toHaveLength(1);
  });

  it('copies the people of a stage to others, skipping e-mails already there', async () => {
    const { a, b, c } = await fluxoComTresEtapas(dono);
    const [x, y] = [novoEmail('x'), novoEmail('y')];
    await autorizar(dono, a.id, x, { editar: 'S' });
    await autorizar(dono, a.id, y);
    await autorizar(dono, c.id, x, { editar: 'N', executar: 'N' });

    const r = await dono.http.post<{ mensagem: string }>(
      '/api/etapas/copiar-autorizacoes',
      { idEtapaOrigem: a.id, copiarViaEmail: true, listaEtapas: [{ Etapa: { id: b.id } }, { Etapa: { id: c.id } }] },
      { sigla: dono.sigla },
    );

    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Autorizações copiadas com sucesso!');
    expect((await autorizacoes(dono, b.id)).map((u) => [u.emailAutorizado, u.editar]).sort()).toEqual(
      [
        [x, 'S'],
        [y, 'N'],
      ].sort(),
    );
    expect((await autorizacoes(dono, c.id)).map((u) => [u.emailAutorizado, u.editar, u.executar]).sort()).toEqual(
      [
        [x, 'N', 'N'],
        [y, 'N', 'S'],
      ].sort(),
    );
  });
});
