import dayjs, { type Dayjs } from '../../../lib/dayjs';

/**
 * Due dates: never before today; a card is overdue when its due date is
 * before today. Stored as YYYY-MM-DD; compared as calendar days in the browser's time zone.
 */
const dia = (data: string): string => data.slice(0, 10);
const hojeIso = (hoje: Date): string => dayjs(hoje).format('YYYY-MM-DD');

export function estaVencido(dataVencimento: string | null | undefined, hoje: Date = new Date()): boolean {
  if (!dataVencimento) return false;
  return dia(dataVencimento) < hojeIso(hoje);
}

/** The DatePicker's disabledDate: days before today. */
export function diaAnteriorAHoje(data: Dayjs, hoje: Date = new Date()): boolean {
  return data.format('YYYY-MM-DD') < hojeIso(hoje);
}

export const paraDataVencimento = (data: Dayjs | null): string | null => (data ? data.format('YYYY-MM-DD') : null);

export const deDataVencimento = (valor: string | null | undefined): Dayjs | null => (valor ? dayjs(dia(valor)) : null);
