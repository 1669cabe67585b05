/**
 * Each tenant's share of the rules engine (issue 23, finding 2): at most `eventosPorJanela` rule
 * events per tenant in each fixed window of `janelaSegundos`, charged on a counter before they run.
 * A tenant's storm (a chain, a bulk job, a loop of rules) then takes at most its share of the
 * engine's concurrency: its excess is deferred to later windows (the record goes back to the queue,
 * invisible until then) while the other tenants' events of the same batch run now.
 *
 * Pure rules here; the counter is data/repositories/ritmoRegrasRepository.ts and the consumer's
 * use of it domains/regras/services/ritmoRegrasService.ts.
 */
export interface LimitesRitmo {
  /** Rule events one tenant may run per window. */
  eventosPorJanela: number;
  janelaSegundos: number;
  /**
   * The longest one deferral may be. A record further back in a tenant's backlog comes back at
   * this mark and is deferred again (one more receive), rather than sleeping for hours.
   */
  adiamentoMaximoSegundos: number;
}

/**
 * 300 events per 10 s: 30 a second, far above what people do by hand (a busy tenant's day is a
 * few events a second at its peak) and a bulk move of 500 cards with rules (2 rule events a card)
 * passes in ~35 s. A storm past that runs at 30 events a second for as long as it lasts, and no
 * faster, whatever it puts in the queue.
 */
export const LIMITES_RITMO_REGRAS: LimitesRitmo = {
  eventosPorJanela: 300,
  janelaSegundos: 10,
  adiamentoMaximoSegundos: 900,
};

/** The window an instant falls in: its number (epoch seconds / window) and when it ends. */
export function janelaDoRitmo(
  agora: Date,
  limites: Pick<LimitesRitmo, 'janelaSegundos'>,
): { numero: number; fimMs: number } {
  const janelaMs = limites.janelaSegundos * 1000;
  const numero = Math.floor(agora.getTime() / janelaMs);
  return { numero, fimMs: (numero + 1) * janelaMs };
}

/**
 * How many of `pedidos` events fit in the window, given how many it has run (`usados`, read from
 * the counter when the whole charge was refused): the first ones, up to the limit, never fewer than
 * none.
 */
export const admitidosNaJanela = (pedidos: number, usados: number, limite: number): number =>
  Math.max(0, Math.min(pedidos, limite - usados));

/**
 * How long (whole seconds, at least 1) to defer the event at `posicao` (1 = the first) among the
 * window's deferred events of its tenant: to the end of the window, then a constant pace of
 * `eventosPorJanela` per window, so a backlog comes back spread as it will be admitted, not all at
 * the next window's start (which would defer most of it again). Capped at adiamentoMaximoSegundos.
 */
export function atrasoDoAdiamento(agora: Date, posicao: number, limites: LimitesRitmo): number {
  const { fimMs } = janelaDoRitmo(agora, limites);
  const passoMs = (limites.janelaSegundos * 1000) / limites.eventosPorJanela;
  const voltaMs = fimMs + Math.max(0, posicao - 1) * passoMs;
  const segundos = Math.ceil((voltaMs - agora.getTime()) / 1000);
  return Math.min(limites.adiamentoMaximoSegundos, Math.max(1, segundos));
}

/**
 * The batch's verdict for one tenant: its events in order, the first `admitidos` run now, the rest
 * are deferred, the first of them at `primeiraPosicao` among the window's deferred events.
 */
export function decidirRitmo<T>(
  eventos: readonly T[],
  admitidos: number,
  primeiraPosicao: number,
  agora: Date,
  limites: LimitesRitmo,
): { agora: T[]; adiados: Array<{ evento: T; segundos: number }> } {
  return {
    agora: eventos.slice(0, admitidos),
    adiados: eventos
      .slice(admitidos)
      .map((evento, i) => ({ evento, segundos: atrasoDoAdiamento(agora, primeiraPosicao + i, limites) })),
  };
}
