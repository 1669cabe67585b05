import { inject } from 'vitest';
import type { ResultadoRepouso } from '../../infra/local/repouso';

/**
 * Waits until nothing more will happen to the events whose detail has `filtro`'s values (the
 * runtime's GET /_local/repouso, infra/local/repouso.ts): their deliveries are done and what
 * their consumers wrote is on the bus and delivered too. "Nothing more happened" is asserted
 * after this, never after a sleep (docs/adr/0045-test-tiers.md, "Waiting in tests").
 *
 * Prefer the tenant (`{ sigla }`): a rule's chain may reach other cards. `baseUrl`: a runtime of
 * the test's own (runtimeFilho.ts); by default the shared one.
 */
export async function aguardarRepouso(
  filtro: Record<string, string> = {},
  opcoes: { baseUrl?: string; timeoutMs?: number } = {},
): Promise<void> {
  const baseUrl = opcoes.baseUrl ?? inject('baseUrl');
  const fim = Date.now() + (opcoes.timeoutMs ?? 45_000);
  for (;;) {
    // Each request waits at most 10 s in the runtime; asked again until the test's own deadline.
    const prazoMs = Math.max(0, Math.min(10_000, fim - Date.now()));
    const query = new URLSearchParams({ ...filtro, prazoMs: String(prazoMs) });
    const r = await fetch(`${baseUrl}/_local/repouso?${query}`);
    if (r.status !== 200) throw new Error(`/_local/repouso respondeu ${r.status}: ${await r.text()}`);
    const resultado = (await r.json()) as ResultadoRepouso;
    if (resultado.emRepouso) return;
    if (Date.now() >= fim)
      throw new Error(`eventos de ${JSON.stringify(filtro)} ainda em entrega: ${JSON.stringify(resultado.pendentes)}`);
  }
}
