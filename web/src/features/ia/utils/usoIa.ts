/** The current month as the usage route names it (YYYY-MM, local time). */
export function mesAtual(agora: Date = new Date()): string {
  return `${agora.getFullYear()}-${String(agora.getMonth() + 1).padStart(2, '0')}`;
}

export const formatarTokens = (tokens: number): string => tokens.toLocaleString('pt-BR');

/** How much of the budget the month used (whole percent, may pass 100); null without a budget. */
export function percentualDoOrcamento(tokens: number, orcamento: number | null | undefined): number | null {
  if (!orcamento || orcamento <= 0) return null;
  return Math.round((tokens / orcamento) * 100);
}
