import type { TipoColunaBaseDados } from '@wf/shared/constants/baseDados';
import type { RegistroBaseDados } from '@wf/shared/schemas/baseDados';
import type { AppDeps } from '../../../kernel/deps';
import {
  entradasDaPalavra,
  lerBaseDaBusca,
  primeirosRegistrosDaBusca,
  registrosDaBuscaPorIds,
  type RegistroDaBusca,
} from '../../../data/repositories/buscaBaseDadosRepository';
import { normalizar, palavrasDaCelula } from '../entities/palavrasBaseDados';

/**
 * Finding records by the value of their cells, without a session: the rules' lookup action and
 * the check of a combo field's value (the card's tenant is the caller's). Kept apart from the
 * record routes so the rules consumer bundles only this, and reading through the lean reads of
 * buscaBaseDadosRepository (no entity schema) so those Lambdas stay within the bundle goal.
 */

/** How a cell reads in a combo and compares in a lookup: its text, trimmed. */
export const textoDaCelula = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : String(v).trim();

const paraRegistro = (r: RegistroDaBusca): RegistroBaseDados => ({
  id: r.id,
  dataCriacao: r.dataCriacao,
  dataAlteracao: r.dataAlteracao,
  valores: r.valores,
});

const igual = (tipo: TipoColunaBaseDados, a: string | number | null | undefined, b: string): boolean => {
  if (tipo === 'number' || tipo === 'moeda') return Number(a) === Number(b.replace(',', '.'));
  return normalizar(textoDaCelula(a)) === normalizar(b.trim());
};

/** Index entries read at most by one lookup (pages of 100). */
const ENTRADAS_POR_BUSCA = 500;

/**
 * The first record (in id order) whose cells equal every filter (case- and accent-insensitive),
 * for the rules' lookup action: the records holding the filters' longest word come from the
 * index (at most ENTRADAS_POR_BUSCA entries read), so the cost never grows with the base. Null
 * when none matches, the base is gone or a filter names no column.
 */
export async function buscarPrimeiroRegistro(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  idBase: string,
  filtros: { idColuna: string; valor: string }[],
): Promise<RegistroBaseDados | null> {
  const b = await lerBaseDaBusca(deps, sigla, idBase);
  if (!b) return null;
  const colunas = filtros.map((f) => b.colunas.find((c) => c.id === f.idColuna));
  if (colunas.some((c) => !c)) return null;
  const confere = (r: RegistroDaBusca) =>
    filtros.every((f, k) => {
      const c = colunas[k];
      return c ? igual(c.keyCampo, r.valores[c.dataIndex], f.valor) : false;
    });
  const palavras = filtros.flatMap((f, k) => {
    const c = colunas[k];
    return c ? palavrasDaCelula(c, f.valor) : [];
  });
  if (palavras.length === 0) {
    const r = (await primeirosRegistrosDaBusca(deps, sigla, b.id, b.geracao, 100)).find(confere);
    return r ? paraRegistro(r) : null;
  }
  const chave = palavras.sort((x, y) => y.length - x.length)[0] ?? '';
  let cursor: string | undefined;
  for (let lidas = 0; lidas < ENTRADAS_POR_BUSCA; lidas += 100) {
    const { entradas, proximoCursor } = await entradasDaPalavra(deps, sigla, b.id, b.geracao, `${chave}#`, 100, cursor);
    const ids = [...new Set(entradas.map((e) => e.idRegistro))].sort();
    const r = (await registrosDaBuscaPorIds(deps, sigla, b.id, b.geracao, ids)).find(confere);
    if (r) return paraRegistro(r);
    if (!proximoCursor) return null;
    cursor = proximoCursor;
  }
  return null;
}

/**
 * Whether `valor` is a value of the column (a combo field fed by a data base): one bounded
 * lookup (buscarPrimeiroRegistro). False when the base or the column is gone.
 */
export async function valorExisteNaColuna(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  vinculo: { idDataBase: string; idColuna: string },
  valor: string,
): Promise<boolean> {
  if (!valor.trim()) return false;
  return (
    (await buscarPrimeiroRegistro(deps, sigla, vinculo.idDataBase, [{ idColuna: vinculo.idColuna, valor }])) !== null
  );
}
