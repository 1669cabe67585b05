import type { AppDeps } from '../../kernel/deps';
import { atividadeSchema, type Atividade } from '../../domains/atividades/entities/atividade';
import { prefixoTenant } from '../chaves';
import { entidade, escrever, lerAte, putItem } from '../entidade';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The activity log of a flow, written by the `atividades` event consumer:
 * pk `T#<SIGLA>#FLUXO#<idFluxo>#ATIVIDADES`, sk `<ocorridoEm ISO>#<idEvento>`.
 * - Its own partition, not the flow's collection: the log only grows, and the flow screen's
 *   one Query must not read it.
 * - Time first in the sk: newest first is a Query with ScanIndexForward false; the event id
 *   keeps keys unique and makes a redelivered event overwrite its own line (idempotent).
 */
export const atividadeKeys = {
  pk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#FLUXO#${idFluxo}#ATIVIDADES`,
  sk: (ocorridoEm: string, idEvento: string) => `${ocorridoEm}#${idEvento}`,
};

const atividade = entidade('ATIVIDADE_FLUXO', atividadeSchema);

/** An unconditional Put: a redelivered event overwrites its own line. */
export async function gravarAtividade(deps: Deps, sigla: string, a: Atividade): Promise<void> {
  const chave = { pk: atividadeKeys.pk(sigla, a.idFluxo), sk: atividadeKeys.sk(a.dataHoraAlteracao, a.id) };
  await escrever(deps, putItem(deps, atividade.item(chave, a)));
}

export interface PaginaAtividades {
  atividades: Atividade[];
  temMais: boolean;
  /** The sk of the last item of the page, to go on from (opaque to callers above the service). */
  ultimaChave: string | null;
}

/**
 * A page of the log, newest first. With `aposChave` it starts after that item (the cheap way,
 * one page read); otherwise it skips `offset` items (the contract's offset paging: reads them too).
 */
export async function listarAtividades(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  pagina: { offset: number; count: number; aposChave?: string },
): Promise<PaginaAtividades> {
  const pular = pagina.aposChave ? 0 : pagina.offset;
  const queremos = pular + pagina.count + 1;
  const itens = await lerAte(
    deps,
    { pk: atividadeKeys.pk(sigla, idFluxo), decrescente: true },
    queremos,
    pagina.aposChave || undefined,
  );
  const daPagina = itens.slice(pular, pular + pagina.count);
  const temMais = itens.length > pular + pagina.count;
  const ultimo = daPagina.at(-1);
  return {
    atividades: daPagina.map(atividade.ler),
    temMais,
    ultimaChave: temMais && ultimo ? String(ultimo.sk) : null,
  };
}
