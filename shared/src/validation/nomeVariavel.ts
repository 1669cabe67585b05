/**
 * nomeVariavel from a field title: upper case, underscores, no accents or symbols
 * ("Data de início (prevista)" -> "DATA_DE_INICIO_PREVISTA").
 */
export function nomeVariavelDoTitulo(titulo: string): string {
  return titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export const NOME_VARIAVEL_PATTERN = /^[A-Z0-9]+(_[A-Z0-9]+)*$/;
