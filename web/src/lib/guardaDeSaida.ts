/**
 * The browser's back and forward buttons while a screen holds unsaved input (useConfirmarSaida).
 * react-router's declarative router handles a back/forward in its popstate listener on window,
 * and listeners of one target run in the order they were added: this one is added at start-up,
 * before the router's, so it sees the traversal first, hides it from the router, undoes it and
 * redoes it only once the person confirms.
 */
export interface GuardaDeSaida {
  /** The question; true to leave. */
  perguntar: () => Promise<boolean>;
  /** True once leaving was allowed (what follows passes through). */
  liberado: () => boolean;
  liberar: () => void;
  /** The history position (react-router's `idx`) of the entry being guarded. */
  posicao: number | null;
}

let guarda: GuardaDeSaida | null = null;
let desfazendo = false;

/** react-router keeps the position of each history entry in its state (`idx`). */
export const posicaoNoHistorico = (): number | null => {
  const estado = window.history.state as { idx?: unknown } | null;
  return typeof estado?.idx === 'number' ? estado.idx : null;
};

/** Guards the current entry until the returned function is called. */
export function definirGuardaDeSaida(nova: GuardaDeSaida): () => void {
  guarda = nova;
  return () => {
    if (guarda === nova) guarda = null;
  };
}

function handleVoltarOuAvancar(evento: PopStateEvent): void {
  if (desfazendo) {
    // The step back to the guarded entry: the router never saw it leave.
    desfazendo = false;
    evento.stopImmediatePropagation();
    return;
  }
  const atual = guarda;
  const nova = posicaoNoHistorico();
  if (!atual || atual.liberado() || atual.posicao === null || nova === null) return;
  evento.stopImmediatePropagation();
  const delta = atual.posicao - nova;
  desfazendo = true;
  window.history.go(delta);
  void atual.perguntar().then((sim) => {
    if (!sim) return;
    atual.liberar();
    window.history.go(-delta);
  });
}

/** Once, at start-up (main.tsx), before the router mounts. */
export function instalarGuardaDeSaida(): void {
  window.addEventListener('popstate', handleVoltarOuAvancar);
}
