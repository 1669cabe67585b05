import { hojeNoTenant } from '../../../lib/datas';

/** The Brasília calendar day (YYYY-MM-DD) of an ISO instant: the home's "days". */
export const diaDoInstante = (iso: string): string => hojeNoTenant(new Date(iso));
