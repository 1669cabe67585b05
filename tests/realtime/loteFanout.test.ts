import { randomUUID } from 'node:crypto';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { lerEvento, type EventoLido } from '@wf/shared/events';
import { nomeSala, TIPO_LOTE } from '@wf/shared/realtime';
import type { AppDeps } from '../../functions/src/kernel/deps';
import {
  conexaoKeys,
  entrarNaSala,
  membrosDaSala,
  TENTATIVAS_NA_SALA,
  versaoDaSala,
} from '../../functions/src/data/repositories/conexaoRepository';
import { MAX_SALAS, membrosDaSalaEmCache } from '../../functions/src/domains/realtime/membrosEmCache';
import { entregarLote } from '../../functions/src/domains/realtime/services/fanoutService';
import { naParte } from '../../functions/src/events/partesDoLote';
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

  it("posts a part's invocation to its share of the room only: the parts together reach every socket once", async () => {
    const fluxo = await novoFluxo('Em partes');
    const sockets = await Promise.all(Array.from({ length: 8 }, () => conectarComSessao(ana.cookie, amb.sigla)));
    for (const s of sockets) await naSalaDoFluxo(s, fluxo);
    const deps = depsCom(inject('endpoints').wsManagement);
    const membros = await membrosDaSala(deps, amb.sigla, nomeSala('FLUXO', amb.sigla, fluxo));
    expect(membros).toHaveLength(8);
    const antes = sockets.map((s) => s.quadros.length);
    const recebidos = () =>
      sockets.map((s, i) => s.quadros.slice(antes[i]).filter((q) => q.tipo === 'fluxoAtualizado' && q.dados.descricao === 'P').length);
    const soma = () => recebidos().reduce((a, b) => a + b, 0);
    const esperarSoma = async (n: number) => {
      for (const limite = Date.now() + 5000; soma() < n && Date.now() < limite; ) await new Promise((r) => setTimeout(r, 20));
      // Time for a post too many to arrive, too.
      await new Promise((r) => setTimeout(r, 150));
    };
    const evento = fluxoAtualizado(fluxo, 'P');
    const [parte0, parte1] = [0, 1].map((indice) => ({ indice, de: 2 }));

    expect(await entregarLote(deps, [evento], parte0)).toEqual(new Set());
    const daParte0 = membros.filter((m) => naParte(m.connectionId, parte0)).length;
    await esperarSoma(daParte0);
    expect(soma()).toBe(daParte0);

    expect(await entregarLote(deps, [evento], parte1)).toEqual(new Set());
    await esperarSoma(8);
    expect(recebidos()).toEqual(sockets.map(() => 1));
    await Promise.all(sockets.map((s) => s.fechar()));
  });
});

/**
 * The fan-out keeps a room's members while the room's version stays the same (membrosEmCache.ts):
 * every join, leave and removal writes a new version, so no change of members is ever missed, and
 * an unchanged room costs one GetItem per event, not a Query of all its members.
 */
describe("the fan-out's members kept by the room's version", () => {
  /** deps whose DynamoDB commands are counted by name. */
  function contandoComandos() {
    const deps = depsCom(inject('endpoints').wsManagement);
    const comandos: string[] = [];
    const db = deps.db;
    const contado = { send: (c: { constructor: { name: string } }) => (comandos.push(c.constructor.name), db.send(c as never)) };
    return { deps: { ...deps, db: contado } as unknown as AppDeps, comandos };
  }
  const ouviu = (s: SocketDeTeste, descricao: string) =>
    s.recebidas.some((m) => m.tipo === 'fluxoAtualizado' && (m.dados as { descricao?: string }).descricao === descricao);
  const umPouco = () => new Promise((r) => setTimeout(r, 200));

  it('writes a new, never repeated version with every join, leave and removal of a member', async () => {
    const fluxo = await novoFluxo('Versões');
    const sala = nomeSala('FLUXO', amb.sigla, fluxo);
    const deps = depsDaTabela();
    const versoes = [await versaoDaSala(deps, amb.sigla, sala)];
    expect(versoes[0]).toBeNull();
    const [a, b] = [await conectarComSessao(ana.cookie, amb.sigla), await conectarComSessao(ana.cookie, amb.sigla)];
    await naSalaDoFluxo(a, fluxo);
    versoes.push(await versaoDaSala(deps, amb.sigla, sala));
    await naSalaDoFluxo(b, fluxo);
    versoes.push(await versaoDaSala(deps, amb.sigla, sala));
    a.enviar({ acao: 'sair', sala });
    await a.aguardar((m) => m.tipo === 'saiu' && m.sala === sala);
    versoes.push(await versaoDaSala(deps, amb.sigla, sala));
    await b.fechar();
    for (const limite = Date.now() + 5000; (await membrosDaSala(deps, amb.sigla, sala)).length > 0 && Date.now() < limite; ) await umPouco();
    versoes.push(await versaoDaSala(deps, amb.sigla, sala));

    expect(versoes.slice(1).every((v) => typeof v === 'string')).toBe(true);
    expect(new Set(versoes).size).toBe(versoes.length);
    await a.fechar();
  });

  it("tries a membership again when it collides with another write of the room's version, and fails rather than answer a join not written", async () => {
    const fluxo = await novoFluxo('Colisões');
    const sala = nomeSala('FLUXO', amb.sigla, fluxo);
    const deps = depsDaTabela();
    let colisoes = 0;
    let tentativas = 0;
    // The real client, whose first transactions lose the race DynamoDB reports as TransactionConflict.
    const colidindo = {
      ...deps,
      db: {
        send: (c: { constructor: { name: string } }) => {
          if (c.constructor.name !== 'TransactWriteCommand') return deps.db.send(c as never);
          tentativas += 1;
          if (colisoes <= 0) return deps.db.send(c as never);
          colisoes -= 1;
          return Promise.reject(
            new TransactionCanceledException({
              message: 'Transaction cancelled',
              $metadata: {},
              CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'TransactionConflict' }],
            }),
          );
        },
      },
    } as unknown as typeof deps;
    const conexao = (id: string) => ({
      connectionId: id,
      sigla: amb.sigla,
      usuarioId: ana.usuarioId,
      conectadoEm: new Date().toISOString(),
      expiraEm: Math.floor(Date.now() / 1000) + 3600,
    });
    const ids = async () => (await membrosDaSala(deps, amb.sigla, sala)).map((m) => m.connectionId);

    colisoes = TENTATIVAS_NA_SALA - 1;
    await entrarNaSala(colidindo, conexao('colidiu='), sala);
    expect(tentativas).toBe(TENTATIVAS_NA_SALA);
    expect(await ids()).toEqual(['colidiu=']);
    expect(await versaoDaSala(deps, amb.sigla, sala)).toEqual(expect.any(String));

    [colisoes, tentativas] = [TENTATIVAS_NA_SALA, 0];
    await expect(entrarNaSala(colidindo, conexao('perdeu='), sala)).rejects.toThrow(/conflito/);
    expect(tentativas).toBe(TENTATIVAS_NA_SALA);
    expect(await ids()).toEqual(['colidiu=']);
  });

  it('reads an unchanged room with one GetItem per event, and reads it again once a member joins or leaves', async () => {
    const fluxo = await novoFluxo('Em cache');
    const sala = nomeSala('FLUXO', amb.sigla, fluxo);
    const [a, b] = [await conectarComSessao(ana.cookie, amb.sigla), await conectarComSessao(ana.cookie, amb.sigla)];
    await naSalaDoFluxo(a, fluxo);
    const { deps, comandos } = contandoComandos();
    const entregar = async (descricao: string) => {
      comandos.length = 0;
      expect(await entregarLote(deps, [fluxoAtualizado(fluxo, descricao)])).toEqual(new Set());
      await umPouco();
      return [...comandos];
    };

    expect(await entregar('1')).toEqual(['GetCommand', 'QueryCommand']);
    expect(await entregar('2')).toEqual(['GetCommand']);
    expect([ouviu(a, '1'), ouviu(a, '2'), ouviu(b, '2')]).toEqual([true, true, false]);

    await naSalaDoFluxo(b, fluxo);
    expect(await entregar('3')).toEqual(['GetCommand', 'QueryCommand']);
    expect([ouviu(a, '3'), ouviu(b, '3')]).toEqual([true, true]);

    a.enviar({ acao: 'sair', sala });
    await a.aguardar((m) => m.tipo === 'saiu' && m.sala === sala);
    expect(await entregar('4')).toEqual(['GetCommand', 'QueryCommand']);
    expect([ouviu(a, '4'), ouviu(b, '4')]).toEqual([false, true]);
    expect(await entregar('5')).toEqual(['GetCommand']);
    expect(ouviu(b, '5')).toBe(true);
    await Promise.all([a.fechar(), b.fechar()]);
  });

  it('keeps at most MAX_SALAS rooms: the least recently used one is read again, the others are not', async () => {
    const { deps, comandos } = contandoComandos();
    const sigla = amb.sigla;
    const salas = Array.from({ length: MAX_SALAS + 1 }, () => nomeSala('FLUXO', sigla, randomUUID()));
    const conexao = { connectionId: 'lru=', sigla, usuarioId: ana.usuarioId, conectadoEm: new Date().toISOString(), expiraEm: Math.floor(Date.now() / 1000) + 3600 };
    // Rooms with a version (one member each), written straight through the repository.
    for (let i = 0; i < salas.length; i += 25) await Promise.all(salas.slice(i, i + 25).map((sala) => entrarNaSala(deps, conexao, sala)));
    const ler = async (sala: string) => {
      comandos.length = 0;
      expect(await membrosDaSalaEmCache(deps, sigla, sala)).toEqual([{ connectionId: 'lru=', usuarioId: ana.usuarioId, expiraEm: conexao.expiraEm }]);
      return [...comandos];
    };

    // The first MAX_SALAS fill it; reading the first again makes it the most recently used.
    for (const sala of salas.slice(0, MAX_SALAS)) await ler(sala);
    expect(await ler(salas[0])).toEqual(['GetCommand']);
    // One more room pushes out the least recently used: the second, not the first.
    expect(await ler(salas[MAX_SALAS])).toEqual(['GetCommand', 'QueryCommand']);
    expect(await ler(salas[0])).toEqual(['GetCommand']);
    expect(await ler(salas[1])).toEqual(['GetCommand', 'QueryCommand']);
  });

  it("drops a gone socket's membership and version, so the next event reads the room again", async () => {
    const fluxo = await novoFluxo('Sumida');
    const sala = nomeSala('FLUXO', amb.sigla, fluxo);
    const a = await conectarComSessao(ana.cookie, amb.sigla);
    await naSalaDoFluxo(a, fluxo);
    const { deps, comandos } = contandoComandos();
    await entregarLote(deps, [fluxoAtualizado(fluxo, 'antes')]);
    const versao = await versaoDaSala(deps, amb.sigla, sala);
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
    // Written behind the repository's back, the version did not change: the kept members still serve.
    comandos.length = 0;
    await entregarLote(deps, [fluxoAtualizado(fluxo, 'mantida')]);
    expect(comandos).toEqual(['GetCommand']);

    // With a new version (as any join writes), the room is read again, the gone socket posted to
    // and removed, with a version of its own.
    await deps.db.send(
      new UpdateCommand({
        TableName: LOCAL_NAMES.tableName,
        Key: { pk: conexaoKeys.pkSala(amb.sigla, sala), sk: conexaoKeys.skVersao() },
        UpdateExpression: 'SET versao = :v',
        ExpressionAttributeValues: { ':v': 'outra' },
      }),
    );
    await entregarLote(deps, [fluxoAtualizado(fluxo, 'depois')]);
    expect((await membrosDaSala(deps, amb.sigla, sala)).map((m) => m.connectionId)).not.toContain('sumida=');
    expect(await versaoDaSala(deps, amb.sigla, sala)).not.toBe('outra');
    expect(await versaoDaSala(deps, amb.sigla, sala)).not.toBe(versao);
    await a.aguardar((m) => m.tipo === 'fluxoAtualizado' && m.dados.descricao === 'depois');
    await a.fechar();
  });
});
