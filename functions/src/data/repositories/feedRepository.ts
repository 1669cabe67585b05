import type { AppDeps } from '../../kernel/deps';
import { atividadeFeedSchema, type AtividadeFeed } from '../../domains/painel/entities/painel';
import { emParalelo } from '../../lib/emParalelo';
import { prefixoTenant } from '../chaves';
import { entidade, escrever, lerAte, listarItens } from '../entidade';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The activity feeds of cards, written by the `painel` consumer, newest first by sk
 * `<ocorridoEm>#<idEvento>` (the event's: a redelivery rewrites its own line):
 * - the flow's, pk `T#<SIGLA>#FLUXO#<idFluxo>#FEED`: every card creation, move, comment and new
 *   responsible of the flow; kept while the flow exists (its day counters are rebuilt from it);
 * - each person's, pk `T#<SIGLA>#FEED#<email>`: the same line copied to everyone who saw the
 *   flow when it happened (owner and authorised people), so the home reads one partition a page;
 *   expires 90 days after the event (TTL).
 */
export const feedKeys = {
  fluxoPk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#FLUXO#${idFluxo}#FEED`,
  pessoaPk: (sigla: string, email: string) => `${prefixoTenant(sigla)}#FEED#${email.toLowerCase()}`,
  sk: (ocorridoEm: string, idEvento: string) => `${ocorridoEm}#${idEvento}`,
};

const atividade = entidade('ATIVIDADE_FEED', atividadeFeedSchema);

/** Writes the line to the flow's feed and to each person's (unconditional Puts: idempotent by key). */
export async function gravarNoFeed(
  deps: Deps,
  sigla: string,
  a: AtividadeFeed,
  pessoas: string[],
  expiraEm: number,
): Promise<void> {
  const sk = feedKeys.sk(a.dataHoraAlteracao, a.id);
  // The flow's line names who got it: the flow's clean-up deletes their lines by it.
  await escrever(
    deps,
    atividade.gravar(deps, { pk: feedKeys.fluxoPk(sigla, a.idFluxo), sk }, { ...a, destinatarios: pessoas }),
  );
  await emParalelo(pessoas, 10, async (email) => {
    await escrever(deps, atividade.gravar(deps, { pk: feedKeys.pessoaPk(sigla, email), sk }, { ...a, expiraEm }));
  });
}

/** Every line of a flow's feed, oldest first (the rebuild: reads the flow's history by nature). */
export const todoOFeedDoFluxo = (deps: Deps, sigla: string, idFluxo: string): Promise<AtividadeFeed[]> =>
  listarItens(deps, atividadeFeedSchema, { pk: feedKeys.fluxoPk(sigla, idFluxo) });

/** Up to `quantos` lines of a person's feed after `aposChave`, newest first, with the sk of each. */
export async function lerFeedDaPessoa(
  deps: Deps,
  sigla: string,
  email: string,
  quantos: number,
  aposChave?: string,
): Promise<Array<{ sk: string; atividade: AtividadeFeed }>> {
  const itens = await lerAte(deps, { pk: feedKeys.pessoaPk(sigla, email), decrescente: true }, quantos, aposChave);
  return itens.map((i) => ({ sk: String(i.sk), atividade: atividade.ler(i) }));
}
