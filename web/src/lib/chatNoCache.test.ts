import { QueryClient } from '@tanstack/react-query';
import type { MsgChat } from '@wf/shared/schemas/chat';
import { describe, expect, it } from 'vitest';
import { adicionarMensagemChat, conversaEntre, type PaginasChat } from './chatNoCache';
import { chaves } from './chavesDeConsulta';

const msg = (id: string, de = 'u2', para = 'u1'): MsgChat => ({
  id,
  idFluxo: 'f1',
  mensagem: `m ${id}`,
  dataHoraRegistro: '2026-01-01T00:00:00.000Z',
  idUsuarioRemetente: de,
  nomeUsuarioRemetente: 'Ana',
  idUsuarioDestino: para,
  listaMsgChatAnexos: [],
});

describe('adicionarMensagemChat', () => {
  it("puts a message on top of its conversation's first page once, whoever of the pair sent it", async () => {
    const qc = new QueryClient();
    const chave = chaves.chat.mensagens('f1', conversaEntre('u1', 'u2'));
    qc.setQueryData<PaginasChat>(chave, {
      pages: [{ listaMsgsChat: [msg('a')], proximoCursor: null }],
      pageParams: [null],
    });

    await adicionarMensagemChat(qc, msg('b'));
    await adicionarMensagemChat(qc, msg('b'));
    await adicionarMensagemChat(qc, msg('c', 'u1', 'u2'));

    expect(qc.getQueryData<PaginasChat>(chave)?.pages[0]?.listaMsgsChat.map((m) => m.id)).toEqual(['c', 'b', 'a']);
  });

  it('keys the public channel by 0 for everyone', () => {
    expect(conversaEntre('u9', '0')).toBe('0');
    expect(conversaEntre('u2', 'u1')).toBe(conversaEntre('u1', 'u2'));
  });
});
