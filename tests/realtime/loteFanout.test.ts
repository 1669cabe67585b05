import { randomUUID } from 'node:crypto';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { lerEvento, type EventoLido } from '@wf/shared/events';
import { nomeSala, TIPO_LOTE } from '@wf/shared/realtime';
import type { AppDeps } from '../../functions/src/kernel/deps';
import { conexaoKeys, entrarNaSala, membrosDaSala } from '../../functions/src/data/repositories/conexaoRepository';
import { entregarLote } from '../../functions/src/domains/realtime/services/fanoutService';
import { localCredentials } from '../../infra/local/dynamoDbLocal';
import { LOCAL_NAMES } from '../../infra/local/handlerEnvironment';
import type { AmbienteDeTeste } from '../api/support/ambientes';
import { aguardarRepouso } from '../support/repouso';
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
  const r = await ana.http.post(
    '/api/fluxos/inserir',
    { Fluxo: { descricao, icone: 'RocketOutlined', detalhes: 'Lote' } },
    { sigla: amb.sigla },
  );
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

    const lote = [
      fluxoAtualizado(f1, 'A'),
      fluxoAtualizado(f2, 'B'),
      fluxoAtualizado(f1, 'C'),
      fluxoAtualizado(f1, 'D'),
    ];
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
    expect(novos2.find((q) => q.tipo === 'fluxoAtualizado')).toMatchObject({
      sala: nomeSala('FLUXO', amb.sigla, f2),
      dados: { descricao: 'B' },
    });
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

  it('posts to every socket of the room exactly once', async () => {
    const fluxo = await novoFluxo('Todos uma vez');
    const sockets = await Promise.all(Array.from({ length: 8 }, () => conectarComSessao(ana.cookie, amb.sigla)));
    for (const s of sockets) await naSalaDoFluxo(s, fluxo);
    const deps = depsCom(inject('endpoints').wsManagement);
    expect(await membrosDaSala(deps, amb.sigla, nomeSala('FLUXO', amb.sigla, fluxo))).toHaveLength(8);
    const antes = sockets.map((s) => s.quadros.length);
    const recebidos = () =>
      sockets.map(
        (s, i) =>
          s.quadros.slice(antes[i]).filter((q) => q.tipo === 'fluxoAtualizado' && q.dados.descricao === 'P').length,
      );

    expect(await entregarLote(deps, [fluxoAtualizado(fluxo, 'P')])).toEqual(new Set());
    for (const s of sockets) await s.aguardar((m) => m.tipo === 'fluxoAtualizado' && m.dados.descricao === 'P');
    // After each socket's pong, a post too many (twice to one socket) would have arrived.
    await Promise.all(sockets.map((s) => s.emDia()));
    expect(recebidos()).toEqual(sockets.map(() => 1));
    await Promise.all(sockets.map((s) => s.fechar()));
  });
});

/**
 * The fan-out reads each room of a batch with one strongly consistent Query of its members, so
 * every join, leave and removal counts from the next event on, and nothing is kept between batches.
 */
describe("the fan-out's reading of a room's members", () => {
  /** deps whose DynamoDB commands are counted by name. */
  function contandoComandos() {
    const deps = depsCom(inject('endpoints').wsManagement);
    const comandos: string[] = [];
    const db = deps.db;
    const contado = {
      send: (c: { constructor: { name: string } }) => (comandos.push(c.constructor.name), db.send(c as never)),
    };
    return { deps: { ...deps, db: contado } as unknown as AppDeps, comandos };
  }
  const ouviu = (s: SocketDeTeste, descricao: string) =>
    s.recebidas.some(
      (m) => m.tipo === 'fluxoAtualizado' && (m.dados as { descricao?: string }).descricao === descricao,
    );

  it('reads the room with one Query per event batch, and hears a join or leave from the next event', async () => {
    const fluxo = await novoFluxo('Uma leitura');
    const sala = nomeSala('FLUXO', amb.sigla, fluxo);
    const [a, b] = [await conectarComSessao(ana.cookie, amb.sigla), await conectarComSessao(ana.cookie, amb.sigla)];
    await naSalaDoFluxo(a, fluxo);
    const { deps, comandos } = contandoComandos();
    const entregar = async (descricao: string) => {
      comandos.length = 0;
      expect(await entregarLote(deps, [fluxoAtualizado(fluxo, descricao)])).toEqual(new Set());
      // entregarLote answers once its posts are made: after each socket's pong, they have arrived.
      await Promise.all([a, b].map((s) => s.emDia()));
      return [...comandos];
    };

    expect(await entregar('1')).toEqual(['QueryCommand']);
    expect(await entregar('2')).toEqual(['QueryCommand']);
    expect([ouviu(a, '1'), ouviu(a, '2'), ouviu(b, '2')]).toEqual([true, true, false]);

    await naSalaDoFluxo(b, fluxo);
    expect(await entregar('3')).toEqual(['QueryCommand']);
    expect([ouviu(a, '3'), ouviu(b, '3')]).toEqual([true, true]);

    a.enviar({ acao: 'sair', sala });
    await a.aguardar((m) => m.tipo === 'saiu' && m.sala === sala);
    expect(await entregar('4')).toEqual(['QueryCommand']);
    expect([ouviu(a, '4'), ouviu(b, '4')]).toEqual([false, true]);
    await Promise.all([a.fechar(), b.fechar()]);
  });

  it('fails a membership write that collides with another of the same connection, rather than answer a join not written', async () => {
    const fluxo = await novoFluxo('Colisões');
    const sala = nomeSala('FLUXO', amb.sigla, fluxo);
    const deps = depsDaTabela();
    let tentativas = 0;
    // The real client, whose transaction loses the race DynamoDB reports as TransactionConflict.
    const colidindo = {
      ...deps,
      db: {
        send: (c: { constructor: { name: string } }) => {
          if (c.constructor.name !== 'TransactWriteCommand') return deps.db.send(c as never);
          tentativas += 1;
          return Promise.reject(
            new TransactionCanceledException({
              message: 'Transaction cancelled',
              $metadata: {},
              CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
            }),
          );
        },
      },
    } as unknown as typeof deps;
    const conexao = {
      connectionId: 'perdeu=',
      sigla: amb.sigla,
      usuarioId: ana.usuarioId,
      conectadoEm: new Date().toISOString(),
      expiraEm: Math.floor(Date.now() / 1000) + 3600,
    };

    await expect(entrarNaSala(colidindo, conexao, sala)).rejects.toThrow(/conflito/);
    expect(tentativas).toBe(1);
    expect(await membrosDaSala(deps, amb.sigla, sala)).toEqual([]);
  });

  it("drops a gone socket's membership when its post answers 410, and posts to the others", async () => {
    const fluxo = await novoFluxo('Sumida');
    const sala = nomeSala('FLUXO', amb.sigla, fluxo);
    const a = await conectarComSessao(ana.cookie, amb.sigla);
    await naSalaDoFluxo(a, fluxo);
    // The flow's creation fanned out first: late, it would meet the gone member below and drop it.
    await aguardarRepouso({ sigla: amb.sigla });
    const { deps } = contandoComandos();
    // A membership whose socket is gone with no $disconnect (as after a crash): the post answers 410.
    await deps.db.send(
      new PutCommand({
        TableName: LOCAL_NAMES.tableName,
        Item: {
          pk: conexaoKeys.pkSala(amb.sigla, sala),
          sk: conexaoKeys.skMembro('sumida='),
          entidade: 'MEMBRO_SALA',
          connectionId: 'sumida=',
          sigla: amb.sigla,
        },
      }),
    );
    expect((await membrosDaSala(deps, amb.sigla, sala)).map((m) => m.connectionId)).toContain('sumida=');

    expect(await entregarLote(deps, [fluxoAtualizado(fluxo, 'depois')])).toEqual(new Set());
    expect((await membrosDaSala(deps, amb.sigla, sala)).map((m) => m.connectionId)).not.toContain('sumida=');
    await a.aguardar((m) => m.tipo === 'fluxoAtualizado' && m.dados.descricao === 'depois');
    await a.fechar();
  });
});
