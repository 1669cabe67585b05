import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mensagensRelatorio } from '@wf/shared/schemas/relatorio';
import type {
  LinhaRelatorioCard,
  RespostaCardsAcompanhados,
  RespostaCardsCriados,
  RespostaCardsVencendo,
  RespostaResumoFluxos,
} from '@wf/shared/types/relatorio';
import { beforeAll, describe, expect, it } from 'vitest';
import { inserirInstanciaItem } from '../../functions/src/data/repositories/instanciaRepository';
import { novaInstancia } from '../../functions/src/domains/instancias/entities/instancia';
import { chavesNovas } from '../../functions/src/domains/instancias/entities/ordem';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';
import type { AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { ambienteComDono, autorizar, criarFluxo, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { criarCard, moverCard } from './support/instancias';

/**
 * The reports: the flows the person sees with their totals, and the cards created or due in a
 * period of the tenant's days over those flows, newest (or soonest) first, a bounded page at a
 * time with a cursor; never a card of a flow the person does not see or of another tenant.
 */

const tabela = depsDaTabela();
let amb: AmbienteDeTeste;
let dono: Pessoa;
let bruna: Pessoa;
let estranho: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  bruna = await outraPessoa(amb, 'Bruna Lima');
  ({ dono: estranho } = await ambienteComDono());
});

const hojeSp = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const diaRelativo = (dias: number) => {
  const d = new Date(`${hojeSp()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

async function relatorio<T>(p: Pessoa, tipo: string, q: string) {
  return p.http.get<T>(`/api/relatorios/${tipo}?${q}`, { sigla: p.sigla });
}

/** Every row of a card report, following the cursor; also the size of each page. */
async function todasAsLinhas(p: Pessoa, tipo: 'cards-criados' | 'cards-vencendo', periodo: string) {
  const linhas: LinhaRelatorioCard[] = [];
  const paginas: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    const r: Awaited<ReturnType<typeof relatorio<RespostaCardsCriados & RespostaCardsVencendo>>> = await relatorio<
      RespostaCardsCriados & RespostaCardsVencendo
    >(p, tipo, `${periodo}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const pagina = tipo === 'cards-criados' ? r.body.listaCardsCriados : r.body.listaCardsVencendo;
    linhas.push(...pagina);
    paginas.push(pagina.length);
    cursor = r.body.proximoCursor;
    if (!cursor) return { linhas, paginas };
  }
  throw new Error('cursor sem fim');
}

/** Cards written straight to the table with a chosen creation instant (the API stamps "now"). */
async function semearCriadosEm(p: Pessoa, idFluxo: string, idEtapa: string, instantes: string[], prefixo: string) {
  const chaves = chavesNovas(instantes.length);
  const cards = instantes.map((iso, i) =>
    novaInstancia({
      id: randomUUID(),
      idFluxo,
      idEtapa,
      descricao: `${prefixo} ${String(i).padStart(3, '0')}`,
      detalhes: '',
      dataVencimento: null,
      listaValoresFormulario: {},
      idUnico: null,
      ordemChave: chaves[i]!,
      etiquetas: [],
      emailAutor: p.email,
      agora: new Date(iso),
    }),
  );
  for (let i = 0; i < cards.length; i += 25) {
    const lote = cards
      .slice(i, i + 25)
      .map((c) => ({ PutRequest: { Item: inserirInstanciaItem(tabela, p.sigla, c).Put!.Item! } }));
    await tabela.db.send(new BatchWriteCommand({ RequestItems: { [tabela.tableName]: lote } }));
  }
  return cards;
}

describe('parameters and errors', () => {
  const tipos = ['resumo-fluxos', 'cards-criados', 'cards-vencendo', 'cards-acompanhados'];

  it.each(tipos)('%s refuses missing, malformed and impossible dates with a pt-BR 400', async (tipo) => {
    const casos: [string, string][] = [
      ['dataFim=2026-03-10', 'Campo obrigatório'],
      ['dataInicio=10/03/2026&dataFim=2026-03-10', mensagensRelatorio.dataInvalida],
      ['dataInicio=2026-02-30&dataFim=2026-03-10', mensagensRelatorio.dataInvalida],
      ['dataInicio=2026-03-11&dataFim=2026-03-10', mensagensRelatorio.inicioDepoisDoFim],
      ['dataInicio=2025-01-01&dataFim=2026-03-10', mensagensRelatorio.periodoLongo],
    ];
    for (const [q, mensagem] of casos) {
      const r = await relatorio(dono, tipo, q);
      expect(r.status, q).toBe(400);
      expect(JSON.stringify(comoErro(r)), q).toContain(mensagem);
    }
    // The longest period accepted: 366 days, both ends included.
    expect((await relatorio(dono, tipo, 'dataInicio=2025-03-10&dataFim=2026-03-10')).status).toBe(200);
  });

  it('refuses a forged cursor and answers 401 without a session', async () => {
    const forjado = Buffer.from(JSON.stringify({ apos: 'T#OUTRO#CARD#x' })).toString('base64url');
    for (const tipo of ['cards-criados', 'cards-vencendo']) {
      const r = await relatorio(dono, tipo, `dataInicio=2026-03-01&dataFim=2026-03-10&cursor=${forjado}`);
      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe(mensagensRelatorio.cursorInvalido);
    }
    const anonimo = await new ClienteHttp().get(
      '/api/relatorios/cards-criados?dataInicio=2026-03-01&dataFim=2026-03-10',
      {
        sigla: dono.sigla,
      },
    );
    expect(anonimo.status).toBe(401);
  });
});

describe('resumo-fluxos', () => {
  it('lists the flows the person sees, not archived ones, with their totals and what happened in the period', async () => {
    const { amb: amb2, dono: ana } = await ambienteComDono();
    const carla = await outraPessoa(amb2, 'Carla Souza');
    const { fluxo: vendas, a, b } = await fluxoComTresEtapas(ana);
    const pedido1 = await criarCard(ana, vendas.id, 'Pedido 1');
    await criarCard(ana, vendas.id, 'Pedido 2');
    expect((await moverCard(ana, { idInstancia: pedido1.id, idEtapaDestino: b.id })).status).toBe(200);
    await autorizar(ana, a.id, carla.email);
    const arquivado = await criarFluxo(ana, { descricao: 'Antigo' });
    const r0 = await ana.http.post(
      `/api/common/atualizar-propriedade/${arquivado.id}`,
      { nomeEntidade: 'Fluxo', nomePropriedade: 'arquivado', valor: 'S' },
      { sigla: ana.sigla },
    );
    expect(r0.status, JSON.stringify(r0.body)).toBe(200);
    await criarFluxo(carla, { descricao: 'Da Carla' });

    const periodo = `dataInicio=${diaRelativo(-30)}&dataFim=${hojeSp()}`;
    // The period's counts come from the painel consumer's day counters: they converge shortly after.
    const deAna = await eventually(async () => {
      const r = await relatorio<RespostaResumoFluxos>(ana, 'resumo-fluxos', periodo);
      expect(r.status).toBe(200);
      const linha = r.body.listaMeusFluxos[0];
      return linha?.cardsCriadosNoPeriodo === 2 && linha.cardsMovimentadosNoPeriodo === 1 ? r : undefined;
    }, 20_000);
    expect(deAna.body.listaMeusFluxos).toEqual([
      {
        idFluxo: vendas.id,
        nomeFluxo: 'Compras',
        totalCards: 2,
        totalEtapas: 3,
        totalPessoasAutorizadas: 2,
        cardsCriadosNoPeriodo: 2,
        cardsMovimentadosNoPeriodo: 1,
        cardsConcluidosNoPeriodo: 0,
      },
    ]);
    // A period that ends yesterday: the flow and its totals, but nothing happened in it.
    const ontem = await relatorio<RespostaResumoFluxos>(
      ana,
      'resumo-fluxos',
      `dataInicio=${diaRelativo(-30)}&dataFim=${diaRelativo(-1)}`,
    );
    expect(ontem.body.listaMeusFluxos).toEqual([
      expect.objectContaining({ idFluxo: vendas.id, totalCards: 2, cardsCriadosNoPeriodo: 0 }),
    ]);
    const deCarla = await relatorio<RespostaResumoFluxos>(carla, 'resumo-fluxos', periodo);
    expect(deCarla.body.listaMeusFluxos.map((f) => f.nomeFluxo)).toEqual(['Compras', 'Da Carla']);
    // Another tenant sees none of them.
    const deFora = await relatorio<RespostaResumoFluxos>(estranho, 'resumo-fluxos', periodo);
    expect(deFora.body.listaMeusFluxos.map((f) => f.idFluxo)).not.toContain(vendas.id);
  });
});

describe('cards-vencendo', () => {
  it('answers the cards due in the period, soonest first, with flow, stage and responsibles', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const vence = async (descricao: string, dias: number | null) =>
      criarCard(dono, fluxo.id, descricao, dias === null ? {} : { dataVencimento: diaRelativo(dias) });
    const c3 = await vence('Vence em 3', 3);
    await vence('Vence em 9', 9);
    const c1 = await vence('Vence em 1', 1);
    await vence('Sem data', null);
    const c5 = await vence('Vence em 5', 5);
    const carlos = await outraPessoa(amb, 'Carlos Reis');
    await autorizar(dono, a.id, carlos.email);
    const r = await dono.http.post(
      '/api/instancia/responsaveis/inserir',
      { idInstancia: c1.id, emailUsuario: carlos.email },
      { sigla: dono.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);

    const periodo = `dataInicio=${diaRelativo(1)}&dataFim=${diaRelativo(5)}`;
    const { linhas } = await todasAsLinhas(dono, 'cards-vencendo', periodo);
    const doFluxo = linhas.filter((l) => l.idFluxo === fluxo.id);
    expect(doFluxo.map((l) => [l.descrCard, l.dataVencimento])).toEqual([
      ['Vence em 1', diaRelativo(1)],
      ['Vence em 3', diaRelativo(3)],
      ['Vence em 5', diaRelativo(5)],
    ]);
    expect(doFluxo[0]).toMatchObject({
      idInstancia: c1.id,
      nomeFluxo: 'Compras',
      nomeEtapaAtual: a.descricao,
      responsaveisAtuais: ['Carlos Reis'],
    });
    expect(doFluxo.map((l) => l.idInstancia)).toEqual([c1.id, c3.id, c5.id]);

    // Bruna does not see the flow: none of its cards. Once authorised on a stage, she sees them.
    const antes = await todasAsLinhas(bruna, 'cards-vencendo', periodo);
    expect(antes.linhas.filter((l) => l.idFluxo === fluxo.id)).toEqual([]);
    await autorizar(dono, a.id, bruna.email);
    const depois = await todasAsLinhas(bruna, 'cards-vencendo', periodo);
    expect(depois.linhas.filter((l) => l.idFluxo === fluxo.id).map((l) => l.idInstancia)).toEqual([
      c1.id,
      c3.id,
      c5.id,
    ]);
    // Another tenant, same period: nothing of this one.
    const deFora = await todasAsLinhas(estranho, 'cards-vencendo', periodo);
    expect(deFora.linhas.map((l) => l.idFluxo)).not.toContain(fluxo.id);
  });
});

describe('cards-criados', () => {
  it('pages through every card created in the period over several flows, newest first, by Brasília days', async () => {
    const { dono: ana } = await ambienteComDono();
    const f1 = await fluxoComTresEtapas(ana);
    const f2 = await fluxoComTresEtapas(ana);
    // 10/03 in Brasília runs from 03:00Z of the 10th to 02:59:59.999Z of the 11th.
    const bordas = [
      '2026-03-10T02:59:59.999Z',
      '2026-03-10T03:00:00.000Z',
      '2026-03-12T02:59:59.999Z',
      '2026-03-12T03:00:00.000Z',
    ];
    const instantes = (base: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        new Date(Date.parse('2026-03-10T12:00:00.000Z') + (base + i * 2) * 60_000).toISOString(),
      );
    const s1 = await semearCriadosEm(ana, f1.fluxo.id, f1.a.id, [...instantes(0, 80), ...bordas], 'Um');
    const s2 = await semearCriadosEm(ana, f2.fluxo.id, f2.a.id, instantes(1, 70), 'Dois');

    const { linhas, paginas } = await todasAsLinhas(ana, 'cards-criados', 'dataInicio=2026-03-10&dataFim=2026-03-11');
    const esperados = [...s1, ...s2]
      .filter((c) => c.dataHoraCriacao >= '2026-03-10T03:00:00.000Z' && c.dataHoraCriacao <= '2026-03-12T02:59:59.999Z')
      .sort((x, y) => y.dataHoraCriacao.localeCompare(x.dataHoraCriacao));
    expect(esperados).toHaveLength(80 + 70 + 2);
    expect(linhas.map((l) => l.idInstancia)).toEqual(esperados.map((c) => c.id));
    expect(paginas.every((n) => n <= 100)).toBe(true);
    expect(paginas.length).toBeGreaterThan(1);
    expect(linhas[0]).toMatchObject({ nomeFluxo: 'Compras', nomeEtapaAtual: 'Solicitação', responsaveisAtuais: [] });

    // One day only: the Brasília day, not the UTC one.
    const dia10 = await todasAsLinhas(ana, 'cards-criados', 'dataInicio=2026-03-10&dataFim=2026-03-10');
    expect(dia10.linhas.map((l) => l.dataCriacao)).toContain('2026-03-10T03:00:00.000Z');
    expect(dia10.linhas.map((l) => l.dataCriacao)).not.toContain('2026-03-10T02:59:59.999Z');
    // Another tenant, same period: nothing of this one.
    const deFora = await todasAsLinhas(estranho, 'cards-criados', 'dataInicio=2026-03-10&dataFim=2026-03-11');
    expect(deFora.linhas).toEqual([]);
  });
});

describe('cards-acompanhados', () => {
  it('answers the cards the person follows created in the period, from her own follow entries', async () => {
    const { amb: amb2, dono: ana } = await ambienteComDono();
    const dani = await outraPessoa(amb2, 'Daniela Rocha');
    const { fluxo, a } = await fluxoComTresEtapas(ana);
    await autorizar(ana, a.id, dani.email);
    const seguido1 = await criarCard(ana, fluxo.id, 'Seguido 1');
    await criarCard(ana, fluxo.id, 'Não seguido');
    const seguido2 = await criarCard(ana, fluxo.id, 'Seguido 2');
    for (const card of [seguido1, seguido2]) {
      const r = await dani.http.post(
        '/api/instancia/acompanhamento/inserir',
        { idInstancia: card.id },
        { sigla: dani.sigla },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const periodo = `dataInicio=${diaRelativo(-7)}&dataFim=${hojeSp()}`;
    // The follow entries are kept by a consumer: they appear shortly after the answers.
    const linhas = await eventually(async () => {
      const r = await relatorio<RespostaCardsAcompanhados>(dani, 'cards-acompanhados', periodo);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.listaCardsAcompanhamento.length === 2 ? r.body.listaCardsAcompanhamento : undefined;
    }, 20_000);
    expect(linhas.map((l) => l.idInstancia)).toEqual([seguido2.id, seguido1.id]);
    expect(linhas[0]).toMatchObject({ nomeFluxo: 'Compras', nomeEtapaAtual: a.descricao });
    // Ana follows nothing; a period before the cards shows nothing.
    const deAna = await relatorio<RespostaCardsAcompanhados>(ana, 'cards-acompanhados', periodo);
    expect(deAna.body.listaCardsAcompanhamento).toEqual([]);
    const antes = await relatorio<RespostaCardsAcompanhados>(
      dani,
      'cards-acompanhados',
      'dataInicio=2026-01-01&dataFim=2026-01-31',
    );
    expect(antes.body).toEqual({ listaCardsAcompanhamento: [], proximoCursor: null });
    const forjado = Buffer.from(JSON.stringify({ apos: 'SEG#x' })).toString('base64url');
    expect((await relatorio(dani, 'cards-acompanhados', `${periodo}&cursor=${forjado}`)).status).toBe(400);
  });
});
