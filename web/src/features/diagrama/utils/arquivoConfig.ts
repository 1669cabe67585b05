/** The stage configuration file: a JSON download and a JSON upload. */

export function nomeArquivoConfig(descricaoEtapa: string): string {
  const base = descricaoEtapa
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `configuracao-etapa-${base || 'sem-nome'}.json`;
}

export type LeituraConfig = { valido: true; conteudo: unknown } | { valido: false };

/** Parses the chosen file's text; anything but a JSON object or array is refused. */
export function lerConfigDoTexto(texto: string): LeituraConfig {
  try {
    const conteudo: unknown = JSON.parse(texto);
    return conteudo !== null && typeof conteudo === 'object' ? { valido: true, conteudo } : { valido: false };
  } catch {
    return { valido: false };
  }
}
