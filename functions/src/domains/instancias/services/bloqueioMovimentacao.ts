import { regrasDeBloqueio } from '../../../data/repositories/regraBloqueioRepository';
import type { InstanciaArmazenada } from '../entities/instancia';
import { avaliarCondicoes } from '../entities/condicoes';
import type { RegraBloqueio } from '../entities/regraBloqueio';
import { mensagensRegra } from '@wf/shared/constants/regras';
import { ErroDominio } from '../../../kernel/errors';
import { valoresDasVariaveis, type DepsVariaveis } from './variaveisCard';

/**
 * 422: an active rule of the flow blocks this move. Defined beside the check (not in erros.ts)
 * so only the bundles that move cards load the rules' messages.
 */
export const erroMovimentacaoImpedida = () =>
  new ErroDominio('naoProcessavel', 'EMovimentacaoImpedida', mensagensRegra.movimentacaoImpedida);

/** A move about to commit: where the card leaves and where it enters (same flow, or another). */
export interface Movimento {
  idFluxoOrigem: string;
  /** null for a card that leaves nothing (a copy arriving in the destination). */
  idEtapaOrigem: string | null;
  idFluxoDestino: string;
  idEtapaDestino: string;
  /** Whose change it is (the usuario.* variables of the conditions). */
  alteradoPor: string;
}

/** The rules that may block this move: leaving the origin stage or entering the destination. */
async function regrasDoMovimento(deps: DepsVariaveis, sigla: string, m: Movimento): Promise<RegraBloqueio[]> {
  const mesmoFluxo = m.idFluxoOrigem === m.idFluxoDestino;
  const [daOrigem, doDestino] = await Promise.all([
    m.idEtapaOrigem ? regrasDeBloqueio(deps, sigla, m.idFluxoOrigem) : Promise.resolve([]),
    mesmoFluxo && m.idEtapaOrigem ? Promise.resolve(null) : regrasDeBloqueio(deps, sigla, m.idFluxoDestino),
  ]);
  // A rule without a stage runs on every stage (entities/regra.ts, etapaDaRegra).
  const naEtapa = (r: RegraBloqueio, idEtapa: string | null) => {
    const escopo = r.jsonRegras.evento.idEtapa ?? null;
    return escopo === null || escopo === idEtapa;
  };
  return [
    ...daOrigem.filter((r) => r.jsonRegras.evento.key === 'cardSairEtapa' && naEtapa(r, m.idEtapaOrigem)),
    ...(doDestino ?? daOrigem).filter(
      (r) => r.jsonRegras.evento.key === 'cardEntrarEtapa' && naEtapa(r, m.idEtapaDestino),
    ),
  ];
}

/**
 * The cards (of one move: one card, or a stage's batch) that an active rule with a
 * bloquearMovimentacao action keeps where they are: a rule on leaving the origin stage or
 * entering the destination stage whose conditions hold for the card. One Query per flow
 * involved (empty for most flows); the card's variables are read only when such a rule exists.
 */
export async function cardsBloqueados(
  deps: DepsVariaveis,
  sigla: string,
  /** The cards, or how to read them (only when a rule may block). */
  cards: readonly InstanciaArmazenada[] | (() => Promise<readonly InstanciaArmazenada[]>),
  m: Movimento,
): Promise<Set<string>> {
  const bloqueados = new Set<string>();
  if (Array.isArray(cards) && cards.length === 0) return bloqueados;
  const regras = await regrasDoMovimento(deps, sigla, m);
  if (regras.length === 0) return bloqueados;
  for (const card of typeof cards === 'function' ? await cards() : cards) {
    const { valores } = await valoresDasVariaveis(deps, sigla, card, m.alteradoPor);
    if (regras.some((r) => avaliarCondicoes(r.jsonRegras.condicionais, valores).resultado)) bloqueados.add(card.id);
  }
  return bloqueados;
}

/** Before a move commits: 422 'Movimentação impedida' when a rule blocks it. */
export async function conferirBloqueioMovimentacao(
  deps: DepsVariaveis,
  sigla: string,
  card: InstanciaArmazenada,
  m: Movimento,
): Promise<void> {
  if ((await cardsBloqueados(deps, sigla, [card], m)).size) throw erroMovimentacaoImpedida();
}
