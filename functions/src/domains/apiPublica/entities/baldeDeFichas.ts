/**
 * The public API's rate limit, per token: a token bucket of `capacidade` calls that refills at
 * `porSegundo` calls per second. A script may burst up to the capacity, then is held to the
 * refill rate; the other tokens of the tenant (and the UI) are not affected.
 */
export interface LimiteApi {
  capacidade: number;
  porSegundo: number;
  /** The policy's name in the RateLimit headers. */
  nomePolitica: string;
}

export const LIMITE_API: LimiteApi = { capacidade: 60, porSegundo: 1, nomePolitica: 'por-token' };

export interface EstadoBalde {
  fichas?: number;
  /** Epoch ms of `fichas`; absent: a bucket never used (full). */
  fichasEm?: number;
}

export interface Consumo {
  permitido: boolean;
  /** Tokens left after this call (refused: what there is now). */
  fichas: number;
  /** Refused: seconds until one token is back (Retry-After). */
  esperaSegundos: number;
  /** Seconds until the bucket is full again (the RateLimit header's t). */
  cheioEmSegundos: number;
}

/** Takes one token for a call made at `agoraMs`, refilling first for the time since the last call. */
export function consumirFicha(estado: EstadoBalde, agoraMs: number, limite: LimiteApi = LIMITE_API): Consumo {
  const { capacidade, porSegundo } = limite;
  const decorridos = estado.fichasEm === undefined ? Infinity : Math.max(0, agoraMs - estado.fichasEm) / 1000;
  const disponiveis = Math.min(capacidade, (estado.fichas ?? capacidade) + decorridos * porSegundo);
  const permitido = disponiveis >= 1;
  const fichas = permitido ? disponiveis - 1 : disponiveis;
  return {
    permitido,
    fichas,
    esperaSegundos: permitido ? 0 : Math.ceil((1 - disponiveis) / porSegundo),
    cheioEmSegundos: Math.ceil((capacidade - fichas) / porSegundo),
  };
}

/**
 * The rate-limit headers of an answer, as the IETF draft "RateLimit header fields for HTTP"
 * writes them (structured fields): the policy (quota q per window w seconds) and what is left
 * (r calls, t seconds until the quota is whole again).
 */
export function cabecalhosDeLimite(c: Consumo, limite: LimiteApi = LIMITE_API): Record<string, string> {
  const janela = Math.ceil(limite.capacidade / limite.porSegundo);
  return {
    'ratelimit-policy': `"${limite.nomePolitica}";q=${limite.capacidade};w=${janela}`,
    ratelimit: `"${limite.nomePolitica}";r=${Math.floor(c.fichas)};t=${c.cheioEmSegundos}`,
    ...(c.permitido ? {} : { 'retry-after': String(c.esperaSegundos) }),
  };
}
