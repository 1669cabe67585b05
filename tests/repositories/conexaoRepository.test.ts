import { beforeAll, describe, expect, it } from 'vitest';
import {
  DURACAO_CONEXAO_SEGUNDOS,
  entrarNaSala,
  membrosDaSala,
  removerConexaoSumida,
  salvarConexao,
  type Conexao,
} from '../../functions/src/data/repositories/conexaoRepository';
import { chavesForaDoTenant, doisTenants, itensComMarca } from '../support/doisTenants';
import { tabelaPropria } from '../support/tabela';

/**
 * Realtime rooms keyed by tenant: a room of the same name under tenant B holds none of tenant A's
 * members, and B's removals leave A's members, against the real DynamoDB Local. (Room names carry
 * the tenant too, and membrosDaSala also drops members of another tenant: a room key without the
 * tenant shows in the raw keys.) The
 * connection items themselves are keyed by API Gateway's id alone, by design (docs/data-model.md).
 */

const deps = await tabelaPropria();
const { A, B, ids } = doisTenants();
const sala = `FLUXO:MESMA:${ids.fluxo}`;
const conexaoEm = (sigla: string, connectionId: string): Conexao & { sessaoId: string } => ({
  connectionId,
  sigla,
  sessaoId: ids.sessao,
  usuarioId: ids.usuario,
  conectadoEm: new Date().toISOString(),
  expiraEm: Math.floor(Date.now() / 1000) + DURACAO_CONEXAO_SEGUNDOS,
});
const conexaoA = conexaoEm(A, `a-${ids.sessao}`);

beforeAll(async () => {
  await salvarConexao(deps, conexaoA);
  await entrarNaSala(deps, conexaoA, sala);
});

describe('realtime rooms of the same name in two tenants', () => {
  it("A's room has A's connection (so the checks below are not vacuous)", async () => {
    expect(await membrosDaSala(deps, A, sala)).toEqual([
      expect.objectContaining({ connectionId: conexaoA.connectionId, usuarioId: ids.usuario }),
    ]);
  });

  it('the same room under tenant B has no member', async () => {
    expect(await membrosDaSala(deps, B, sala)).toEqual([]);
  });

  it("stores the room's membership under A's prefix, and nothing else of the room", async () => {
    const daSala = (await itensComMarca(deps, ids.fluxo)).filter((i) => i.entidade !== 'CONEXAO_SALA');
    expect(daSala.map((i) => i.entidade).sort()).toEqual(['MEMBRO_SALA']);
    expect(chavesForaDoTenant(daSala, A)).toEqual([]);
  });

  it("tenant B removing the same connection from the same room leaves A's membership", async () => {
    await removerConexaoSumida(deps, B, sala, `b-${ids.sessao}`);
    expect(await membrosDaSala(deps, A, sala)).toEqual([
      expect.objectContaining({ connectionId: conexaoA.connectionId, usuarioId: ids.usuario }),
    ]);
  });
});
