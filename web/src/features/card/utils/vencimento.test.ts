import dayjs from '../../../lib/dayjs';
import { describe, expect, it } from 'vitest';
import { deDataVencimento, diaAnteriorAHoje, estaVencido, paraDataVencimento } from './vencimento';

const hoje = new Date(2025, 5, 15, 10, 0);

describe('due dates', () => {
  it('is overdue only when before today', () => {
    expect(estaVencido('2025-06-14', hoje)).toBe(true);
    expect(estaVencido('2025-06-15', hoje)).toBe(false);
    expect(estaVencido('2025-06-16', hoje)).toBe(false);
    expect(estaVencido(null, hoje)).toBe(false);
  });

  it('disables days before today in the picker', () => {
    expect(diaAnteriorAHoje(dayjs('2025-06-14'), hoje)).toBe(true);
    expect(diaAnteriorAHoje(dayjs('2025-06-15'), hoje)).toBe(false);
  });

  it('converts to and from the stored day', () => {
    expect(paraDataVencimento(dayjs('2025-07-01'))).toBe('2025-07-01');
    expect(deDataVencimento('2025-07-01T00:00:00.000Z')?.format('DD/MM/YYYY')).toBe('01/07/2025');
    expect(paraDataVencimento(null)).toBeNull();
  });
});
