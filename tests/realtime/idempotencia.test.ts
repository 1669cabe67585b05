import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EventoEmProcessamento,
  liberarReservaInterrompida,
  processarUmaVez,
} from '../../functions/src/events/processarUmaVez';
import { depsDaTabela } from '../support/tabela';

/** processarUmaVez on the runtime's DynamoDB Local: the conditional writes are what is under test. */
const novoEvento = () => ({ sigla: 'TIDEMP', idEvento: randomUUID() });
const contador = () => {
  let vezes = 0;
  const fn = async (): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    vezes += 1;
  };
  return { fn, vezes: () => vezes };
};

describe('processarUmaVez', () => {
  it('runs an event once and skips its redelivery', async () => {
    const deps = depsDaTabela();
    const evento = novoEvento();
    const { fn, vezes } = contador();

    expect(await processarUmaVez(deps, 'teste', evento, fn)).toBe('processado');
    expect(await processarUmaVez(deps, 'teste', evento, fn)).toBe('repetido');
    expect(vezes()).toBe(1);
  });

  it('keeps consumers apart: the same event runs once for each', async () => {
    const deps = depsDaTabela();
    const evento = novoEvento();
    const { fn, vezes } = contador();

    await processarUmaVez(deps, 'email', evento, fn);
    await processarUmaVez(deps, 'realtime-fanout', evento, fn);
    expect(vezes()).toBe(2);
  });

  it('makes a concurrent delivery of the same event throw (to be retried) instead of running it twice', async () => {
    const deps = depsDaTabela();
    const evento = novoEvento();
    const { fn, vezes } = contador();

    const resultados = await Promise.allSettled([processarUmaVez(deps, 'teste', evento, fn), processarUmaVez(deps, 'teste', evento, fn)]);

    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(resultados.find((r) => r.status === 'rejected')).toMatchObject({ reason: expect.any(EventoEmProcessamento) });
    expect(vezes()).toBe(1);
  });

  it('releases the claim when the consumer fails, so the retry runs it', async () => {
    const deps = depsDaTabela();
    const evento = novoEvento();
    const { fn, vezes } = contador();

    await expect(processarUmaVez(deps, 'teste', evento, () => Promise.reject(new Error('SMTP fora do ar')))).rejects.toThrow('SMTP fora do ar');
    expect(await processarUmaVez(deps, 'teste', evento, fn)).toBe('processado');
    expect(vezes()).toBe(1);
  });

  it("takes over the claim of a consumer that died once its lease has run out", async () => {
    let agora = new Date();
    const deps = depsDaTabela(() => agora);
    const evento = novoEvento();
    const { fn, vezes } = contador();
    void processarUmaVez(deps, 'teste', evento, () => new Promise<void>(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));

    await expect(processarUmaVez(deps, 'teste', evento, fn)).rejects.toBeInstanceOf(EventoEmProcessamento);
    agora = new Date(agora.getTime() + 120_000);
    expect(await processarUmaVez(deps, 'teste', evento, fn)).toBe('processado');
    expect(vezes()).toBe(1);
  });

  it('lets the local runtime drop, after a crash, the claim its dead process left, without waiting for the lease', async () => {
    const deps = depsDaTabela();
    const evento = novoEvento();
    const { fn, vezes } = contador();
    void processarUmaVez(deps, 'atividades', evento, () => new Promise<void>(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(processarUmaVez(deps, 'atividades', evento, fn)).rejects.toBeInstanceOf(EventoEmProcessamento);

    await liberarReservaInterrompida(deps, 'atividades', evento);

    expect(await processarUmaVez(deps, 'atividades', evento, fn)).toBe('processado');
    expect(vezes()).toBe(1);
  });

  it('never undoes a finished event: a redelivery after the release is still skipped', async () => {
    const deps = depsDaTabela();
    const evento = novoEvento();
    const { fn, vezes } = contador();
    await processarUmaVez(deps, 'atividades', evento, fn);

    await liberarReservaInterrompida(deps, 'atividades', evento);

    expect(await processarUmaVez(deps, 'atividades', evento, fn)).toBe('repetido');
    expect(vezes()).toBe(1);
  });
});
