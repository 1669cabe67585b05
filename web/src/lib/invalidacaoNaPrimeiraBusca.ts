import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * An invalidation that reaches a query during its first fetch is done again once that fetch
 * settles. TanStack restarts a fetch in flight when the query already has data, but a query still
 * without data joins its in-flight first fetch instead (TanStack/query#8530), and that fetch's
 * answer, maybe read before the change that invalidated it, clears the invalidation. A realtime
 * event landing while a just-opened card loaded its comments was lost that way, and so was the
 * refetch on joining a room while the board's columns loaded (eventosNoCache.ts). The first answer
 * still shows at once; the refetch brings the change right after. Returns the unsubscribe.
 */
export function repetirInvalidacaoDaPrimeiraBusca(queryClient: QueryClient): () => void {
  const aRepetir = new WeakSet<Query>();
  return queryClient.getQueryCache().subscribe((evento) => {
    if (evento.type !== 'updated') return;
    const { query, action } = evento;
    if (action.type === 'invalidate') {
      if (query.state.data === undefined && query.state.fetchStatus !== 'idle') aRepetir.add(query);
      return;
    }
    // Settled (answered, failed or cancelled); data set by hand meanwhile leaves the fetch running.
    if (!aRepetir.has(query) || query.state.fetchStatus !== 'idle') return;
    aRepetir.delete(query);
    // A failure already leaves the query invalidated (it refetches when next used).
    if (action.type === 'success') void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  });
}
