import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_CADEIA, mensagensCadeia } from '@wf/shared/constants/cadeiaRegras';
import { mensagensRegra, type ExecucaoRegra, type Regra } from '@wf/shared/schemas/regra';
import type { JournalEntry } from '../../infra/local/eventJournal';
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { orcamentoCadeiaKeys } from '../../functions/src/data/repositories/orcamentoCadeiaRepository';
import { cobrarAcaoDaCadeia } from '../../functions/src/domains/regras/services/orcamentoCadeiaService';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';
import { ambienteComDono, fluxoComTresEtapas, telaDoFluxo, type Pessoa } from './support/fluxos';
import { criarCard } from './support/instancias';
import { criarRegra, execucoesDaRegra, jsonRegra } from './support/regras';

/**
 * Issue 23, finding 2: rule chains grew exponentially (3 "copy card" rules turned one card into
 * 364; the depth limit bounds a chain's length, not its width). One original change now has a
 * budget for its whole chain (LIMITES_CADEIA), and one tenant's storm does not hold another
 * tenant's rules back (the bus shares a consumer's slots fairly between tenants).
 */

let tempestade: Pessoa;
let vizinho: Pessoa;

beforeAll(async () => {
  [{ dono: tempestade }, { dono: vizinho }] = await Promise.all([ambienteComDono(), ambienteComDono()]);
});

/** Every execution of the rules (the history modal's pages are 20: this walks them all). */
async function todasAsExecucoes(p: Pessoa, idRegra: string): Promise<ExecucaoRegra[]> {
  const todas: ExecucaoRegra[] = [];
  let cursor: string | null = null;
  do {
    const r: { status: number; body: { listaExecucoesRegra: ExecucaoRegra[]; proximoCursor: string | null } } =
      await p.http.get(
        `/api/fluxo/regras/detalhes-execucoes/${idRegra}?sqlMaxRecords=20${cursor ? `&cursor=${cursor}` : ''}`,
        { sigla: p.sigla },
      );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    todas.push(...r.body.listaExecucoesRegra);
    cursor = r.body.proximoCursor;
  } while (cursor);
  return todas;
}

const cardsNaEtapa = async (p: Pessoa, idFluxo: string, idEtapa: string): Promise<number> =>
  (await telaDoFluxo(p, idFluxo)).listaEtapas.find((e) => e.id === idEtapa)!.totalCardsPresentes;

/** The rules engine's deliveries of a tenant's events the local bus has not finished yet. */
async function entregasPendentesDasRegras(p: Pessoa): Promise<number> {
  const r = await fetch(`${p.http.baseUrl}/_local/events`);
  const entradas = (await r.json()) as JournalEntry[];
  return entradas
    .filter((e) => (e.detail as { sigla?: string }).sigla?.toUpperCase() === p.sigla.toUpperCase())
    .flatMap((e) => e.deliveries)
    .filter((d) => d.consumer === 'regras' && d.status === 'pendente').length;
}

describe('the budget of a rule chain', () => {
  it("3 copy rules on one card create at most the capped number of cards, the history shows the stop, and another tenant's rule runs meanwhile", async () => {
    // The storm: three rules that each copy a card created in A back into A.
    const { fluxo, a } = await fluxoComTresEtapas(tempestade);
    const copias: Regra[] = [];
    for (let i = 1; i <= 3; i++) {
      copias.push(
        await criarRegra(
          tempestade,
          fluxo.id,
          jsonRegra({
            evento: 'cardCriado',
            idEtapa: a.id,
            prioridade: i,
            acoes: [{ key: 'copiarCard', formulario: { idEtapaMoveCard: a.id } }],
          }),
        ),
      );
    }
    // The neighbour: an ordinary rule of another tenant on the same runtime.
    const vizinhos = await fluxoComTresEtapas(vizinho);
    const comentar = await criarRegra(
      vizinho,
      vizinhos.fluxo.id,
      jsonRegra({
        evento: 'cardCriado',
        idEtapa: vizinhos.a.id,
        acoes: [{ key: 'adicionarComentario', formulario: { comment: 'Bem-vindo' } }],
      }),
    );

    await criarCard(tempestade, fluxo.id, 'Semente');
    // The storm is under way (its second link runs) before the neighbour's change.
    const execucoesDaTempestade = async () =>
      (await Promise.all(copias.map((r) => execucoesDaRegra(tempestade, r.id)))).flat();
    await eventually(async () => ((await execucoesDaTempestade()).length >= 6 ? true : undefined), 60_000, 100);

    await criarCard(vizinho, vizinhos.fluxo.id, 'Pedido do vizinho');
    const [doVizinho] = await eventually(
      async () => {
        const lista = await execucoesDaRegra(vizinho, comentar.id);
        return lista.length > 0 ? lista : undefined;
      },
      60_000,
      100,
    );
    // The neighbour's rule ran while the storm still had rule deliveries waiting or running, and
    // before its budget ran out.
    const pendentesNaHora = await entregasPendentesDasRegras(tempestade);
    const cardsNaHora = await cardsNaEtapa(tempestade, fluxo.id, a.id);
    expect(doVizinho).toMatchObject({ comErro: 'N' });
    expect(pendentesNaHora).toBeGreaterThan(0);
    expect(cardsNaHora).toBeLessThan(1 + LIMITES_CADEIA.cardsPorCadeia);

    // The storm ends: the seed and at most the budget's copies, never the 363 of 5 links of 3 rules.
    await eventually(
      async () => {
        const cards = await cardsNaEtapa(tempestade, fluxo.id, a.id);
        // Never past the budget, even while the storm still runs.
        expect(cards).toBeLessThanOrEqual(1 + LIMITES_CADEIA.cardsPorCadeia);
        return cards === 1 + LIMITES_CADEIA.cardsPorCadeia && (await entregasPendentesDasRegras(tempestade)) === 0
          ? true
          : undefined;
      },
      300_000,
      250,
    );
    expect(await cardsNaEtapa(tempestade, fluxo.id, a.id)).toBe(1 + LIMITES_CADEIA.cardsPorCadeia);
    const todas = (await Promise.all(copias.map((r) => todasAsExecucoes(tempestade, r.id)))).flat();
    const copiaram = todas.filter((e) => e.comErro === 'N');
    const paradas = todas.filter((e) => e.comErro === 'S');
    expect(copiaram).toHaveLength(LIMITES_CADEIA.cardsPorCadeia);
    // The stop is in the rules' history, with its pt-BR reason (a branch that ran ahead may have
    // met the depth limit first: copies do not go link by link).
    expect(paradas.filter((e) => e.detalhesErro === mensagensCadeia.limiteCards).length).toBeGreaterThan(0);
    for (const e of paradas)
      expect([mensagensCadeia.limiteCards, mensagensRegra.profundidadeExcedida]).toContain(e.detalhesErro);
  }, 600_000);

  it('charges concurrent actions atomically up to the cap, and a redelivered action run once', async () => {
    const deps = depsDaTabela();
    const disparo = { idEvento: randomUUID() };
    const n = LIMITES_CADEIA.cardsPorCadeia + 10;
    const runs = Array.from({ length: n }, () => randomUUID());
    // n copies at once, as concurrent consumers of one chain would charge them.
    const respostas = await Promise.all(
      runs.map((id) => cobrarAcaoDaCadeia(deps, tempestade.sigla, disparo, 'copiarCard', id)),
    );
    expect(respostas.filter((r) => r === null)).toHaveLength(LIMITES_CADEIA.cardsPorCadeia);
    expect(respostas.filter((r) => r === mensagensCadeia.limiteCards)).toHaveLength(10);
    // A run that was charged runs again (redelivery) without paying; one that was refused stays refused.
    const cobrada = runs[respostas.indexOf(null)]!;
    const recusada = runs[respostas.indexOf(mensagensCadeia.limiteCards)]!;
    expect(await cobrarAcaoDaCadeia(deps, tempestade.sigla, disparo, 'copiarCard', cobrada)).toBeNull();
    expect(await cobrarAcaoDaCadeia(deps, tempestade.sigla, disparo, 'copiarCard', recusada)).toBe(
      mensagensCadeia.limiteCards,
    );
    const { Item } = await deps.db.send(
      new GetCommand({
        TableName: deps.tableName,
        Key: { pk: orcamentoCadeiaKeys.pk(tempestade.sigla, disparo.idEvento), sk: 'ORCAMENTO' },
      }),
    );
    expect(Item).toMatchObject({ acoes: LIMITES_CADEIA.cardsPorCadeia, cards: LIMITES_CADEIA.cardsPorCadeia });
    expect((Item!.marcas as Set<string>).size).toBe(LIMITES_CADEIA.cardsPorCadeia);
    expect(Item!.pk).toBe(`T#${tempestade.sigla.toUpperCase()}#CADEIA#${disparo.idEvento}`);
  });
});
