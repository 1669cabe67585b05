import { describe, expect, it } from 'vitest';
import { regrasVigentesNoEvento } from './regra';

describe('regrasVigentesNoEvento', () => {
  const salvaAs = (id: string, dataHoraAlteracao?: string) => ({ id, dataHoraAlteracao });

  it('keeps the rules saved before or when the event happened, and drops those saved after it', () => {
    const regras = [
      salvaAs('antes', '2026-11-26T10:00:00.000Z'),
      salvaAs('junto', '2026-11-26T10:00:05.000Z'),
      salvaAs('depois', '2026-11-26T10:00:05.001Z'),
    ];
    expect(regrasVigentesNoEvento(regras, '2026-11-26T10:00:05.000Z').map((r) => r.id)).toEqual(['antes', 'junto']);
  });

  it('keeps an active copy written before the save time was kept', () => {
    expect(regrasVigentesNoEvento([salvaAs('antiga')], '2020-01-01T00:00:00.000Z').map((r) => r.id)).toEqual([
      'antiga',
    ]);
  });
});
