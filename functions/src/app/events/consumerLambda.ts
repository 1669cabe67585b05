import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { EventBridgeEvent } from 'aws-lambda';
import { lerEvento, type EventoLido } from '@wf/shared/events';
import { fontesDosEventos } from '@wf/shared/fontesEventos';
import { emDetalheDeMetricas } from '../../data/metricasDynamo';
import { processarUmaVez } from '../../events/processarUmaVez';
import { appDeps, type AppDeps } from '../../kernel/deps';
import type { ConsumerName } from '../lambdas';
import { observabilidadeDaFuncao, opcoesDasMetricas } from '../../kernel/observabilidade';

type EventoBarramento = EventBridgeEvent<string, unknown>;

/** An EventBridge event as a domain event: the contract's source and detail, or null. */
export function eventoDoBarramento(e: EventoBarramento): EventoLido | null {
  const evento = lerEvento(e['detail-type'], e.detail);
  return evento && fontesDosEventos[evento.tipo] === e.source ? evento : null;
}

export interface OpcoesDoConsumidor {
  /**
   * No claim (processarUmaVez): for a consumer whose effects converge however often and in
   * whatever order an event comes (state-based projections, writes keyed or marked by the event).
   * The claim would be two writes per event that protect nothing.
   */
  idempotentePorConstrucao?: boolean;
}

/**
 * The middy stack every EventBridge consumer shares: safe-parse the event against its contract,
 * then run the consumer once per event (processarUmaVez, unless idempotentePorConstrucao).
 * EventBridge invokes a consumer with one event at a time, so the record's outcome is the
 * invocation's: a malformed event is logged and dropped (no retry could fix it); a failure of the
 * consumer throws, so Lambda retries that delivery alone. Each outcome is a log line (ids only) and a metric:
 * EventosProcessados, EventosRepetidos, EventosFalhos, EventosForaDoContrato.
 */
export function consumerLambda(
  nome: ConsumerName,
  processar: (deps: AppDeps, evento: EventoLido) => Promise<void>,
  opcoes: OpcoesDoConsumidor = {},
) {
  const { logger, metricas } = observabilidadeDaFuncao(nome);
  return middy<EventoBarramento, void>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metricas, opcoesDasMetricas))
    .handler(async (e) => {
      const evento = eventoDoBarramento(e);
      if (!evento) {
        metricas.addMetric('EventosForaDoContrato', MetricUnit.Count, 1);
        logger.warn('evento ignorado (fora do contrato)', {
          source: e.source,
          detailType: e['detail-type'],
          idBarramento: e.id,
        });
        return;
      }
      const campos = { tipoEvento: evento.tipo, idEvento: evento.detalhe.idEvento, sigla: evento.detalhe.sigla };
      const deps = appDeps();
      try {
        // The benchmark's per-event figure of this consumer (no cost unless METRICAS_DYNAMODB=1).
        const executar = () => emDetalheDeMetricas(`consumidor:${nome}:${evento.tipo}`, () => processar(deps, evento));
        const resultado = opcoes.idempotentePorConstrucao
          ? await executar().then(() => 'processado' as const)
          : await processarUmaVez(deps, nome, evento.detalhe, executar);
        metricas.addMetric(resultado === 'processado' ? 'EventosProcessados' : 'EventosRepetidos', MetricUnit.Count, 1);
        logger.info(resultado === 'processado' ? 'evento processado' : 'evento repetido, ignorado', campos);
      } catch (falha) {
        metricas.addMetric('EventosFalhos', MetricUnit.Count, 1);
        logger.error('falha ao processar o evento; a entrega será repetida', { ...campos, erro: falha as Error });
        throw falha;
      }
    });
}
