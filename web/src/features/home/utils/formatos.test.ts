import { describe, expect, it } from 'vitest';
import { diaBr, diaMesBr } from './formatos';

describe('formatos', () => {
  it('shows calendar days the Brazilian way, without shifting them by the time zone', () => {
    expect(diaBr('2026-01-08')).toBe('08/01/2026');
    expect(diaMesBr('2026-12-31')).toBe('31/12');
  });
});
