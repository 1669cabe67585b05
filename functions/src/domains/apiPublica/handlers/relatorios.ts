import { cardsAcompanhados, cardsCriados, cardsVencendo, resumoFluxos } from '../../relatorios';
import {
  relatorioCardsAcompanhados,
  relatorioCardsCriados,
  relatorioCardsVencendo,
  relatorioResumoFluxos,
} from '../operacoes/relatorios';
import { respostaDe } from './respostaDaOperacao';
import { rotaDaOperacao } from './rotaDaOperacao';

/** The reports of the flows the person sees, as the Reports screen reads them. */
export const rotasRelatorios = [
  rotaDaOperacao(relatorioResumoFluxos, async (deps, { query, sessao }) =>
    respostaDe(relatorioResumoFluxos, await resumoFluxos(deps, sessao, query)),
  ),
  rotaDaOperacao(relatorioCardsCriados, async (deps, { query, sessao }) =>
    respostaDe(relatorioCardsCriados, await cardsCriados(deps, sessao, query)),
  ),
  rotaDaOperacao(relatorioCardsVencendo, async (deps, { query, sessao }) =>
    respostaDe(relatorioCardsVencendo, await cardsVencendo(deps, sessao, query)),
  ),
  rotaDaOperacao(relatorioCardsAcompanhados, async (deps, { query, sessao }) =>
    respostaDe(relatorioCardsAcompanhados, await cardsAcompanhados(deps, sessao, query)),
  ),
];
