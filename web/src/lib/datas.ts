import dayjs from './dayjs';
import 'dayjs/locale/pt-br';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** Dates come from the server as ISO-8601 UTC and are shown in the browser's time zone, pt-BR. */
export const formatarData = (iso: string): string => dayjs(iso).format('DD/MM/YYYY');

export const formatarDataHora = (iso: string): string => dayjs(iso).format('DD/MM/YYYY [às] HH:mm');

/** "há 5 minutos", "há 2 dias" (relative to `agora`, the present by default). */
export const tempoRelativo = (iso: string, agora: Date = new Date()): string =>
  dayjs(iso).locale('pt-br').from(dayjs(agora));
