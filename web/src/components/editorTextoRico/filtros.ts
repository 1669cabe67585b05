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

/** Variable names containing what was typed after '{{' (spaces count as '_', as in the names). */
export function filtrarVariaveis(variaveis: readonly string[], busca: string, limite = 8): string[] {
  const termo = semAcentos(busca.trim()).replace(/\s+/g, '_');
  return variaveis.filter((v) => !termo || semAcentos(v).includes(termo)).slice(0, limite);
}
