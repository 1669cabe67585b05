import type { EventoLido } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import {
  buscarBaseDados,
  buscarRegistro,
  excluirEntradasItens,
  gravarRegistroItens,
  paginaDeRegistros,
} from '../../../data/repositories/baseDadosRepository';
import { outboxPutUnico } from '../../../data/repositories/outboxRepository';
import { transact } from '../../../data/transact';
import {
  palavrasDoRegistro,
  type BaseDadosArmazenada,
  type ColunaArmazenada,
  type RegistroArmazenado,
} from '../entities/baseDados';

/** Records read per step: one Query and at most one small transaction per record holding a removed column. */
export const REGISTROS_POR_PASSO = 100;

/** The id of a step: derived from base, change and step, so a repeated step cannot fork the chain. */
export const idPassoLimpezaColunas = (idBase: string, versao: number, passo: number) =>
  `limpeza-colunas-${idBase}-v${versao}-p${passo}`;

/** The event that starts removing columns' values (written in the transaction that removes the columns). */
export function eventoLimpezaColunas(deps: AppDeps, sigla: string, novo: BaseDadosArmazenada, colunas: string[]) {
  return outboxPutUnico(
    deps,
    {
      tipo: 'limpezaColunasBaseDados',
      detalhe: { sigla, idBase: novo.id, geracao: novo.geracao, versao: novo.versao, colunas, passo: 0 },
    },
    idPassoLimpezaColunas(novo.id, novo.versao, 0),
  );
}

/** The dataIndex of the columns `antes` had and `depois` has not. */
export const colunasRemovidas = (antes: readonly ColunaArmazenada[], depois: readonly ColunaArmazenada[]): string[] =>
  antes.filter((c) => !depois.some((d) => d.dataIndex === c.dataIndex)).map((c) => c.dataIndex);

/**
 * A record without the removed columns' values, its words recomputed from the base's columns
 * (another column's words may now fit under the per-record limit): the record and the index
 * entries that leave and enter, in one transaction conditioned on the version read. A record
 * changed meanwhile is read again once (an edit through the form already dropped the values).
 */
async function limparRegistro(
  deps: AppDeps,
  sigla: string,
  base: BaseDadosArmazenada,
  r: RegistroArmazenado,
  colunas: string[],
  tentativa = 0,
): Promise<void> {
  if (!colunas.some((c) => c in r.valores)) return;
  const valores = Object.fromEntries(Object.entries(r.valores).filter(([k]) => !colunas.includes(k)));
  const palavras = palavrasDoRegistro(base.colunas, valores);
  const novo: RegistroArmazenado = { ...r, valores, palavras, versao: r.versao + 1 };
  const ok = await transact(deps, [
    ...gravarRegistroItens(deps, sigla, base.id, base.geracao, novo, {
      versaoLida: r.versao,
      palavrasNovas: palavras.filter((p) => !r.palavras.includes(p)),
    }),
    ...excluirEntradasItens(
      deps,
      sigla,
      base.id,
      base.geracao,
      r.id,
      r.palavras.filter((p) => !palavras.includes(p)),
    ),
  ]);
  if (ok || tentativa > 0) return;
  const atual = await buscarRegistro(deps, sigla, base.id, base.geracao, r.id);
  if (atual) await limparRegistro(deps, sigla, base, atual, colunas, 1);
}

/**
 * The `limpeza` consumer for limpezaColunasBaseDados: one page of the base's records (in id
 * order, from the step's cursor) loses the removed columns' values and index words, then, when
 * records are left, the next step's event with the page's cursor. Idempotent and resumable: a
 * repeated step finds its records already clean; a step that died is delivered again. Stops when
 * the base is gone or holds another generation (that set is being deleted whole), and never
 * touches a column the base has again (removed, then added back with the same dataIndex).
 */
export async function limparColunasRemovidas(
  deps: AppDeps,
  evento: EventoLido,
  limite = REGISTROS_POR_PASSO,
): Promise<void> {
  if (evento.tipo !== 'limpezaColunasBaseDados') return;
  const { sigla, idBase, geracao, versao, colunas, cursor, passo } = evento.detalhe;
  const base = await buscarBaseDados(deps, sigla, idBase);
  if (!base || base.geracao !== geracao) return;
  const removidas = colunas.filter((c) => !base.colunas.some((b) => b.dataIndex === c));
  if (removidas.length === 0) return;
  const pagina = await paginaDeRegistros(deps, sigla, idBase, geracao, limite, cursor);
  for (const r of pagina.registros) await limparRegistro(deps, sigla, base, r, removidas);
  if (!pagina.proximoCursor) return;
  await transact(deps, [
    outboxPutUnico(
      deps,
      {
        tipo: 'limpezaColunasBaseDados',
        detalhe: { sigla, idBase, geracao, versao, colunas: removidas, cursor: pagina.proximoCursor, passo: passo + 1 },
      },
      idPassoLimpezaColunas(idBase, versao, passo + 1),
    ),
  ]);
}
