import { FUSO_TENANT } from '../../instancias/entities/datas';

/**
 * The instant a calendar day starts in the tenant's zone (Brasília). The zone's offset is read
 * from Intl at that day, so a past or future rule change (daylight time) is honoured.
 */
export function inicioDoDiaNoTenant(dia: string): Date {
  const meiaNoiteUtc = Date.parse(`${dia}T00:00:00Z`);
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: FUSO_TENANT,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(new Date(meiaNoiteUtc))
      .map((p) => [p.type, Number(p.value)]),
  );
  const localComoUtc = Date.UTC(partes.year!, partes.month! - 1, partes.day!, partes.hour!, partes.minute!);
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
