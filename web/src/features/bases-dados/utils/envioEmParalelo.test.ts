import { describe, expect, it } from 'vitest';
import { enviarEmParalelo, type OpcoesEnvio } from './envioEmParalelo';

const rapido: OpcoesEnvio = { simultaneos: 3, tentativas: 3, espera: () => 1 };

async function* numeros(n: number, puxados: number[]) {
  for (let i = 0; i < n; i++) {
    puxados.push(i);
    yield i;
  }
}

describe('enviarEmParalelo', () => {
  it('sends every item once, at most three at a time, pulling the source only when a slot frees', async () => {
    let emVoo = 0;
    let maximo = 0;
    const puxados: number[] = [];
    const enviados: number[] = [];
    await enviarEmParalelo(
      numeros(10, puxados),
      async (i) => {
        emVoo++;
        maximo = Math.max(maximo, emVoo);
        // While three are in flight, no more than three were pulled beyond those sent.
        expect(puxados.length - enviados.length).toBeLessThanOrEqual(3);
        await new Promise((r) => setTimeout(r, 2));
        emVoo--;
        return i * 2;
      },
      (resposta, i) => {
        expect(resposta).toBe(i * 2);
        enviados.push(i);
      },
      rapido,
    );
    expect(maximo).toBe(3);
    expect(enviados.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('retries a failed batch and then succeeds', async () => {
    const tentativas = new Map<number, number>();
    const enviados: number[] = [];
    await enviarEmParalelo(
      numeros(5, []),
      async (i) => {
        const n = (tentativas.get(i) ?? 0) + 1;
        tentativas.set(i, n);
        if (i === 2 && n < 3) throw new Error('rede');
        return i;
      },
      (r) => enviados.push(r),
      rapido,
    );
    expect(tentativas.get(2)).toBe(3);
    expect(enviados.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('fails with the batch that failed every try, or at once on a final refusal, and starts nothing new', async () => {
    const iniciados: number[] = [];
    await expect(
      enviarEmParalelo(
        numeros(50, []),
        async (i) => {
          iniciados.push(i);
          if (i === 1) throw new Error('recusado');
          await new Promise((r) => setTimeout(r, 1));
          return i;
        },
        () => undefined,
        { ...rapido, definitivo: (e) => (e as Error).message === 'recusado' },
      ),
    ).rejects.toThrow('recusado');
    expect(iniciados.filter((i) => i === 1)).toHaveLength(1);
    expect(iniciados.length).toBeLessThan(10);
  });
});
