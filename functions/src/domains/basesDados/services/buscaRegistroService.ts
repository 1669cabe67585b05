import type { TipoColunaBaseDados } from '@wf/shared/constants/baseDados';
import type { RegistroBaseDados } from '@wf/shared/schemas/baseDados';
import type { AppDeps } from '../../../kernel/deps';
import {
  cursorDoRegistro,
  entradasCompactasDoPrefixo,
  entradasDoPrefixo,
  type IndiceCompactoDaBase,
  registroDoCursor,
  lerBaseDaBusca,
  registrosDaBuscaPorIds,
  registrosDesde,
  type RegistroDaBusca,
} from '../../../data/repositories/buscaBaseDadosRepository';
import {
  normalizar,
  palavrasDaCelula,
  palavrasDoTexto,
  registroTemTermos,
  termosDaBusca,
} from '../entities/palavrasBaseDados';

/**
 * Finding records by the words of their cells: the records table's search, a combo field's
 * options, the rules' lookup action and the check of a combo field's value. Kept apart from the
 * record routes and reading through the lean reads of buscaBaseDadosRepository (no entity schema)
 * so the card Lambdas and the rules consumer bundle only this and stay within the bundle goal.
 *
 * Results come in record id order (creation order, as the unsearched table) and a page goes on
 * after the last record id it showed, so pages are stable while rows are added (new ids sort last)
 * and a record matching several words appears once. Every page costs a fixed budget (BUSCA).
 */

/** The page cursor a client holds (the unsearched table's kind: the last record's sort key). */
export const paraCursorDaBusca = cursorDoRegistro;
/** The record id a cursor names; undefined (from the start) when absent or invalid. */
export const doCursorDaBusca = registroDoCursor;

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/** What one search page may read, whatever the base's size. */
export const BUSCA = {
  /** Index entries read per shard for one term: a term with fewer is known in full. */
  entradasPorShard: 150,
  /** Terms looked up in the index (the longest ones); the others are checked on the records. */
  termosNoIndice: 3,
  /** Records read in id order when no term is rare enough to be known in full. */
  registrosVarridos: 1_000,
  /** Records per Query of that reading. */
  registrosPorLeitura: 200,
  /** Entries of a term's prefix in the imports' packed indexes for it to count as known in full. */
  entradasCompactas: 600,
};

/** The base as a search reads it: its generation and, for imports, their packed indexes. */
type BaseDaPagina = { id: string; geracao: string; indices?: readonly IndiceCompactoDaBase[] };

/** A search page: records in id order and where the next page starts. */
export interface PaginaDaBusca {
  registros: RegistroDaBusca[];
  /** The record id the next page starts after; null when there are no more matches. */
  apos: string | null;
  /**
   * How many records match: exact when a term's index entries were read in full; otherwise the
   * records read in order on this page and how many of them matched (the caller estimates).
   */
  contagem: { exata: number } | { lidos: number; achados: number };
}

const porId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The ids of the records every fully known term matches (null when no term is rare enough:
 * none answered its prefix within BUSCA.entradasPorShard per shard), and the terms known so.
 * Fans out over the index shards, the terms in parallel (at most termosNoIndice x INDICE_SHARDS Queries).
 */
async function candidatosDoIndice(
  deps: Deps,
  sigla: string,
  base: BaseDaPagina,
  termos: string[],
): Promise<{ ids: string[]; conhecidos: Set<string>; conferir: boolean } | null> {
  const consultados = [...new Set(termos)].sort((a, b) => b.length - a.length).slice(0, BUSCA.termosNoIndice);
  const compactos = (base.indices ?? []).filter((x) => x.geracao === base.geracao);
  const respostas = await Promise.all(
    consultados.map(async (t) => {
      const [porRegistro, dosImportados] = await Promise.all([
        entradasDoPrefixo(deps, sigla, base.id, base.geracao, t, BUSCA.entradasPorShard),
        compactos.length
          ? entradasCompactasDoPrefixo(deps, sigla, base.id, compactos, t)
          : { entradas: [], completo: true },
      ]);
      return {
        entradas: [...porRegistro.entradas, ...dosImportados.entradas],
        compactas: dosImportados.entradas.length,
        completo:
          porRegistro.completo && dosImportados.completo && dosImportados.entradas.length <= BUSCA.entradasCompactas,
      };
    }),
  );
  let ids: Set<string> | null = null;
  const conhecidos = new Set<string>();
  let conferir = false;
  respostas.forEach((r, k) => {
    if (!r.completo) return;
    conhecidos.add(consultados[k] ?? '');
    conferir ||= r.compactas > 0;
    const doTermo = new Set(r.entradas.map((e) => e.idRegistro));
    ids = ids === null ? doTermo : new Set([...ids].filter((i) => doTermo.has(i)));
  });
  if (ids === null) return null;
  return { ids: [...(ids as Set<string>)].sort(porId), conhecidos, conferir };
}

/**
 * One page of the records where every term starts one of their words, after the record `aposId`.
 * When a term's entries are few (a term typed in full, a number, a name) its entries give every
 * candidate, so the page holds the first matches and the total is exact. When every term is in
 * many records ("ltda"), records are read in id order from the cursor, at most
 * BUSCA.registrosVarridos of them: most of them match, so the page fills; the total is then an
 * estimate (and a page may end short, with a cursor, when the terms are frequent apart and rare
 * together).
 */
export async function buscarPagina(
  deps: Deps,
  sigla: string,
  base: BaseDaPagina,
  termos: string[],
  tamanho: number,
  aposId?: string,
): Promise<PaginaDaBusca> {
  const candidatos = termos.length > 0 ? await candidatosDoIndice(deps, sigla, base, termos) : null;
  if (candidatos) {
    // A packed index is never rewritten: a record edited or deleted since its import may still
    // be listed there under old words, so candidates from one are checked on the records.
    const restantes = candidatos.conferir ? termos : termos.filter((t) => !candidatos.conhecidos.has(t));
    // Terms not known in full are checked on the candidates' words: their records, at most
    // INDICE_SHARDS x entradasPorShard (BatchGets of 100), kept for the page.
    const lidos =
      restantes.length === 0
        ? null
        : (await registrosDaBuscaPorIds(deps, sigla, base.id, base.geracao, candidatos.ids)).filter((r) =>
            registroTemTermos(r, restantes),
          );
    const casam = lidos ? lidos.map((r) => r.id) : candidatos.ids;
    const seguintes = aposId === undefined ? casam : casam.filter((i) => i > aposId);
    const ids = seguintes.slice(0, tamanho);
    const naPagina = new Set(ids);
    const registros = lidos
      ? lidos.filter((r) => naPagina.has(r.id))
      : await registrosDaBuscaPorIds(deps, sigla, base.id, base.geracao, ids);
    return {
      registros,
      apos: seguintes.length > tamanho ? (ids[ids.length - 1] ?? null) : null,
      contagem: { exata: casam.length },
    };
  }
  return varrerEmOrdem(deps, sigla, base, termos, tamanho, aposId);
}

/** The records after `aposId` in id order that hold every term: at most BUSCA.registrosVarridos read. */
async function varrerEmOrdem(
  deps: Deps,
  sigla: string,
  base: { id: string; geracao: string },
  termos: string[],
  tamanho: number,
  aposId?: string,
): Promise<PaginaDaBusca> {
  const achados: RegistroDaBusca[] = [];
  let ultimoLido = aposId;
  let lidos = 0;
  let mais = true;
  while (mais && lidos < BUSCA.registrosVarridos && achados.length <= tamanho) {
    const limite = Math.min(BUSCA.registrosPorLeitura, BUSCA.registrosVarridos - lidos);
    const r = await registrosDesde(deps, sigla, base.id, base.geracao, limite, ultimoLido);
    mais = r.mais;
    for (const registro of r.registros) {
      lidos++;
      ultimoLido = registro.id;
      if (registroTemTermos(registro, termos)) achados.push(registro);
      if (achados.length > tamanho) break;
    }
  }
  if (achados.length > tamanho) {
    const pagina = achados.slice(0, tamanho);
    return {
      registros: pagina,
      apos: pagina[pagina.length - 1]?.id ?? null,
      contagem: { lidos, achados: achados.length },
    };
  }
  // Budget spent before the page filled: the next page goes on reading where this one stopped.
  return {
    registros: achados,
    apos: mais && ultimoLido !== undefined ? ultimoLido : null,
    contagem: { lidos, achados: achados.length },
  };
}

/** How a cell reads in a combo and compares in a lookup: its text, trimmed. */
export const textoDaCelula = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : String(v).trim();

/** Records read per options request (one search page); the options are the distinct values among them. */
const REGISTROS_POR_OPCOES = 100;

/**
 * A page of a column's distinct values where every typed term starts a word of the cell, in
 * record order, at most `maximo`: one search page of the base (the whole base is searched, page
 * after page, by the cursor). `apos`: where the next page of options starts.
 */
export async function opcoesDaBusca(
  deps: Deps,
  sigla: string,
  base: BaseDaPagina,
  dataIndex: string,
  busca: string | undefined,
  maximo: number,
  aposId?: string,
): Promise<{ opcoes: { idRegistro: string; valor: string }[]; apos: string | null }> {
  const termos = termosDaBusca(busca ?? '');
  const pagina = await buscarPagina(deps, sigla, base, termos, REGISTROS_POR_OPCOES, aposId);
  const opcoes: { idRegistro: string; valor: string }[] = [];
  const vistos = new Set<string>();
  for (const [k, r] of pagina.registros.entries()) {
    const valor = textoDaCelula(r.valores[dataIndex]);
    if (!valor || vistos.has(valor)) continue;
    const palavras = palavrasDoTexto(valor);
    if (!termos.every((t) => palavras.some((p) => p.startsWith(t)))) continue;
    vistos.add(valor);
    opcoes.push({ idRegistro: r.id, valor });
    if (opcoes.length >= maximo) {
      const fim = k === pagina.registros.length - 1 ? pagina.apos : r.id;
      return { opcoes, apos: fim };
    }
  }
  return { opcoes, apos: pagina.apos };
}

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

/** Search pages a lookup reads at most (each within the BUSCA budget). */
const PAGINAS_POR_CONSULTA = 3;

/**
 * The first record (in id order) whose cells equal every filter (case- and accent-insensitive),
 * for the rules' lookup action: the search pages of the filters' words (buscarPagina), checked
 * for equality, at most PAGINAS_POR_CONSULTA pages of 100, so the cost never grows with the base.
 * Exact whenever a word of the filters is in few records (a name, a document, a code). Null when
 * none matches, the base is gone or a filter names no column.
 */
export async function buscarPrimeiroRegistro(
  deps: Deps,
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
  const termos = [
    ...new Set(
      filtros.flatMap((f, k) => {
        const c = colunas[k];
        return c ? palavrasDaCelula(c, f.valor) : [];
      }),
    ),
  ];
  let apos: string | undefined;
  for (let k = 0; k < PAGINAS_POR_CONSULTA; k++) {
    const pagina = await buscarPagina(deps, sigla, b, termos, 100, apos);
    const r = pagina.registros.find(confere);
    if (r) return paraRegistro(r);
    if (!pagina.apos) return null;
    apos = pagina.apos;
  }
  return null;
}

/**
 * Whether `valor` is a value of the column (a combo field fed by a data base): one bounded
 * lookup (buscarPrimeiroRegistro). False when the base or the column is gone.
 */
export async function valorExisteNaColuna(
  deps: Deps,
  sigla: string,
  vinculo: { idDataBase: string; idColuna: string },
  valor: string,
): Promise<boolean> {
  if (!valor.trim()) return false;
  return (
    (await buscarPrimeiroRegistro(deps, sigla, vinculo.idDataBase, [{ idColuna: vinculo.idColuna, valor }])) !== null
  );
}
