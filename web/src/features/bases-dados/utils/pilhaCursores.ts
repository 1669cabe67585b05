/**
 * Cursor pagination as a stack: the records route answers a page and the cursor of the next,
 * so "previous" is the cursor we came from. Page n (1-based) is read with pilha[n - 1]
 * (undefined for the first page). Pure: the table keeps it in state.
 */
export type PilhaCursores = readonly (string | undefined)[];

export const PILHA_INICIAL: PilhaCursores = [undefined];

export const cursorAtual = (pilha: PilhaCursores): string | undefined => pilha[pilha.length - 1];

export const paginaAtual = (pilha: PilhaCursores): number => pilha.length;

export const avancar = (pilha: PilhaCursores, proximo: string | null): PilhaCursores =>
  proximo ? [...pilha, proximo] : pilha;

export const voltar = (pilha: PilhaCursores): PilhaCursores => (pilha.length > 1 ? pilha.slice(0, -1) : pilha);
