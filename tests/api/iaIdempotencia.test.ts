import { describe, expect, it } from 'vitest';
import type { ModeloIa } from '@wf/functions/adapters/modeloIa';
import type { AppDeps } from '@wf/functions/kernel/deps';
import { buscarTarefa, buscarUsoTotal, inserirTarefaItem } from '@wf/functions/data/repositories/iaRepository';
import { escrever } from '@wf/functions/data/entidade';
import { processarTarefa } from '@wf/functions/domains/ia/services/execucaoService';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';

/**
 * A task delivered twice (at-least-once events), even at the same moment, calls the model once
 * and writes its end and usage once: the consumer's conditional claim on the task item.
 */
describe('AI task idempotency', () => {
  it('two deliveries of one task: one model call, one end, usage counted once', async () => {
    let chamadas = 0;
    let liberar!: () => void;
    const segura = new Promise<void>((r) => (liberar = r));
    const modelo: ModeloIa = {
      gerarJson: async () => {
        chamadas++;
        await segura;
        return { texto: JSON.stringify({ html: '<p>ok</p>' }), tokens: 42 };
      },
      transcrever: () => Promise.reject(new Error('não usado')),
    };
    const deps = { ...depsDaTabela(), modeloIa: modelo } as unknown as AppDeps;
    const sigla = `IDEMP${Date.now()}`;
    const agora = new Date().toISOString();
    const idTarefa = deps.newId();
    await escrever(
      deps,
      inserirTarefaItem(deps, sigla, {
        id: idTarefa,
        tipo: 'analisar-metricas',
        status: 'pendente',
        usuarioId: 'u1',
        email: 'u1@exemplo.com',
        perfilUsuario: '1',
        entrada: { idFluxo: 'f1', pergunta: 'Como estamos?', metricas: {}, relacoesEtapas: [] },
        modeloDemonstracao: true,
        tokens: 0,
        criadaEm: agora,
        atualizadaEm: agora,
      }),
    );
    const detalhe = { sigla, idTarefa, usuarioId: 'u1' };
    // The first delivery claims the task and waits in the model; the second, meanwhile, finds it
    // claimed and ends without calling; then the first goes on.
    const primeira = processarTarefa(deps, detalhe);
    await eventually(async () => (chamadas === 1 ? true : undefined));
    await processarTarefa(deps, detalhe);
    expect(chamadas).toBe(1);
    liberar();
    await primeira;
    await processarTarefa(deps, detalhe); // a late third delivery: the task has ended
    expect(chamadas).toBe(1);
    expect(await buscarTarefa(deps, sigla, idTarefa)).toMatchObject({ status: 'concluida', tokens: 42 });
    expect(await buscarUsoTotal(deps, sigla, agora.slice(0, 7))).toEqual({ tokens: 42, tarefas: 1 });
  });
});
