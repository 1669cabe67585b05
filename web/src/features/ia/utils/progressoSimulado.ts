import { TETO_PROGRESSO_SIMULADO } from './constantes';

/**
 * The next value of a simulated progress bar: a tenth of the way to the ceiling each step, so it
 * moves fast at first and never reaches the end before the task really ended.
 */
export function proximoProgresso(atual: number): number {
  if (atual >= TETO_PROGRESSO_SIMULADO) return atual;
  const proximo = atual + Math.max((TETO_PROGRESSO_SIMULADO - atual) / 10, 0.5);
  return Math.min(TETO_PROGRESSO_SIMULADO, Math.round(proximo * 10) / 10);
}
