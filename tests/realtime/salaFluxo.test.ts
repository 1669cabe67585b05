import { beforeAll, describe, expect, it } from 'vitest';
import { nomeSala } from '@wf/shared/realtime';
import type { AmbienteDeTeste } from '../api/support/ambientes';
import { autorizar, criarEtapa, criarFluxo } from '../api/support/fluxos';
import { aguardarRepouso } from '../support/repouso';
import { conectarComSessao } from './support/socket';
import { novoAmbiente, pessoaConectavel } from './support/sessoes';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await novoAmbiente();
});

describe("a flow's room", () => {
  it('hears the changes of the flow: a stage created by the owner reaches an authorised colleague', async () => {
    const dono = await pessoaConectavel(amb, 'Dora Dona');
    const colega = await pessoaConectavel(amb, 'Caio Colega');
    const fluxo = await criarFluxo(dono);
    const entrada = (await criarEtapa(dono, fluxo.id, 'Entrada')).Etapa;
    await autorizar(dono, entrada.id, colega.email);
    const sala = nomeSala('FLUXO', amb.sigla, fluxo.id);
    const socket = await conectarComSessao(colega.cookie, amb.sigla);
    socket.enviar({ acao: 'entrar', sala });
    await socket.aguardar((m) => m.tipo === 'entrou' && m.sala === sala);

    const nova = (await criarEtapa(dono, fluxo.id, 'Análise', [entrada.id])).Etapa;

    // The room may still hear the first stage's event (delivery is asynchronous): wait for this one.
    const mensagem = await socket.aguardar((m) => m.tipo === 'etapaCriada' && m.dados.idEtapa === nova.id);
    expect(mensagem).toEqual({
      tipo: 'etapaCriada',
      sala,
      dados: {
        idEvento: expect.any(String),
        ocorridoEm: expect.any(String),
        sigla: amb.sigla,
        idFluxo: fluxo.id,
        alteradoPor: dono.email,
        idEtapa: nova.id,
        descricaoEtapa: 'Análise',
        idsEtapasRel: [`${entrada.id}_${nova.id}`],
      },
    });
    await socket.fechar();
  });
});

describe('losing access to a flow', () => {
  it('takes the sockets of a person whose last authorisation went out of the room, and tells them', async () => {
    const dono = await pessoaConectavel(amb, 'Olga Dona');
    const colega = await pessoaConectavel(amb, 'Paulo Colega');
    const fluxo = await criarFluxo(dono);
    const entrada = (await criarEtapa(dono, fluxo.id, 'Entrada')).Etapa;
    const autorizacao = await autorizar(dono, entrada.id, colega.email);
    const sala = nomeSala('FLUXO', amb.sigla, fluxo.id);
    const canal = nomeSala('CHAT-FLUXO', amb.sigla, fluxo.id);
    const socket = await conectarComSessao(colega.cookie, amb.sigla);
    socket.enviar({ acao: 'entrar', sala });
    await socket.aguardar((m) => m.tipo === 'entrou' && m.sala === sala);
    socket.enviar({ acao: 'entrar', sala: canal });
    await socket.aguardar((m) => m.tipo === 'entrou' && m.sala === canal);

    const r = await dono.http.delete(`/api/etapa-usuario/excluir-autorizacao/${autorizacao.id}?idEtapa=${entrada.id}`, {
      sigla: dono.sigla,
    });
    expect(r.status).toBe(200);
    await socket.aguardar((m) => m.tipo === 'saiu' && m.sala === sala);
    // The flow's public chat channel too.
    await socket.aguardar((m) => m.tipo === 'saiu' && m.sala === canal);

    // The owner's socket, still in the room, hears the next change; the colleague's does not.
    const socketDono = await conectarComSessao(dono.cookie, amb.sigla);
    socketDono.enviar({ acao: 'entrar', sala });
    await socketDono.aguardar((m) => m.tipo === 'entrou' && m.sala === sala);
    const nova = (await criarEtapa(dono, fluxo.id, 'Análise', [entrada.id])).Etapa;
    await socketDono.aguardar((m) => m.tipo === 'etapaCriada' && m.dados.idEtapa === nova.id);
    // Once the tenant's events are at rest and the colleague's socket answered a ping, a post of
    // that event to it would have arrived.
    await aguardarRepouso({ sigla: amb.sigla });
    await socket.emDia();
    expect(socket.recebidas.filter((m) => m.tipo === 'etapaCriada' && m.dados.idEtapa === nova.id)).toEqual([]);
    await Promise.all([socket.fechar(), socketDono.fechar()]);
  });
});
