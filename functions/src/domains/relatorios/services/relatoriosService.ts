import { LIMITES_RELATORIO, type relatorioQuery } from '@wf/shared/schemas/relatorio';
import type {
  LinhaRelatorioCard,
  RespostaCardsAcompanhados,
  RespostaCardsCriados,
  RespostaCardsVencendo,
  RespostaResumoFluxos,
} from '@wf/shared/types/relatorio';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  cardsCriadosDoFluxo,
  cardsSeguidosDaPessoa,
  cardsVencendoDoFluxo,
  type FaixaRelatorio,
  type PaginaCardsDoFluxo,
} from '../../../data/repositories/relatorioCardsRepository';
import { diasDoFluxo } from '../../../data/repositories/painelRepository';
import { emParalelo } from '../../../lib/emParalelo';
import type { FluxoArmazenado } from '../../fluxos';
import { lerCursorRelatorio, paraCursorRelatorio } from '../entities/cursorRelatorio';
import { instantesDoPeriodo } from '../entities/periodo';
import { erroRelatorio } from '../erros';
import { fluxosDoRelatorio, linhasDosCards } from './linhasRelatorio';

type Periodo = z.output<typeof relatorioQuery>;
type LerFluxo = (deps: AppDeps, sigla: string, idFluxo: string, faixa: FaixaRelatorio) => Promise<PaginaCardsDoFluxo>;

/**
 * GET /api/relatorios/resumo-fluxos: the flows the person sees, by name, with their current totals
 * and what happened in each on the period's days (created, moved, concluded) summed from the
 * painel consumer's day counters: one Query of at most 366 small items per flow, whatever the cards.
 */
export async function resumoFluxos(deps: AppDeps, sessao: Sessao, q: Periodo): Promise<RespostaResumoFluxos> {
  const fluxos = await fluxosDoRelatorio(deps, sessao);
  const noPeriodo = new Map<string, { criados: number; movidos: number; concluidos: number }>();
  await emParalelo(fluxos, 8, async (f) => {
    const dias = await diasDoFluxo(deps, sessao.sigla, f.id, q.dataInicio, q.dataFim);
    noPeriodo.set(f.id, {
      criados: dias.reduce((s, d) => s + d.criados, 0),
      movidos: dias.reduce((s, d) => s + d.movidos, 0),
      concluidos: dias.reduce((s, d) => s + d.concluidos, 0),
    });
  });
  const listaMeusFluxos = fluxos
    .map((f) => ({
      idFluxo: f.id,
      nomeFluxo: f.descricao,
      totalCards: f.numInstanciasCriadas,
      totalEtapas: f.numEtapasPresentes,
      totalPessoasAutorizadas: f.numPessoasComAcesso,
      cardsCriadosNoPeriodo: noPeriodo.get(f.id)?.criados ?? 0,
      cardsMovimentadosNoPeriodo: noPeriodo.get(f.id)?.movidos ?? 0,
      cardsConcluidosNoPeriodo: noPeriodo.get(f.id)?.concluidos ?? 0,
    }))
    .sort((a, b) => a.nomeFluxo.localeCompare(b.nomeFluxo, 'pt-BR') || a.idFluxo.localeCompare(b.idFluxo));
  return { listaMeusFluxos, proximoCursor: null };
}

/**
 * One page of a card report over every flow the person sees: each flow's next cards in the
 * range (ONE Query of at most a page each), merged in the report's order, the first page kept.
 * Reads stay within (flows seen) x (page + 1) cards whatever the number of cards.
 */
async function paginaDeCards(
  deps: AppDeps,
  sessao: Sessao,
  lerFluxo: LerFluxo,
  faixa: Omit<FaixaRelatorio, 'apos' | 'limite'>,
  cursor: string | undefined,
  formato: 'instante' | 'dia',
): Promise<{ linhas: LinhaRelatorioCard[]; proximoCursor: string | null }> {
  const apos = cursor === undefined ? undefined : lerCursorRelatorio(cursor, formato);
  if (apos === null) throw erroRelatorio.cursorInvalido();
  const limite = LIMITES_RELATORIO.linhasPorPagina;
  const fluxos = await fluxosDoRelatorio(deps, sessao);
  const paginas: PaginaCardsDoFluxo[] = [];
  await emParalelo(fluxos, 8, async (f) => {
    paginas.push(await lerFluxo(deps, sessao.sigla, f.id, { ...faixa, apos, limite }));
  });
  const todos = paginas.flatMap((p) => p.cards);
  todos.sort((a, b) => (faixa.decrescente ? b.sk.localeCompare(a.sk) : a.sk.localeCompare(b.sk)));
  const pagina = todos.slice(0, limite);
  const temMais = todos.length > limite || paginas.some((p) => p.temMais);
  const porId = new Map<string, FluxoArmazenado>(fluxos.map((f) => [f.id, f]));
  return {
    linhas: await linhasDosCards(
      deps,
      sessao.sigla,
      pagina.map((c) => c.card),
      porId,
    ),
    proximoCursor: temMais && pagina.length ? paraCursorRelatorio(pagina[pagina.length - 1]!.sk) : null,
  };
}

/** GET /api/relatorios/cards-criados: cards created in the period (tenant's days), newest first. */
export async function cardsCriados(deps: AppDeps, sessao: Sessao, q: Periodo): Promise<RespostaCardsCriados> {
  const { de, ate } = instantesDoPeriodo(q.dataInicio, q.dataFim);
  const r = await paginaDeCards(
    deps,
    sessao,
    cardsCriadosDoFluxo,
    { de, ate, decrescente: true },
    q.cursor,
    'instante',
  );
  return { listaCardsCriados: r.linhas, proximoCursor: r.proximoCursor };
}

/** GET /api/relatorios/cards-vencendo: cards whose due date is in the period, soonest first. */
export async function cardsVencendo(deps: AppDeps, sessao: Sessao, q: Periodo): Promise<RespostaCardsVencendo> {
  const r = await paginaDeCards(
    deps,
    sessao,
    cardsVencendoDoFluxo,
    { de: q.dataInicio, ate: q.dataFim, decrescente: false },
    q.cursor,
    'dia',
  );
  return { listaCardsVencendo: r.linhas, proximoCursor: r.proximoCursor };
}

/**
 * GET /api/relatorios/cards-acompanhados: the cards the person follows created in the period,
 * newest first, from his own follow entries (one Query + one BatchGet a page), whatever the
 * number of flows; only cards of flows he still sees and that are not archived.
 */
export async function cardsAcompanhados(deps: AppDeps, sessao: Sessao, q: Periodo): Promise<RespostaCardsAcompanhados> {
  const apos = q.cursor === undefined ? undefined : lerCursorRelatorio(q.cursor, 'instante');
  if (apos === null) throw erroRelatorio.cursorInvalido();
  const { de, ate } = instantesDoPeriodo(q.dataInicio, q.dataFim);
  const [fluxos, pagina] = await Promise.all([
    fluxosDoRelatorio(deps, sessao),
    cardsSeguidosDaPessoa(deps, sessao.sigla, sessao.email, {
      de,
      ate,
      apos,
      decrescente: true,
      limite: LIMITES_RELATORIO.linhasPorPagina,
    }),
  ]);
  const porId = new Map<string, FluxoArmazenado>(fluxos.map((f) => [f.id, f]));
  const visiveis = pagina.cards.filter((c) => porId.has(c.card.idFluxo));
  const ultimo = pagina.cards.at(-1);
  return {
    listaCardsAcompanhamento: await linhasDosCards(
      deps,
      sessao.sigla,
      visiveis.map((c) => c.card),
      porId,
    ),
    proximoCursor: pagina.temMais && ultimo ? paraCursorRelatorio(ultimo.sk) : null,
  };
}
