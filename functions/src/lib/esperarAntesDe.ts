/**
 * Before a new try of a write that lost a race: a little longer each time, with jitter, so
 * colliding writers spread out. Nothing before the first try (0).
 */
export const esperarAntesDe = (tentativa: number): Promise<void> =>
  new Promise((r) => setTimeout(r, tentativa === 0 ? 0 : Math.random() * 25 * 2 ** tentativa));
