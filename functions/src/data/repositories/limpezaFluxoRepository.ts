import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { excluirEmLote, type ChaveItem } from '../lotes';
import { atividadeKeys } from './atividadeRepository';
import { indiceFiltroKeys } from './indiceFiltroCardsRepository';
import { chavesDaColecaoDoCard, instanciaKeys } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * What the clean-up of a deleted flow reads and deletes, all through the flow's own keys (no
 * Scan): its cards through the per-flow card index (gsi2 `T#<SIGLA>#FLUXO#<idFluxo>#CARDS`), each
 * card's collection by its partition, the activity log, the day sequences and the list filters'
 * index items (label and responsible entries) by theirs. Every
 * read is one bounded page, so a step's cost does not grow with the flow.
 */

const idSchema = z.object({ id: z.string() });

/**
 * Up to `limite` cards still listed in the flow's card index. The clean-up deletes what it
 * reads, so "the first page" is always "what is left": no cursor to keep, and a repeated step
 * simply finds the same or fewer cards. The index is eventually consistent: a card deleted an
 * instant ago may still be listed (deleting it again is harmless).
 */
export async function idsDosCardsDoFluxo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  limite: number,
): Promise<string[]> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': instanciaKeys.gsi2pk(sigla, idFluxo) },
      ProjectionExpression: 'id',
      Limit: limite,
    }),
  );
  return (r.Items ?? []).map((i) => idSchema.parse(i).id);
}

/**
 * A card's collection split for deletion: the card item apart, so that it goes last (while it is
 * in the flow's index, a retry finds the card again and finishes its sub-elements and objects).
 */
export async function chavesDoCardParaExclusao(
  deps: Deps,
  sigla: string,
  idCard: string,
): Promise<{ card: ChaveItem; resto: ChaveItem[] }> {
  const card: ChaveItem = { pk: instanciaKeys.pk(sigla, idCard), sk: instanciaKeys.sk() };
  const todas = await chavesDaColecaoDoCard(deps, sigla, idCard);
  return { card, resto: todas.filter((c) => c.sk !== card.sk) };
}

/** Deletes up to `limite` items of one partition; true when more are left. */
async function excluirPaginaDaParticao(deps: Deps, pk: string, limite: number): Promise<boolean> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
      Limit: limite,
    }),
  );
  await excluirEmLote(
    deps,
    (r.Items ?? []).map((i) => ({ pk: String(i.pk), sk: String(i.sk) })),
  );
  return Boolean(r.LastEvaluatedKey);
}

/** A page of the flow's activity log (its own partition); true when more lines are left. */
export const excluirPaginaDeAtividades = (deps: Deps, sigla: string, idFluxo: string, limite: number) =>
  excluirPaginaDaParticao(deps, atividadeKeys.pk(sigla, idFluxo), limite);

/** The flow's day counters of the card id field (at most a few: they expire two days later). */
export const excluirPaginaDeSequencias = (deps: Deps, sigla: string, idFluxo: string, limite: number) =>
  excluirPaginaDaParticao(deps, instanciaKeys.seqDiaPk(sigla, idFluxo), limite);

/** The flow's label and responsible filter entries (their own partition); true when more are left. */
export const excluirPaginaDeIndicesDeFiltro = (deps: Deps, sigla: string, idFluxo: string, limite: number) =>
  excluirPaginaDaParticao(deps, indiceFiltroKeys.pk(sigla, idFluxo), limite);
