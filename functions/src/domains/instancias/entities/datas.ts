import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The tenants' time zone (every tenant is in Brazil; a per-tenant zone would be read from the tenant). */
export const FUSO_TENANT = 'America/Sao_Paulo';

/** The tenant's local time of an instant. */
export const noFusoDoTenant = (agora: Date) => dayjs(agora).tz(FUSO_TENANT);

/** Today in the tenant's zone, YYYY-MM-DD. */
export const hojeNoTenant = (agora: Date): string => noFusoDoTenant(agora).format('YYYY-MM-DD');

/** The day `dias` after today in the tenant's zone, YYYY-MM-DD. */
export const diaDaquiA = (agora: Date, dias: number): string => noFusoDoTenant(agora).add(dias, 'day').format('YYYY-MM-DD');

/** A due date may not be before today (tenant's zone); YYYY-MM-DD compares as text. */
export const vencimentoNoPassado = (dataVencimento: string, agora: Date): boolean => dataVencimento < hojeNoTenant(agora);
