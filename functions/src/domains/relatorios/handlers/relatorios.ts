import { relatorioQuery } from '@wf/shared/schemas/relatorio';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { cardsAcompanhados, cardsCriados, cardsVencendo, resumoFluxos } from '../services/relatoriosService';

/** GET /api/relatorios/resumo-fluxos?dataInicio&dataFim: the flows the person sees, their totals and the period's counts. */
export const buscarResumoFluxos = rotaAutenticada({
  query: relatorioQuery,
  handle: async (deps, { query, sessao }) => ok(await resumoFluxos(deps, sessao, query)),
});

/** GET /api/relatorios/cards-criados?dataInicio&dataFim&cursor */
export const buscarCardsCriados = rotaAutenticada({
  query: relatorioQuery,
  handle: async (deps, { query, sessao }) => ok(await cardsCriados(deps, sessao, query)),
});

/** GET /api/relatorios/cards-vencendo?dataInicio&dataFim&cursor */
export const buscarCardsVencendo = rotaAutenticada({
  query: relatorioQuery,
  handle: async (deps, { query, sessao }) => ok(await cardsVencendo(deps, sessao, query)),
});

/** GET /api/relatorios/cards-acompanhados?dataInicio&dataFim&cursor */
export const buscarCardsAcompanhados = rotaAutenticada({
  query: relatorioQuery,
  handle: async (deps, { query, sessao }) => ok(await cardsAcompanhados(deps, sessao, query)),
});
