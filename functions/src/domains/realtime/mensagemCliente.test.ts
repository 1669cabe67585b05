import { describe, expect, it } from 'vitest';
import { lerMensagemCliente } from './mensagemCliente';

describe('lerMensagemCliente', () => {
  it('reads the three actions', () => {
    expect(lerMensagemCliente('{"acao":"entrar","sala":"FLUXO:AVMB:1"}')).toEqual({
      acao: 'entrar',
      sala: 'FLUXO:AVMB:1',
    });
    expect(lerMensagemCliente('{"acao":"sair","sala":"FLUXO:AVMB:1"}')).toEqual({ acao: 'sair', sala: 'FLUXO:AVMB:1' });
    expect(lerMensagemCliente('{"acao":"ping"}')).toEqual({ acao: 'ping' });
  });

  it.each([undefined, '', 'ping', '{"acao":"entrar"}', '{"acao":"apagar","sala":"x"}', '[]', 'null'])(
    'gives null for %j',
    (corpo) => {
      expect(lerMensagemCliente(corpo)).toBeNull();
    },
  );
});
