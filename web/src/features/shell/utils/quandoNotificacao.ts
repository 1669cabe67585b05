import dayjs from '../../../lib/dayjs';
import 'dayjs/locale/pt-br';

/**
 * When a notification arrived, as the bell says it: 'Agora mesmo' within the minute, the time
 * for today, 'Ontem', the weekday within the last week, the date otherwise (browser time zone).
 */
export function quandoNotificacao(iso: string, agora: Date = new Date()): string {
  const quando = dayjs(iso).locale('pt-br');
  const hoje = dayjs(agora).locale('pt-br');
  if (hoje.diff(quando, 'second') < 60) return 'Agora mesmo';
  if (quando.isSame(hoje, 'day')) return quando.format('HH:mm');
  const dias = hoje.startOf('day').diff(quando.startOf('day'), 'day');
  if (dias === 1) return 'Ontem';
  if (dias < 7) return quando.format('dddd');
  return quando.format('DD/MM/YYYY');
}
