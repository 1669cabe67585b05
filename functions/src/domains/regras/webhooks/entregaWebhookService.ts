import { createHash } from 'node:crypto';
import { LIMITES_REGRA } from '@wf/shared/constants/regras';
import {
  chamarWebhook,
  tentativaComSucesso,
  tentativaRepetivel,
  type TentativaWebhook,
} from '../../../adapters/clienteWebhook';
import type { AppDeps } from '../../../kernel/deps';
import {
  entregasWebhookVencidas,
  registrarEntregaWebhook,
  salvarEntregaWebhook,
  type EntregaWebhook,
} from '../../../data/repositories/entregaWebhookRepository';
import { acrescentarDetalhesExecucao } from '../../../data/repositories/regraRepository';
import { emParalelo } from '../../../lib/emParalelo';
import { proximaTentativaEm } from './agendaTentativas';
import { assinarWebhook } from './assinaturaWebhook';
import { chaveDeCifra, segredosDeAssinatura } from './segredoDaRegra';
import { abrirSelados, redigirSegredos, selarSecretos } from './segredosCabecalhos';

/**
 * Delivery of a rule's webhook (docs/adr/0032-rule-webhooks-email-and-notification-actions.md): the delivery is stored
 * before its first attempt, so a crash at any point leaves an item the scheduled consumer picks
 * up; each attempt is signed afresh (Standard Webhooks) under the same webhook-id; failures that
 * may pass (network, time-out, 5xx, 429) are retried with backoff for 24 h; every attempt is a
 * line of the execution's details.
 */

/**
 * How long an attempt holds its delivery: longer than an attempt can take, so the scheduler
 * never starts a second attempt while one runs, yet a crashed one is retried soon.
 */
const PRAZO_RESERVA_MS = LIMITES_REGRA.webhookTimeoutMs + 30_000;
/** Due deliveries one scheduled run attempts at once (all in parallel, within the Lambda's 60 s). */
const POR_EXECUCAO_AGENDADA = 25;

/** webhook-id: stable for one (event, rule, action), the receiver's key to drop a repeated delivery. */
export const idMensagemWebhook = (idExecucaoAcao: string): string =>
  `msg_${createHash('sha256').update(idExecucaoAcao).digest('base64url').slice(0, 32)}`;

export interface PedidoWebhook {
  metodo: 'POST' | 'PUT';
  url: string;
  cabecalhos: Record<string, string>;
  corpo: string;
}

/** The Standard Webhooks headers of one attempt: one v1 signature per valid secret (rotation). */
export function cabecalhosAssinados(
  segredos: string[],
  idMensagem: string,
  quando: Date,
  corpo: string,
): Record<string, string> {
  return {
    'webhook-id': idMensagem,
    'webhook-timestamp': String(Math.floor(quando.getTime() / 1000)),
    'webhook-signature': segredos.map((s) => assinarWebhook(s, idMensagem, quando, corpo)).join(' '),
  };
}

/**
 * How much of the receiver's answer the history keeps: its start (the status says the rest), one
 * line, with every secret value that was sent masked (a receiver may echo the request). The
 * request's own headers are never written.
 */
export const LIMITE_RESPOSTA_HISTORICO = 256;
const respostaParaHistorico = (resposta: string, enviados: Record<string, string>): string => {
  const linha = redigirSegredos(resposta, enviados)
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();
  return linha.length > LIMITE_RESPOSTA_HISTORICO ? `${linha.slice(0, LIMITE_RESPOSTA_HISTORICO)}…` : linha;
};

const textoDaTentativa = (n: number, quando: Date, t: TentativaWebhook, enviados: Record<string, string>): string => {
  const resultado = t.status !== null ? `HTTP ${t.status}` : `erro: ${t.erro ?? 'desconhecido'}`;
  const resposta = t.resposta ? `; resposta: ${respostaParaHistorico(t.resposta, enviados)}` : '';
  return `Webhook, tentativa ${n} (${quando.toISOString()}): ${resultado} em ${t.duracaoMs} ms${resposta}`;
};

export const mensagensEntrega = {
  regraExcluida: 'A regra foi excluída: o webhook não é mais enviado',
  segredoIlegivel: 'Não foi possível ler o valor secreto de um cabeçalho; salve a regra de novo',
};

const falhaDefinitiva = (erro: string): TentativaWebhook => ({
  status: null,
  duracaoMs: 0,
  resposta: '',
  erro,
  definitivo: true,
});

/**
 * The attempt itself: the rule's signing secrets (null when the rule is gone), the sealed header
 * values opened just for this request. Never throws: anything wrong is a final failure.
 */
async function enviar(
  deps: AppDeps,
  e: EntregaWebhook,
  quando: Date,
): Promise<{ tentativa: TentativaWebhook; enviados: Record<string, string> }> {
  const segredos = await segredosDeAssinatura(deps, e.sigla, e.idRegra);
  if (!segredos) return { tentativa: falhaDefinitiva(mensagensEntrega.regraExcluida), enviados: {} };
  let enviados: Record<string, string>;
  try {
    enviados = abrirSelados(chaveDeCifra(deps), e.sigla, e.cabecalhos);
  } catch {
    return { tentativa: falhaDefinitiva(mensagensEntrega.segredoIlegivel), enviados: {} };
  }
  const tentativa = await chamarWebhook(
    {
      metodo: e.metodo,
      url: e.url,
      // The signature headers cannot be overridden by the rule's own headers.
      cabecalhos: {
        'content-type': 'application/json',
        ...enviados,
        ...cabecalhosAssinados(segredos, e.idMensagem, quando, e.corpo),
      },
      corpo: e.corpo,
    },
    { timeoutMs: LIMITES_REGRA.webhookTimeoutMs, permitirRedePrivada: deps.env.webhooksPermitirRedePrivada },
  );
  return { tentativa, enviados };
}

/** One attempt of a delivery, and what follows from it (the delivery as it then stands). */
async function tentar(
  deps: AppDeps,
  e: EntregaWebhook,
): Promise<{ entrega: EntregaWebhook; linha: string; tentativa: TentativaWebhook }> {
  const quando = deps.clock();
  const { tentativa, enviados } = await enviar(deps, e, quando);
  const tentativas = e.tentativas + 1;
  const agora = deps.clock();
  let linha = textoDaTentativa(tentativas, quando, tentativa, enviados);
  let entrega: EntregaWebhook;
  if (tentativaComSucesso(tentativa)) {
    entrega = { ...e, tentativas, estado: 'entregue' };
  } else {
    const proxima = tentativaRepetivel(tentativa)
      ? proximaTentativaEm({
          tentativas,
          baseMs: deps.env.webhooksBackoffBaseMs,
          primeiraTentativaEm: new Date(e.primeiraTentativaEm),
          agora,
          retryAfterMs: tentativa.retryAfterMs,
        })
      : null;
    if (proxima) {
      linha += `; nova tentativa em ${proxima.toISOString()}`;
      entrega = { ...e, tentativas, proximaTentativaEm: proxima.toISOString() };
    } else {
      linha += tentativaRepetivel(tentativa) ? '; sem novas tentativas (24 h esgotadas)' : '; sem novas tentativas';
      entrega = { ...e, tentativas, estado: 'falhou' };
    }
  }
  return { entrega: { ...entrega, historico: [...e.historico, linha] }, linha, tentativa };
}

/**
 * The action's executar: stores the delivery, makes the first attempt and answers its line (the
 * execution's details). A delivery already stored for this action (the event redelivered) is
 * not sent again from here: the scheduler owns its retries. A final failure on the first attempt
 * (blocked address, a 4xx) throws, so the execution records the error.
 */
export async function entregarWebhook(
  deps: AppDeps,
  ref: { sigla: string; idFluxo: string; idRegra: string; idExecucao: string; idExecucaoAcao: string },
  pedido: PedidoWebhook,
): Promise<{ detalhes: string }> {
  const agora = deps.clock();
  const idMensagem = idMensagemWebhook(ref.idExecucaoAcao);
  const entrega: EntregaWebhook = {
    sigla: ref.sigla,
    idMensagem,
    idFluxo: ref.idFluxo,
    idRegra: ref.idRegra,
    idExecucao: ref.idExecucao,
    metodo: pedido.metodo,
    url: pedido.url,
    // Sealed already by the preparer; sealed here too, so the item never holds a credential in clear.
    cabecalhos: selarSecretos(chaveDeCifra(deps), ref.sigla, pedido.cabecalhos),
    corpo: pedido.corpo,
    tentativas: 0,
    primeiraTentativaEm: agora.toISOString(),
    // If this process dies during the attempt, the scheduler takes the delivery over after this.
    proximaTentativaEm: new Date(agora.getTime() + PRAZO_RESERVA_MS).toISOString(),
    estado: 'pendente',
    historico: [],
  };
  if (!(await registrarEntregaWebhook(deps, entrega))) {
    return { detalhes: `Webhook ${idMensagem} já registrado por uma entrega anterior deste evento` };
  }
  const { entrega: depois, linha, tentativa } = await tentar(deps, entrega);
  await salvarEntregaWebhook(deps, entrega, depois, deps.clock());
  if (depois.estado === 'falhou' && !tentativaRepetivel(tentativa)) throw new Error(linha);
  return { detalhes: linha };
}

/**
 * The scheduled consumer: every due delivery of every tenant is claimed (its due time pushed one
 * lease ahead, on the condition that nobody changed it), attempted, and its outcome saved and
 * added to the execution's details. Answers how many were attempted.
 */
export async function retomarEntregasVencidas(deps: AppDeps): Promise<number> {
  const vencidas = await entregasWebhookVencidas(deps, deps.clock(), POR_EXECUCAO_AGENDADA);
  let tentadas = 0;
  await emParalelo(vencidas, POR_EXECUCAO_AGENDADA, async (lida) => {
    const reservada: EntregaWebhook = {
      ...lida,
      proximaTentativaEm: new Date(deps.clock().getTime() + PRAZO_RESERVA_MS).toISOString(),
    };
    if (!(await salvarEntregaWebhook(deps, lida, reservada, deps.clock()))) return;
    const { entrega, linha } = await tentar(deps, reservada);
    // The line first, so a delivery seen finished has all its attempts in the details. false:
    // the execution is gone (its rule deleted); the delivery's own history keeps the line.
    await acrescentarDetalhesExecucao(
      deps,
      { sigla: entrega.sigla, idRegra: entrega.idRegra, idExecucao: entrega.idExecucao },
      linha,
    );
    await salvarEntregaWebhook(deps, reservada, entrega, deps.clock());
    tentadas++;
  });
  return tentadas;
}
