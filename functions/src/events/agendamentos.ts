import type { ConsumerName } from '../app/lambdas';

/**
 * Consumers run on a clock rather than on events: in AWS an EventBridge schedule rule per entry
 * (infra/cdk/workflowStack.ts), in the local runtime a timer (infra/local/agendamentos.ts).
 */
export const agendamentos = [
  // Webhook deliveries whose retry is due (domains/regras/webhooks/entregaWebhookService.ts).
  { name: 'webhooks-pendentes', consumer: 'webhooks', intervaloMinutos: 1 },
] as const satisfies ReadonlyArray<{ name: string; consumer: ConsumerName; intervaloMinutos: number }>;
