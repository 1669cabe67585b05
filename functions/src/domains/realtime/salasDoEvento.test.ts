import { describe, expect, it } from 'vitest';
import { eventosDominio, tiposEventoFluxo, type EventoLido } from '@wf/shared/events';
import { camposSecretosDoEvento } from '@wf/shared/realtime';
import { mensagemDoEvento } from './mensagemDoEvento';
import { salasDoEvento } from './salasDoEvento';

const base = { idEvento: 'e1', sigla: 'AVMB', ocorridoEm: '2025-01-01T00:00:00.000Z' };

describe('salasDoEvento', () => {
  it("sends a user's events to that user's notification room", () => {
    const evento: EventoLido = { tipo: 'usuarioAtualizado', detalhe: { ...base, usuarioId: 'u1', alteradoPor: 'u9' } };
    expect(salasDoEvento(evento)).toEqual(['NOTIFICACAO:AVMB:u1']);
  });

  it("sends a new notification to its person's room only (not the card's flow room)", () => {
    const evento: EventoLido = {
      tipo: 'notificacaoCriada',
      detalhe: {
        ...base,
        usuarioId: 'u2',
        idNotificacao: 'n1',
        idFluxo: 'f1',
        idInstancia: 'c1',
        titulo: 'Você foi mencionado',
      },
    };
    expect(salasDoEvento(evento)).toEqual(['NOTIFICACAO:AVMB:u2']);
  });

  it('sends clienteAtualizado to no room', () => {
    expect(salasDoEvento({ tipo: 'clienteAtualizado', detalhe: { ...base, alteradoPor: 'u9' } })).toEqual([]);
  });

  it("sends a stage event to its flow's room", () => {
    const evento: EventoLido = {
      tipo: 'etapaCriada',
      detalhe: {
        ...base,
        idFluxo: 'f1',
        alteradoPor: 'ana@x.com',
        idEtapa: 'e1',
        descricaoEtapa: 'Triagem',
        idsEtapasRel: [],
      },
    };
    expect(salasDoEvento(evento)).toEqual(['FLUXO:AVMB:f1']);
  });

  it("sends a chat message to the public channel's room, or to the pair's room and the addressee's notifications", () => {
    const msg = (para: string): EventoLido => ({
      tipo: 'mensagemChatEnviada',
      detalhe: {
        ...base,
        idFluxo: 'f1',
        alteradoPor: 'ana@x.com',
        idUsuarioRemetente: 'u9',
        idUsuarioDestino: para,
        MsgChat: {
          id: 'm1',
          idFluxo: 'f1',
          mensagem: 'Oi',
          dataHoraRegistro: base.ocorridoEm,
          idUsuarioRemetente: 'u9',
          nomeUsuarioRemetente: 'Ana',
          idUsuarioDestino: para,
          listaMsgChatAnexos: [],
        },
      },
    });
    expect(salasDoEvento(msg('0'))).toEqual(['CHAT-FLUXO:AVMB:f1']);
    expect(salasDoEvento(msg('u1'))).toEqual(['CHAT-FLUXO:AVMB:f1:u1:u9', 'NOTIFICACAO:AVMB:u1']);
  });

  it("sends a label event to its flow's room", () => {
    const evento: EventoLido = {
      tipo: 'etiquetaExcluida',
      detalhe: { ...base, idFluxo: 'f2', alteradoPor: 'ana@x.com', idEtiqueta: 'l1', descricaoEtiqueta: 'Urgente' },
    };
    expect(salasDoEvento(evento)).toEqual(['FLUXO:AVMB:f2']);
  });

  it("sends the flow's own deletion to its room, so open screens can leave", () => {
    const evento: EventoLido = {
      tipo: 'fluxoExcluido',
      detalhe: { ...base, idFluxo: 'f3', alteradoPor: 'ana@x.com', descricao: 'Compras' },
    };
    expect(salasDoEvento(evento)).toEqual(['FLUXO:AVMB:f3']);
  });

  it('sends every flow event type to exactly one FLUXO room', () => {
    for (const tipo of tiposEventoFluxo) expect(eventosDominio[tipo].detail.shape).toHaveProperty('idFluxo');
  });
});

describe('mensagemDoEvento', () => {
  it('never forwards the activation token', () => {
    const evento: EventoLido = {
      tipo: 'usuarioCadastrado',
      detalhe: { ...base, usuarioId: 'u1', email: 'a@b.com', nome: 'Ana', tokenAtivacao: 'segredo' },
    };
    const mensagem = mensagemDoEvento(evento, 'NOTIFICACAO:AVMB:u1');
    expect(mensagem).toEqual({
      tipo: 'usuarioCadastrado',
      sala: 'NOTIFICACAO:AVMB:u1',
      dados: { ...base, usuarioId: 'u1', email: 'a@b.com', nome: 'Ana' },
    });
    expect(JSON.stringify(mensagem)).not.toContain('segredo');
  });

  it('never forwards the e-mail confirmation token', () => {
    const evento: EventoLido = {
      tipo: 'usuarioCadastrado',
      detalhe: { ...base, usuarioId: 'u1', email: 'a@b.com', nome: 'Ana', tokenConfirmacao: 'segredo' },
    };
    expect(JSON.stringify(mensagemDoEvento(evento, 'NOTIFICACAO:AVMB:u1'))).not.toContain('segredo');
  });

  it('lists as secret every token field of every event contract', () => {
    const camposComToken = Object.values(eventosDominio).flatMap(({ detail }) =>
      Object.keys(detail.shape).filter((campo) => /token|senha|segredo/i.test(campo)),
    );
    for (const campo of camposComToken) expect(camposSecretosDoEvento).toContain(campo);
  });
});

describe('regrasExecutadas', () => {
  it("goes to the flow's room as regras:executadaServidor with the EventoRegrasExecutadas payload", () => {
    const evento: EventoLido = {
      tipo: 'regrasExecutadas',
      detalhe: {
        ...base,
        idFluxo: 'f1',
        alteradoPor: 'ana@x.com',
        idInstancia: 'c1',
        idRegra: 'r1',
        idExecucao: 'x1',
        comErro: 'N',
        acoes: ['adicionarComentario', 'moverCard'],
      },
    };
    expect(salasDoEvento(evento)).toEqual(['FLUXO:AVMB:f1']);
    expect(mensagemDoEvento(evento, 'FLUXO:AVMB:f1')).toEqual({
      tipo: 'regras:executadaServidor',
      sala: 'FLUXO:AVMB:f1',
      dados: {
        idEvento: 'e1',
        idFluxo: 'f1',
        idInstancia: 'c1',
        idRegra: 'r1',
        disparadoPor: 'ana@x.com',
        comErro: 'N',
        acoes: ['adicionarComentario', 'moverCard'],
      },
    });
  });
});
