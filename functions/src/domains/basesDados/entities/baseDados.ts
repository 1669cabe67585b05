import * as z from 'zod';
import { LIMITES_BASE_DADOS, tiposColunaBaseDados } from '@wf/shared/constants/baseDados';
import { campoFormularioSchema, type CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type { ColunaBaseDados, ValoresRegistro } from '@wf/shared/schemas/baseDados';
import { validarValorCampo } from '@wf/shared/validation/formularioCard';
import { palavrasDaCelula } from './palavrasBaseDados';

/** A column as stored: dataIndex always set (the key of its value in every record). */
export const colunaArmazenadaSchema = z.object({
  id: z.string(),
  dataIndex: z.string(),
  titulo: z.string(),
  keyCampo: z.enum(tiposColunaBaseDados),
  nomeVariavel: z.string().optional(),
});
export type ColunaArmazenada = z.infer<typeof colunaArmazenadaSchema>;

export const baseDadosSchema = z.object({
  id: z.string(),
  descricao: z.string(),
  detalhes: z.string(),
  colunas: z.array(colunaArmazenadaSchema),
  idDono: z.string(),
  emailDono: z.string(),
  /** E-mails of the people it is shared with (they may edit columns, records and imports). */
  editores: z.array(z.string()),
  /** The current set of records (an import with replace-all switches it). */
  geracao: z.string(),
  criadoEm: z.string(),
  dataHoraAlteracao: z.string(),
  versao: z.number().int(),
  /** The packed indexes of big imports (ADR 0068) a search reads besides the row-by-row index. */
  indices: z.array(z.object({ id: z.string(), geracao: z.string() })).optional(),
});
export type BaseDadosArmazenada = z.infer<typeof baseDadosSchema>;

export const registroArmazenadoSchema = z.object({
  id: z.string(),
  valores: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** The words its index entries hold (so an update or delete knows which to remove). */
  palavras: z.array(z.string()),
  dataCriacao: z.string(),
  dataAlteracao: z.string(),
  versao: z.number().int(),
});
export type RegistroArmazenado = z.infer<typeof registroArmazenadoSchema>;

/**
 * An import (docs/data-model.md, "Data bases"): declared with its file's size and column mapping,
 * then run by the `jobs` consumer in bounded steps, each reading the uploaded CSV from
 * `bytesLidos` (the checkpoint: the byte where the next row starts, with `linhasLidas` rows of the
 * file before it) and moving `passo` on in the transaction that counts what it wrote.
 */
export const importacaoSchema = z.object({
  id: z.string(),
  idBase: z.string(),
  substituir: z.boolean(),
  /** Where its records go: the base's generation (append) or a new one (replace-all). */
  geracao: z.string(),
  /** The base's generation when it started (a replace-all switches from it). */
  geracaoDaBase: z.string(),
  status: z.enum(['aguardandoArquivo', 'processando', 'concluida', 'falhou']),
  criadoEm: z.string(),
  atualizadoEm: z.string().optional(),
  expiraEm: z.number().int().optional(),
  usuarioId: z.string().optional(),
  cabecalho: z.boolean().optional(),
  /** CSV column index ("0", "1"...) -> the base column's id. */
  mapeamento: z.record(z.string(), z.string()).optional(),
  tamanho: z.number().int().optional(),
  chaveArquivo: z.string().optional(),
  /** Found by the first step (papaparse's guess on the file's start), then fixed for the others. */
  delimitador: z.string().nullable().optional(),
  passo: z.number().int().default(0),
  bytesLidos: z.number().int().default(0),
  linhasLidas: z.number().int().default(0),
  inseridos: z.number().int().default(0),
  indexados: z.number().int().default(0),
  totalInvalidas: z.number().int().default(0),
  motivoFalha: z.string().nullable().optional(),
  /** `compacto`: its index is built once its rows are in, as a packed index (ADR 0068). */
  modoIndice: z.enum(['porPasso', 'compacto']).optional(),
  /** The packed index's passes (first characters), once planned; the next pass to write. */
  faixas: z.array(z.string()).optional(),
  faixaIndice: z.number().int().optional(),
});
export type ImportacaoArmazenada = z.infer<typeof importacaoSchema>;

export const linhaRejeitadaSchema = z.object({
  linha: z.number().int(),
  campo: z.string(),
  tipo: z.string(),
  valor: z.string(),
  mensagem: z.string(),
});

/** Ids that sort by creation (time first), so pages list records in the order they came. */
export const idOrdenavel = (agora: Date, aleatorio: string): string =>
  `${agora.getTime().toString(36).padStart(9, '0')}${aleatorio.replace(/-/g, '').slice(0, 12)}`;

/** The id of row `linha` of batch `numero` of an import: the same row always gets the same id. */
export const idDoRegistroImportado = (idImportacao: string, numero: number, linha: number): string =>
  `${idImportacao}-${numero.toString(36).padStart(4, '0')}-${linha.toString(36).padStart(2, '0')}`;

/**
 * The id of the record of line `linha` of an import's file: a step run again after a crash
 * writes the same keys, so nothing is duplicated. Padded so records list in file order.
 */
export const idDaLinhaImportada = (idImportacao: string, linha: number): string =>
  `${idImportacao}-${linha.toString(36).padStart(6, '0')}`;

/** The column with its dataIndex (`<keyCampo>_<id>` for a new column). */
export const comDataIndex = (c: ColunaBaseDados): ColunaArmazenada => ({
  id: c.id,
  dataIndex: c.dataIndex || `${c.keyCampo}_${c.id}`,
  titulo: c.titulo,
  keyCampo: c.keyCampo,
  ...(c.nomeVariavel ? { nomeVariavel: c.nomeVariavel } : {}),
});

export { normalizar, palavrasDaCelula, palavrasDoTexto, registroTemTermos, termosDaBusca } from './palavrasBaseDados';

/**
 * The distinct words of a record's cells, at most LIMITES_BASE_DADOS.palavrasPorRegistro (the
 * first ones, in column order): each is one index item, so this bounds what a row costs to write.
 */
export function palavrasDoRegistro(colunas: readonly ColunaArmazenada[], valores: ValoresRegistro): string[] {
  const palavras = new Set<string>();
  for (const c of colunas) {
    const v = valores[c.dataIndex];
    if (v === null || v === undefined) continue;
    for (const p of palavrasDaCelula(c, v)) {
      if (palavras.size >= LIMITES_BASE_DADOS.palavrasPorRegistro) break;
      palavras.add(p);
    }
  }
  return [...palavras];
}

/** A column as the card form's field, so a cell is checked exactly as a card's value (validarValorCampo). */
const campos = new WeakMap<ColunaArmazenada, CampoFormulario>();
function campoDaColuna(c: ColunaArmazenada): CampoFormulario {
  let campo = campos.get(c);
  if (!campo) {
    campo = campoFormularioSchema.parse({ id: c.id, keyCampo: c.keyCampo, titulo: c.titulo });
    campos.set(c, campo);
  }
  return campo;
}

export interface CelulaInvalida {
  campo: string;
  tipo: string;
  valor: string | number | null;
}

/**
 * A record's values checked by column type: the normalised values (currency with two decimals,
 * trimmed text, empty as null) or the first invalid cell. Keys of no column are refused.
 */
export function conferirValores(
  colunas: readonly ColunaArmazenada[],
  valores: ValoresRegistro,
): { ok: true; valores: ValoresRegistro } | { ok: false; invalida: CelulaInvalida } {
  const porIndice = new Map(colunas.map((c) => [c.dataIndex, c]));
  for (const [k, v] of Object.entries(valores)) {
    if (!porIndice.has(k)) return { ok: false, invalida: { campo: k, tipo: 'coluna', valor: v } };
  }
  const saida: ValoresRegistro = {};
  for (const c of colunas) {
    const v = valores[c.dataIndex];
    if (v === undefined) continue;
    const r = validarValorCampo(campoDaColuna(c), v);
    if (!r.ok) return { ok: false, invalida: { campo: c.titulo, tipo: c.keyCampo, valor: v } };
    saida[c.dataIndex] = r.valor as string | number | null;
  }
  return { ok: true, valores: saida };
}
