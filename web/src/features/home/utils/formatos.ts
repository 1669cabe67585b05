/** A calendar day (YYYY-MM-DD) as DD/MM/YYYY, with no time-zone shift. */
export const diaBr = (dia: string): string => dia.split('-').reverse().join('/');

/** A calendar day (YYYY-MM-DD) as DD/MM, for the chart's axis. */
export const diaMesBr = (dia: string): string => dia.split('-').reverse().slice(0, 2).join('/');
