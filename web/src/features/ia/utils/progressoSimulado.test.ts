import { describe, expect, it } from 'vitest';
import { INICIO_PROGRESSO, INICIO_PROGRESSO_TRANSCRICAO, TETO_PROGRESSO_SIMULADO } from './constantes';
import { proximoProgresso } from './progressoSimulado';

describe('simulated AI progress', () => {
  it('starts at 20, and at 10 for a transcription (spec)', () => {
    expect(INICIO_PROGRESSO).toBe(20);
    expect(INICIO_PROGRESSO_TRANSCRICAO).toBe(10);
  });

  it('always moves up, faster at first, and never reaches the end on its own', () => {
    let p: number = INICIO_PROGRESSO;
    const passos: number[] = [];
    for (let i = 0; i < 200; i++) {
      const proximo = proximoProgresso(p);
      expect(proximo).toBeGreaterThanOrEqual(p);
      passos.push(proximo - p);
      p = proximo;
    }
    expect(passos[0]).toBeGreaterThan(passos[10] ?? 0);
    expect(p).toBe(TETO_PROGRESSO_SIMULADO);
    expect(proximoProgresso(TETO_PROGRESSO_SIMULADO)).toBe(TETO_PROGRESSO_SIMULADO);
  });
});
