import { appDeps } from '../kernel/deps';
import { logger } from '../kernel/observabilidade';
import { retomarEntregasVencidas } from '../domains/regras/webhooks/entregaWebhookService';

/**
 * Scheduled (events/agendamentos.ts), not fed by events: attempts every webhook delivery of a
 * rule whose retry is due. A run that fails leaves the deliveries due; the next run takes them.
 */
export const handler = async (): Promise<void> => {
  const tentadas = await retomarEntregasVencidas(appDeps());
  if (tentadas > 0) logger.info('entregas de webhook retomadas', { tentadas });
};
