import { agendamentos } from '@wf/functions/events/agendamentos';
import { consumerFunction } from './localFunctions';
import type { LambdaInvoker } from './lambdaInvoker';
import { errorText, type Log } from './log';

/**
 * What the EventBridge schedule rules do in AWS (functions/src/events/agendamentos.ts): each
 * scheduled consumer is invoked every `intervaloMinutos`, or every AGENDAMENTOS_INTERVALO_MS
 * when set (tests: a webhook retry should not wait a minute). A run still going when the next is
 * due is not doubled.
 */
export function startAgendamentos(
  invoker: LambdaInvoker,
  log: Log,
  env: NodeJS.ProcessEnv = process.env,
): { stop: () => void } {
  const sobrescrito = Number(env.AGENDAMENTOS_INTERVALO_MS);
  const timers = agendamentos.map((a) => {
    let rodando = false;
    const rodar = () => {
      if (rodando) return;
      rodando = true;
      const evento = {
        source: 'aws.events',
        'detail-type': 'Scheduled Event',
        detail: {},
        time: new Date().toISOString(),
      };
      invoker
        .invoke(consumerFunction(a.consumer), evento)
        .catch((error: unknown) => log(`falha no agendamento ${a.name}: ${errorText(error)}`))
        .finally(() => {
          rodando = false;
        });
    };
    const timer = setInterval(rodar, sobrescrito > 0 ? sobrescrito : a.intervaloMinutos * 60_000);
    timer.unref();
    return timer;
  });
  return { stop: () => timers.forEach((t) => clearInterval(t)) };
}
