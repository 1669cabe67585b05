import dayjs from '../../../lib/dayjs';
import 'dayjs/locale/pt-br';

/**
 * When a chat message was sent, as the conversation list and the messages show it: 'Agora mesmo'
 * within a minute, the time of day today, 'Ontem', the weekday within a week, the date before.
 */
export function quando(iso: string, agora: Date = new Date()): string {
  const d = dayjs(iso).locale('pt-br');
  const hoje = dayjs(agora).locale('pt-br');
  if (hoje.diff(d, 'second') < 60) return 'Agora mesmo';
  if (d.isSame(hoje, 'day')) return d.format('HH:mm');
  if (d.isSame(hoje.subtract(1, 'day'), 'day')) return 'Ontem';
  if (hoje.startOf('day').diff(d.startOf('day'), 'day') < 7) return d.format('dddd');
  return d.format('DD/MM/YYYY');
}
