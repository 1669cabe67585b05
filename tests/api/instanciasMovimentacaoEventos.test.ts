import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { JournalEntry } from '../../infra/local/eventJournal';
import { eventually } from '../support/eventually';
import { ambienteComDono, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { criarCard, moverCard } from './support/instancias';

/**
 * A card move is seen by the rest of the product (activity, realtime rooms, notifications) only
 * through its two events, written in the move's transaction: the local bus's journal must show
 * both, with the card, both stages and the tenant.
 */

const baseUrl = inject('baseUrl');
let dono: Pessoa;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const eventosDoCard = async (idInstancia: string): Promise<JournalEntry[]> => {
  const r = await fetch(`${baseUrl}/_local/events`);
  const todos = (await r.json()) as JournalEntry[];
  return todos.filter((e) => (e.detail as { idInstancia?: string }).idInstancia === idInstancia);
};

describe('a card move on the bus', () => {
  it('publishes cardSairEtapa and cardEntrarEtapa with the card, its origin and destination stages and the tenant', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);

    const r = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    const [saida, entrada] = await eventually(async () => {
      const eventos = await eventosDoCard(card.id);
      const sair = eventos.find((e) => e.detailType === 'cardSairEtapa');
      const entrar = eventos.find(
        (e) => e.detailType === 'cardEntrarEtapa' && (e.detail as { idEtapaOrigem?: string | null }).idEtapaOrigem,
      );
      return sair && entrar ? [sair, entrar] : undefined;
    });
    const comum = { sigla: dono.sigla, idFluxo: fluxo.id, idInstancia: card.id, alteradoPor: dono.email };
    expect(saida).toMatchObject({
      source: 'workflow.instancias',
      detail: { ...comum, idEtapa: a.id, idEtapaDestino: b.id },
    });
    expect(entrada).toMatchObject({
      source: 'workflow.instancias',
      detail: { ...comum, idEtapa: b.id, idEtapaOrigem: a.id },
    });
    // Exactly one of each for one move.
    const eventos = await eventosDoCard(card.id);
    expect(eventos.filter((e) => e.detailType === 'cardSairEtapa')).toHaveLength(1);
    expect(eventos.filter((e) => e.detailType === 'cardEntrarEtapa')).toHaveLength(2); // creation + move
  });
});
