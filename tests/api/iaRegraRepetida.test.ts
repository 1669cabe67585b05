import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { buscarTarefa, inserirTarefaItem } from '@wf/functions/data/repositories/iaRepository';
import { listarRegrasDoFluxo } from '@wf/functions/data/repositories/regraRepository';
import { escrever } from '@wf/functions/data/entidade';
import { aplicarRegraProposta } from '@wf/functions/domains/ia/services/aplicacaoRegraService';
import type { AppDeps } from '@wf/functions/kernel/deps';
import { depsDaTabela } from '../support/tabela';
import { ambienteComDono, fluxoComTresEtapas } from './support/fluxos';
import { jsonRegra } from './support/regras';

/**
 * A rule the model proposed is saved, then the task ends: two writes. Killed between them, the
 * task's event is delivered again; the second delivery must find the rule saved (its id comes
 * from the task) and end the task with it, not save a twin.
 */
describe('a proposed rule delivered again after the save', () => {
  it('is saved once and the task ends with that rule', async () => {
    const { dono } = await ambienteComDono();
    const { fluxo } = await fluxoComTresEtapas(dono);
    const tabela = depsDaTabela();
    const agora = new Date().toISOString();
    const idTarefa = tabela.newId();
    await escrever(
      tabela,
      inserirTarefaItem(tabela, dono.sigla, {
        id: idTarefa,
        tipo: 'criar-regra',
        status: 'processando',
        usuarioId: dono.usuarioId,
        email: dono.email,
        perfilUsuario: '1',
        entrada: { idFluxo: fluxo.id, userMessage: 'comente quando um card entrar' },
        modeloDemonstracao: true,
        tokens: 7,
        criadaEm: agora,
        atualizadaEm: agora,
        tokenReivindicacao: 'reivindicacao-1',
        reivindicadaEm: agora,
        regraProposta: { idFluxo: fluxo.id, descricao: 'Comentar na entrada', ativo: 'S', jsonRegras: jsonRegra() },
      }),
    );
    // The first delivery saves the rule (its first transaction), then dies before the task's end (the second).
    let transacoes = 0;
    const morreAntesDoFim = {
      ...tabela,
      db: {
        send: async (comando: unknown) => {
          if (comando instanceof TransactWriteCommand && ++transacoes === 2) throw new Error('SIGKILL simulado');
          return tabela.db.send(comando as never);
        },
      },
    } as unknown as AppDeps;
    const detalhe = { sigla: dono.sigla, idTarefa };
    await expect(aplicarRegraProposta(morreAntesDoFim, detalhe)).rejects.toThrow('SIGKILL simulado');
    expect(await listarRegrasDoFluxo(tabela, dono.sigla, fluxo.id)).toHaveLength(1);

    await aplicarRegraProposta(tabela as unknown as AppDeps, detalhe);
    const regras = await listarRegrasDoFluxo(tabela, dono.sigla, fluxo.id);
    expect(regras.map((r) => r.descricao)).toEqual(['Comentar na entrada']);
    expect(await buscarTarefa(tabela, dono.sigla, idTarefa)).toMatchObject({
      status: 'concluida',
      resultado: { idRegra: regras[0]!.id, descricao: 'Comentar na entrada' },
    });
  });
});
