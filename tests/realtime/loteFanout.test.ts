import { randomUUID } from 'node:crypto';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { lerEvento, type EventoLido } from '@wf/shared/events';
import { nomeSala, TIPO_LOTE } from '@wf/shared/realtime';
import type { AppDeps } from '../../functions/src/app/deps';
import { entregarLote } from '../../functions/src/domains/realtime/services/fanoutService';
import { localCredentials } from '../../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../../infra/local/handlerEnvironment';
import type { AmbienteDeTeste } from '../api/support/ambientes';
import { depsDaTabela } from '../support/tabela';
import { conectarComSessao, type SocketDeTeste } from './support/socket';
import { novoAmbiente, pessoaConectavel, type PessoaConectavel } from './support/sessoes';

/**
 * The fan-out is fed in batches: a room's sockets get ONE post for all the batch's events of that
 * room, in order, and a batch answers which of its events must be delivered again.
 */
let amb: AmbienteDeTeste;
let ana: PessoaConectavel;
beforeAll(async () => {
  amb = await novoAmbiente();
  ana = await pessoaConectavel(amb, 'Ana Lote');
});

const depsCom = (wsManagementEndpoint: string): AppDeps =>
  ({
    ...depsDaTabela(),
    env: { wsManagementEndpoint, region: LOCAL_NAMES.region },
    wsManagement: new ApiGatewayManagementApiClient({
      endpoint: wsManagementEndpoint,
      region: LOCAL_NAMES.region,
      credentials: localCredentials,
      maxAttempts: 1,
    }),
  }) as unknown as AppDeps;

function fluxoAtualizado(idFluxo: string, descricao: string): EventoLido {
  const evento = lerEvento('fluxoAtualizado', {
    idEvento: randomUUID(),
    sigla: amb.sigla,
    ocorridoEm: new Date().toISOString(),
    idFluxo,
    alteradoPor: ana.email,
    descricao,
    alteracao: 'renomeado',
  });
  if (!evento) throw new Error('evento fora do contrato');
  return evento;
}

async function naSalaDoFluxo(socket: SocketDeTeste, idFluxo: string): Promise<void> {
  const sala = nomeSala('FLUXO', amb.sigla, idFluxo);
  socket.enviar({ acao: 'entrar', sala });
  await socket.aguardar((m) => m.tipo === 'entrou' && m.sala === sala);
}

async function novoFluxo(descricao: string): Promise<string> {
  const r = await ana.http.post('/api/fluxos/inserir', { Fluxo: { descricao, icone: 'RocketOutlined', detalhes: 'Lote' } }, { sigla: amb.sigla });
  expect(r.status).toBe(201);
  return (r.body as { Fluxo: { id: string } }).Fluxo.id;
}

describe('fan-out in batches', () => {
  it("posts each room's events of a batch in one message per socket, in order", async () => {
    const [f1, f2] = [await novoFluxo('Lote um'), await novoFluxo('Lote dois')];
    const [s1, s2] = [await conectarComSessao(ana.cookie, amb.sigla), await conectarComSessao(ana.cookie, amb.sigla)];
    await naSalaDoFluxo(s1, f1);
    await naSalaDoFluxo(s2, f1);
    await naSalaDoFluxo(s2, f2);
    const antes = [s1.quadros.length, s2.quadros.length];

    const lote = [fluxoAtualizado(f1, 'A'), fluxoAtualizado(f2, 'B'), fluxoAtualizado(f1, 'C'), fluxoAtualizado(f1, 'D')];
    expect(await entregarLote(depsCom(inject('endpoints').wsManagement), lote)).toEqual(new Set());

    await s2.aguardar((m) => m.tipo === 'fluxoAtualizado' && m.dados.descricao === 'B');
    await s1.aguardar((m) => m.tipo === 'fluxoAtualizado' && m.dados.descricao === 'D');
    await s2.aguardar((m) => m.tipo === 'fluxoAtualizado' && m.dados.descricao === 'D');
    // s1 is in f1's room only: one post with A, C, D. s2 hears both rooms: one post each.
    const novos1 = s1.quadros.slice(antes[0]);
    expect(novos1).toHaveLength(1);
    expect(novos1[0]).toMatchObject({ tipo: TIPO_LOTE, sala: nomeSala('FLUXO', amb.sigla, f1) });
    const descricoes = (q: (typeof novos1)[number] | undefined) =>
      q?.tipo === TIPO_LOTE ? q.mensagens.map((m) => (m.dados as { descricao?: string }).descricao) : [];
    expect(descricoes(novos1[0])).toEqual(['A', 'C', 'D']);
    const novos2 = s2.quadros.slice(antes[1]);
    expect(novos2).toHaveLength(2);
    // A room with one event of the batch gets that event alone, as before batches.
    expect(novos2.find((q) => q.tipo === 'fluxoAtualizado')).toMatchObject({ sala: nomeSala('FLUXO', amb.sigla, f2), dados: { descricao: 'B' } });
    expect(descricoes(novos2.find((q) => q.tipo === TIPO_LOTE))).toEqual(['A', 'C', 'D']);
    await Promise.all([s1.fechar(), s2.fechar()]);
  });

  it('answers the events of every room it could not post to, and only those', async () => {
    const [ouvido, vazio] = [await novoFluxo('Com ouvinte'), await novoFluxo('Sem ouvinte')];
    const socket = await conectarComSessao(ana.cookie, amb.sigla);
    await naSalaDoFluxo(socket, ouvido);
    const [e1, e2, e3] = [fluxoAtualizado(ouvido, 'X'), fluxoAtualizado(vazio, 'Y'), fluxoAtualizado(ouvido, 'Z')];
    // An @connections endpoint that refuses every connection: the room with a socket fails, the empty one does not.
    const falhas = await entregarLote(depsCom('http://127.0.0.1:9'), [e1, e2, e3]);
    expect(falhas).toEqual(new Set([e1.detalhe.idEvento, e3.detalhe.idEvento]));
    await socket.fechar();
  });
});
