/** The lists behind '@' and '{{': what was typed after the trigger narrows them, accents and case ignored. */
export interface PessoaMencionavel {
  email: string;
  nome: string;
}

const semAcentos = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** People whose name or e-mail contains what was typed after '@'. */
export function filtrarPessoas<T extends PessoaMencionavel>(pessoas: readonly T[], busca: string, limite = 8): T[] {
  const termo = semAcentos(busca.trim());
  return pessoas
    .filter((p) => !termo || semAcentos(p.nome).includes(termo) || semAcentos(p.email).includes(termo))
    .slice(0, limite);
}

/** A variable the '{{' list offers: its name (what is written) and, when known, what it holds. */
export interface VariavelOferecida {
  nome: string;
  descricao?: string;
}

/** A name alone is a variable without description. */
export const comoVariavel = (v: string | VariavelOferecida): VariavelOferecida =>
  typeof v === 'string' ? { nome: v } : v;

/**
 * Variables whose name or description contains what was typed after '{{' (in names a typed space
 * counts as '_'). Every match, not the first few: the list scrolls, and a variable left out is one
 * the user cannot find (issue 25).
 */
export function filtrarVariaveis(
  variaveis: readonly (string | VariavelOferecida)[],
  busca: string,
  limite = Number.POSITIVE_INFINITY,
): VariavelOferecida[] {
  const termo = semAcentos(busca.trim());
  const noNome = termo.replace(/\s+/g, '_');
  return variaveis
    .map(comoVariavel)
    .filter((v) => !termo || semAcentos(v.nome).includes(noNome) || semAcentos(v.descricao ?? '').includes(termo))
    .slice(0, limite);
}
