import * as z from 'zod';
import { LIMITES_BASE_DADOS, mensagensBaseDados, tiposColunaBaseDados } from '../constants/baseDados';
import { email, identificador } from './campos';

// The messages live in constants/ (no zod) so the Lambdas that only report them bundle no schema; part of this contract.
export { mensagensBaseDados, mensagensBuscaBaseDados } from '../constants/baseDados';

/**
 * A column: the field settings it needs to check and show a value. dataIndex is the key of its
 * value in every record (`<keyCampo>_<id>`, built by the server for a new column).
 */
export const colunaBaseDadosSchema = z.object({
  id: identificador(),
  dataIndex: z.string().trim().max(120).optional(),
  titulo: z.string({ error: 'Informe o título da coluna' }).trim().min(1, 'Informe o título da coluna').max(200),
  keyCampo: z.enum(tiposColunaBaseDados, { error: mensagensBaseDados.tipoColunaInvalido }),
  nomeVariavel: z.string().trim().max(100).optional(),
});
export type ColunaBaseDados = z.infer<typeof colunaBaseDadosSchema>;

/** One cell as sent: text, number, or empty. The column's type decides what is accepted. */
export const valorCelulaSchema = z.union([z.string().max(LIMITES_BASE_DADOS.valorCaracteres), z.number(), z.null()]);
/** A record's values keyed by the columns' dataIndex. */
export const valoresRegistroSchema = z.record(z.string().max(120), valorCelulaSchema);
export type ValoresRegistro = z.infer<typeof valoresRegistroSchema>;

/** A record as the server returns it. */
export interface RegistroBaseDados {
  id: string;
  dataCriacao: string;
  dataAlteracao: string;
  valores: ValoresRegistro;
}

/** The JSON text `jsonDados` holds: the columns and (on creation only, small tables) rows. */
export const jsonDadosSchema = z.object({
  colunas: z.array(colunaBaseDadosSchema).max(LIMITES_BASE_DADOS.colunas),
  linhas: z.array(valoresRegistroSchema).max(LIMITES_BASE_DADOS.linhasNaCriacao).optional(),
});
export type JsonDados = z.infer<typeof jsonDadosSchema>;

const descricao = z
  .string({ error: mensagensBaseDados.tituloObrigatorio })
  .trim()
  .min(1, mensagensBaseDados.tituloObrigatorio)
  .max(LIMITES_BASE_DADOS.descricaoCaracteres, mensagensBaseDados.descricaoMaxima);
const detalhes = z.string().trim().max(LIMITES_BASE_DADOS.detalhesCaracteres).optional();

/** POST /datasources/inserir. jsonDados is JSON text, as the spec's payload carries it. */
export const inserirBaseDadosSchema = z.object({
  descricao,
  detalhes,
  jsonDados: z.string().max(2_000_000).optional(),
});
/** PUT /datasources/atualizar. */
export const atualizarBaseDadosSchema = z.object({
  id: identificador(),
  descricao,
  detalhes,
  jsonDados: z.string().max(2_000_000).optional(),
});

/** GET /datasources/{id}/registros */
export const consultaRegistrosSchema = z.object({
  tamanho: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITES_BASE_DADOS.paginaMaxima)
    .default(LIMITES_BASE_DADOS.tamanhoPaginaPadrao),
  cursor: z.string().max(500).optional(),
  busca: z.string().trim().max(200).optional(),
});

/** POST /datasources/{id}/registros and PUT /datasources/{id}/registros/{idRegistro} */
export const registroSchema = z.object({ valores: valoresRegistroSchema });

/**
 * POST /datasources/{id}/importacoes: declares an import (answered with a presigned upload bound
 * to `tamanho` bytes of text/csv); the CSV column at each index (`mapeamento`, keys "0", "1"...)
 * fills the base column of that id; `substituir` replaces every record when it ends.
 */
export const iniciarImportacaoSchema = z.object({
  substituir: z.boolean().default(false),
  cabecalho: z.boolean().default(true),
  tamanho: z
    .number({ error: mensagensBaseDados.problemaCarregar })
    .int()
    .min(1, mensagensBaseDados.nenhumDado)
    .max(LIMITES_BASE_DADOS.arquivoImportacaoBytes, mensagensBaseDados.arquivoGrande),
  mapeamento: z
    .record(z.string().regex(/^\d{1,3}$/), identificador())
    .refine((m) => Object.keys(m).length > 0, mensagensBaseDados.relacioneColuna)
    .refine((m) => Object.keys(m).length <= LIMITES_BASE_DADOS.colunas, mensagensBaseDados.colunaInvalida),
});
export type InicioImportacao = z.input<typeof iniciarImportacaoSchema>;

export type StatusImportacao = 'aguardandoArquivo' | 'processando' | 'concluida' | 'falhou';

/** An invalid row of an import: its line in the file (header counted), the column, the value and why. */
export interface LinhaRejeitada {
  linha: number;
  campo: string;
  tipo: string;
  valor: string;
  mensagem: string;
}

/** An import as GET .../importacoes/{idImportacao} shows it (progress, counts, the first invalid rows). */
export interface ImportacaoBaseDados {
  id: string;
  idBase: string;
  status: StatusImportacao;
  substituir: boolean;
  tamanho: number;
  bytesLidos: number;
  linhasLidas: number;
  inseridos: number;
  /** Rows whose search index entries are written (they follow the rows within seconds). */
  indexados: number;
  totalInvalidas: number;
  invalidas: LinhaRejeitada[];
  motivoFalha: string | null;
  criadoEm: string;
  atualizadoEm: string;
}

/** GET /datasources/buscar: the spec's flags are accepted (columns always come; rows never do here). */
export const consultaBasesDadosSchema = z.object({
  colunas: z.enum(['S', 'N']).optional(),
  linhas: z.string().max(20).optional(),
});

/** PUT /datasources/{id}/compartilhamentos: the people (by e-mail) who may edit, besides the owner. */
export const compartilhamentosSchema = z.object({
  emails: z.array(email('E-mail inválido')).max(LIMITES_BASE_DADOS.compartilhamentos),
});

/**
 * GET /datasources/{id}/opcoes: the values of one column for a combo field, searched as typed.
 * Who may not edit the base names the field it fills (its stage and variable): only a column a
 * field of a form he may fill is bound to answers.
 */
export const consultaOpcoesSchema = z.object({
  coluna: identificador(),
  busca: z.string().trim().max(200).optional(),
  idEtapa: identificador().optional(),
  campo: identificador().optional(),
  /** The next page of options (the answer's proximoCursor). */
  cursor: z.string().max(500).optional(),
});

/**
 * GET /instancias/opcoes-publicas/{customer}/{hash}?campo&busca: a public form's combo field fed by
 * a data base, named by its variable; the base and column are the field's, never the caller's.
 */
export const consultaOpcoesPublicasSchema = z.object({
  campo: identificador(),
  busca: z.string().trim().max(200).optional(),
  cursor: z.string().max(500).optional(),
});
