import { LIMITES_CARD } from '@wf/shared/constants/cards';
import type { filtrarInstanciasQuery, paginaCardsQuery } from '@wf/shared/schemas/instancia';
import type { PaginaCards, RespostaFiltroInstancias } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import type { AppDeps } from '../../../app/deps';
import type { Sessao } from '../../../app/sessao';
import {
  filtrarCardsDoFluxo,
  paginaDaEtapa,
  validarInicioFiltro,
  validarInicioPaginaEtapa,
  type FiltroCards,
} from '../../../data/repositories/instanciaRepository';
import { carregarEtapa, carregarFluxo } from '../../etapas/services/contextoEtapa';
import { diaDaquiA, hojeNoTenant } from '../entities/datas';
import { normalizarBusca } from '../entities/instancia';
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

/** Matches per answer of the list filter, and items a request may scan to find them. */
const POR_PAGINA_FILTRO = 50;
const MAX_LIDOS_FILTRO = 1000;

/**
 * GET /api/instancias/filtrar: the list view's filters over the flow's cards, newest first.
 * Text: accent- and case-insensitive, over title and generated id. Dates in the tenant's zone:
 * overdue = due before today; due within the week = due today up to 7 days ahead. Labels: any of.
 * DynamoDB filters after reading, so a page scans up to 1,000 cards to find 50; proximoCursor
 * continues (a page may come back short, or empty, with a cursor).
 */
export async function filtrarInstancias(deps: AppDeps, sessao: Sessao, q: FiltroQuery): Promise<RespostaFiltroInstancias> {
  const fluxo = await carregarFluxo(deps, sessao, q.idFluxo);
  let inicio;
  let vistos = 0;
  if (q.cursor) {
    const cursor = decodificarCursor(q.cursor);
    inicio = cursor ? validarInicioFiltro(sessao.sigla, q.idFluxo, cursor.chave) : null;
    if (!cursor || !inicio) throw erroInstancia.cursorInvalido();
    vistos = cursor.vistos;
  }
  const agora = deps.clock();
  const hoje = hojeNoTenant(agora);
  const etiquetas = (q.idsEtiquetas ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const texto = q.textoPesquisa ? normalizarBusca(q.textoPesquisa) : '';
  const filtro: FiltroCards = {
    texto: texto || undefined,
    semResponsaveis: q.cardSemResponsaveis === 'S',
    atribuidosA: q.cardsAtribuidosMim === 'S' ? sessao.email.toLowerCase() : undefined,
    semDatas: q.cardsSemDatas === 'S',
    vencidosAntesDe: q.cardsVencidos === 'S' ? hoje : undefined,
    vencendoEntre: q.cardsVencendoSemana === 'S' ? [hoje, diaDaquiA(agora, LIMITES_CARD.vencendoEmDias)] : undefined,
    etiquetasAlgumaDe: etiquetas.length ? etiquetas : undefined,
  };
  const { itens, proximo } = await filtrarCardsDoFluxo(deps, sessao.sigla, q.idFluxo, filtro, {
    limite: POR_PAGINA_FILTRO,
    maxLidos: MAX_LIDOS_FILTRO,
    inicio,
  });
  const pessoas = await pessoasDosCards(deps, sessao.sigla, itens);
  const apresentacao = { fluxo, pessoas, emailSessao: sessao.email };
  return {
    listaInstancias: itens.map((c) => paraInstanciaResumo(c, 0, apresentacao)),
    proximoCursor: proximo ? codificarCursor(proximo, vistos + itens.length) : null,
  };
}
