import { beforeAll, describe, expect, it } from 'vitest';
import { mensagensCard } from '@wf/shared/constants/cards';
import type { Etapa, Fluxo } from '@wf/shared/types/fluxo';
import type {
  RespostaContadores,
  RespostaErrosMovimentacao,
  RespostaHistorico,
  RespostaInstancia,
  RespostaJob,
} from '@wf/shared/types/instancia';
import { comoErro } from './support/clienteHttp';
import {
  ambienteComDono,
  autorizar,
  campo,
  criarEtapa,
  criarEtiqueta,
  criarFluxo,
  fluxoComTresEtapas,
  outraPessoa,
  type Pessoa,
} from './support/fluxos';
import type { AmbienteDeTeste } from './support/ambientes';
import {
  aguardarJob,
  cardsDaEtapa,
  criarCard,
  descricoes,
  moverCard,
  moverTodosEAguardar,
  paginaDaEtapa,
  salvarCampos,
} from './support/instancias';

let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const contadores = async (p: Pessoa, idFluxo: string): Promise<Record<string, number>> => {
  const r = await p.http.get<RespostaContadores>(`/api/instancias/contadores/${idFluxo}`, { sigla: p.sigla });
  expect(r.status).toBe(200);
  return Object.fromEntries(r.body.listaContadores.map((c) => [c.idEtapa, c.totalCardsPresentes]));
};

const atualizarEtapa = async (p: Pessoa, e: Etapa, flags: Record<string, string>) => {
  const r = await p.http.put(
    `/api/etapas/atualizar/${e.id}`,
    { descricao: e.descricao, cor: e.cor, ...flags },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

const flagsFluxo = async (p: Pessoa, f: Fluxo, flags: Record<string, string>) => {
  const r = await p.http.put(
    '/api/fluxos/atualizar',
    { Fluxo: { id: f.id, descricao: f.descricao, icone: f.icone, detalhes: f.detalhes, ...flags } },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

describe('moving one card', () => {
  it('moves along a link, keeps the counters exact and writes the history', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);

    const proibido = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: c.id });
    const ok = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });
    const hist = await dono.http.get<RespostaHistorico>(`/api/instancia/historico/buscar-por-instancia/${card.id}`, {
      sigla: dono.sigla,
    });

    expect(proibido.status).toBe(400);
    expect(comoErro(proibido).mensagem).toBe('Movimentação não permitida para esta etapa');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.Instancia?.Etapa.id).toBe(b.id);
    expect(await contadores(dono, fluxo.id)).toEqual({ [a.id]: 0, [b.id]: 1, [c.id]: 0 });
    expect(hist.body.listaHistorico.map((h) => [h.acao, h.Etapa.id])).toEqual([
      ['criado', a.id],
      ['movido', b.id],
    ]);
  });

  it('a final stage lets nothing out; an open stage sends anywhere', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);
    await atualizarEtapa(dono, a, { fluxoAberto: 'S' });
    await atualizarEtapa(dono, c, { etapaFinal: 'S' });
    const card = await criarCard(dono, fluxo.id);

    const paraC = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: c.id });
    const deC = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });

    expect(paraC.status).toBe(200);
    expect(deC.status).toBe(400);
    expect(comoErro(deC).mensagem).toBe(mensagensCard.destinoNaoPermitido);
  });

  it("needs permiteExecutarInstancias on the stage: 'Você não possui acesso para movimentar esse card!'", async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);
    const leitor = await outraPessoa(amb, 'Lúcia Leitora');
    await autorizar(dono, a.id, leitor.email, { executar: 'N' });

    const r = await moverCard(leitor, { idInstancia: card.id, idEtapaDestino: b.id });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não possui acesso para movimentar esse card!');
  });

  it("is blocked while the current stage's form is incomplete (422 'Erros ao movimentar cards')", async () => {
    const { fluxo, b } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);
    // The field is added after the card exists: the card is now incomplete for its stage.
    const inicial = (
      await dono.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${card.id}`, { sigla: dono.sigla })
    ).body.Instancia.Etapa.id;
    await salvarCampos(dono, inicial, [campo('Centro de custo', { indObrigatorio: true })]);

    const bloqueado = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });
    const salvo = await dono.http.put(
      `/api/instancia/formulario/atualizar/${card.id}`,
      { newValuesFormulario: { CENTRO_DE_CUSTO: 'TI' } },
      { sigla: dono.sigla },
    );
    const liberado = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });

    expect(bloqueado.status).toBe(422);
    const corpo = bloqueado.body as unknown as RespostaErrosMovimentacao;
    expect(corpo).toMatchObject({ mensagem: 'Erros ao movimentar cards', tipo: 'EErrosMovimentacao' });
    expect(corpo.erros).toEqual([
      { idInstancia: card.id, descricao: card.descricao, erros: ['Campo Centro de custo é obrigatório!'] },
    ]);
    expect(salvo.status).toBe(200);
    expect(liberado.status).toBe(200);
  });
});

describe('bulk move', () => {
  it('aborts when any card is invalid (nothing moves), then moves every card in order', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [campo('Setor')]);
    for (const n of ['C1', 'C2', 'C3']) await criarCard(dono, fluxo.id, n, { listaValoresFormulario: { SETOR: 'x' } });
    await salvarCampos(dono, a.id, [campo('Setor', { indObrigatorio: true }), campo('Nota')]);
    const invalido = await criarCard(dono, fluxo.id, 'C4', { listaValoresFormulario: { SETOR: 'y' } });
    await salvarCampos(dono, a.id, [campo('Setor', { indObrigatorio: true }), campo('Nota', { indObrigatorio: true })]);
    const antes = descricoes(await cardsDaEtapa(dono, a.id));

    const abortado = await moverCard(dono, { idEtapaOrigem: a.id, idEtapaDestino: b.id });

    expect(abortado.status).toBe(422);
    const erros = (abortado.body as unknown as RespostaErrosMovimentacao).erros;
    expect(erros).toHaveLength(4);
    expect(erros.find((e) => e.idInstancia === invalido.id)?.erros).toEqual(['Campo Nota é obrigatório!']);
    expect(descricoes(await cardsDaEtapa(dono, a.id))).toEqual(antes);
    expect(await contadores(dono, fluxo.id)).toMatchObject({ [a.id]: 4, [b.id]: 0 });

    await salvarCampos(dono, a.id, [campo('Setor')]);
    const job = await moverTodosEAguardar(dono, a.id, b.id);

    expect(job).toMatchObject({ status: 'concluido', total: 4, feito: 4, totalRecusados: 0 });
    expect(descricoes(await cardsDaEtapa(dono, b.id))).toEqual(antes);
    expect(await contadores(dono, fluxo.id)).toMatchObject({ [a.id]: 0, [b.id]: 4 });
  }, 120_000);
});

describe('order inside a stage (fractional keys)', () => {
  it('keeps the board order of 50 cards through moves between neighbours, page by page', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    const criados = [];
    for (let i = 0; i < 50; i++) criados.push(await criarCard(dono, fluxo.id, `N${String(i).padStart(2, '0')}`));
    // New cards go to the top: the board shows the newest first.
    const modelo = criados.map((c) => c.id).reverse();
    expect((await cardsDaEtapa(dono, a.id, 7)).map((c) => c.id)).toEqual(modelo);

    // Reorder: drop card k between the cards at positions i and i+1 of the model.
    const soltar = async (id: string, indice: number) => {
      const resto = modelo.filter((x) => x !== id);
      const anterior = indice > 0 ? resto[indice - 1] : null;
      const posterior = resto[indice] ?? null;
      const r = await dono.http.put(
        '/api/instancias/atualizar-ordem',
        { idInstancia: id, ordemNaEtapa: indice + 1, idInstanciaAnterior: anterior, idInstanciaPosterior: posterior },
        { sigla: dono.sigla },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      resto.splice(indice, 0, id);
      modelo.splice(0, modelo.length, ...resto);
    };
    await soltar(modelo[49]!, 0);
    await soltar(modelo[0]!, 25);
    await soltar(modelo[10]!, 11);
    await soltar(modelo[3]!, 49);
    for (let i = 0; i < 8; i++) await soltar(modelo[i * 5]!, 20); // many drops at one place
    // Only one neighbour named: the server finds the other one (the client saw only its page).
    const soAnterior = modelo[30]!;
    const r = await dono.http.put(
      '/api/instancias/atualizar-ordem',
      { idInstancia: modelo[45], ordemNaEtapa: 32, idInstanciaAnterior: soAnterior },
      { sigla: dono.sigla },
    );
    expect(r.status).toBe(200);
    const movido = modelo.splice(45, 1)[0]!;
    modelo.splice(modelo.indexOf(soAnterior) + 1, 0, movido);

    expect((await cardsDaEtapa(dono, a.id, 7)).map((c) => c.id)).toEqual(modelo);

    // Into another stage between two of its cards.
    await atualizarEtapa(dono, a, { fluxoAberto: 'S' });
    for (const id of modelo.slice(0, 3))
      expect((await moverCard(dono, { idInstancia: id, idEtapaDestino: b.id, ordemNaEtapaDestino: 99 })).status).toBe(
        200,
      );
    const emB = modelo.slice(0, 3);
    const mover = modelo[10]!;
    const meio = await moverCard(dono, {
      idInstancia: mover,
      idEtapaDestino: b.id,
      ordemNaEtapaDestino: 2,
      idInstanciaAnterior: emB[0],
      idInstanciaPosterior: emB[1],
    });
    expect(meio.status).toBe(200);
    expect((await cardsDaEtapa(dono, b.id, 2)).map((c) => c.id)).toEqual([emB[0], mover, emB[1], emB[2]]);
    expect(await contadores(dono, fluxo.id)).toMatchObject({ [a.id]: 46, [b.id]: 4 });
    const pagina = await paginaDaEtapa(dono, a.id, 20);
    expect(pagina.body.total).toBe(46);
  });

  it('sorts a stage by title, by date ascending and descending', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    for (const n of ['Banana', 'abacaxi', 'Cereja']) await criarCard(dono, fluxo.id, n);
    const ordenar = async (tipoOrdenacao: string) => {
      const r = await dono.http.patch<RespostaJob>(
        '/api/instancias/ordenar-na-etapa',
        { idEtapa: a.id, tipoOrdenacao },
        { sigla: dono.sigla },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      expect(await aguardarJob(dono, r.body.Job.id)).toMatchObject({ status: 'concluido', feito: 3 });
      return descricoes(await cardsDaEtapa(dono, a.id));
    };

    expect(await ordenar('title')).toEqual(['abacaxi', 'Banana', 'Cereja']);
    expect(await ordenar('date-asc')).toEqual(['Banana', 'abacaxi', 'Cereja']);
    expect(await ordenar('date-desc')).toEqual(['Cereja', 'abacaxi', 'Banana']);
  });
});

describe('between flows', () => {
  it('needs the source to send and the destination to receive', async () => {
    const origem = await fluxoComTresEtapas(dono);
    const destino = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, origem.fluxo.id);
    const enviar = () =>
      dono.http.post(
        '/api/instancias/copiar-mover-entre-fluxos',
        { idInstancia: card.id, idFluxoDestino: destino.fluxo.id, idEtapaDestino: destino.b.id, tipoOperacao: 'M' },
        { sigla: dono.sigla },
      );

    const semEnvio = await enviar();
    await flagsFluxo(dono, origem.fluxo, { permitirEnviarCards: 'S' });
    const semRecebimento = await enviar();

    expect(comoErro(semEnvio).mensagem).toBe(mensagensCard.envioNaoPermitido);
    expect(comoErro(semRecebimento).mensagem).toBe(mensagensCard.recebimentoNaoPermitido);
  });

  it('M moves the card (history lost, labels dropped, values kept); C copies it and keeps the original', async () => {
    const origem = await fluxoComTresEtapas(dono);
    const destino = await fluxoComTresEtapas(dono);
    await flagsFluxo(dono, origem.fluxo, { permitirEnviarCards: 'S' });
    await flagsFluxo(dono, destino.fluxo, { permitirReceberCards: 'S' });
    await salvarCampos(dono, origem.a.id, [campo('Setor')]);
    const etiqueta = await criarEtiqueta(dono, origem.fluxo.id);
    const card = await criarCard(dono, origem.fluxo.id, 'Viajante', {
      listaEtiquetas: [etiqueta.id],
      listaValoresFormulario: { SETOR: 'TI' },
    });
    await moverCard(dono, { idInstancia: card.id, idEtapaDestino: origem.b.id });
    const copiado = await criarCard(dono, origem.fluxo.id, 'Original');

    const m = await dono.http.post(
      '/api/instancias/copiar-mover-entre-fluxos',
      { idInstancia: card.id, idFluxoDestino: destino.fluxo.id, idEtapaDestino: destino.b.id, tipoOperacao: 'M' },
      { sigla: dono.sigla },
    );
    const c = await dono.http.post(
      '/api/instancias/copiar-mover-entre-fluxos',
      { idInstancia: copiado.id, idFluxoDestino: destino.fluxo.id, idEtapaDestino: destino.c.id, tipoOperacao: 'C' },
      { sigla: dono.sigla },
    );

    expect(m.status, JSON.stringify(m.body)).toBe(200);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const movido = (
      await dono.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${card.id}`, { sigla: dono.sigla })
    ).body.Instancia;
    expect(movido).toMatchObject({
      Fluxo: { id: destino.fluxo.id },
      Etapa: { id: destino.b.id },
      listaInstanciaEtiquetas: [],
    });
    expect(movido.jsonDadosExecucao.listaValoresFormulario).toMatchObject({ SETOR: 'TI' });
    const hist = await dono.http.get<RespostaHistorico>(`/api/instancia/historico/buscar-por-instancia/${card.id}`, {
      sigla: dono.sigla,
    });
    expect(hist.body.listaHistorico.map((h) => [h.acao, h.Etapa.id])).toEqual([['movido', destino.b.id]]);
    expect(descricoes(await cardsDaEtapa(dono, origem.a.id))).toEqual(['Original']);
    expect(descricoes(await cardsDaEtapa(dono, destino.c.id))).toEqual(['Original']);
    expect(await contadores(dono, origem.fluxo.id)).toMatchObject({ [origem.a.id]: 1, [origem.b.id]: 0 });
    expect(await contadores(dono, destino.fluxo.id)).toMatchObject({ [destino.b.id]: 1, [destino.c.id]: 1 });
  });
});

describe('create permission', () => {
  it('a person without executar on the initial stage cannot create cards', async () => {
    const fluxo = await criarFluxo(dono);
    const { Etapa: a } = await criarEtapa(dono, fluxo.id, 'Entrada');
    const leitor = await outraPessoa(amb, 'Leo Leitor');
    await autorizar(dono, a.id, leitor.email, { executar: 'N' });

    const r = await leitor.http.post(
      '/api/instancias/inserir',
      { Instancia: { idFluxo: fluxo.id, descricao: 'x' } },
      { sigla: leitor.sigla },
    );

    expect(r.status).toBe(403);
  });
});
