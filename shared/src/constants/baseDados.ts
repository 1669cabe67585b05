/** Constants of data bases (reference tables whose records feed form fields and rules). */
import type { KeyCampo } from './fluxos';

/** Column types a data base offers: the field types that hold one plain value per row. */
export const tiposColunaBaseDados = [
  'textoCurto',
  'textoLongo',
  'email',
  'data',
  'number',
  'cpf',
  'cnpj',
  'numeroTelefone',
  'moeda',
  'link',
] as const satisfies readonly KeyCampo[];
export type TipoColunaBaseDados = (typeof tiposColunaBaseDados)[number];

export const LIMITES_BASE_DADOS = {
  descricaoCaracteres: 300,
  detalhesCaracteres: 2_000,
  colunas: 50,
  /** Characters of one cell (after trimming). */
  valorCaracteres: 1_000,
  /** Page sizes of the records table; the export and the import pages ask for up to `paginaMaxima`. */
  tamanhosPagina: [20, 30, 40, 50] as const,
  tamanhoPaginaPadrao: 20,
  paginaMaxima: 500,
  /** Records in one import batch (one request): the most the server accepts. */
  registrosPorLote: 500,
  /**
   * What the browser sends per batch: each record writes about 11 items (itself, its search
   * words, its batch mark), so 100 keep a request to seconds even on the local runtime.
   */
  registrosPorLoteEnviado: 100,
  /** Rows of jsonDados.linhas accepted by /datasources/inserir (bigger tables go through imports). */
  linhasNaCriacao: 1_000,
  /** A text search needs at least this many characters. */
  buscaMinimo: 2,
  /** People a base is shared with (besides its owner). */
  compartilhamentos: 40,
  /** Words of one record kept in the search index (each costs one index item). */
  palavrasPorRegistro: 16,
  /** Options a combo field fed by a data base shows per search. */
  opcoesPorBusca: 20,
} as const;
