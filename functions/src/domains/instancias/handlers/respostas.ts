import { mensagensCard } from '@wf/shared/constants/cards';
import type { CardReposicionado } from '../services/movimentacaoService';

/**
 * The answers of a card's changes: the toast text beside what the service returned. The session
 * API's handlers and the public API (/api/v1) answer these same bodies.
 */
const comCard = <T>(mensagem: string, Instancia: T) => ({ mensagem, Instancia });

export const respostasInstancia = {
  cardCriado: <T>(Instancia: T) => comCard(mensagensCard.cardCriado, Instancia),
  cardAtualizado: <T>(Instancia: T) => comCard(mensagensCard.cardAtualizado, Instancia),
  formularioAtualizado: <T>(Instancia: T) => comCard(mensagensCard.formularioAtualizado, Instancia),
  cardExcluido: () => ({ mensagem: mensagensCard.cardExcluido }),
  /** A move to another stage, or a new place in its own stage (a "move" to the stage it is in). */
  cardReposicionado: ({ movimento, Instancia }: CardReposicionado) => ({
    mensagem: movimento === 'movido' ? mensagensCard.cardMovido : mensagensCard.ordemAtualizada,
    Instancia,
  }),
  /** 202 of a bulk job: every card of a stage moved, copied or sorted. */
  movimentacaoIniciada: <T>(Job: T) => ({ mensagem: mensagensCard.movimentacaoIniciada, Job }),
  ordenacaoIniciada: <T>(Job: T) => ({ mensagem: mensagensCard.ordenacaoIniciada, Job }),
  entreFluxosIniciado: <T>(tipoOperacao: 'M' | 'C', Job: T) => ({
    mensagem: tipoOperacao === 'M' ? mensagensCard.movimentacaoIniciada : mensagensCard.copiaIniciada,
    Job,
  }),
  /** One card moved (M) or copied (C) to another flow. */
  entreFluxos: (tipoOperacao: 'M' | 'C') => ({
    mensagem: tipoOperacao === 'M' ? mensagensCard.cardMovido : mensagensCard.cardCopiado,
  }),
};
