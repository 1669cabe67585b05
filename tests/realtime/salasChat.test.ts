import { beforeAll, describe, expect, it } from 'vitest';
import { salaChatDireta, salaChatPublica, salaNotificacao } from '@wf/shared/realtime';
import type { AmbienteDeTeste } from '../api/support/ambientes';
import { autorizar, criarEtapa, criarFluxo } from '../api/support/fluxos';
import { conectarComSessao, type SocketDeTeste } from './support/socket';
import { novoAmbiente, pessoaConectavel, type PessoaConectavel } from './support/sessoes';

/**
 * The chat rooms: the public channel's room for the people who see the flow, a direct room for
 * its two people only; a message reaches the rooms live.
 */
let amb: AmbienteDeTeste;
let dono: PessoaConectavel;
let colega: PessoaConectavel;
let terceiro: PessoaConectavel;
let semAcesso: PessoaConectavel;
let idFluxo: string;

beforeAll(async () => {
  amb = await novoAmbiente();
  dono = await pessoaConectavel(amb, 'Dora Dona');
  colega = await pessoaConectavel(amb, 'Caio Colega');
  terceiro = await pessoaConectavel(amb, 'Tina Terceira');
  semAcesso = await pessoaConectavel(amb, 'Otto Fora');
  idFluxo = (await criarFluxo(dono)).id;
  const etapa = (await criarEtapa(dono, idFluxo, 'Entrada')).Etapa;
  await autorizar(dono, etapa.id, colega.email);
  await autorizar(dono, etapa.id, terceiro.email);
});

async function entrar(p: PessoaConectavel, sala: string): Promise<{ socket: SocketDeTeste; tipo: string }> {
  const socket = await conectarComSessao(p.cookie, amb.sigla);
  socket.enviar({ acao: 'entrar', sala });
  const r = await socket.aguardar((m) => 'sala' in m && m.sala === sala && (m.tipo === 'entrou' || m.tipo === 'erro'));
  return { socket, tipo: r.tipo };
}

const enviar = (p: PessoaConectavel, para: string, mensagem: string) =>
  p.http.post(
    '/api/fluxo/chat/mensagens/inserir',
    { MsgChat: { idFluxo, idUsuarioDestino: para, mensagem } },
    { sigla: p.sigla },
  );

describe('chat rooms', () => {
  it("lets the flow's people into the public channel and delivers its messages there; refuses anyone else", async () => {
    const sala = salaChatPublica(amb.sigla, idFluxo);
    const ouvinte = await entrar(colega, sala);
    expect(ouvinte.tipo).toBe('entrou');
    const fora = await entrar(semAcesso, sala);
    expect(fora.tipo).toBe('erro');

    expect((await enviar(dono, '0', 'Bom dia a todos')).status).toBe(201);

    const m = await ouvinte.socket.aguardar((x) => x.tipo === 'mensagemChatEnviada');
    expect(m).toMatchObject({
      sala,
      dados: { MsgChat: { mensagem: 'Bom dia a todos', nomeUsuarioRemetente: 'Dora Dona' } },
    });
    await Promise.all([ouvinte.socket.fechar(), fora.socket.fechar()]);
  });

  it('lets only the two people into a direct room; the message reaches it and the addressee’s notification room', async () => {
    const sala = salaChatDireta(amb.sigla, idFluxo, dono.usuarioId, colega.usuarioId);
    const doDono = await entrar(dono, sala);
    const doTerceiro = await entrar(terceiro, sala);
    const deFora = await entrar(semAcesso, sala);
    expect([doDono.tipo, doTerceiro.tipo, deFora.tipo]).toEqual(['entrou', 'erro', 'erro']);
    // The addressee has not opened the conversation: his notification room (joined on connect) hears it.
    const aba = await conectarComSessao(colega.cookie, amb.sigla);

    expect((await enviar(colega, dono.usuarioId, 'Só para você')).status).toBe(201);
    expect((await enviar(dono, colega.usuarioId, 'Recebido')).status).toBe(201);

    // The owner's socket hears it twice, in the pair's room and in his own notification room, in
    // no set order (rooms are posted to at once; the SPA keeps the first by idEvento): the pair's.
    await expect(
      doDono.socket.aguardar(
        (x) => x.tipo === 'mensagemChatEnviada' && x.dados.MsgChat.mensagem === 'Só para você' && x.sala === sala,
      ),
    ).resolves.toMatchObject({ sala, dados: { MsgChat: { mensagem: 'Só para você' } } });
    await expect(
      aba.aguardar((x) => x.tipo === 'mensagemChatEnviada' && x.dados.MsgChat.mensagem === 'Recebido'),
    ).resolves.toMatchObject({
      sala: salaNotificacao(amb.sigla, colega.usuarioId),
    });
    expect(doTerceiro.socket.recebidas.some((x) => x.tipo === 'mensagemChatEnviada')).toBe(false);
    await Promise.all([doDono.socket.fechar(), doTerceiro.socket.fechar(), deFora.socket.fechar(), aba.fechar()]);
  });

  it("refuses another tenant's chat rooms", async () => {
    const outro = await novoAmbiente();
    const invasor = await pessoaConectavel(outro, 'Ivo Invasor');
    const socket = await conectarComSessao(invasor.cookie, outro.sigla);
    const salas = [
      salaChatPublica(amb.sigla, idFluxo),
      salaChatDireta(amb.sigla, idFluxo, invasor.usuarioId, dono.usuarioId),
    ];
    for (const sala of salas) socket.enviar({ acao: 'entrar', sala });
    for (const sala of salas) {
      await expect(socket.aguardar((m) => 'sala' in m && m.sala === sala)).resolves.toMatchObject({ tipo: 'erro' });
    }
    await socket.fechar();
  });
});
