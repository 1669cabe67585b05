import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RespostaInstancia } from '@wf/shared/types/instancia';
import { chaves } from './chavesDeConsulta';

/**
 * What each kind of card change refreshes, in one place: the board, the list view and the card
 * modal show the same card, and features may not import each other. Each function names exactly
 * the queries the change alters (docs/adr/0030-spa-data-and-cache.md).
 *
 * Shown where: a column tile shows title, due date, responsibles, labels and the comment,
 * attachment and checklist counts; the column header its total; the list view title, stage,
 * responsibles, due date, labels and dates; the flow screen and the flow list the card totals.
 */

/** The stage the cached card is in, when the card was opened; null sends callers to every column. */
function etapaEmCache(queryClient: QueryClient, idInstancia: string): string | null {
  return queryClient.getQueryData<RespostaInstancia>(chaves.card.raiz(idInstancia))?.Instancia.Etapa.id ?? null;
}

function invalidar(
  queryClient: QueryClient,
  ...filtros: Array<{ queryKey: QueryKey; exact?: boolean }>
): Promise<unknown> {
  return Promise.all(filtros.map((filtro) => queryClient.invalidateQueries(filtro)));
}

function colunas(idsEtapa: ReadonlyArray<string | null | undefined>): Array<{ queryKey: QueryKey }> {
  const conhecidas = [...new Set(idsEtapa.filter((id): id is string => Boolean(id)))];
  if (conhecidas.length < idsEtapa.length) return [{ queryKey: chaves.cards.colunas() }];
  return conhecidas.map((id) => ({ queryKey: chaves.cards.coluna(id) }));
}

/** The card totals: the flow screen's stages (column fallback, diagram nodes) and the flow list. */
function contadores(idFluxo: string): Array<{ queryKey: QueryKey; exact?: boolean }> {
  return [{ queryKey: chaves.fluxos.comEtapas(idFluxo) }, { queryKey: chaves.fluxos.lista() }];
}

/** A new card: its column (tiles and counter), the list view and the totals. */
export function aposCriarCard(queryClient: QueryClient, idFluxo: string, idEtapa: string): Promise<unknown> {
  return invalidar(
    queryClient,
    ...colunas([idEtapa]),
    { queryKey: chaves.cards.listas(idFluxo) },
    ...contadores(idFluxo),
  );
}

/**
 * Title, details, due date, form values or following changed: the card itself (not its
 * sub-element lists), its tile and the list view. Counts do not move.
 */
export function aposEditarCard(queryClient: QueryClient, idInstancia: string, idFluxo: string): Promise<unknown> {
  return invalidar(
    queryClient,
    { queryKey: chaves.card.raiz(idInstancia), exact: true },
    ...colunas([etapaEmCache(queryClient, idInstancia)]),
    { queryKey: chaves.cards.listas(idFluxo) },
  );
}

/** A card moved between stages or inside one: the card, both columns, the list view and the totals. */
export function aposMoverCard(
  queryClient: QueryClient,
  movimento: { idInstancia: string; idFluxo: string; idEtapaOrigem: string; idEtapaDestino: string },
): Promise<unknown> {
  return invalidar(
    queryClient,
    { queryKey: chaves.card.raiz(movimento.idInstancia), exact: true },
    { queryKey: chaves.card.historico(movimento.idInstancia) },
    { queryKey: chaves.card.etapasAnteriores(movimento.idInstancia) },
    ...colunas([movimento.idEtapaOrigem, movimento.idEtapaDestino]),
    { queryKey: chaves.cards.listas(movimento.idFluxo) },
    ...contadores(movimento.idFluxo),
  );
}

/**
 * Many cards of known stages changed at once (move all, sort, copy or move to another flow):
 * those columns (every column when a stage is not known here), the flow's lists and totals, and
 * any open card (its stage or position may have changed).
 */
export function aposAlterarCardsEmMassa(
  queryClient: QueryClient,
  idsFluxo: readonly string[],
  idsEtapa: ReadonlyArray<string | null>,
): Promise<unknown> {
  return invalidar(
    queryClient,
    ...colunas(idsEtapa),
    ...idsFluxo.flatMap((idFluxo) => [{ queryKey: chaves.cards.listas(idFluxo) }, ...contadores(idFluxo)]),
    { queryKey: chaves.card.todos() },
  );
}

/** A deleted card: its queries go away; its column, the list view and the totals refresh. */
export function aposExcluirCard(queryClient: QueryClient, idInstancia: string, idFluxo: string): Promise<unknown> {
  const idEtapa = etapaEmCache(queryClient, idInstancia);
  queryClient.removeQueries({ queryKey: chaves.card.raiz(idInstancia) });
  return invalidar(
    queryClient,
    ...colunas([idEtapa]),
    { queryKey: chaves.cards.listas(idFluxo) },
    ...contadores(idFluxo),
  );
}

/**
 * A sub-element changed (comment, attachment, checklist, label, responsible): its own list, the
 * card (counts and badges) and its tile; the list view only when it shows that element.
 */
export function aposAlterarElementoDoCard(
  queryClient: QueryClient,
  alteracao: { idInstancia: string; idFluxo: string; elemento?: QueryKey; naLista: boolean; idEtapa?: string },
): Promise<unknown> {
  const { idInstancia, idFluxo, elemento, naLista } = alteracao;
  return invalidar(
    queryClient,
    ...(elemento ? [{ queryKey: elemento }] : []),
    { queryKey: chaves.card.raiz(idInstancia), exact: true },
    ...colunas([alteracao.idEtapa ?? etapaEmCache(queryClient, idInstancia)]),
    ...(naLista ? [{ queryKey: chaves.cards.listas(idFluxo) }] : []),
  );
}

/**
 * A card someone else deleted or sent to another flow (a realtime event): unlike aposExcluirCard
 * its query is refetched, not removed, so a modal open on it gets the 404 and closes with a
 * notice; its column, the list view and the totals refresh.
 */
export function aposSumirCard(
  queryClient: QueryClient,
  card: { idInstancia: string; idFluxo: string; idEtapa: string },
): Promise<unknown> {
  return invalidar(
    queryClient,
    { queryKey: chaves.card.raiz(card.idInstancia) },
    ...colunas([card.idEtapa]),
    { queryKey: chaves.cards.listas(card.idFluxo) },
    ...contadores(card.idFluxo),
  );
}
