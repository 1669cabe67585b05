/** The home's page sizes and windows. */
export const LIMITES_HOME = {
  cardsPorPagina: 30,
  atividadesPorPagina: 20,
  diasDoGrafico: 15,
  /** "Near expiry": due from today to this many days ahead (the list filter's "this week"). */
  diasProximoVencer: 7,
} as const;

/** The tiles of the home: 1 all cards, 2 under my responsibility, 3 followed, 4 near expiry, 5 overdue. */
export const TILES_HOME = ['1', '2', '3', '4', '5'] as const;
export type TileHome = (typeof TILES_HOME)[number];

export const mensagensHome = {
  tileInvalido: 'Tipo de card inválido',
  fluxoNaoEncontrado: 'Fluxo não encontrado',
  cursorInvalido: 'Cursor inválido',
  releaseVisualizada: 'Release marcada como visualizada',
  releaseInexistente: 'Versão não encontrada nas notas de atualização',
} as const;
