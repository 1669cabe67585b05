import { describe, expect, it } from 'vitest';
import { INTERVALO_RENOVACAO_MS, intervaloRenovacaoMs } from './renovar-sessao';

describe('intervaloRenovacaoMs', () => {
  it('renews every 60 minutes, or at half a shorter session', () => {
    expect(intervaloRenovacaoMs(480)).toBe(INTERVALO_RENOVACAO_MS);
    expect(intervaloRenovacaoMs(120)).toBe(INTERVALO_RENOVACAO_MS);
    expect(intervaloRenovacaoMs(60)).toBe(30 * 60 * 1000);
    expect(intervaloRenovacaoMs(30)).toBe(15 * 60 * 1000);
    expect(intervaloRenovacaoMs(undefined)).toBe(INTERVALO_RENOVACAO_MS);
  });
});
