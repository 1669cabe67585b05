import { beforeAll, describe, expect, it } from 'vitest';
import {
  buscarNotificacao,
  contarNaoLidas,
  inserirNotificacaoItens,
  listarNaoLidas,
  marcarLidasItens,
  paginaDeNotificacoes,
} from '../../functions/src/data/repositories/notificacaoRepository';
import { transact } from '../../functions/src/data/transact';
import {
  idDaNotificacao,
  type NotificacaoArmazenada,
} from '../../functions/src/domains/notificacoes/entities/notificacao';
import { chavesForaDoTenant, doisTenants, itensComMarca } from '../support/doisTenants';
import { tabelaPropria } from '../support/tabela';

/**
 * A person's notifications keyed by tenant and user: the same user id (and the same notification,
 * card and flow ids) under tenant B reads, counts and marks nothing of tenant A's, against the
 * real DynamoDB Local.
 */

const deps = await tabelaPropria();
const { A, B, ids } = doisTenants();
const agora = new Date();
const notificacao = (titulo: string): NotificacaoArmazenada => ({
  id: idDaNotificacao(agora.toISOString(), ids.outro),
  usuarioId: ids.usuario,
  titulo,
  mensagem: 'Você foi marcado como responsável',
  msgLida: 'N',
  dataHoraRegistro: agora.toISOString(),
  idInstancia: ids.card,
  idFluxo: ids.fluxo,
  idEvento: ids.outro,
});
const naA = notificacao('Em A');
const lida = [{ id: naA.id, idInstancia: ids.card }];
const expira = Math.floor(agora.getTime() / 1000) + 3600;

async function caixaDe(sigla: string) {
  return {
    titulos: (await paginaDeNotificacoes(deps, sigla, ids.usuario, 10)).itens.map((n) => n.titulo),
    naoLidas: await listarNaoLidas(deps, sigla, ids.usuario, 10),
    contador: await contarNaoLidas(deps, sigla, ids.usuario),
  };
}

beforeAll(async () => {
  expect(await transact(deps, inserirNotificacaoItens(deps, A, naA))).toBe(true);
});

describe('notifications with the same user and ids in two tenants', () => {
  it("A's person has it unread under A (so the checks below are not vacuous)", async () => {
    expect(await caixaDe(A)).toEqual({ titulos: ['Em A'], naoLidas: lida, contador: 1 });
  });

  it('the same user id under tenant B reads and counts nothing', async () => {
    expect(await buscarNotificacao(deps, B, ids.usuario, naA.id)).toBeNull();
    expect(await caixaDe(B)).toEqual({ titulos: [], naoLidas: [], contador: 0 });
  });

  it("tenant B marks nothing of A's read", async () => {
    expect(await transact(deps, marcarLidasItens(deps, B, ids.usuario, lida, expira))).toBe(false);
    expect(await caixaDe(A)).toEqual({ titulos: ['Em A'], naoLidas: lida, contador: 1 });
  });

  it("stores A's notification, marker and count under A's prefix", async () => {
    const itens = await itensComMarca(deps, ids.usuario);
    expect(itens.map((i) => i.entidade).sort()).toEqual([
      'NOTIFICACAO',
      'NOTIFICACAO_CONTADOR',
      'NOTIFICACAO_NAO_LIDA',
    ]);
    expect(chavesForaDoTenant(itens, A)).toEqual([]);
  });

  it("B's notification of the same ids lives beside A's; marking it read under B leaves A's unread", async () => {
    expect(await transact(deps, inserirNotificacaoItens(deps, B, notificacao('Em B')))).toBe(true);
    expect(await transact(deps, marcarLidasItens(deps, B, ids.usuario, lida, expira))).toBe(true);

    expect(await caixaDe(A)).toEqual({ titulos: ['Em A'], naoLidas: lida, contador: 1 });
    expect(await caixaDe(B)).toEqual({ titulos: ['Em B'], naoLidas: [], contador: 0 });
  });
});
