import type * as z from 'zod';
import {
  ACOES_REGRA,
  formulariosAcao,
  type executarCondicoesSchema,
  type JsonRegras,
  type regrasExecutadasSchema,
  type ResultadoSimulacao,
  type simularRegraSchema,
  type VariavelRegra,
} from '@wf/shared/schemas/regra';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { regrasAtivasDoEvento } from '../../../data/repositories/regraRepository';
import {
  avaliarCondicoes,
  carregarInstancia,
  conferirAbrirCard,
  type ContextoInstancia,
  valoresDasVariaveis,
  variaveisDoFluxo,
} from '../../instancias';
import { carregarAcesso, permiteEditarElementosFluxo } from '../../fluxos';
import { preparadoresRegistrados } from '../acoes/preparadores';
import type { ContextoAcao } from '../acoes/tipos';
import type { RegraAtiva } from '../entities/regra';
import { erroRegra } from '../erros';
import { idDaAcao, idDaExecucao, type Disparo } from '../entities/disparo';
import { regraVisivel } from './regraService';
import { mensagensAlcance } from '../entities/mensagensAlcance';
import { destinoEmOutroFluxo } from '../entities/referenciasAcoes';
import { podeAgirNoDestino } from './alcanceDaRegraService';
import { mascararSelados } from '../webhooks/segredosCabecalhos';

/** The card, if the session user may open it (the card's own rule: 404 unseen, 403 restrAbrirCard). */
async function cardVisivel(deps: AppDeps, sessao: Sessao, idInstancia: string): Promise<ContextoInstancia> {
  const ctx = await carregarInstancia(deps, sessao, idInstancia);
  conferirAbrirCard(ctx);
  return ctx;
}

/** A saved rule of the card's flow (another flow's, or out of sight: 404). */
async function regraDoCard(deps: AppDeps, sessao: Sessao, id: string, idFluxo: string): Promise<RegraAtiva> {
  const r = await regraVisivel(deps, sessao, id);
  if (r.idFluxo !== idFluxo) throw erroRegra.naoEncontrada();
  return r;
}

/** GET fluxo/regras/variaveis/{idFluxo}: { listaVariaveisRegra } (form fields of every stage, then the fixed ones). */
export async function listarVariaveis(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
): Promise<{ listaVariaveisRegra: VariavelRegra[] }> {
  await carregarAcesso(deps, sessao, idFluxo);
  return { listaVariaveisRegra: await variaveisDoFluxo(deps, sessao.sigla, idFluxo) };
}

/** GET fluxo/regras/valores-variaveis/{idInstancia}: { listaVariaveisRegra } with each value for the card. */
export async function valoresVariaveis(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
): Promise<{ listaVariaveisRegra: VariavelRegra[] }> {
  const ctx = await cardVisivel(deps, sessao, idInstancia);
  const [variaveis, valores] = await Promise.all([
    variaveisDoFluxo(deps, sessao.sigla, ctx.instancia.idFluxo),
    valoresDasVariaveis(deps, sessao.sigla, ctx.instancia, sessao.email),
  ]);
  return { listaVariaveisRegra: variaveis.map((v) => ({ ...v, valor: valores.valores[v.nomeInterno] ?? null })) };
}

/** POST fluxo/regras/executar-condicoes: { listaCondicoesExecutadas, listaRegras: [{ id, resultado }] }. Pure. */
export function executarCondicoes(body: z.output<typeof executarCondicoesSchema>) {
  const valores = Object.fromEntries(body.listaVariaveis.map((v) => [v.nomeInterno, v.valor ?? null]));
  const listaCondicoesExecutadas: Array<{ id: string; condicaoSatisfeita: 'S' | 'N' }> = [];
  const listaRegras = body.listaRegras.map((r, i) => {
    const { condicoes, resultado } = avaliarCondicoes(r.jsonRegras.condicionais, valores);
    listaCondicoesExecutadas.push(...condicoes.map((c) => ({ id: c.id, condicaoSatisfeita: c.condicaoSatisfeita })));
    return { id: r.id ?? String(i), resultado: resultado ? ('S' as const) : ('N' as const) };
  });
  return { listaCondicoesExecutadas, listaRegras };
}

/**
 * POST fluxo/regras/regras-executadas: the active rules the event would run on the card (its
 * flow, the event, the stage: the card's unless named), each with whether its conditions hold now.
 */
export async function regrasDoEvento(deps: AppDeps, sessao: Sessao, body: z.output<typeof regrasExecutadasSchema>) {
  const ctx = await cardVisivel(deps, sessao, body.idInstancia);
  const c = ctx.instancia;
  const [regras, valores] = await Promise.all([
    regrasAtivasDoEvento(deps, sessao.sigla, c.idFluxo, body.evento, body.idEtapa ?? c.idEtapa),
    valoresDasVariaveis(deps, sessao.sigla, c, sessao.email),
  ]);
  return {
    listaRegras: regras.map((r) => ({
      id: r.id,
      descricao: r.descricao,
      resultado: avaliarCondicoes(r.jsonRegras.condicionais, valores.valores).resultado
        ? ('S' as const)
        : ('N' as const),
    })),
  };
}

/** A person's click: a new event of its own (each click runs the rules once more), depth 1. */
function disparoDaSessao(deps: AppDeps, sessao: Sessao, regra: { jsonRegras: JsonRegras }): Disparo {
  return {
    idEvento: deps.newId(),
    key: regra.jsonRegras.evento.key,
    ocorridoEm: deps.clock().toISOString(),
    alteradoPor: sessao.email.toLowerCase(),
    profundidade: 1,
  };
}

/**
 * POST fluxo/regras/simular: a saved or unsaved rule tried on a real card. Each condition with
 * its operand values, the overall result, and per action what `preparar` answers (variables
 * filled). Reads only: no action's `executar` runs, no execution is recorded.
 */
export async function simularRegra(
  deps: AppDeps,
  sessao: Sessao,
  body: z.output<typeof simularRegraSchema>,
): Promise<ResultadoSimulacao> {
  const ctx = await cardVisivel(deps, sessao, body.idInstancia);
  const c = ctx.instancia;
  // Rules are read by who may edit the flow's elements (the Rules menu): a saved rule's
  // simulation shows its configuration, a draft's is prepared with the rule's reach.
  if (!permiteEditarElementosFluxo(ctx.ctx)) throw erroRegra.semAcessoRegras();
  const salva = body.idRegra ? await regraDoCard(deps, sessao, body.idRegra, c.idFluxo) : null;
  const regra = salva ?? {
    id: 'simulacao',
    idFluxo: c.idFluxo,
    descricao: '',
    idUsuarioCriador: sessao.usuarioId,
    emailCriador: sessao.email.toLowerCase(),
    jsonRegras: body.jsonRegras!,
  };
  const variaveis = await valoresDasVariaveis(deps, sessao.sigla, c, sessao.email);
  const { condicoes, resultado } = avaliarCondicoes(regra.jsonRegras.condicionais, variaveis.valores);
  const disparo = disparoDaSessao(deps, sessao, regra);
  const acoes: ResultadoSimulacao['acoes'] = [];
  for (const acao of [...regra.jsonRegras.acoes].sort((a, b) => a.prioridade - b.prioridade)) {
    const item = { id: acao.id, key: acao.key, title: ACOES_REGRA[acao.key].title };
    const definicao = preparadoresRegistrados[acao.key];
    if (!definicao) {
      acoes.push({ ...item, payload: null, erro: `Ação não disponível no servidor (${acao.key})` });
      continue;
    }
    // The payload names the destination's stage: shown only to a caller who may act there.
    const destino = destinoEmOutroFluxo(acao);
    if (destino && !(await podeAgirNoDestino(deps, sessao, destino.idFluxo, destino.idEtapa))) {
      acoes.push({ ...item, payload: null, erro: mensagensAlcance.destinoNaoVisivel });
      continue;
    }
    const ctxAcao: ContextoAcao = {
      deps,
      sigla: sessao.sigla,
      idFluxo: c.idFluxo,
      idInstancia: c.id,
      regra: {
        id: regra.id,
        descricao: regra.descricao,
        idUsuarioCriador: regra.idUsuarioCriador,
        emailCriador: regra.emailCriador,
      },
      evento: { idEvento: disparo.idEvento, key: disparo.key, alteradoPor: disparo.alteradoPor },
      idExecucaoAcao: idDaAcao(disparo, regra.id, acao.id),
      idExecucao: idDaExecucao(disparo, regra.id),
      profundidade: 1,
      variaveis: variaveis.valores,
      textos: variaveis.textos,
    };
    try {
      const payload: unknown = await definicao.preparar(
        ctxAcao,
        formulariosAcao[acao.key].parse(acao.formulario ?? {}),
      );
      acoes.push({ ...item, payload: mascararSelados(payload) });
    } catch (e) {
      acoes.push({ ...item, payload: null, erro: e instanceof Error ? e.message : 'Erro desconhecido' });
    }
  }
  return { condicoes, resultado: resultado ? 'S' : 'N', acoes };
}
