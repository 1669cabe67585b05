import type { DetalheEvento, EventoLido } from '@wf/shared/events';
import {
  ACOES_REGRA,
  EVENTOS_REGRA,
  LIMITES_REGRA,
  mensagensRegra,
  type ChaveAcao,
  type ChaveEventoRegra,
} from '@wf/shared/constants/regras';
import {
  avaliarCondicoes,
  errosDeMovimentacao,
  type InstanciaArmazenada,
  valoresDasVariaveis,
  type VariaveisDoCard,
} from '../../instancias';
import type { AppDeps } from '../../../kernel/deps';
import { buscarEtapa } from '../../../data/repositories/etapaRepository';
import { buscarInstancia } from '../../../data/repositories/instanciaRepository';
import {
  abrirExecucao,
  buscarExecucao,
  concluirExecucao,
  regrasAtivasDoEvento,
} from '../../../data/repositories/regraRepository';
import { acoesRegistradas } from '../acoes';
import type { ContextoAcao, Solicitante } from '../acoes/tipos';
import { idDaAcao, idDaExecucao, type Disparo } from '../entities/disparo';
import { regrasSolicitadasDoEvento } from '../entities/execucaoSolicitada';
import { idEventoRaiz } from '../entities/orcamentoCadeia';
import { regrasVigentesNoEvento, type ExecucaoArmazenada, type RegraAtiva } from '../entities/regra';
import { cobrarAcaoDaCadeia } from './orcamentoCadeiaService';

/**
 * The rules engine (the `regras` consumer; events/rules.ts routes the nine rule events to it).
 *
 * Effective once per (event, rule), though events arrive at least once and a Lambda may die half
 * way: the execution record's id is derived from the event and the rule. It is opened
 * (put-if-absent, state emExecucao) once the conditions held, BEFORE any action runs, so the
 * decision is taken once: a redelivery finds it open and resumes the actions without evaluating
 * again, or finds it closed and does nothing. Each action keys its effect on its idExecucaoAcao
 * (derived from event + rule + action), so resuming repeats no effect. Closing writes the outcome,
 * +1 on numExecucoes and the realtime event in one transaction conditioned on the record being
 * open: counted once. The consumer's per-event claim (processarUmaVez) keeps two deliveries of
 * one event from running at the same time.
 */

export type { Disparo };

export const ehEventoRegra = (tipo: string): tipo is ChaveEventoRegra => Object.hasOwn(EVENTOS_REGRA, tipo);

/** A transient failure of the platform (DynamoDB, S3...): the delivery is retried, not recorded. */
const falhaDeInfraestrutura = (e: unknown): boolean => typeof e === 'object' && e !== null && '$metadata' in e;

const mensagemDe = (e: unknown): string => (e instanceof Error && e.message ? e.message : 'Erro desconhecido');

/** The consumer: every active rule of the event's flow, event and stage, in priority order. */
export async function executarRegrasDoEvento(deps: AppDeps, evento: EventoLido): Promise<void> {
  if (evento.tipo === 'execucaoRegrasSolicitada') return executarRegrasSolicitadas(deps, evento.detalhe);
  if (!ehEventoRegra(evento.tipo)) return;
  const d = evento.detalhe as {
    sigla: string;
    idFluxo: string;
    idEtapa: string;
    idInstancia: string;
    idEvento: string;
    ocorridoEm: string;
    alteradoPor: string;
    profundidadeRegra?: number;
    idEventoRaizRegra?: string;
  };
  // The stage the event concerns: the one entered, the one left, or the card's (every card event names it).
  const regras = regrasVigentesNoEvento(
    await regrasAtivasDoEvento(deps, d.sigla, d.idFluxo, evento.tipo, d.idEtapa),
    d.ocorridoEm,
  );
  if (regras.length === 0) return;
  let card = await buscarInstancia(deps, d.sigla, d.idInstancia);
  if (!card) return;
  const disparo: Disparo = {
    idEvento: d.idEvento,
    key: evento.tipo,
    ocorridoEm: d.ocorridoEm,
    alteradoPor: d.alteradoPor,
    profundidade: (d.profundidadeRegra ?? 0) + 1,
    // A rule's change carries its chain's root; a person's change is the root.
    idEventoRaiz: d.idEventoRaizRegra ?? d.idEvento,
  };
  let variaveis = await valoresDasVariaveis(deps, d.sigla, card, d.alteradoPor);
  for (const regra of regras) {
    const r = await executarRegra(deps, d.sigla, regra, card, disparo, variaveis);
    if (r.acoes.length) {
      // The next rule decides on the card as this one left it.
      card = await buscarInstancia(deps, d.sigla, d.idInstancia);
      if (!card) return;
      variaveis = await valoresDasVariaveis(deps, d.sigla, card, d.alteradoPor);
    }
  }
}

/**
 * POST executar-regras, run here (the request answered 202): of the named rules, only those
 * active for the named event on the card's current stage, in force when it was asked, run, in
 * priority order, each on the card as the previous one left it, its conditions checked as for
 * any event, and their actions act with the requesting person's authority (ctx.solicitante),
 * not their authors'. The event's id keys every execution record (idDaExecucao), so a
 * redelivery resumes or skips them as for any event. A rule deleted or switched off meanwhile is
 * skipped; a request without event or person (written before they were asked) runs nothing.
 */
export async function executarRegrasSolicitadas(
  deps: AppDeps,
  d: DetalheEvento<'execucaoRegrasSolicitada'>,
): Promise<void> {
  if (!d.evento || !d.idUsuario || !ehEventoRegra(d.evento)) return;
  const solicitante: Solicitante = { usuarioId: d.idUsuario, email: d.alteradoPor };
  const inicial = await buscarInstancia(deps, d.sigla, d.idInstancia);
  if (!inicial || inicial.idFluxo !== d.idFluxo) return;
  const regras = regrasSolicitadasDoEvento(
    await regrasAtivasDoEvento(deps, d.sigla, d.idFluxo, d.evento, inicial.idEtapa),
    d.listaRegras,
    d.ocorridoEm,
  );
  for (const regra of regras) {
    const card = await buscarInstancia(deps, d.sigla, d.idInstancia);
    if (!card || card.idFluxo !== d.idFluxo) return;
    const variaveis = await valoresDasVariaveis(deps, d.sigla, card, d.alteradoPor);
    const disparo: Disparo = {
      idEvento: d.idEvento,
      key: d.evento,
      ocorridoEm: d.ocorridoEm,
      alteradoPor: d.alteradoPor,
      profundidade: 1,
    };
    await executarRegra(deps, d.sigla, regra, card, disparo, variaveis, solicitante);
  }
}

export interface ResultadoRegra {
  /** Actions that ran (none when its conditions failed or it was done already). */
  acoes: ChaveAcao[];
}

const nada: ResultadoRegra = { acoes: [] };

/** One rule for one event on one card, effective once (see above). */
export async function executarRegra(
  deps: AppDeps,
  sigla: string,
  regra: RegraAtiva,
  card: InstanciaArmazenada,
  disparo: Disparo,
  variaveis: VariaveisDoCard,
  /** A run a person asked for: its actions act with his authority (acoes/autoridadeSolicitante.ts). */
  solicitante?: Solicitante,
): Promise<ResultadoRegra> {
  const idExecucao = idDaExecucao(disparo, regra.id);
  let execucao = await buscarExecucao(deps, sigla, regra.id, idExecucao);
  if (execucao?.estado === 'concluida') return nada;
  if (!execucao) {
    if (!avaliarCondicoes(regra.jsonRegras.condicionais, variaveis.valores).resultado) return nada;
    const nova: ExecucaoArmazenada = {
      id: idExecucao,
      idRegra: regra.id,
      idFluxo: regra.idFluxo,
      idInstancia: card.id,
      descricaoInstancia: card.descricao,
      idEvento: disparo.idEvento,
      evento: disparo.key,
      estado: 'emExecucao',
      comErro: 'N',
      dataHoraExecucao: deps.clock().toISOString(),
      detalhesErro: null,
      linhasAdicionais: [],
      profundidade: disparo.profundidade,
    };
    if (!(await abrirExecucao(deps, sigla, nova))) {
      execucao = await buscarExecucao(deps, sigla, regra.id, idExecucao);
      if (!execucao || execucao.estado === 'concluida') return nada;
    } else execucao = nova;
  }

  const concluir = async (comErro: 'S' | 'N', detalhes: string | null, acoes: ChaveAcao[]): Promise<ResultadoRegra> => {
    await concluirExecucao(
      deps,
      sigla,
      { id: idExecucao, idRegra: regra.id, comErro, detalhesErro: detalhes },
      {
        tipo: 'regrasExecutadas',
        detalhe: {
          sigla,
          idFluxo: regra.idFluxo,
          alteradoPor: disparo.alteradoPor,
          idInstancia: card.id,
          idRegra: regra.id,
          idExecucao,
          comErro,
          acoes,
        },
      },
    );
    return { acoes };
  };

  // The chain limit: a rule fired by a chain of rules deeper than the limit runs nothing.
  if (disparo.profundidade > LIMITES_REGRA.profundidadeMaxima)
    return concluir('S', mensagensRegra.profundidadeExcedida, []);

  const linhas: string[] = [];
  const feitas: ChaveAcao[] = [];
  let comErro = false;
  const acoes = [...regra.jsonRegras.acoes].sort((a, b) => a.prioridade - b.prioridade);
  for (const acao of acoes) {
    const titulo = ACOES_REGRA[acao.key].title;
    const definicao = acoesRegistradas[acao.key];
    if (!definicao) {
      comErro = true;
      linhas.push(`${titulo}: ação não disponível no servidor (${acao.key})`);
      continue;
    }
    const ctx: ContextoAcao = {
      deps,
      sigla,
      idFluxo: regra.idFluxo,
      idInstancia: card.id,
      regra: {
        id: regra.id,
        descricao: regra.descricao,
        idUsuarioCriador: regra.idUsuarioCriador,
        emailCriador: regra.emailCriador,
      },
      evento: { idEvento: disparo.idEvento, key: disparo.key, alteradoPor: disparo.alteradoPor },
      idExecucaoAcao: idDaAcao(disparo, regra.id, acao.id),
      idExecucao,
      profundidade: disparo.profundidade,
      idEventoRaiz: idEventoRaiz(disparo),
      variaveis: variaveis.valores,
      textos: variaveis.textos,
      ...(solicitante ? { solicitante } : {}),
    };
    try {
      if (acao.key === 'moverCard' && !(await formularioCompleto(deps, sigla, card.id))) {
        linhas.push(`${titulo}: não executada, o formulário da etapa atual do card está incompleto`);
        continue;
      }
      const preparado: unknown = await definicao.preparar(ctx, acao.formulario ?? {});
      // The chain's budget (orcamentoCadeiaService.ts): past it, this and the rule's next actions do not run.
      const recusa = await cobrarAcaoDaCadeia(deps, sigla, disparo, acao.key, ctx.idExecucaoAcao);
      if (recusa) {
        comErro = true;
        linhas.push(recusa);
        break;
      }
      const r = await definicao.executar(ctx, preparado);
      linhas.push(`${titulo}: ${r?.detalhes ?? 'executada'}`);
      feitas.push(acao.key);
    } catch (e) {
      if (falhaDeInfraestrutura(e)) throw e;
      comErro = true;
      linhas.push(`${titulo}: ${mensagemDe(e)}`);
    }
  }
  return concluir(comErro ? 'S' : 'N', linhas.join('\n') || null, feitas);
}

/** A rule's move is dropped when the card's current stage form fails (the move's own check). */
async function formularioCompleto(deps: AppDeps, sigla: string, idInstancia: string): Promise<boolean> {
  const card = await buscarInstancia(deps, sigla, idInstancia);
  if (!card) return false;
  const etapa = await buscarEtapa(deps, sigla, card.idFluxo, card.idEtapa);
  // The move's own check: the stage's fields with this card's settings (alterarConfiguracaoCampos).
  return !etapa || errosDeMovimentacao(etapa, [card]).length === 0;
}
