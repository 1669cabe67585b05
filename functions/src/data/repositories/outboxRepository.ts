import type { NovoEvento } from '@wf/shared/events';
import { fontesDosEventos } from '@wf/shared/fontesEventos';
import type { AppDeps } from '../../kernel/deps';
import { putItem, putSeAusente } from '../entidade';
import type { TransactItem } from '../transact';
import { OUTBOX_SK } from './outboxSk';

/**
 * The transactional outbox (docs/architecture.md, "Event path"). An event is an item written in the same
 * transaction as the change it reports; the table's Stream carries each inserted outbox item
 * to the outbox publisher, which puts it on EventBridge. Keys: tenant first like every key;
 * sk is the constant OUTBOX so the stream filter (CDK) and the publisher recognise the item.
 */
export { OUTBOX_SK };
const RETENCAO_SEGUNDOS = 7 * 24 * 3600;

export const outboxKeys = {
  pk: (sigla: string, idEvento: string) => `T#${sigla}#OUTBOX#${idEvento}`,
  sk: () => OUTBOX_SK,
};

export interface ItemOutbox {
  pk: string;
  sk: typeof OUTBOX_SK;
  entidade: 'OUTBOX';
  source: string;
  detailType: string;
  detail: Record<string, unknown>;
  expiraEm: number;
}

type Deps = Pick<AppDeps, 'tableName' | 'clock' | 'newId'>;

function itemOutbox(deps: Deps, evento: NovoEvento, idEvento: string): ItemOutbox {
  const agora = deps.clock();
  return {
    pk: outboxKeys.pk(evento.detalhe.sigla, idEvento),
    sk: OUTBOX_SK,
    entidade: 'OUTBOX',
    source: fontesDosEventos[evento.tipo],
    detailType: evento.tipo,
    detail: { ...evento.detalhe, idEvento, ocorridoEm: agora.toISOString() },
    expiraEm: Math.floor(agora.getTime() / 1000) + RETENCAO_SEGUNDOS,
  };
}

export function outboxPut(deps: Deps, evento: NovoEvento, idEvento: string = deps.newId()): TransactItem {
  return putItem(deps, { ...itemOutbox(deps, evento, idEvento) });
}

/**
 * An event with an id the writer derives (not random), written only if that id was never
 * written: repeating the write (a consumer step run twice) publishes nothing more. Used by the
 * clean-up's continuation, so a redelivered step cannot fork its chain.
 */
export function outboxPutUnico(deps: Deps, evento: NovoEvento, idEvento: string): TransactItem {
  return putSeAusente(deps, { ...itemOutbox(deps, evento, idEvento) });
}
