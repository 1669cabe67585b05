import { describe, expect, it } from 'vitest';
import { emParalelo } from './emParalelo';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('emParalelo', () => {
  it('never has more than the limit in flight and runs every item', async () => {
    let emVoo = 0;
    let pico = 0;
    const feitos: number[] = [];
    await emParalelo([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      emVoo++;
      pico = Math.max(pico, emVoo);
      await esperar(5);
      feitos.push(n);
      emVoo--;
    });
    expect(pico).toBe(3);
    expect(feitos.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('finishes the other items, then rejects with the first failure', async () => {
    const feitos: number[] = [];
    const execucao = emParalelo([1, 2, 3], 2, async (n) => {
      if (n === 1) throw new Error('falhou 1');
      await esperar(2);
      feitos.push(n);
    });
    await expect(execucao).rejects.toThrow('falhou 1');
    expect(feitos.sort()).toEqual([2, 3]);
  });
});
