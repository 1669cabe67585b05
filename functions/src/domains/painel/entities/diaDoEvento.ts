import { hojeNoTenant } from '../../instancias/entities/datas';

/** The Brasília calendar day (YYYY-MM-DD) of an ISO instant: the home's "days". */
export const diaDoInstante = (iso: string): string => hojeNoTenant(new Date(iso));
