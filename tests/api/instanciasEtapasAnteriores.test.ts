import { beforeAll, describe, expect, it } from 'vitest';
import { mensagensCard } from '@wf/shared/constants/cards';
import type { RespostaEtapasAnteriores, RespostaInstancia } from '@wf/shared/types/instancia';
import { criarAmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, autorizar, campo, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import type { AmbienteDeTeste } from './support/ambientes';
import { criarCard, moverCard, salvarCampos } from './support/instancias';
import { entrar } from './support/sessoes';

// The forms of the stages a card went through: seen by whoever may open the card, changed only
// with the execute permission on that stage, never across tenants.

let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const anteriores = (p: Pessoa, id: string) =>
  p.http.get<RespostaEtapasAnteriores>(`/api/instancia/formulario/etapas-anteriores/${id}`, { sigla: p.sigla });

const salvar = (p: Pessoa, id: string, corpo: Record<string, unknown>) =>
  p.http.put<RespostaInstancia>(`/api/instancia/formulario/atualizar/${id}`, corpo, { sigla: p.sigla });

const valores = async (p: Pessoa, id: string) =>
  (await p.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${id}`, { sigla: p.sigla })).body.Instancia
    .jsonDadosExecucao.listaValoresFormulario;

/** A purchase request filled in 'Solicitação' and moved to 'Aprovação', where an approver works. */
async function pedidoEmAprovacao() {
  const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);
  await salvarCampos(dono, a.id, [
    campo('Item'),
    campo('Valor', { keyCampo: 'number' }),
    campo('CNPJ', { keyCampo: 'cnpj' }),
    campo('Observação interna', { indOculto: true }),
  ]);
  await salvarCampos(dono, b.id, [campo('Parecer')]);
  const card = await criarCard(dono, fluxo.id, 'Notebook para a equipe', {
    listaValoresFormulario: { ITEM: 'Notebook', VALOR: 4500, CNPJ: '11.222.333/0001-81' },
  });
  const movido = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });
  expect(movido.status, JSON.stringify(movido.body)).toBe(200);
  const aprovador = await outraPessoa(amb, 'Ana Aprovadora');
  await autorizar(dono, b.id, aprovador.email, { executar: 'S' });
  return { fluxo, a, b, c, card, aprovador };
}

describe('GET /api/instancia/formulario/etapas-anteriores/{id}', () => {
  it("shows the approver the request's fields and values, read-only for him", async () => {
    const { a, card, aprovador } = await pedidoEmAprovacao();

    const r = await anteriores(aprovador, card.id);

    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.listaEtapasAnteriores).toHaveLength(1);
    const [secao] = r.body.listaEtapasAnteriores;
    expect(secao?.Etapa).toMatchObject({ id: a.id, descricao: 'Solicitação' });
    // The hidden field is not shown; the values are those typed in 'Solicitação'.
    expect(secao?.listaCamposFormulario.map((c) => c.titulo)).toEqual(['Item', 'Valor', 'CNPJ']);
    expect(secao?.listaValoresFormulario).toEqual({ ITEM: 'Notebook', VALOR: 4500, CNPJ: '11.222.333/0001-81' });
    expect(secao?.permiteEditar).toBe('N');
  });

  it('lets the owner (execute on every stage) edit it, and lists the stages in the order gone through', async () => {
    const { a, b, c, card } = await pedidoEmAprovacao();
    await salvarCampos(dono, c.id, [campo('Pedido de compra')]);
    await salvar(dono, card.id, { newValuesFormulario: { PARECER: 'Aprovado' } });
    expect((await moverCard(dono, { idInstancia: card.id, idEtapaDestino: c.id })).status).toBe(200);

    const r = await anteriores(dono, card.id);

    expect(r.body.listaEtapasAnteriores.map((s) => [s.Etapa.id, s.permiteEditar])).toEqual([
      [a.id, 'S'],
      [b.id, 'S'],
    ]);
    expect(r.body.listaEtapasAnteriores[1]?.listaValoresFormulario).toEqual({ PARECER: 'Aprovado' });
  });

  it("is refused to a person who may not open the card ('Você não tem permissão para abrir este card!')", async () => {
    const { b, card } = await pedidoEmAprovacao();
    const curioso = await outraPessoa(amb, 'Caio Curioso');
    await autorizar(dono, b.id, curioso.email, { restrAbrirCard: 'S' });

    const r = await anteriores(curioso, card.id);

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe(mensagensCard.semPermissaoAbrir);
  });
});

describe('PUT /api/instancia/formulario/atualizar/{id} with idEtapa', () => {
  it('refuses an edit of an earlier stage the person may not execute in, and keeps the value', async () => {
    const { a, card, aprovador } = await pedidoEmAprovacao();

    const r = await salvar(aprovador, card.id, { idEtapa: a.id, newValuesFormulario: { ITEM: 'Tablet' } });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe(mensagensCard.semPermissaoFormularioEtapa);
    expect((await valores(dono, card.id)).ITEM).toBe('Notebook');
  });

  it("accepts it with execute permission on that stage, validated by that stage's fields", async () => {
    const { a, card, aprovador } = await pedidoEmAprovacao();
    await autorizar(dono, a.id, aprovador.email, { executar: 'S' });

    const invalido = await salvar(aprovador, card.id, { idEtapa: a.id, newValuesFormulario: { CNPJ: '123' } });
    const ok = await salvar(aprovador, card.id, { idEtapa: a.id, newValuesFormulario: { ITEM: 'Tablet' } });

    expect(invalido.status).toBe(400);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await valores(dono, card.id)).toMatchObject({ ITEM: 'Tablet', VALOR: 4500 });
  });

  it("refuses a stage the card never went through ('O card não passou por esta etapa')", async () => {
    const { c, card } = await pedidoEmAprovacao();
    await salvarCampos(dono, c.id, [campo('Pedido de compra')]);

    const r = await salvar(dono, card.id, { idEtapa: c.id, newValuesFormulario: { PEDIDO_DE_COMPRA: 'PC-1' } });

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe(mensagensCard.etapaNaoPercorrida);
  });
});

describe('tenant isolation', () => {
  it("another tenant's administrator gets 404 for the card's earlier forms and cannot change them", async () => {
    const { a, card } = await pedidoEmAprovacao();
    const outro = await criarAmbienteDeTeste();
    const { http } = await entrar(outro, outro.adminEmail, outro.adminSenha);
    const estranho: Pessoa = { http, sigla: outro.sigla, email: outro.adminEmail, usuarioId: '' };

    const leitura = await anteriores(estranho, card.id);
    const escrita = await salvar(estranho, card.id, { idEtapa: a.id, newValuesFormulario: { ITEM: 'Invasão' } });

    expect(leitura.status).toBe(404);
    expect(escrita.status).toBe(404);
    expect(comoErro(leitura).mensagem).toBe(mensagensCard.cardNaoEncontrado);
    expect((await valores(dono, card.id)).ITEM).toBe('Notebook');
  });
});
