import { describe, expect, it } from 'vitest';
import { decidirEntrada, decidirEntradaNaSala, lerSala, mensagensSala } from './salas';

const ouvinte = { sigla: 'AVMB', usuarioId: 'u1' };

describe('lerSala', () => {
  it('reads prefix, tenant and id of a room name', () => {
    expect(lerSala('CHAT-FLUXO:AVMB:f-1')).toEqual({ prefixo: 'CHAT-FLUXO', sigla: 'AVMB', id: 'f-1' });
  });

  it('reads the two people of a direct chat room, named with the ids sorted', () => {
    expect(lerSala('CHAT-FLUXO:AVMB:f-1:u1:u2')).toEqual({
      prefixo: 'CHAT-FLUXO',
      sigla: 'AVMB',
      id: 'f-1',
      participantes: ['u1', 'u2'],
    });
  });

  it.each(['CHAT-FLUXO:AVMB:f:u2:u1', 'CHAT-FLUXO:AVMB:f:u1:u1', 'FLUXO:AVMB:f:u1:u2', 'CHAT-FLUXO:AVMB:f:u1:a#b'])(
    'refuses the direct room %j (unsorted, one person, not chat, bad id)',
    (nome) => {
      expect(lerSala(nome)).toBeNull();
    },
  );

  it.each(['FLUXO:AVMB', 'FLUXO:AVMB:1:2', 'OUTRA:AVMB:1', 'FLUXO::1', 'FLUXO:AVMB:a#b', ''])('refuses %j', (nome) => {
    expect(lerSala(nome)).toBeNull();
  });
});

describe('decidirEntrada', () => {
  it('lets a connection into a flow room of its own tenant', () => {
    expect(decidirEntrada(ouvinte, 'FLUXO:AVMB:42')).toEqual({ permitido: true });
  });

  it('refuses a room of another tenant, whatever the prefix', () => {
    for (const sala of ['FLUXO:OUTRO:42', 'CHAT-FLUXO:OUTRO:42', 'NOTIFICACAO:OUTRO:u1']) {
      expect(decidirEntrada(ouvinte, sala)).toEqual({ permitido: false, mensagem: mensagensSala.semAcesso });
    }
  });

  it('compares the tenant exactly, so a lower-case alias is another tenant', () => {
    expect(decidirEntrada(ouvinte, 'FLUXO:avmb:42').permitido).toBe(false);
  });

  it('lets a user into his own notification room only', () => {
    expect(decidirEntrada(ouvinte, 'NOTIFICACAO:AVMB:u1')).toEqual({ permitido: true });
    expect(decidirEntrada(ouvinte, 'NOTIFICACAO:AVMB:u2')).toEqual({
      permitido: false,
      mensagem: mensagensSala.semAcesso,
    });
  });

  it("lets only the two people of a direct chat room in, still by the tenant's name first", () => {
    expect(decidirEntrada(ouvinte, 'CHAT-FLUXO:AVMB:f:u1:u2')).toEqual({ permitido: true });
    expect(decidirEntrada({ sigla: 'AVMB', usuarioId: 'u2' }, 'CHAT-FLUXO:AVMB:f:u1:u2')).toEqual({ permitido: true });
    expect(decidirEntrada(ouvinte, 'CHAT-FLUXO:AVMB:f:u2:u3')).toEqual({
      permitido: false,
      mensagem: mensagensSala.semAcesso,
    });
    expect(decidirEntrada(ouvinte, 'CHAT-FLUXO:OUTRO:f:u1:u2')).toEqual({
      permitido: false,
      mensagem: mensagensSala.semAcesso,
    });
  });

  it('answers a malformed room as invalid', () => {
    expect(decidirEntrada(ouvinte, 'FLUXO-AVMB-42')).toEqual({ permitido: false, mensagem: mensagensSala.invalida });
  });
});

describe('decidirEntradaNaSala', () => {
  const veSo42 = async (idFluxo: string) => idFluxo === '42';

  it('lets a user into the rooms of a flow he sees', async () => {
    expect(await decidirEntradaNaSala(ouvinte, 'FLUXO:AVMB:42', veSo42)).toEqual({ permitido: true });
    expect(await decidirEntradaNaSala(ouvinte, 'CHAT-FLUXO:AVMB:42', veSo42)).toEqual({ permitido: true });
  });

  it('refuses the rooms of a flow he does not see (or that does not exist)', async () => {
    expect(await decidirEntradaNaSala(ouvinte, 'FLUXO:AVMB:43', veSo42)).toEqual({
      permitido: false,
      mensagem: mensagensSala.semAcesso,
    });
    expect(await decidirEntradaNaSala(ouvinte, 'CHAT-FLUXO:AVMB:43', veSo42)).toEqual({
      permitido: false,
      mensagem: mensagensSala.semAcesso,
    });
  });

  it('never asks about flows of another tenant', async () => {
    let perguntou = false;
    const r = await decidirEntradaNaSala(ouvinte, 'FLUXO:OUTRO:42', async () => (perguntou = true));
    expect(r.permitido).toBe(false);
    expect(perguntou).toBe(false);
  });

  it('does not consult flows for the notification room', async () => {
    expect(await decidirEntradaNaSala(ouvinte, 'NOTIFICACAO:AVMB:u1', async () => false)).toEqual({ permitido: true });
  });
});
