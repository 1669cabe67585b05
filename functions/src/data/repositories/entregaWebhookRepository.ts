import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { emSegundos, prefixoTenant } from '../chaves';
import { entidade, escrever } from '../entidade';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * One webhook delivery of a rule's action, durable until it is done: pk
 * `T#<SIGLA>#WEBHOOK#<idMensagem>`, sk `ENTREGA` (idMensagem is the webhook-id, derived from the
 * action's idExecucaoAcao: one item per (event, rule, action)).
 *
 * While a retry is due the item is in the sparse index gsi3: gsi3pk `WEBHOOKS#PENDENTES`,
 * gsi3sk `<proximaTentativaEm>#<sigla>#<idMensagem>`. CROSS-TENANT by design: the scheduled
 * consumer (consumers/webhooks.ts) reads every tenant's due retries in time order with one Query;
 * it holds only deliveries being retried (few), and each item is then read by its own tenant key.
 * A finished delivery leaves the index and expires (expiraEm) after any redelivery of its event.
 */
export const entregaWebhookKeys = {
  pk: (sigla: string, idMensagem: string) => `${prefixoTenant(sigla)}#WEBHOOK#${idMensagem}`,
  sk: () => 'ENTREGA',
  pendentesPk: () => 'WEBHOOKS#PENDENTES',
  pendentesSk: (proximaTentativaEm: string, sigla: string, idMensagem: string) =>
    `${proximaTentativaEm}#${sigla}#${idMensagem}`,
};

const RETENCAO_SEGUNDOS = 7 * 24 * 3600;

export const entregaWebhookSchema = z.object({
  sigla: z.string(),
  idMensagem: z.string(),
  idFluxo: z.string(),
  idRegra: z.string(),
  idExecucao: z.string(),
  metodo: z.enum(['POST', 'PUT']),
  url: z.string(),
  cabecalhos: z.record(z.string(), z.string()),
  corpo: z.string(),
  /** Attempts made so far. */
  tentativas: z.number().int(),
  primeiraTentativaEm: z.string(),
  /** When the next attempt is due (while pendente); also the lease of whoever claimed it. */
  proximaTentativaEm: z.string(),
  estado: z.enum(['pendente', 'entregue', 'falhou']),
  /** One line per attempt, as written to the execution's details. */
  historico: z.array(z.string()),
});
export type EntregaWebhook = z.infer<typeof entregaWebhookSchema>;

const entrega = entidade('ENTREGA_WEBHOOK', entregaWebhookSchema);
const chave = (sigla: string, idMensagem: string) => ({
  pk: entregaWebhookKeys.pk(sigla, idMensagem),
  sk: entregaWebhookKeys.sk(),
});

const noIndice = (e: EntregaWebhook) => ({
  gsi3pk: entregaWebhookKeys.pendentesPk(),
  gsi3sk: entregaWebhookKeys.pendentesSk(e.proximaTentativaEm, e.sigla, e.idMensagem),
});

export const buscarEntregaWebhook = (deps: Deps, sigla: string, idMensagem: string): Promise<EntregaWebhook | null> =>
  entrega.buscar(deps, chave(sigla, idMensagem), { consistente: true });

/** Records a delivery before its first attempt (false: this action's delivery exists already). */
export const registrarEntregaWebhook = (deps: Deps, e: EntregaWebhook): Promise<boolean> =>
  escrever(deps, entrega.inserir(deps, chave(e.sigla, e.idMensagem), { ...e, ...noIndice(e) }));

/**
 * Saves the delivery as `nova` if it is still as `lida` (same attempts, same due time): whoever
 * changes it holds it. Pending, it stays in (or moves within) the index; finished, it leaves it
 * and expires later. false: someone else changed it first.
 */
export function salvarEntregaWebhook(
  deps: Deps,
  lida: EntregaWebhook,
  nova: EntregaWebhook,
  agora: Date,
): Promise<boolean> {
  const extra = nova.estado === 'pendente' ? noIndice(nova) : { expiraEm: emSegundos(agora) + RETENCAO_SEGUNDOS };
  return escrever(
    deps,
    entrega.gravar(
      deps,
      chave(nova.sigla, nova.idMensagem),
      { ...nova, ...extra },
      {
        iguais: { tentativas: lida.tentativas, proximaTentativaEm: lida.proximaTentativaEm },
      },
    ),
  );
}

/** Deliveries of every tenant whose next attempt is due by `agora`, oldest due first. */
export async function entregasWebhookVencidas(deps: Deps, agora: Date, limite: number): Promise<EntregaWebhook[]> {
  const r = await deps.db.send(
    new QueryCommand({
      TableName: deps.tableName,
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk <= :ate',
      ExpressionAttributeValues: { ':pk': entregaWebhookKeys.pendentesPk(), ':ate': `${agora.toISOString()}#~` },
      Limit: limite,
    }),
  );
  // The index holds the whole item (projection ALL); the claim re-reads nothing.
  return (r.Items ?? []).map((i) => entrega.ler(i));
}
