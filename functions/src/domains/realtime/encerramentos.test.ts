import { describe, expect, it } from 'vitest';
import type { EventoLido } from '@wf/shared/events';
import { alvoDoEncerramento, alvosDoLote } from './encerramentos';
import { salasDoEvento } from './salasDoEvento';

const base = (idEvento: string) => ({ idEvento, sigla: 'AVMB', ocorridoEm: '2025-01-01T00:00:00.000Z' });
const logout = (idEvento: string, sessaoId: string): EventoLido => ({
  tipo: 'sessaoEncerrada',
  detalhe: { ...base(idEvento), usuarioId: 'u1', sessaoId, motivo: 'logout' },
});
const contaAlterada = (idEvento: string): EventoLido => ({
  tipo: 'usuarioAtualizado',
  detalhe: { ...base(idEvento), usuarioId: 'u1', alteradoPor: 'u9' },
});

describe('alvoDoEncerramento', () => {
  it("checks only the ended session's sockets after a logout or refresh", () => {
    expect(alvoDoEncerramento(logout('e1', 's1'))).toEqual({ sigla: 'AVMB', usuarioId: 'u1', sessaoId: 's1' });
  });

  it('checks every socket of the account after any change of it (password, reset, deactivation)', () => {
    expect(alvoDoEncerramento(contaAlterada('e1'))).toEqual({ sigla: 'AVMB', usuarioId: 'u1' });
    expect(alvoDoEncerramento({ tipo: 'senhaRedefinida', detalhe: { ...base('e2'), usuarioId: 'u1' } })).toEqual({
      sigla: 'AVMB',
      usuarioId: 'u1',
    });
  });

  it('asks nothing of other events', () => {
    expect(alvoDoEncerramento({ tipo: 'clienteAtualizado', detalhe: { ...base('e1'), alteradoPor: 'u9' } })).toBeNull();
    expect(alvoDoEncerramento({ tipo: 'usuarioAtivado', detalhe: { ...base('e1'), usuarioId: 'u1' } })).toBeNull();
  });

  it('is heard by no room: the session id never reaches a client', () => {
    expect(salasDoEvento(logout('e1', 's1'))).toEqual([]);
  });
});

describe('alvosDoLote', () => {
  it('checks each target once, remembering every event that asked for it', () => {
    const alvos = alvosDoLote([
      logout('e1', 's1'),
      contaAlterada('e2'),
      logout('e3', 's1'),
      logout('e4', 's2'),
      contaAlterada('e5'),
    ]);
    expect(alvos).toEqual([
      { alvo: { sigla: 'AVMB', usuarioId: 'u1', sessaoId: 's1' }, idsEvento: ['e1', 'e3'] },
      { alvo: { sigla: 'AVMB', usuarioId: 'u1' }, idsEvento: ['e2', 'e5'] },
      { alvo: { sigla: 'AVMB', usuarioId: 'u1', sessaoId: 's2' }, idsEvento: ['e4'] },
    ]);
  });
});
