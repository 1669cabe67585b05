import { LIMITES_CARD } from '@wf/shared/constants/cards';
import type { filtrarInstanciasQuery, paginaCardsQuery } from '@wf/shared/schemas/instancia';
import type { PaginaCards, RespostaFiltroInstancias } from '@wf/shared/types/instancia';
import * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  paginaDoIndice,
  paginaPorVencimento,
  type CriterioIndice,
  type FaixaVencimento,
} from '../../../data/repositories/indiceFiltroCardsRepository';
import {
  buscarInstancias,
  filtrarCardsDoFluxo,
  paginaDaEtapa,
  validarInicioFiltro,
  validarInicioPaginaEtapa,
} from '../../../data/repositories/instanciaRepository';
import { carregarEtapa, carregarFluxo } from '../../fluxos';
import { diaDaquiA, hojeNoTenant } from '../../../lib/datas';
import { atendeAoFiltro, type FiltroCards } from '../entities/filtroCards';
import { normalizarBusca, type InstanciaArmazenada } from '../entities/instancia';
import { erroInstancia } from '../erros';
import { paraInstanciaResumo, pessoasDosCards } from './apresentacaoInstancia';
import { codificarCursor, decodificarCursor } from './cursor';

type PaginaQuery = z.output<typeof paginaCardsQuery>;
type FiltroQuery = z.output<typeof filtrarInstanciasQuery>;

/**
 * GET /api/instancias/buscar-por-etapa/{idEtapa}?max&cursor: one page of a stage's board, in
 * board order, with 1-based positions (cards shown before + index) and the stage's counter as
 * total. Reads: the flow's collection (access, stages, labels), ONE Query of `max` cards on the
 * board index, and the people shown — the same whether the stage holds 10 cards or 20,000.
 */
export async function paginaDaEtapaDoBoard(
  deps: AppDeps,
  sessao: Sessao,
  idEtapa: string,
  q: PaginaQuery,
): Promise<PaginaCards> {
  const fluxo = await carregarEtapa(deps, sessao, idEtapa);
  let vistos = 0;
  let inicio;
  if (q.cursor) {
    const cursor = decodificarCursor(q.cursor);
    inicio = cursor ? validarInicioPaginaEtapa(sessao.sigla, idEtapa, cursor.chave) : null;
    if (!cursor || !inicio) throw erroInstancia.cursorInvalido();
    vistos = cursor.vistos;
  }
  const { itens, proximo } = await paginaDaEtapa(deps, sessao.sigla, idEtapa, q.max, inicio);
  const pessoas = await pessoasDosCards(deps, sessao.sigla, itens);
  const apresentacao = { fluxo, pessoas, emailSessao: sessao.email };
  return {
    listaInstancias: itens.map((c, i) => paraInstanciaResumo(c, vistos + i + 1, apresentacao)),
    total: fluxo.etapa.totalCardsPresentes,
    proximoCursor: proximo && itens.length > 0 ? codificarCursor(proximo, vistos + itens.length) : null,
  };
}

/** Matches per answer of the list filter, and items a request may scan to find them on the flow's card index. */
const POR_PAGINA_FILTRO = 50;
const MAX_LIDOS_FILTRO = 1000;

/**
 * GET /api/instancias/filtrar: the list view's filters over the flow's cards.
 * Text: accent- and case-insensitive, over title and generated id. Dates in the tenant's zone:
 * overdue = due before today; due within the week = due today up to 7 days ahead. Labels: any of
 * (the flow's labels; other ids are ignored).
 *
 * One condition leads and is read through its own index, whatever the flow size: "assigned to
 * me", else labels (one page of entries per label named, then a BatchGet of the cards), else
 * overdue / due within the week (one page of the sparse due-date index, which carries the cards).
 * The other conditions are checked on the cards read, so such a page may come back short (even
 * empty) with a cursor. Order: newest first, except when a due date leads (earliest due first).
 * Only text, "without responsibles" and "without dates" (alone or together) have no index: they
 * scan the flow's card index, up to 1,000 cards per request.
 * proximoCursor (pass it as ?cursor=) continues the same filter; another filter's is refused.
 */
export async function filtrarInstancias(
  deps: AppDeps,
  sessao: Sessao,
  q: FiltroQuery,
): Promise<RespostaFiltroInstancias> {
  const fluxo = await carregarFluxo(deps, sessao, q.idFluxo);
  const agora = deps.clock();
  const hoje = hojeNoTenant(agora);
  const daFluxo = new Set(fluxo.colecao.etiquetas.map((e) => e.id));
  const pedidas = (q.idsEtiquetas ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const etiquetas = [...new Set(pedidas.filter((id) => daFluxo.has(id)))];
  const texto = q.textoPesquisa ? normalizarBusca(q.textoPesquisa) : '';
  const filtro: FiltroCards = {
    texto: texto || undefined,
    semResponsaveis: q.cardSemResponsaveis === 'S',
    atribuidosA: q.cardsAtribuidosMim === 'S' ? sessao.email.toLowerCase() : undefined,
    semDatas: q.cardsSemDatas === 'S',
    vencidosAntesDe: q.cardsVencidos === 'S' ? hoje : undefined,
    vencendoEntre: q.cardsVencendoSemana === 'S' ? [hoje, diaDaquiA(agora, LIMITES_CARD.vencendoEmDias)] : undefined,
    // Labels were asked for but none is the flow's: nothing can match.
    etiquetasAlgumaDe: pedidas.length ? etiquetas : undefined,
  };
  const cursor = q.cursor ? decodificarCursor(q.cursor) : undefined;
  if (cursor === null) throw erroInstancia.cursorInvalido();
  const vistos = cursor?.vistos ?? 0;
  const guia = guiaDoFiltro(filtro);

  let pagina: { itens: InstanciaArmazenada[]; proximo: Record<string, unknown> | null };
  if (filtro.etiquetasAlgumaDe?.length === 0) pagina = { itens: [], proximo: null };
  else if (guia.tipo === 'fluxo') {
    let inicio;
    if (cursor) {
      inicio = validarInicioFiltro(sessao.sigla, q.idFluxo, cursor.chave);
      if (!inicio) throw erroInstancia.cursorInvalido();
    }
    pagina = await filtrarCardsDoFluxo(deps, sessao.sigla, q.idFluxo, filtro, {
      limite: POR_PAGINA_FILTRO,
      maxLidos: MAX_LIDOS_FILTRO,
      inicio,
    });
  } else {
    const apos = cursor ? posicaoDoCursor(cursor.chave, guia.tipo) : undefined;
    const lida =
      guia.tipo === 'vencimento'
        ? await paginaPorVencimento(deps, sessao.sigla, q.idFluxo, guia.faixa, POR_PAGINA_FILTRO, apos)
        : await paginaPorEntradas(deps, sessao.sigla, q.idFluxo, guia.criterios, apos);
    pagina = {
      itens: lida.itens.filter((c) => atendeAoFiltro(c, q.idFluxo, filtro)),
      proximo: lida.proximo ? { g: guia.tipo, p: lida.proximo } : null,
    };
  }
  const pessoas = await pessoasDosCards(deps, sessao.sigla, pagina.itens);
  const apresentacao = { fluxo, pessoas, emailSessao: sessao.email };
  return {
    listaInstancias: pagina.itens.map((c) => paraInstanciaResumo(c, 0, apresentacao)),
    proximoCursor: pagina.proximo ? codificarCursor(pagina.proximo, vistos + pagina.itens.length) : null,
  };
}

type Guia =
  | { tipo: 'responsavel' | 'etiquetas'; criterios: CriterioIndice[] }
  | { tipo: 'vencimento'; faixa: FaixaVencimento }
  | { tipo: 'fluxo' };

/** The condition read through an index (the most selective first, as a rule of thumb). */
function guiaDoFiltro(f: FiltroCards): Guia {
  if (f.atribuidosA) return { tipo: 'responsavel', criterios: [{ tipo: 'responsavel', email: f.atribuidosA }] };
  if (f.etiquetasAlgumaDe?.length)
    return {
      tipo: 'etiquetas',
      criterios: f.etiquetasAlgumaDe.map((idEtiqueta) => ({ tipo: 'etiqueta', idEtiqueta })),
    };
  if (f.vencidosAntesDe) return { tipo: 'vencimento', faixa: { antesDe: f.vencidosAntesDe } };
  if (f.vencendoEntre) return { tipo: 'vencimento', faixa: { de: f.vencendoEntre[0], ate: f.vencendoEntre[1] } };
  return { tipo: 'fluxo' };
}

/** A position answered by the same kind of filter: `<date or instant>#<card id>`; anything else is refused. */
const posicaoSchema = z.object({
  g: z.enum(['responsavel', 'etiquetas', 'vencimento']),
  p: z
    .string()
    .max(200)
    .regex(/^[0-9TZ:.+-]+#[A-Za-z0-9-]+$/),
});
function posicaoDoCursor(chave: unknown, tipo: string): string {
  const r = posicaoSchema.safeParse(chave);
  if (!r.success || r.data.g !== tipo) throw erroInstancia.cursorInvalido();
  return r.data.p;
}

/**
 * A page of cards through the label or responsible entries: one page per criterion, merged
 * newest first. When a criterion has more entries than read, only what is newer than its last
 * entry read is certainly complete, so the page stops there (still a full page: that criterion
 * alone gave POR_PAGINA_FILTRO distinct cards). Then one BatchGet of the page's cards.
 */
async function paginaPorEntradas(
  deps: AppDeps,
  sigla: string,
  idFluxo: string,
  criterios: CriterioIndice[],
  apos?: string,
): Promise<{ itens: InstanciaArmazenada[]; proximo: string | null }> {
  const paginas = await Promise.all(
    criterios.map((k) => paginaDoIndice(deps, sigla, idFluxo, k, POR_PAGINA_FILTRO, apos)),
  );
  let corte: string | undefined;
  for (const p of paginas) {
    const ultima = p.entradas.at(-1)?.posicao;
    if (p.mais && ultima !== undefined && (corte === undefined || ultima > corte)) corte = ultima;
  }
  const porPosicao = new Map<string, string>();
  for (const p of paginas)
    for (const e of p.entradas) if (corte === undefined || e.posicao >= corte) porPosicao.set(e.posicao, e.idInstancia);
  const ordenadas = [...porPosicao.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
  const escolhidas = ordenadas.slice(0, POR_PAGINA_FILTRO);
  const mais = corte !== undefined || ordenadas.length > escolhidas.length;
  const cards = new Map(
    (
      await buscarInstancias(
        deps,
        sigla,
        escolhidas.map(([, id]) => id),
      )
    ).map((c) => [c.id, c]),
  );
  return {
    itens: escolhidas.flatMap(([, id]) => cards.get(id) ?? []),
    proximo: mais ? (escolhidas.at(-1)?.[0] ?? null) : null,
  };
}
