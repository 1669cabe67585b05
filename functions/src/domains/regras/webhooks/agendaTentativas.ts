import { LIMITES_REGRA } from '@wf/shared/constants/regras';

/**
 * When a failed delivery tries again: exponential backoff (base, ×4 each time, at most 4 h
 * apart), or later if the receiver asked so (Retry-After), for up to 24 h after the first
 * attempt. With the 30 s base: 30 s, 2 min, 8 min, 32 min, ~2 h, then every 4 h, about ten
 * attempts in all. `baseMs` comes from WEBHOOKS_BACKOFF_BASE_MS (tests shorten it).
 */
export const JANELA_TENTATIVAS_MS = LIMITES_REGRA.webhookJanelaTentativasMs;
const INTERVALO_MAXIMO_MS = 4 * 3600 * 1000;

export function proximaTentativaEm(opcoes: {
  /** Attempts made so far (1 after the first). */
  tentativas: number;
  baseMs: number;
  primeiraTentativaEm: Date;
  agora: Date;
  retryAfterMs?: number;
}): Date | null {
  const backoff = Math.min(opcoes.baseMs * 4 ** (opcoes.tentativas - 1), INTERVALO_MAXIMO_MS);
  const espera = Math.max(backoff, opcoes.retryAfterMs ?? 0);
  const quando = opcoes.agora.getTime() + espera;
  return quando <= opcoes.primeiraTentativaEm.getTime() + JANELA_TENTATIVAS_MS ? new Date(quando) : null;
}
