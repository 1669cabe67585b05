import { noFusoDoTenant } from '../../../lib/datas';

/**
 * The instant a calendar day starts in the tenant's zone (Brasília). The zone's offset is read
 * from Intl at that day, so a past or future rule change (daylight time) is honoured.
 */
export function inicioDoDiaNoTenant(dia: string): Date {
  const meiaNoiteUtc = Date.parse(`${dia}T00:00:00Z`);
  const local = noFusoDoTenant(new Date(meiaNoiteUtc));
  const localComoUtc = Date.UTC(local.ano, local.mes - 1, local.dia, local.hora, local.minuto, local.segundo);
  return new Date(meiaNoiteUtc + (meiaNoiteUtc - localComoUtc));
}

export const diaSeguinte = (dia: string): string => {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The instants (ISO, inclusive) of the days dataInicio..dataFim in the tenant's zone. */
export function instantesDoPeriodo(dataInicio: string, dataFim: string): { de: string; ate: string } {
  const fim = inicioDoDiaNoTenant(diaSeguinte(dataFim)).getTime() - 1;
  return { de: inicioDoDiaNoTenant(dataInicio).toISOString(), ate: new Date(fim).toISOString() };
}
