import { describe, expect, it } from 'vitest';
import { quandoNotificacao } from './quandoNotificacao';

/** Local times (no Z): the labels are in the browser's time zone. */
describe('quandoNotificacao', () => {
  const agora = new Date('2025-03-13T15:30:00');

  it("says 'Agora mesmo' within the minute, the time for today", () => {
    expect(quandoNotificacao('2025-03-13T15:29:20', agora)).toBe('Agora mesmo');
    expect(quandoNotificacao('2025-03-13T08:05:00', agora)).toBe('08:05');
  });

  it("says 'Ontem', the weekday within the week, the date before", () => {
    expect(quandoNotificacao('2025-03-12T23:59:00', agora)).toBe('Ontem');
    expect(quandoNotificacao('2025-03-10T10:00:00', agora)).toBe('segunda-feira');
    expect(quandoNotificacao('2025-03-06T10:00:00', agora)).toBe('06/03/2025');
  });
});
