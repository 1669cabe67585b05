import { beforeAll, describe, expect, it } from 'vitest';
import { mensagensRegra, type ExecucaoRegra, type Regra } from '@wf/shared/schemas/regra';
import { mensagensFluxo } from '@wf/shared/constants/fluxos';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, autorizar, criarFluxo, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import type { AmbienteDeTeste } from './support/ambientes';
import { buscarRegra, criarRegra, inserirRegra, jsonRegra } from './support/regras';

let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const lista = (p: Pessoa, idFluxo: string) =>
  p.http.get<{ listaRegras: Regra[] }>(`/api/fluxo/regras/buscar-por-fluxo/${idFluxo}`, { sigla: p.sigla });

describe('rules CRUD', () => {
  it('inserts, lists, reads, updates, clones and deletes a rule', async () => {
    const fluxo = await criarFluxo(dono);
    const criada = await inserirRegra(dono, {
      idFluxo: fluxo.id,
      descricao: 'Avisar a diretoria',
      ativo: 'S',
      jsonRegras: jsonRegra(),
    });
    expect(criada.status, JSON.stringify(criada.body)).toBe(201);
    const id = criada.body.data.idRegra;
    expect(criada.body.Regra).toMatchObject({
      id,
      ativo: 'S',
      numExecucoes: 0,
      Fluxo: { id: fluxo.id },
      Usuario: { email: dono.email },
    });

    const l = await lista(dono, fluxo.id);
    expect(l.status).toBe(200);
    expect(l.body.listaRegras.map((r) => r.id)).toEqual([id]);

    const lida = await buscarRegra(dono, id);
    expect(lida.jsonRegras.acoes[0]).toMatchObject({
      key: 'adicionarComentario',
      formulario: { comment: 'Aguardando diretoria' },
    });

    const atualizada = await dono.http.put<{ Regra: Regra }>(
      '/api/fluxo/regras/atualizar',
      { id, descricao: 'Outra', ativo: 'N', jsonRegras: jsonRegra({ evento: 'cardSairEtapa' }) },
      { sigla: dono.sigla },
    );
    expect(atualizada.status, JSON.stringify(atualizada.body)).toBe(200);
    expect(await buscarRegra(dono, id)).toMatchObject({
      descricao: 'Outra',
      ativo: 'N',
      jsonRegras: { evento: { key: 'cardSairEtapa' } },
    });

    const clone = await dono.http.post<{ data: { idRegra: string } }>(
      '/api/fluxo/regras/clonar',
      { idRegra: id },
      { sigla: dono.sigla },
    );
    expect(clone.status, JSON.stringify(clone.body)).toBe(201);
    expect(await buscarRegra(dono, clone.body.data.idRegra)).toMatchObject({ descricao: 'Outra (cópia)', ativo: 'N' });

    const excluida = await dono.http.delete(`/api/fluxo/regras/excluir/${id}`, { sigla: dono.sigla });
    expect(excluida.status).toBe(200);
    const depois = await dono.http.get(`/api/fluxo/regras/buscar-por-id/${id}`, { sigla: dono.sigla });
    expect(depois.status).toBe(404);
    expect(comoErro(depois).mensagem).toBe(mensagensRegra.regraNaoEncontrada);
    expect((await lista(dono, fluxo.id)).body.listaRegras.map((r) => r.id)).toEqual([clone.body.data.idRegra]);
  });

  it('answers the editor messages with 400 { mensagem, tipo }', async () => {
    const fluxo = await criarFluxo(dono);
    const casos: Array<[unknown, string]> = [
      [{ ...jsonRegra(), evento: undefined }, mensagensRegra.selecioneEvento],
      [{ ...jsonRegra(), acoes: [] }, mensagensRegra.selecioneAcao],
      [jsonRegra({ prioridade: 0 }), mensagensRegra.prioridadeMinima],
      [jsonRegra({ acoes: [{ key: 'moverCard', formulario: {} }] }), mensagensRegra.etapaDestinoObrigatoria],
      [
        jsonRegra({
          acoes: [
            { key: 'adicionarComentario', formulario: { comment: 'a' } },
            { key: 'adicionarComentario', formulario: { comment: 'b' } },
          ],
        }),
        mensagensRegra.acaoRepetida,
      ],
      [
        jsonRegra({ acoes: [{ key: 'definirVencimento', formulario: { dataVencimento: '01/01/2000' } }] }),
        mensagensRegra.vencimentoPassado,
      ],
      [jsonRegra({ condicoes: [{ um: 'VALOR', operador: 'igual' }] }), mensagensRegra.campoObrigatorio],
    ];
    for (const [jsonRegras, mensagem] of casos) {
      const r = await inserirRegra(dono, { idFluxo: fluxo.id, jsonRegras });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(comoErro(r)).toMatchObject({ mensagem, tipo: expect.any(String) });
    }
    const longa = await inserirRegra(dono, { idFluxo: fluxo.id, descricao: 'x'.repeat(501), jsonRegras: jsonRegra() });
    expect(comoErro(longa).mensagem).toBe(mensagensRegra.descricaoLonga);
    expect((await lista(dono, fluxo.id)).body.listaRegras).toEqual([]);
  });

  it('needs permiteEditarElementosFluxo to edit, and only the creator saves, deletes or toggles', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const leitor = await outraPessoa(amb, 'Leitor Silva');
    const editor = await outraPessoa(amb, 'Editora Souza');
    await autorizar(dono, a.id, leitor.email);
    await autorizar(dono, a.id, editor.email, { editar: 'S' });
    const regra = await criarRegra(dono, fluxo.id);

    // Someone who sees the flow but may not edit its elements neither reads its rules (the Rules
    // menu is the editors') nor creates or clones; an editor reads them.
    const leitura = await lista(leitor, fluxo.id);
    expect(leitura.status).toBe(403);
    expect(comoErro(leitura).mensagem).toBe(mensagensFluxo.semPermissaoElementos);
    expect((await lista(editor, fluxo.id)).status).toBe(200);
    const semPermissao = await inserirRegra(leitor, { idFluxo: fluxo.id, jsonRegras: jsonRegra() });
    expect(semPermissao.status).toBe(403);
    expect(comoErro(semPermissao).mensagem).toBe(mensagensRegra.semPermissao);
    expect(
      (await leitor.http.post('/api/fluxo/regras/clonar', { idRegra: regra.id }, { sigla: leitor.sigla })).status,
    ).toBe(403);

    // An editor creates his own rules but may not change or delete the owner's.
    expect((await inserirRegra(editor, { idFluxo: fluxo.id, jsonRegras: jsonRegra() })).status).toBe(201);
    const alterar = await editor.http.put(
      '/api/fluxo/regras/atualizar',
      { id: regra.id, descricao: 'x', ativo: 'N', jsonRegras: regra.jsonRegras },
      { sigla: editor.sigla },
    );
    expect(alterar.status).toBe(403);
    expect(comoErro(alterar).mensagem).toBe(mensagensRegra.somenteCriador);
    const excluir = await editor.http.delete(`/api/fluxo/regras/excluir/${regra.id}`, { sigla: editor.sigla });
    expect(excluir.status).toBe(403);
    expect(comoErro(excluir).mensagem).toBe(mensagensRegra.somenteCriador);
    expect(await buscarRegra(dono, regra.id)).toMatchObject({ ativo: 'S', descricao: 'Regra de teste' });

    // Someone who does not see the flow: 404 for the flow and its rules.
    const estranho = await outraPessoa(amb, 'Estranho Costa');
    expect((await lista(estranho, fluxo.id)).status).toBe(404);
    expect(
      (await estranho.http.get(`/api/fluxo/regras/buscar-por-id/${regra.id}`, { sigla: estranho.sigla })).status,
    ).toBe(404);
  });

  it("isolates tenants: another tenant's rule and executions answer 404", async () => {
    const fluxo = await criarFluxo(dono);
    const regra = await criarRegra(dono, fluxo.id);
    const { dono: outro } = await ambienteComDono();
    for (const r of [
      await outro.http.get(`/api/fluxo/regras/buscar-por-id/${regra.id}`, { sigla: outro.sigla }),
      await outro.http.get(`/api/fluxo/regras/detalhes-execucoes/${regra.id}`, { sigla: outro.sigla }),
      await outro.http.delete(`/api/fluxo/regras/excluir/${regra.id}`, { sigla: outro.sigla }),
      await outro.http.post('/api/fluxo/regras/clonar', { idRegra: regra.id }, { sigla: outro.sigla }),
      await outro.http.put(
        '/api/fluxo/regras/atualizar',
        { id: regra.id, descricao: 'x', ativo: 'N', jsonRegras: regra.jsonRegras },
        { sigla: outro.sigla },
      ),
    ]) {
      expect(r.status).toBe(404);
    }
    expect(
      (await outro.http.get(`/api/fluxo/regras/buscar-por-fluxo/${fluxo.id}`, { sigla: outro.sigla })).status,
    ).toBe(404);
    expect(await buscarRegra(dono, regra.id)).toMatchObject({ descricao: 'Regra de teste', ativo: 'S' });
  });

  it('lists the executions of a new rule as an empty page', async () => {
    const fluxo = await criarFluxo(dono);
    const regra = await criarRegra(dono, fluxo.id);
    const r = await dono.http.get<{ listaExecucoesRegra: ExecucaoRegra[]; proximoCursor: string | null }>(
      `/api/fluxo/regras/detalhes-execucoes/${regra.id}`,
      { sigla: dono.sigla },
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ listaExecucoesRegra: [], proximoCursor: null });
  });
});
