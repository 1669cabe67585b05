import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

/**
 * dayjs in Brazilian Portuguese. Every date in the SPA goes through this module (an ESLint rule
 * keeps `dayjs` imports here), so the locale is set before any use without putting dayjs in the
 * entry chunk: the login and sign-up screens never format a date.
 */
dayjs.locale('pt-br');

export default dayjs;
export type { Dayjs } from 'dayjs';
