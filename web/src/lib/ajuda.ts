/**
 * Where the menu's "Ajuda" leads (a new tab): the help site named at build time by VITE_URL_AJUDA,
 * or else the product's own help page (/ajuda), so the entry always goes somewhere (ADR 0054).
 */
export const URL_AJUDA: string = import.meta.env.VITE_URL_AJUDA || `${import.meta.env.BASE_URL}ajuda`;
