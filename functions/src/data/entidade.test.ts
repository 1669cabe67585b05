import { randomUUID } from 'node:crypto';
import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
// The runtime's endpoints (inject), typed for this workspace's compile as for tests/.
import type {} from '../../../tests/support/provided';
import { depsDaTabela } from '../../../tests/support/tabela';
import { entidade, escrever, lerAte } from './entidade';
import { emLotesDeTransacao, transactEmSequencia, type TransactItem } from './transact';

/**
 * The entity helper's rules, against the DynamoDB Local of the test runtime: what a repository
 * gets when it writes through it (uniqueness, optimistic concurrency, parsing, cursors) and how
 * a change too big for one transaction is packed and committed.
 */
const deps = depsDaTabela();
const notaSchema = z.object({ id: z.string(), texto: z.string(), versao: z.number().int() });
const nota = entidade('NOTA_TESTE', notaSchema);
const particao = () => `T#TESTE#NOTAS#${randomUUID()}`;
const chave = (pk: string, id: string) => ({ pk, sk: `NOTA#${id}` });

describe('entidade: writes', () => {
  it('put-if-absent refuses a second put of the same key and keeps the first item', async () => {
    const pk = particao();
    expect(await escrever(deps, nota.inserir(deps, chave(pk, 'a'), { id: 'a', texto: 'primeira', versao: 1 }))).toBe(
      true,
    );
    expect(await escrever(deps, nota.inserir(deps, chave(pk, 'a'), { id: 'a', texto: 'segunda', versao: 1 }))).toBe(
      false,
    );
    expect(await nota.buscar(deps, chave(pk, 'a'), { consistente: true })).toEqual({
      id: 'a',
      texto: 'primeira',
      versao: 1,
    });
  });

  it('a conditional update applies on the state it was decided on and fails on a stale one', async () => {
    const pk = particao();
    await escrever(deps, nota.inserir(deps, chave(pk, 'a'), { id: 'a', texto: 'v1', versao: 1 }));
    const mudar = (texto: string, lida: number) =>
      nota.atualizar(
        deps,
        chave(pk, 'a'),
        { set: { texto }, add: { versao: 1 } },
        { existe: true, iguais: { versao: lida } },
      );
    expect(await escrever(deps, mudar('v2', 1))).toBe(true);
    expect(await escrever(deps, mudar('perdida', 1))).toBe(false);
    expect(await nota.buscar(deps, chave(pk, 'a'), { consistente: true })).toEqual({ id: 'a', texto: 'v2', versao: 2 });
    // existe: an update never creates the item it was meant to change.
    expect(await escrever(deps, nota.atualizar(deps, chave(pk, 'b'), { set: { texto: 'x' } }, { existe: true }))).toBe(
      false,
    );
    expect(await nota.buscar(deps, chave(pk, 'b'), { consistente: true })).toBeNull();
  });

  it('a conditional delete leaves the item when the condition no longer holds', async () => {
    const pk = particao();
    await escrever(deps, nota.inserir(deps, chave(pk, 'a'), { id: 'a', texto: 't', versao: 3 }));
    expect(await escrever(deps, nota.excluir(deps, chave(pk, 'a'), { iguais: { versao: 2 } }))).toBe(false);
    expect(await escrever(deps, nota.excluir(deps, chave(pk, 'a'), { iguais: { versao: 3 } }))).toBe(true);
    expect(await nota.buscar(deps, chave(pk, 'a'), { consistente: true })).toBeNull();
  });
});

describe('entidade: reads', () => {
  it('parses what it reads: an item that drifted from its schema fails at the read', async () => {
    const pk = particao();
    await escrever(deps, nota.gravar(deps, chave(pk, 'a'), { id: 'a', texto: 'sem versão' }));
    await expect(nota.buscar(deps, chave(pk, 'a'), { consistente: true })).rejects.toThrow(z.ZodError);
  });

  it('pages a partition with a cursor that stays inside it', async () => {
    const pk = particao();
    for (const id of ['1', '2', '3', '4', '5']) {
      await escrever(deps, nota.inserir(deps, chave(pk, id), { id, texto: id, versao: 1 }));
    }
    const consulta = { pk, prefixoSk: 'NOTA#', decrescente: true };
    const ids: string[] = [];
    let cursor: string | undefined;
    let paginas = 0;
    do {
      const p = await nota.pagina(deps, consulta, 2, cursor);
      ids.push(...p.itens.map((n) => n.id));
      cursor = p.proximoCursor ?? undefined;
      paginas++;
    } while (cursor && paginas < 10);
    expect(ids).toEqual(['5', '4', '3', '2', '1']);
    // A cursor naming a sort key outside the prefix is ignored: the first page again.
    const forjado = Buffer.from(JSON.stringify({ sk: 'SESSAO' })).toString('base64url');
    expect((await nota.pagina(deps, consulta, 2, forjado)).itens.map((n) => n.id)).toEqual(['5', '4']);
    expect((await lerAte(deps, consulta, 3, 'NOTA#4')).map((i) => i.id)).toEqual(['3', '2', '1']);
  });
});

describe('transactions too big for one', () => {
  it('packs groups into transactions of at most 100 writes, in order, never splitting a group', () => {
    const grupos = [[1, 2], [3], [4, 5, 6]];
    expect(emLotesDeTransacao(grupos, (g) => g.length)).toEqual([grupos]);
    const pessoas = Array.from({ length: 60 }, (_, i) => i);
    // Each costs 2 writes and every batch repeats 1 more: 49 per batch.
    expect(emLotesDeTransacao(pessoas, () => 2, 1).map((l) => l.length)).toEqual([49, 11]);
    expect(() => emLotesDeTransacao([Array(101).fill(0)], (g) => g.length)).toThrow();
  });

  it('commits 250 writes as 3 transactions in order, and stops at the first that fails', async () => {
    const pk = particao();
    const enviadas: number[] = [];
    const db = {
      send: (c: TransactWriteCommand) => {
        enviadas.push(c.input.TransactItems?.length ?? 0);
        return deps.db.send(c);
      },
    } as unknown as typeof deps.db;
    const inserir = (i: number): TransactItem[] => [
      nota.inserir(deps, chave(pk, String(i).padStart(3, '0')), { id: String(i), texto: 't', versao: 1 }),
    ];
    const grupos = Array.from({ length: 250 }, (_, i) => inserir(i));
    expect(await transactEmSequencia({ db }, grupos)).toBe(true);
    expect(enviadas).toEqual([100, 100, 50]);
    expect(await lerAte(deps, { pk, consistente: true }, 300)).toHaveLength(250);

    // The same change again on a fresh partition where item 150 already exists: the first
    // transaction commits, the second fails on its put-if-absent, the third is never sent.
    const pk2 = particao();
    await escrever(deps, nota.inserir(deps, chave(pk2, '150'), { id: 'x', texto: 'já estava', versao: 1 }));
    enviadas.length = 0;
    const grupos2 = Array.from({ length: 250 }, (_, i) => [
      nota.inserir(deps, chave(pk2, String(i).padStart(3, '0')), { id: String(i), texto: 't', versao: 1 }),
    ]);
    expect(await transactEmSequencia({ db }, grupos2)).toBe(false);
    expect(enviadas).toEqual([100, 100]);
    const gravados = await lerAte(deps, { pk: pk2, consistente: true }, 300);
    expect(gravados.map((i) => i.sk)).toEqual([
      ...Array.from({ length: 100 }, (_, i) => `NOTA#${String(i).padStart(3, '0')}`),
      'NOTA#150',
    ]);
  });
});
