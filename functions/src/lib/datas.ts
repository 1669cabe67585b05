/** The tenants' time zone (every tenant is in Brazil; a per-tenant zone would be read from the tenant). */
export const FUSO_TENANT = 'America/Sao_Paulo';

/** The calendar and clock of an instant in the tenant's zone. */
export interface HoraLocal {
  ano: number;
  /** 1-12. */
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
  segundo: number;
}

// Node's own time-zone data (Intl): no date library in the Lambda bundles.
const formato = new Intl.DateTimeFormat('en-US', {
  timeZone: FUSO_TENANT,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The tenant's local time of an instant. */
export function noFusoDoTenant(agora: Date): HoraLocal {
  const partes = Object.fromEntries(formato.formatToParts(agora).map((p) => [p.type, Number(p.value)]));
  return {
    ano: partes.year!,
    mes: partes.month!,
    dia: partes.day!,
    hora: partes.hour!,
    minuto: partes.minute!,
    segundo: partes.second!,
  };
}

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/** A calendar day as YYYY-MM-DD (month and day may overflow: Date.UTC carries them). */
const diaIso = (ano: number, mes: number, dia: number): string => {
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${doisDigitos(d.getUTCMonth() + 1)}-${doisDigitos(d.getUTCDate())}`;
};

/** Today in the tenant's zone, YYYY-MM-DD. */
export const hojeNoTenant = (agora: Date): string => diaDaquiA(agora, 0);

/** The day `dias` after today in the tenant's zone, YYYY-MM-DD. */
export function diaDaquiA(agora: Date, dias: number): string {
  const { ano, mes, dia } = noFusoDoTenant(agora);
  return diaIso(ano, mes, dia + dias);
}

/** A due date may not be before today (tenant's zone); YYYY-MM-DD compares as text. */
export const vencimentoNoPassado = (dataVencimento: string, agora: Date): boolean =>
  dataVencimento < hojeNoTenant(agora);
