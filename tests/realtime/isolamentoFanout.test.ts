import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { salaNotificacao } from '@wf/shared/realtime';
import { conexaoKeys, conexoesDaSala } from '../../functions/src/data/repositories/conexaoRepository';
import type { AmbienteDeTeste } from '../api/support/ambientes';
import { aguardarRepouso } from '../support/repouso';
import { depsDaTabela } from '../support/tabela';
import { conectarComSessao } from './support/socket';
import { novoAmbiente, pessoaConectavel } from './support/sessoes';

/**
 * The fan-out never posts a tenant's event to a connection of another tenant, even when a
 * membership item says it is in the room: the item records its connection's tenant and the
 * fan-out reads it back.
 */
let ambA: AmbienteDeTeste;
let ambB: AmbienteDeTeste;
const tabela = depsDaTabela();
beforeAll(async () => {
  [ambA, ambB] = await Promise.all([novoAmbiente(), novoAmbiente()]);
});

describe('fan-out across tenants', () => {
  it("skips a membership in one tenant's room whose connection is of another tenant", async () => {
    const ana = await pessoaConectavel(ambA, 'Ana Tenant A');
    const beto = await pessoaConectavel(ambB, 'Beto Tenant B');
    const socketAna = await conectarComSessao(ana.cookie, ambA.sigla);
    const socketBeto = await conectarComSessao(beto.cookie, ambB.sigla);
    const [idBeto] = await conexoesDaSala(tabela, ambB.sigla, salaNotificacao(ambB.sigla, beto.usuarioId));
    expect(idBeto).toBeDefined();

    // Beto's live connection (tenant B) listed in Ana's room of tenant A.
    const salaAna = salaNotificacao(ambA.sigla, ana.usuarioId);
    await tabela.db.send(
      new PutCommand({
        TableName: tabela.tableName,
        Item: {
          pk: conexaoKeys.pkSala(ambA.sigla, salaAna),
          sk: conexaoKeys.skMembro(idBeto as string),
          entidade: 'MEMBRO_SALA',
          connectionId: idBeto,
          sigla: ambB.sigla,
          usuarioId: beto.usuarioId,
          expiraEm: 2_000_000_000,
        },
      }),
    );

    expect((await ana.http.put('/api/usuario/atualizar', { nome: 'Ana A' }, { sigla: ambA.sigla })).status).toBe(200);
    await socketAna.aguardar((m) => m.tipo === 'usuarioAtualizado');
    // Tenant A's events at rest (the fan-out's posts done), then Beto's socket answered a ping:
    // a post of Ana's event to it would have arrived before the pong.
    await aguardarRepouso({ sigla: ambA.sigla });
    await socketBeto.emDia();

    expect(socketBeto.recebidas.filter((m) => JSON.stringify(m).includes(ana.usuarioId))).toEqual([]);
    await Promise.all([socketAna.fechar(), socketBeto.fechar()]);
  });
});
