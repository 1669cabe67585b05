import { randomUUID } from 'node:crypto';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDeps, type AppDeps } from '../../functions/src/kernel/deps';
import { readEnvironment } from '../../functions/src/kernel/environment';
import { buscarFluxo, excluirFluxoItem } from '../../functions/src/data/repositories/fluxoRepository';
import { regraKeys } from '../../functions/src/data/repositories/regraRepository';
import { transact } from '../../functions/src/data/transact';
import { limparPassoDoFluxo } from '../../functions/src/domains/fluxos/services/limpezaFluxoService';
import { limpezaDoPainel } from '../../functions/src/domains/painel/services/limpezaPainelDoFluxo';
import { limparRegraExcluida } from '../../functions/src/domains/regras/services/limpezaRegraService';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';
import { ambienteComDono, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { criarCard, moverCard } from './support/instancias';
import { aguardarExecucoes, criarRegra, jsonRegra } from './support/regras';

/**
 * Deleting a flow removes its rules, their index items (the active rules' and the blocking
 * rules' copies) and their execution records, in the flow clean-up's bounded steps; deleting a
 * rule removes its execution records in bounded steps after the answer (limpezaRegraContinuar).
 * Checked through the table's access patterns: each rule's partition, the flow's rules in gsi1,
 * the flow's active-rules partition; another flow's and another rule's untouched.
 */
const tabela = depsDaTabela();
let dono: Pessoa;
const s = () => ({ sigla: dono.sigla });

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const depsDoConsumidor = (): AppDeps => ({
  ...buildDeps(readEnvironment(handlerEnvironment(inject('endpoints')))),
  ...tabela,
});

const contar = async (q: { pk: string; indice?: 'gsi1' }) => {
  const r = await tabela.db.send(
    new QueryCommand({
      TableName: tabela.tableName,
      IndexName: q.indice,
      KeyConditionExpression: `${q.indice ? 'gsi1pk' : 'pk'} = :pk`,
      ExpressionAttributeValues: { ':pk': q.pk },
      Select: 'COUNT',
      ConsistentRead: q.indice ? undefined : true,
    }),
  );
  return r.Count ?? 0;
};
const itensDaRegra = (idRegra: string) => contar({ pk: regraKeys.pk(dono.sigla, idRegra) });

/** A flow with an active rule (comment on entering B) run `n` times, an active blocking rule and an inactive one. */
async function fluxoComRegras(n: number) {
  const f = await fluxoComTresEtapas(dono);
  const ativa = await criarRegra(dono, f.fluxo.id, jsonRegra({ idEtapa: f.b.id }));
  const bloqueio = await criarRegra(
    dono,
    f.fluxo.id,
    jsonRegra({ evento: 'cardSairEtapa', idEtapa: f.c.id, acoes: [{ key: 'bloquearMovimentacao' }] }),
  );
  const inativa = await criarRegra(dono, f.fluxo.id, jsonRegra(), { ativo: 'N' });
  for (let i = 0; i < n; i++) {
    const card = await criarCard(dono, f.fluxo.id, `Pedido ${i}`);
    expect((await moverCard(dono, { idInstancia: card.id, idEtapaDestino: f.b.id })).status).toBe(200);
  }
  if (n) expect(await aguardarExecucoes(dono, ativa.id, n)).toHaveLength(n);
  return { ...f, regras: [ativa, bloqueio, inativa], ativa };
}

const restosDasRegras = async (idFluxo: string, ids: string[]) => ({
  particoes: await Promise.all(ids.map(itensDaRegra)),
  doFluxo: await contar({ pk: regraKeys.gsi1pk(dono.sigla, idFluxo), indice: 'gsi1' }),
  ativas: await contar({ pk: regraKeys.ativasPk(dono.sigla, idFluxo) }),
});

describe('deleting a flow', () => {
  it(
    'removes its rules, their index items and their executions; another flow keeps its own',
    { timeout: 120_000 },
    async () => {
      const alvo = await fluxoComRegras(3);
      const outro = await fluxoComRegras(1);
      const ids = (f: typeof alvo) => f.regras.map((r) => r.id);
      // Before: the active rule holds its item and 3 executions; two active rules, three index items (one blocking copy).
      expect(await restosDasRegras(alvo.fluxo.id, ids(alvo))).toEqual({ particoes: [4, 1, 1], doFluxo: 3, ativas: 3 });
      const antesOutro = await restosDasRegras(outro.fluxo.id, ids(outro));

      const r = await dono.http.delete(`/api/fluxos/excluir/${alvo.fluxo.id}?confirmacao=CONFIRMAR`, s());
      expect(r.status, JSON.stringify(r.body)).toBe(200);

      const vazio = { particoes: [0, 0, 0], doFluxo: 0, ativas: 0 };
      await eventually(
        async () => {
          const restos = await restosDasRegras(alvo.fluxo.id, ids(alvo));
          return JSON.stringify(restos) === JSON.stringify(vazio) ? restos : undefined;
        },
        60_000,
        250,
      );
      expect(await restosDasRegras(outro.fluxo.id, ids(outro))).toEqual(antesOutro);
    },
  );

  it('does it in bounded steps, each starting from what is left', { timeout: 120_000 }, async () => {
    const f = await fluxoComRegras(5);
    // Only the flow's item, no event: the test runs the steps itself.
    const fluxo = await buscarFluxo(tabela, dono.sigla, f.fluxo.id);
    expect(await transact(depsDoConsumidor(), [excluirFluxoItem(depsDoConsumidor(), fluxo!)])).toBe(true);
    const pequenos = { cardsPorPasso: 2, cardsEmParalelo: 1, itensPorPasso: 2 };
    let passos = 1;
    while (
      (await limparPassoDoFluxo(depsDoConsumidor(), dono.sigla, f.fluxo.id, limpezaDoPainel, pequenos)) === 'continua'
    ) {
      passos++;
      expect(passos).toBeLessThan(60);
    }
    // 5 executions and 3 rule items 2 at a time, then the 3 index items, then the cards...
    expect(passos).toBeGreaterThan(5);
    expect(
      await restosDasRegras(
        f.fluxo.id,
        f.regras.map((r) => r.id),
      ),
    ).toEqual({ particoes: [0, 0, 0], doFluxo: 0, ativas: 0 });
  });
});

describe('deleting a rule', () => {
  it('removes its executions after the answer; the flow’s other rule keeps its own', { timeout: 120_000 }, async () => {
    const f = await fluxoComRegras(0);
    const outra = await criarRegra(dono, f.fluxo.id, jsonRegra({ idEtapa: f.b.id, prioridade: 2 }));
    for (let i = 0; i < 3; i++) {
      const card = await criarCard(dono, f.fluxo.id, `Pedido ${i}`);
      expect((await moverCard(dono, { idInstancia: card.id, idEtapaDestino: f.b.id })).status).toBe(200);
    }
    await aguardarExecucoes(dono, f.ativa.id, 3);
    await aguardarExecucoes(dono, outra.id, 3);
    expect(await itensDaRegra(f.ativa.id)).toBe(4);

    const r = await dono.http.delete(`/api/fluxo/regras/excluir/${f.ativa.id}`, s());
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    await eventually(async () => ((await itensDaRegra(f.ativa.id)) === 0 ? true : undefined), 30_000, 250);
    expect(await itensDaRegra(outra.id)).toBe(4);
  });

  it('runs in bounded steps, chained by derived ids, and never touches a live rule', { timeout: 120_000 }, async () => {
    const f = await fluxoComRegras(5);
    const deps = depsDoConsumidor();
    const passo = (n: number) =>
      limparRegraExcluida(
        deps,
        {
          tipo: 'limpezaRegraContinuar',
          detalhe: {
            idEvento: randomUUID(),
            sigla: dono.sigla,
            ocorridoEm: new Date().toISOString(),
            idFluxo: f.fluxo.id,
            alteradoPor: dono.email,
            idRegra: f.ativa.id,
            passo: n,
          },
        },
        2,
      );
    // A live rule: nothing happens.
    await passo(0);
    expect(await itensDaRegra(f.ativa.id)).toBe(6);

    // Only the rule's item gone (no event): each step deletes 2 and writes the next step once.
    await tabela.db.send(
      new DeleteCommand({
        TableName: tabela.tableName,
        Key: { pk: regraKeys.pk(dono.sigla, f.ativa.id), sk: regraKeys.sk() },
      }),
    );
    await passo(0);
    // The next step's event may run concurrently in the runtime: at most 3 left, and never more deleted than there were.
    expect(await itensDaRegra(f.ativa.id)).toBeLessThanOrEqual(3);
    await passo(0);
    await passo(1);
    await passo(2);
    await eventually(async () => ((await itensDaRegra(f.ativa.id)) === 0 ? true : undefined), 30_000, 250);
  });
});
