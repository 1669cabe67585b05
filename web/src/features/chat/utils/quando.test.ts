import { describe, expect, it } from 'vitest';
import { quando } from './quando';

const agora = new Date(2026, 10, 26, 15, 30); // a Thursday

describe('quando', () => {
  it.each([
    [new Date(2026, 10, 26, 15, 29, 40), 'Agora mesmo'],
    [new Date(2026, 10, 26, 9, 5), '09:05'],
    [new Date(2026, 10, 25, 23, 59), 'Ontem'],
    [new Date(2026, 10, 23, 10, 0), 'segunda-feira'],
    [new Date(2026, 10, 10, 10, 0), '10/11/2026'],
  ])('%s -> %s', (data, rotulo) => {
    expect(quando(data.toISOString(), agora)).toBe(rotulo);
  });
});
