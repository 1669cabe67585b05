/**
 * Runs fn over items with at most `limite` calls in flight, in order of start; rejects with the
 * first failure once every started call has settled (so nothing runs on after the caller moved on).
 */
export async function emParalelo<T>(
  itens: readonly T[],
  limite: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let proximo = 0;
  const falhas: unknown[] = [];
  const trabalhador = async (): Promise<void> => {
    while (proximo < itens.length) {
      const item = itens[proximo++] as T;
      try {
        await fn(item);
      } catch (e) {
        falhas.push(e);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limite, itens.length) }, trabalhador));
  if (falhas.length > 0) throw falhas[0];
}
