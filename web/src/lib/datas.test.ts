import { describe, expect, it } from 'vitest';
import { tempoRelativo } from './datas';

describe('tempoRelativo', () => {
  const agora = new Date('2025-03-10T12:00:00Z');

  it('says how long ago in pt-BR', () => {
    expect(tempoRelativo('2025-03-10T11:55:00Z', agora)).toBe('há 5 minutos');
    expect(tempoRelativo('2025-03-08T12:00:00Z', agora)).toBe('há 2 dias');
  });
});
