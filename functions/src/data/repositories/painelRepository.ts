import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import type { Diferenca, Membro } from '../../domains/painel/entities/diferencaRetrato';
import {
  contagemPessoaFluxoSchema,
  diaFluxoSchema,
  membroTileSchema,
  responsavelFluxoSchema,
  retratoCardSchema,
  type ContagemPessoaFluxo,
  type DiaFluxo,
  type EstadoCard,
  type MembroTile,
  type ResponsavelFluxo,
  type RetratoCard,
} from '../../domains/painel/entities/painel';
import { prefixoTenant, type ChaveItem } from '../chaves';
import { entidade, lerAte, listarItens, updateItem } from '../entidade';
import type { TransactItem } from '../transact';
import type { InstanciaArmazenada } from '../../domains/instancias/entities/instancia';
import { excluirEmLote } from '../lotes';
import { feedKeys } from './feedRepository';
import { instanciaKeys, lerInstancia } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The home's projections, kept by the `painel` consumer (docs/data-model.md, "Home projections"):
 * - a flow's counters, pk `T#<SIGLA>#FLUXO#<idFluxo>#PAINEL`:
 *     sk `DIA#<YYYY-MM-DD>`   criados, movidos, concluidos of that Brasília day (event-based)
 *     sk `RESP#<email>`       abertos: the flow's cards under that person now (state-based)
 *     sk `EVT#<idEvento>`     marker of an event already counted in its day (TTL 8 days)
 *     sk `VD#<dia>`, `VM#<YYYY-MM>`, `VA#<YYYY>`  n: the flow's cards due that day / month / year
 *                             and not in a final stage (state-based): the metrics' overdue count
 * - a person's tiles, pk `T#<SIGLA>#PAINEL#<email>`:
 *     sk `FLUXO#<idFluxo>`                 responsavel, seguindo: his counts in that flow
 *     sk `RESP#<dataHoraCriacao>#<idCard>` / `SEG#…`  the cards under tiles 2 and 3, newest first
 *     sk `VENC#<dataVencimento>#<idCard>`  his cards with a due date (responsible or following)
 *     sk `VD#<dia>`, `VM#<YYYY-MM>`, `VA#<YYYY>`  n: his cards due that day / month / year, so
 *                                           "overdue" is at most ~45 counter items, never the cards
 *     sk `RELEASE`                         the latest release he saw
 * - a card's snapshot, pk `T#<SIGLA>#PAINELCARD#<idCard>`, sk `PAINEL`: what was projected of it
 *   (its own partition: deleting the card's collection must not take the snapshot with it).
 */
export const painelKeys = {
  fluxoPk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#FLUXO#${idFluxo}#PAINEL`,
  diaSk: (dia: string) => `DIA#${dia}`,
  responsavelSk: (email: string) => `RESP#${email}`,
  eventoSk: (idEvento: string) => `EVT#${idEvento}`,
  pessoaPk: (sigla: string, email: string) => `${prefixoTenant(sigla)}#PAINEL#${email.toLowerCase()}`,
  pessoaFluxoSk: (idFluxo: string) => `FLUXO#${idFluxo}`,
  membroSk: (tipo: Membro['tipo'], ordem: string, idCard: string) => `${tipo}#${ordem}#${idCard}`,
  vencDiaSk: (dia: string) => `VD#${dia}`,
  vencMesSk: (mes: string) => `VM#${mes}`,
  vencAnoSk: (ano: string) => `VA#${ano}`,
  releaseSk: () => 'RELEASE',
  retratoPk: (sigla: string, idCard: string) => `${prefixoTenant(sigla)}#PAINELCARD#${idCard}`,
  retratoSk: () => 'PAINEL',
};

const retrato = entidade('PAINEL_CARD', retratoCardSchema);
const diaFluxo = entidade('PAINEL_DIA_FLUXO', diaFluxoSchema);
const responsavelFluxo = entidade('PAINEL_RESPONSAVEL_FLUXO', responsavelFluxoSchema);
const contagem = entidade('PAINEL_PESSOA_FLUXO', contagemPessoaFluxoSchema);
const membro = entidade('PAINEL_MEMBRO', membroTileSchema);
const releaseVista = entidade('PAINEL_RELEASE', z.object({ versao: z.string() }));

const chaveRetrato = (sigla: string, idCard: string): ChaveItem => ({
  pk: painelKeys.retratoPk(sigla, idCard),
  sk: painelKeys.retratoSk(),
});

export const buscarRetrato = (deps: Deps, sigla: string, idCard: string): Promise<RetratoCard | null> =>
  retrato.buscar(deps, chaveRetrato(sigla, idCard), { consistente: true });

/**
 * The writes of a card's difference, with the snapshot conditioned on the version it was computed
 * from: a concurrent delivery for the same card makes the transaction fail and the caller
 * recomputes, so no difference is ever applied twice.
 */
export function aplicarDiferencaItens(
  deps: Pick<Deps, 'tableName'>,
  sigla: string,
  antes: RetratoCard | null,
  depois: EstadoCard | null,
  d: Diferenca,
): TransactItem[] {
  const itens: TransactItem[] = [];
  const idCard = antes?.idInstancia ?? depois!.idInstancia;
  const chave = chaveRetrato(sigla, idCard);
  if (depois) {
    const novo: RetratoCard = { ...depois, versao: (antes?.versao ?? 0) + 1 };
    itens.push(
      antes
        ? retrato.gravar(deps, chave, novo, { iguais: { versao: antes.versao } })
        : retrato.inserir(deps, chave, novo),
    );
  } else if (antes) {
    itens.push(retrato.excluir(deps, chave, { iguais: { versao: antes.versao } }));
  }
  // A card moved to another flow keeps its entries' keys (tile, order, card) with a new idFluxo:
  // the put replaces the entry, and a delete of the same key in the same transaction is refused.
  const regravadas = new Set(d.inserir.map((m) => JSON.stringify(chaveMembro(sigla, m))));
  for (const m of d.remover)
    if (!regravadas.has(JSON.stringify(chaveMembro(sigla, m)))) itens.push(membro.excluir(deps, chaveMembro(sigla, m)));
  for (const m of d.inserir)
    itens.push(membro.gravar(deps, chaveMembro(sigla, m), { idInstancia: m.idInstancia, idFluxo: m.idFluxo }));
  for (const c of d.pessoaFluxo) {
    itens.push(
      contagem.atualizar(
        deps,
        { pk: painelKeys.pessoaPk(sigla, c.email), sk: painelKeys.pessoaFluxoSk(c.idFluxo) },
        {
          set: { idFluxo: c.idFluxo, entidade: contagem.nome },
          add: { responsavel: c.responsavel, seguindo: c.seguindo },
        },
      ),
    );
  }
  for (const r of d.responsavelFluxo) {
    itens.push(
      responsavelFluxo.atualizar(
        deps,
        { pk: painelKeys.fluxoPk(sigla, r.idFluxo), sk: painelKeys.responsavelSk(r.email) },
        { set: { email: r.email, entidade: responsavelFluxo.nome }, add: { abertos: r.delta } },
      ),
    );
  }
  // A due date moved inside one month (or year) touches that month's counter twice: summed first,
  // since a transaction may not write one item twice (and a net zero writes nothing).
  const contadores = new Map<string, { pk: string; sk: string; n: number }>();
  const porDia = [
    ...d.vencimentos.map((v) => ({ pk: painelKeys.pessoaPk(sigla, v.email), dia: v.dia, delta: v.delta })),
    ...d.vencimentosFluxo.map((v) => ({ pk: painelKeys.fluxoPk(sigla, v.idFluxo), dia: v.dia, delta: v.delta })),
  ];
  for (const v of porDia) {
    const pk = v.pk;
    for (const sk of [
      painelKeys.vencDiaSk(v.dia),
      painelKeys.vencMesSk(v.dia.slice(0, 7)),
      painelKeys.vencAnoSk(v.dia.slice(0, 4)),
    ]) {
      const c = contadores.get(`${pk}\u0000${sk}`) ?? { pk, sk, n: 0 };
      c.n += v.delta;
      contadores.set(`${pk}\u0000${sk}`, c);
    }
  }
  for (const c of contadores.values()) {
    if (c.n !== 0)
      itens.push(
        updateItem(deps, { pk: c.pk, sk: c.sk }, { set: { entidade: 'PAINEL_VENCIMENTOS' }, add: { n: c.n } }),
      );
  }
  return itens;
}

const chaveMembro = (sigla: string, m: Membro): ChaveItem => ({
  pk: painelKeys.pessoaPk(sigla, m.email),
  sk: painelKeys.membroSk(m.tipo, m.ordem, m.idInstancia),
});

export interface DeltaDia {
  criados?: number;
  movidos?: number;
  concluidos?: number;
}

/**
 * An event counted in its flow's day: the event's marker (put-if-absent, so a repeated event fails
 * the transaction and counts nothing) and the day's counters, together.
 */
export function contarEventoNoDiaItens(
  deps: Pick<Deps, 'tableName'>,
  sigla: string,
  idFluxo: string,
  evento: { idEvento: string; dia: string; expiraEm: number },
  delta: DeltaDia,
): TransactItem[] {
  const pk = painelKeys.fluxoPk(sigla, idFluxo);
  return [
    {
      Put: {
        TableName: deps.tableName,
        Item: { pk, sk: painelKeys.eventoSk(evento.idEvento), entidade: 'PAINEL_EVENTO', expiraEm: evento.expiraEm },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    diaFluxo.atualizar(
      deps,
      { pk, sk: painelKeys.diaSk(evento.dia) },
      {
        set: { dia: evento.dia },
        add: { criados: delta.criados ?? 0, movidos: delta.movidos ?? 0, concluidos: delta.concluidos ?? 0 },
      },
    ),
  ];
}

/** Items of one partition whose sk lies in [de, ate] (inclusive), in sk order: one Query per page. */
async function faixa(
  deps: Deps,
  pk: string,
  de: string,
  ate: string,
  limite?: number,
): Promise<Record<string, unknown>[]> {
  const itens: Record<string, unknown>[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await deps.db.send(
      new QueryCommand({
        TableName: deps.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :de AND :ate',
        ExpressionAttributeValues: { ':pk': pk, ':de': de, ':ate': ate },
        ExclusiveStartKey: inicio,
        ...(limite ? { Limit: limite - itens.length } : {}),
      }),
    );
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio && (!limite || itens.length < limite));
  return itens;
}

/** A flow's days from `de` to `ate` (YYYY-MM-DD, inclusive); days without any card are absent. */
export async function diasDoFluxo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  de: string,
  ate: string,
): Promise<DiaFluxo[]> {
  const itens = await faixa(deps, painelKeys.fluxoPk(sigla, idFluxo), painelKeys.diaSk(de), painelKeys.diaSk(ate));
  return itens.map(diaFluxo.ler);
}

/** Every day of a flow (the rebuild compares and rewrites them: grows with the flow's age, not its cards). */
export const todosOsDiasDoFluxo = (deps: Deps, sigla: string, idFluxo: string): Promise<DiaFluxo[]> =>
  listarItens(deps, diaFluxoSchema, { pk: painelKeys.fluxoPk(sigla, idFluxo), prefixoSk: 'DIA#' });

/** The flow's responsibles with their card counts (one item per person who was ever responsible). */
export const responsaveisDoFluxo = (deps: Deps, sigla: string, idFluxo: string): Promise<ResponsavelFluxo[]> =>
  listarItens(deps, responsavelFluxoSchema, { pk: painelKeys.fluxoPk(sigla, idFluxo), prefixoSk: 'RESP#' });

/** Rewrites a flow's day and responsible counters with the values a rebuild computed. */
export function gravarContadoresDoFluxoItens(
  deps: Pick<Deps, 'tableName'>,
  sigla: string,
  idFluxo: string,
  dias: DiaFluxo[],
  responsaveis: ResponsavelFluxo[],
): TransactItem[] {
  const pk = painelKeys.fluxoPk(sigla, idFluxo);
  return [
    ...dias.map((d) => diaFluxo.gravar(deps, { pk, sk: painelKeys.diaSk(d.dia) }, d)),
    ...responsaveis.map((r) => responsavelFluxo.gravar(deps, { pk, sk: painelKeys.responsavelSk(r.email) }, r)),
  ];
}

/** A person's counts per flow (one item per flow he was ever responsible in or followed a card of). */
export const contagensDaPessoa = (deps: Deps, sigla: string, email: string): Promise<ContagemPessoaFluxo[]> =>
  contagem.listar(deps, { pk: painelKeys.pessoaPk(sigla, email), prefixoSk: 'FLUXO#' });

const somaN = (itens: Record<string, unknown>[], excluirSk?: string) =>
  itens.filter((i) => i.sk !== excluirSk).reduce((s, i) => s + (typeof i.n === 'number' ? i.n : 0), 0);

/**
 * A person's cards due before `hoje` (overdue) and from `hoje` to `ate` (near expiry), from his
 * day / month / year counters: earlier years, earlier months of this year, earlier days of this
 * month, and the days up to `ate`. At most ~45 small items whatever the number of cards.
 */
export async function vencimentosDaPessoa(
  deps: Deps,
  sigla: string,
  email: string,
  hoje: string,
  ate: string,
): Promise<{ atrasados: number; proximos: number }> {
  const pk = painelKeys.pessoaPk(sigla, email);
  const [atrasados, proximos] = await Promise.all([
    vencidosAntesDe(deps, pk, hoje),
    faixa(deps, pk, painelKeys.vencDiaSk(hoje), painelKeys.vencDiaSk(ate)),
  ]);
  return { atrasados, proximos: somaN(proximos) };
}

/**
 * What a partition's due counters (`VA#`, `VM#`, `VD#`) hold before `hoje`: earlier years, earlier
 * months of this year, earlier days of this month. At most ~45 small items.
 */
async function vencidosAntesDe(deps: Deps, pk: string, hoje: string): Promise<number> {
  const ano = hoje.slice(0, 4);
  const mes = hoje.slice(0, 7);
  const [anos, meses, dias] = await Promise.all([
    faixa(deps, pk, painelKeys.vencAnoSk(''), painelKeys.vencAnoSk(ano)),
    faixa(deps, pk, painelKeys.vencMesSk(`${ano}-`), painelKeys.vencMesSk(mes)),
    faixa(deps, pk, painelKeys.vencDiaSk(`${mes}-`), painelKeys.vencDiaSk(hoje)),
  ]);
  return (
    somaN(anos, painelKeys.vencAnoSk(ano)) +
    somaN(meses, painelKeys.vencMesSk(mes)) +
    somaN(dias, painelKeys.vencDiaSk(hoje))
  );
}

/** A flow's cards due before `hoje` and not in a final stage, from its due counters (≤ ~45 items). */
export const atrasadosDoFluxo = (deps: Deps, sigla: string, idFluxo: string, hoje: string): Promise<number> =>
  vencidosAntesDe(deps, painelKeys.fluxoPk(sigla, idFluxo), hoje);

export interface PaginaMembros {
  membros: MembroTile[];
  /** The sk to go on after (the service wraps it in the opaque cursor). */
  ultimaChave: string | null;
}

/**
 * A page of a person's cards under a tile: RESP / SEG newest first; VENC by due date from `de`
 * to `ate` (soonest first). Skips `offset` entries when no `aposChave` is given (the contract's
 * offset paging reads them); with `aposChave`, one page.
 */
export async function paginaDeMembros(
  deps: Deps,
  sigla: string,
  email: string,
  tipo: Membro['tipo'],
  pagina: { offset: number; count: number; aposChave?: string; de?: string; ate?: string },
): Promise<PaginaMembros> {
  const pk = painelKeys.pessoaPk(sigla, email);
  const pular = pagina.aposChave ? 0 : pagina.offset;
  const queremos = pular + pagina.count + 1;
  let itens: Record<string, unknown>[];
  if (tipo === 'VENC') {
    const de = pagina.aposChave ?? `VENC#${pagina.de ?? ''}`;
    itens = (await faixa(deps, pk, de, `VENC#${pagina.ate ?? '9999'}#~`, queremos + 1)).filter(
      (i) => i.sk !== pagina.aposChave,
    );
  } else {
    itens = await lerAte(deps, { pk, prefixoSk: `${tipo}#`, decrescente: true }, queremos, pagina.aposChave);
  }
  const daPagina = itens.slice(pular, pular + pagina.count);
  const temMais = itens.length > pular + pagina.count;
  const ultimo = daPagina.at(-1);
  return { membros: daPagina.map(membro.ler), ultimaChave: temMais && ultimo ? String(ultimo.sk) : null };
}

export async function buscarReleaseVista(deps: Deps, sigla: string, email: string): Promise<string | null> {
  const r = await releaseVista.buscar(deps, { pk: painelKeys.pessoaPk(sigla, email), sk: painelKeys.releaseSk() });
  return r?.versao ?? null;
}

export const marcarReleaseVistaItem = (
  deps: Pick<Deps, 'tableName'>,
  sigla: string,
  email: string,
  versao: string,
): TransactItem =>
  releaseVista.gravar(deps, { pk: painelKeys.pessoaPk(sigla, email), sk: painelKeys.releaseSk() }, { versao });

/**
 * Up to `quantos` cards of a flow created before `antesDe` (a gsi2sk, `<dataHoraCriacao>#<id>`),
 * newest first: ONE Query on the flow's card index (tile 1 merges one of these per flow).
 */
export async function cardsDoFluxoAntesDe(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  quantos: number,
  antesDe?: string,
): Promise<Array<{ gsi2sk: string; card: InstanciaArmazenada }>> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: antesDe ? 'gsi2pk = :pk AND gsi2sk < :antes' : 'gsi2pk = :pk',
      ExpressionAttributeValues: {
        ':pk': instanciaKeys.gsi2pk(sigla, idFluxo),
        ...(antesDe ? { ':antes': antesDe } : {}),
      },
      ScanIndexForward: false,
      Limit: quantos,
    }),
  );
  return (r.Items ?? []).map((i) => ({ gsi2sk: String(i.gsi2sk), card: lerInstancia(i) }));
}

/**
 * The clean-up of a deleted flow, once its cards' projections are taken back: up to `limite`
 * items of the flow's counters partition, then about `limite` lines of its feed, each line's
 * copies in the people's feeds (the line names them) BEFORE the line, so a retry still finds
 * them. True when more is left; each call re-reads what is left, no cursor to keep.
 */
export async function excluirPaginaDoPainelDoFluxo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  limite: number,
): Promise<boolean> {
  const contadores = await paginaParaExcluir(deps, painelKeys.fluxoPk(sigla, idFluxo), limite);
  await excluirEmLote(
    deps,
    contadores.itens.map((i) => ({ pk: String(i.pk), sk: String(i.sk) })),
  );
  if (contadores.mais) return true;
  const feed = await paginaParaExcluir(
    deps,
    feedKeys.fluxoPk(sigla, idFluxo),
    Math.max(1, Math.floor(limite / 10)),
    'destinatarios',
  );
  const copias = feed.itens.flatMap((l) =>
    z
      .array(z.string())
      .catch([])
      .parse(l.destinatarios ?? [])
      .map((email) => ({ pk: feedKeys.pessoaPk(sigla, email), sk: String(l.sk) })),
  );
  await excluirEmLote(deps, copias);
  await excluirEmLote(
    deps,
    feed.itens.map((i) => ({ pk: String(i.pk), sk: String(i.sk) })),
  );
  return feed.mais;
}

async function paginaParaExcluir(deps: Deps, pk: string, limite: number, ...atributos: string[]) {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: ['pk', 'sk', ...atributos].join(', '),
      Limit: limite,
    }),
  );
  return { itens: r.Items ?? [], mais: Boolean(r.LastEvaluatedKey) };
}

/**
 * A person's counts in a flow, deleted only while both are zero (the condition holds it against
 * a concurrent change): the flow's clean-up leaves no item of a deleted flow in his partition.
 */
export const excluirContagemZeradaItem = (
  deps: Pick<Deps, 'tableName'>,
  sigla: string,
  email: string,
  idFluxo: string,
): TransactItem =>
  contagem.excluir(
    deps,
    { pk: painelKeys.pessoaPk(sigla, email), sk: painelKeys.pessoaFluxoSk(idFluxo) },
    { expressao: 'responsavel = :zero AND seguindo = :zero', valores: { ':zero': 0 } },
  );
