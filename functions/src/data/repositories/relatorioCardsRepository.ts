import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AppDeps } from '../../kernel/deps';
import type { InstanciaArmazenada } from '../../domains/instancias/entities/instancia';
import { buscarInstancias, instanciaKeys, lerInstancia } from './instanciaRepository';
import { painelKeys } from './painelRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The card reports' reads: a flow's cards by creation instant (gsi2) or by due date (gsi3, the
 * sparse due-date index), inside a key range, one bounded Query per flow. The sort keys of both
 * indexes (`<instant or day>#<idCard>`) order cards of every flow alike, so a report merges its
 * flows' pages and resumes all of them from one position: the sort key of the last row shown
 * (`aposSk`, exclusive). Only the range and that position come from the caller; the partition
 * is rebuilt here from the session's tenant and a flow the caller may see.
 */
export interface FaixaRelatorio {
  /** Inclusive bounds of the sort key (instants or days). */
  de: string;
  ate: string;
  /** Resume after this sort key (exclusive), in the order of `decrescente`. */
  apos?: string;
  decrescente: boolean;
  limite: number;
}

export interface PaginaCardsDoFluxo {
  cards: { sk: string; card: InstanciaArmazenada }[];
  /** The flow may have more cards in the range after the last one read. */
  temMais: boolean;
}

// '~' sorts after every character of an id: the upper bound of a day or instant covers every card of it.
const FIM = '~';

/** The key range of a page: the period's bounds, narrowed to after `apos`; null when empty. */
function limitesDaPagina(faixa: FaixaRelatorio): { de: string; ate: string } | null {
  let de = faixa.de;
  let ate = `${faixa.ate}${FIM}`;
  if (faixa.apos !== undefined) {
    if (faixa.decrescente) ate = faixa.apos < ate ? faixa.apos : ate;
    else de = faixa.apos > de ? faixa.apos : de;
  }
  return de > ate ? null : { de, ate };
}

async function faixaNoIndice(
  deps: Deps,
  indice: 'gsi2' | 'gsi3',
  pk: string,
  faixa: FaixaRelatorio,
): Promise<PaginaCardsDoFluxo> {
  const limites = limitesDaPagina(faixa);
  if (!limites) return { cards: [], temMais: false };
  const { de, ate } = limites;
  // BETWEEN is inclusive: the row at `apos` (already shown) is read once more and dropped.
  const extra = faixa.apos !== undefined ? 1 : 0;
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: indice,
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :de AND :ate',
      ExpressionAttributeNames: { '#pk': `${indice}pk`, '#sk': `${indice}sk` },
      ExpressionAttributeValues: { ':pk': pk, ':de': de, ':ate': ate },
      ScanIndexForward: !faixa.decrescente,
      Limit: faixa.limite + extra,
    }),
  );
  const cards = (r.Items ?? [])
    .map((i) => ({ sk: String(i[`${indice}sk`]), card: lerInstancia(i) }))
    .filter((c) => c.sk !== faixa.apos);
  return {
    cards: cards.slice(0, faixa.limite),
    temMais: r.LastEvaluatedKey !== undefined || cards.length > faixa.limite,
  };
}

/** A flow's cards created inside the range of instants (ISO), on the flow's list index. */
export const cardsCriadosDoFluxo = (deps: Deps, sigla: string, idFluxo: string, faixa: FaixaRelatorio) =>
  faixaNoIndice(deps, 'gsi2', instanciaKeys.gsi2pk(sigla, idFluxo), faixa);

/** A flow's cards due inside the range of days (YYYY-MM-DD), on the sparse due-date index. */
export const cardsVencendoDoFluxo = (deps: Deps, sigla: string, idFluxo: string, faixa: FaixaRelatorio) =>
  faixaNoIndice(deps, 'gsi3', instanciaKeys.gsi3pk(sigla, idFluxo), faixa);

/**
 * The cards a person follows, created inside the range of instants: his `SEG#` tile entries
 * (kept by the painel consumer, `<dataHoraCriacao>#<idCard>` after the prefix), one Query, then
 * one BatchGet of those cards. Entries whose card is gone are dropped (the consumer removes them).
 */
export async function cardsSeguidosDaPessoa(
  deps: Deps,
  sigla: string,
  email: string,
  faixa: FaixaRelatorio,
): Promise<PaginaCardsDoFluxo> {
  const limites = limitesDaPagina(faixa);
  if (!limites) return { cards: [], temMais: false };
  const prefixo = 'SEG#';
  const extra = faixa.apos !== undefined ? 1 : 0;
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :de AND :ate',
      ExpressionAttributeValues: {
        ':pk': painelKeys.pessoaPk(sigla, email),
        ':de': `${prefixo}${limites.de}`,
        ':ate': `${prefixo}${limites.ate}`,
      },
      ScanIndexForward: !faixa.decrescente,
      Limit: faixa.limite + extra,
    }),
  );
  const entradas = (r.Items ?? [])
    .map((i) => ({ sk: String(i.sk).slice(prefixo.length), idInstancia: String(i.idInstancia) }))
    .filter((e) => e.sk !== faixa.apos);
  const daPagina = entradas.slice(0, faixa.limite);
  const cards = new Map(
    (
      await buscarInstancias(
        deps,
        sigla,
        daPagina.map((e) => e.idInstancia),
      )
    ).map((c) => [c.id, c]),
  );
  return {
    cards: daPagina.flatMap((e) => {
      const card = cards.get(e.idInstancia);
      return card ? [{ sk: e.sk, card }] : [];
    }),
    temMais: r.LastEvaluatedKey !== undefined || entradas.length > faixa.limite,
  };
}
