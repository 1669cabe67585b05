import { describe, expect, it } from 'vitest';
import { regrasForaDoEvento, regrasSolicitadasDoEvento } from './execucaoSolicitada';

const ativas = [
  { id: 'r1', dataHoraAlteracao: '2026-01-01T10:00:00.000Z' },
  { id: 'r2', dataHoraAlteracao: '2026-01-01T12:00:00.000Z' },
  { id: 'r3' },
];

describe('a run asked for a card', () => {
  it('keeps only the named rules the event runs there, in force, in the index order', () => {
    expect(
      regrasSolicitadasDoEvento(ativas, ['r3', 'r1', 'outra'], '2026-01-01T11:00:00.000Z').map((r) => r.id),
    ).toEqual(['r1', 'r3']);
  });

  it('names what the event would not run now: another event, stage or flow, switched off, or saved later', () => {
    expect(regrasForaDoEvento(ativas, ['r1', 'r2', 'desligada', 'r1'], '2026-01-01T11:00:00.000Z')).toEqual([
      'r2',
      'desligada',
    ]);
    expect(regrasForaDoEvento(ativas, ['r1', 'r2', 'r3'], '2026-01-02T00:00:00.000Z')).toEqual([]);
  });
});
