import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { JournalEntry } from '../../infra/local/eventJournal';
import { eventually } from '../support/eventually';
import { ambienteComDono, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { criarCard, moverCard } from './support/instancias';

/**
 * A card move is seen by the rest of the product (activity, realtime rooms, notifications) only
 * through its two events, written in the move's transaction: the local bus's journal must show
 * both, with the card, both stages and the tenant. The journal keeps only the last 500 finished
 * events of every test file running at once, so it is read (filtered by this card) as soon as the
 * move is answered, and only the move's own events are looked for.
 */

const baseUrl = inject('baseUrl');
let dono: Pessoa;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const eventosDoCard = async (idInstancia: string): Promise<JournalEntry[]> =>
  (await (
    await fetch(`${baseUrl}/_local/events?idInstancia=${encodeURIComponent(idInstancia)}`)
  ).json()) as JournalEntry[];

describe('a card move on the bus', () => {
  it('publishes cardSairEtapa and cardEntrarEtapa once each, with the card, its origin and destination stages and the tenant', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);

    const r = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    // The move's events: its exit, and the entry that has an origin (the creation's has none).
    const doMovimento = (e: JournalEntry) =>
      e.detailType === 'cardSairEtapa' ||
      (e.detailType === 'cardEntrarEtapa' && Boolean((e.detail as { idEtapaOrigem?: string | null }).idEtapaOrigem));
    const eventos = await eventually(async () => {
      const doCard = (await eventosDoCard(card.id)).filter(doMovimento);
      const tipos = new Set(doCard.map((e) => e.detailType));
      return tipos.has('cardSairEtapa') && tipos.has('cardEntrarEtapa') ? doCard : undefined;
    });

    const comum = { sigla: dono.sigla, idFluxo: fluxo.id, idInstancia: card.id, alteradoPor: dono.email };
    // Exactly one of each for one move (in type order: the two are published in no set order).
    eventos.sort((x, y) => x.detailType.localeCompare(y.detailType));
    expect(eventos).toMatchObject([
      {
        source: 'workflow.instancias',
        detailType: 'cardEntrarEtapa',
        detail: { ...comum, idEtapa: b.id, idEtapaOrigem: a.id },
      },
      {
        source: 'workflow.instancias',
        detailType: 'cardSairEtapa',
        detail: { ...comum, idEtapa: a.id, idEtapaDestino: b.id },
      },
    ]);
    expect(eventos).toHaveLength(2);
  });
});
