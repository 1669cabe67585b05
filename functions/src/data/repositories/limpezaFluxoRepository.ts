import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { paginaDeItens } from '../entidade';
import { excluirEmLote, type ChaveItem } from '../lotes';
import { conversaEntre } from '../../domains/chat/entities/mensagemChat';
import { atividadeKeys } from './atividadeRepository';
import { chatKeys } from './chatRepository';
import { indiceFiltroKeys } from './indiceFiltroCardsRepository';
import { excluirPaginaDeExecucoes, regraKeys } from './regraRepository';
import { chavesDaColecaoDoCard, instanciaKeys } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * What the clean-up of a deleted flow reads and deletes, all through the flow's own keys (no
 * Scan): its cards through the per-flow card index (gsi2 `T#<SIGLA>#FLUXO#<idFluxo>#CARDS`), each
 * card's collection by its partition, the activity log, the day sequences and the list filters'
 * index items (label and responsible entries) by theirs, the chat through its per-flow partition
 * (see excluirPaginaDoChat). Every
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

const CANAL_PUBLICO = '0';
const mensagemParaExcluirSchema = z.object({
  sk: z.string(),
  id: z.string(),
  anexos: z.array(z.object({ id: z.string() })),
});
const leitorSchema = z.object({ pk: z.string(), sk: z.string(), com: z.string() });

/**
 * Up to `limite` messages of one conversation, each message's references (its id and its
 * attachments' ids) BEFORE the message: the message is what names them, so a retry still finds
 * them. How many went, and whether more are left.
 */
async function excluirPaginaDaConversa(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  conversa: string,
  limite: number,
): Promise<{ excluidas: number; mais: boolean }> {
  const pk = chatKeys.conversaPk(sigla, idFluxo, conversa);
  const { itens: mensagens, proximoCursor } = await paginaDeItens(
    deps,
    mensagemParaExcluirSchema,
    { pk, prefixoSk: chatKeys.prefixoMensagem(), projecao: ['sk', 'id', 'anexos'] },
    limite,
  );
  const ids = mensagens.flatMap((m) => [m.id, ...m.anexos.map((a) => a.id)]);
  await excluirEmLote(
    deps,
    ids.map((id) => ({ pk: chatKeys.referenciaPk(sigla, id), sk: chatKeys.referenciaSk() })),
  );
  await excluirEmLote(
    deps,
    mensagens.map((m) => ({ pk, sk: m.sk })),
  );
  return { excluidas: mensagens.length, mais: proximoCursor !== null };
}

/**
 * The flow's chat, about `limite` messages per call; true when more is left. Its conversations
 * are named from the flow's chat partition: the public channel is always '0', and every direct
 * conversation has two reader items (`LEITOR#<a>#<b>`, `LEITOR#<b>#<a>`) written in the same
 * transaction as each of its messages, so they index it. Order, each a retry's starting point:
 * the public channel's messages; then, page by page, each reader item's conversation emptied
 * BEFORE the item goes (a reader of the public channel simply goes: the channel is empty by
 * then); last the channel's own item. Each step re-reads what is left: no cursor to keep.
 */
export async function excluirPaginaDoChat(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  limite: number,
): Promise<boolean> {
  const publico = await excluirPaginaDaConversa(deps, sigla, idFluxo, CANAL_PUBLICO, limite);
  if (publico.mais) return true;
  const pk = chatKeys.fluxoPk(sigla, idFluxo);
  const leitores = await paginaDeItens(
    deps,
    leitorSchema,
    { pk, prefixoSk: chatKeys.prefixoLeitores(), projecao: ['pk', 'sk', 'com'] },
    limite,
  );
  // Every conversation read costs at least one unit, so a page of empty ones is bounded too.
  let orcamento = limite - publico.excluidas;
  const vazias = new Set<string>();
  const leitoresFeitos: ChaveItem[] = [];
  let mais = leitores.proximoCursor !== null;
  for (const l of leitores.itens) {
    if (l.com !== CANAL_PUBLICO) {
      const usuarioId = l.sk.slice(chatKeys.prefixoLeitores().length, l.sk.length - l.com.length - 1);
      const conversa = conversaEntre(usuarioId, l.com);
      if (!vazias.has(conversa)) {
        if (orcamento <= 0) {
          mais = true;
          break;
        }
        const c = await excluirPaginaDaConversa(deps, sigla, idFluxo, conversa, orcamento);
        orcamento -= Math.max(1, c.excluidas);
        if (c.mais) {
          mais = true;
          break;
        }
        vazias.add(conversa);
      }
    }
    leitoresFeitos.push({ pk: l.pk, sk: l.sk });
  }
  await excluirEmLote(deps, leitoresFeitos);
  if (mais) return true;
  return excluirPaginaDaParticao(deps, pk, limite);
}

/**
 * The flow's rules, about `limpeza` items per call; true when more are left. Each rule listed in
 * the flow's gsi1 loses its execution records (its own partition) BEFORE its item, since the item
 * is what lists it, so a retry finds it again; then a page of the flow's index of active rules
 * (REGRAS-ATIVAS: the engine's and the move check's copies). Every read is one bounded page.
 */
export async function excluirPaginaDeRegras(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  limite: number,
): Promise<boolean> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': regraKeys.gsi1pk(sigla, idFluxo) },
      ProjectionExpression: 'id',
      Limit: limite,
    }),
  );
  let orcamento = limite;
  const feitas: ChaveItem[] = [];
  let mais = Boolean(r.LastEvaluatedKey);
  for (const { id } of (r.Items ?? []).map((i) => idSchema.parse(i))) {
    if (orcamento <= 0) {
      mais = true;
      break;
    }
    const pagina = await excluirPaginaDeExecucoes(deps, sigla, id, orcamento);
    orcamento -= Math.max(1, pagina.excluidas);
    if (pagina.mais) {
      mais = true;
      break;
    }
    feitas.push({ pk: regraKeys.pk(sigla, id), sk: regraKeys.sk() });
  }
  await excluirEmLote(deps, feitas);
  if (mais) return true;
  return excluirPaginaDaParticao(deps, regraKeys.ativasPk(sigla, idFluxo), limite);
}
