import { adiarRegistros } from '../adapters/filaLote';
import type { AppDeps } from '../kernel/deps';
import { consumerLambdaEmLote } from '../app/events/consumerLambdaEmLote';
import { adiamentosDoRitmo, executarLoteDeRegras } from '../domains/regras/services/ritmoRegrasService';

/**
 * The rules engine, fed in batches from its queue (events/rules.ts routes the rule events there):
 * each tenant's events are charged to its window first (ritmoRegrasService.ts); those past the
 * tenant's share go back to the queue for later, the rest of the batch runs now.
 */
export const consumidorRegras = (deps?: () => AppDeps) =>
  consumerLambdaEmLote('regras', executarLoteDeRegras, {
    adiamento: { decidir: adiamentosDoRitmo, adiar: adiarRegistros },
    ...(deps ? { deps } : {}),
  });

export const handler = consumidorRegras();
