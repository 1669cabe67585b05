import type { AppDeps } from '../../../kernel/deps';
import { escrever } from '../../../data/entidade';
import { todoOFeedDoFluxo } from '../../../data/repositories/feedRepository';
import {
  cardsDoFluxoAntesDe,
  gravarContadoresDoFluxoItens,
  responsaveisDoFluxo,
  todosOsDiasDoFluxo,
} from '../../../data/repositories/painelRepository';
import { emParalelo } from '../../../lib/emParalelo';
import { CARDS_EM_PARALELO } from '../entities/tentativasRetrato';
import type { InstanciaArmazenada } from '../../instancias';
import { diaDoInstante } from '../entities/diaDoEvento';
import type { DiaFluxo, ResponsavelFluxo } from '../entities/painel';
import { reconciliarCard } from './projecaoPainelService';

export interface ContadoresDoFluxo {
  /** Days with at least one count, in day order. */
  dias: DiaFluxo[];
  /** People with at least one card, by e-mail. */
  responsaveis: ResponsavelFluxo[];
}

const PAGINA_CARDS = 500;

/** Every card of a flow, through its card index a page at a time (a rebuild reads the flow by nature). */
async function todosOsCards(deps: AppDeps, sigla: string, idFluxo: string): Promise<InstanciaArmazenada[]> {
  const cards: InstanciaArmazenada[] = [];
  let antes: string | undefined;
  for (;;) {
    const pagina = await cardsDoFluxoAntesDe(deps, sigla, idFluxo, PAGINA_CARDS, antes);
    cards.push(...pagina.map((p) => p.card));
    if (pagina.length < PAGINA_CARDS) return cards;
    antes = pagina.at(-1)!.gsi2sk;
  }
}

/** The flow's counters as its history and its cards say: days from its feed, responsibles from its cards. */
export async function contadoresCalculados(deps: AppDeps, sigla: string, idFluxo: string): Promise<ContadoresDoFluxo> {
  const [feed, cards] = await Promise.all([todoOFeedDoFluxo(deps, sigla, idFluxo), todosOsCards(deps, sigla, idFluxo)]);
  const dias = new Map<string, DiaFluxo>();
  for (const a of feed) {
    if (a.tipo !== 'criado' && a.tipo !== 'movido') continue;
    const dia = diaDoInstante(a.dataHoraAlteracao);
    const d = dias.get(dia) ?? { dia, criados: 0, movidos: 0, concluidos: 0 };
    if (a.tipo === 'criado') d.criados++;
    else {
      d.movidos++;
      if (a.concluido) d.concluidos++;
    }
    dias.set(dia, d);
  }
  const resp = new Map<string, number>();
  for (const c of cards)
    for (const e of new Set(c.responsaveis.map((x) => x.toLowerCase()))) resp.set(e, (resp.get(e) ?? 0) + 1);
  return {
    dias: [...dias.values()].sort((a, b) => a.dia.localeCompare(b.dia)),
    responsaveis: [...resp]
      .map(([email, abertos]) => ({ email, abertos }))
      .sort((a, b) => a.email.localeCompare(b.email)),
  };
}

/** The flow's counters as the live projection holds them (zero rows left out). */
export async function contadoresProjetados(deps: AppDeps, sigla: string, idFluxo: string): Promise<ContadoresDoFluxo> {
  const [dias, responsaveis] = await Promise.all([
    todosOsDiasDoFluxo(deps, sigla, idFluxo),
    responsaveisDoFluxo(deps, sigla, idFluxo),
  ]);
  return {
    dias: dias.filter((d) => d.criados || d.movidos || d.concluidos).sort((a, b) => a.dia.localeCompare(b.dia)),
    responsaveis: responsaveis.filter((r) => r.abertos !== 0).sort((a, b) => a.email.localeCompare(b.email)),
  };
}

/**
 * Rebuilds a flow's home projections: every card reconciled with its snapshot (tiles, per-person
 * counts, due-date counters), then the day and responsible counters rewritten from the flow's feed
 * and cards (people no longer responsible set to 0). Meant for a quiet flow (an operator's repair);
 * O(cards + events) by nature. Answers what it wrote.
 */
export async function reconstruirPainelDoFluxo(
  deps: AppDeps,
  sigla: string,
  idFluxo: string,
): Promise<ContadoresDoFluxo> {
  const cards = await todosOsCards(deps, sigla, idFluxo);
  // Few at a time: every card of one person moves the same counters (conflicts are retried).
  await emParalelo(cards, CARDS_EM_PARALELO, async (c) => {
    await reconciliarCard(deps, sigla, c.id);
  });
  const calculados = await contadoresCalculados(deps, sigla, idFluxo);
  const atuais = await responsaveisDoFluxo(deps, sigla, idFluxo);
  const comCards = new Set(calculados.responsaveis.map((r) => r.email));
  const zerados = atuais.filter((r) => !comCards.has(r.email)).map((r) => ({ email: r.email, abertos: 0 }));
  const escritas = gravarContadoresDoFluxoItens(deps, sigla, idFluxo, calculados.dias, [
    ...calculados.responsaveis,
    ...zerados,
  ]);
  await emParalelo(escritas, 10, async (e) => {
    await escrever(deps, e);
  });
  return calculados;
}
