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
/**
 * A consumer that counts its runs. Each run waits for `liberar()` when `retida`: a run still
 * going holds the claim for as long as a test needs, with no timing involved. `segunda` settles
 * when a second run starts (what must not happen while the first holds the claim).
 */
const contador = ({ retida = false } = {}) => {
  let vezes = 0;
  let entradas = 0;
  let liberar: () => void = () => undefined;
  let segundaEntrada: () => void = () => undefined;
  const segunda = new Promise<void>((resolve) => (segundaEntrada = resolve));
  const portao = retida ? new Promise<void>((resolve) => (liberar = resolve)) : Promise.resolve();
  const fn = async (): Promise<void> => {
    entradas += 1;
    if (entradas === 2) segundaEntrada();
    await portao;
    vezes += 1;
  };
  return { fn, vezes: () => vezes, liberar: () => liberar(), segunda };
};

/** A consumer that never ends (its process died): `comecou` settles once it runs, so holds the claim. */
const semFim = () => {
  let comecou: () => void = () => undefined;
  const iniciada = new Promise<void>((resolve) => (comecou = resolve));
  const fn = (): Promise<void> => {
    comecou();
    return new Promise<void>(() => undefined);
  };
  return { fn, iniciada };
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
    const { fn, vezes, liberar, segunda } = contador({ retida: true });

    // The winner's run is held until the other delivery has settled (it meets a claim in
    // progress) or, wrongly, has started a run of its own.
    const entregas = [processarUmaVez(deps, 'teste', evento, fn), processarUmaVez(deps, 'teste', evento, fn)];
    await Promise.race([...entregas.map((p) => p.catch(() => undefined)), segunda]);
    liberar();
    const resultados = await Promise.allSettled(entregas);

    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(resultados.find((r) => r.status === 'rejected')).toMatchObject({
      reason: expect.any(EventoEmProcessamento),
    });
    expect(vezes()).toBe(1);
  });

  it('releases the claim when the consumer fails, so the retry runs it', async () => {
    const deps = depsDaTabela();
    const evento = novoEvento();
    const { fn, vezes } = contador();

    await expect(
      processarUmaVez(deps, 'teste', evento, () => Promise.reject(new Error('SMTP fora do ar'))),
    ).rejects.toThrow('SMTP fora do ar');
    expect(await processarUmaVez(deps, 'teste', evento, fn)).toBe('processado');
    expect(vezes()).toBe(1);
  });

  it('takes over the claim of a consumer that died once its lease has run out', async () => {
    let agora = new Date();
    const deps = depsDaTabela(() => agora);
    const evento = novoEvento();
    const { fn, vezes } = contador();
    const morto = semFim();
    void processarUmaVez(deps, 'teste', evento, morto.fn);
    await morto.iniciada;

    await expect(processarUmaVez(deps, 'teste', evento, fn)).rejects.toBeInstanceOf(EventoEmProcessamento);
    agora = new Date(agora.getTime() + 120_000);
    expect(await processarUmaVez(deps, 'teste', evento, fn)).toBe('processado');
    expect(vezes()).toBe(1);
  });

  it('lets the local runtime drop, after a crash, the claim its dead process left, without waiting for the lease', async () => {
    const deps = depsDaTabela();
    const evento = novoEvento();
    const { fn, vezes } = contador();
    const morto = semFim();
    void processarUmaVez(deps, 'atividades', evento, morto.fn);
    await morto.iniciada;
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
