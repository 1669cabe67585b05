import type * as z from 'zod';
import type { executarRegrasSchema } from '@wf/shared/schemas/regra';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { emSegundos } from '../../../data/chaves';
import { reservarExecucaoItem } from '../../../data/repositories/limiteExecucaoRegrasRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { regrasAtivasDoEvento } from '../../../data/repositories/regraRepository';
import { transact } from '../../../data/transact';
import { carregarInstancia, conferirAbrirCard, conferirExecutar } from '../../instancias';
import { INTERVALO_EXECUCAO_SOLICITADA_SEGUNDOS, regrasForaDoEvento } from '../entities/execucaoSolicitada';
import { erroRegra } from '../erros';

/**
 * POST fluxo/regras/executar-regras (202). Rules run because an event happened or
 * because someone allowed to act on the card asked, and then only as far as he could act by hand:
 * - the card must be one he may open (404 unseen, 403 restrAbrirCard) and act on: execute rights
 *   on its current stage (403 'Você não possui acesso para movimentar esse card!');
 * - every rule named must be active for the named event on the card's current stage, in force
 *   now (422 otherwise: a switched-off rule, another event's or stage's, another flow's);
 * - one request per person and card every few seconds (429), its turn taken in the transaction
 *   of the request's event (outbox), so a refused request writes nothing.
 * The rules consumer then runs them as the engine runs any event, their actions acting with his
 * authority (motorRegras.executarRegrasSolicitadas). Asynchronous so that RegrasHttp bundles no
 * action's executor (the card writers, S3, xss...).
 */
export async function executarRegrasNoCard(
  deps: AppDeps,
  sessao: Sessao,
  body: z.output<typeof executarRegrasSchema>,
): Promise<void> {
  const ctx = await carregarInstancia(deps, sessao, body.idInstancia);
  conferirAbrirCard(ctx);
  conferirExecutar(ctx);
  const c = ctx.instancia;
  const agora = deps.clock();
  const ativas = await regrasAtivasDoEvento(deps, sessao.sigla, c.idFluxo, body.evento, c.idEtapa);
  if (regrasForaDoEvento(ativas, body.listaRegras, agora.toISOString()).length) throw erroRegra.foraDoEvento();
  const gravou = await transact(deps, [
    reservarExecucaoItem(
      deps,
      sessao.sigla,
      sessao.usuarioId,
      c.id,
      emSegundos(agora),
      INTERVALO_EXECUCAO_SOLICITADA_SEGUNDOS,
    ),
    outboxPut(deps, {
      tipo: 'execucaoRegrasSolicitada',
      detalhe: {
        sigla: sessao.sigla,
        idFluxo: c.idFluxo,
        alteradoPor: sessao.email.toLowerCase(),
        idInstancia: c.id,
        listaRegras: [...new Set(body.listaRegras)],
        evento: body.evento,
        idUsuario: sessao.usuarioId,
      },
    }),
  ]);
  if (!gravou) throw erroRegra.execucaoFrequente(INTERVALO_EXECUCAO_SOLICITADA_SEGUNDOS);
}
