import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { carregarSobDemanda, MENSAGEM_VALIDACAO_INDISPONIVEL, regraZod } from './formularioZod';

/** Runs an antd rule object's validator the way antd does, returning its error message if any. */
async function validar(regra: ReturnType<typeof regraZod>, valor: unknown): Promise<string | undefined> {
  if (typeof regra === 'function' || !regra.validator) throw new Error('regra sem validator');
  try {
    await regra.validator({}, valor, () => undefined);
    return undefined;
  } catch (erro) {
    return (erro as Error).message;
  }
}

describe('carregarSobDemanda', () => {
  it('imports once however many rules ask', async () => {
    let chamadas = 0;
    const carregar = carregarSobDemanda(async () => ++chamadas);
    await Promise.all([carregar(), carregar(), carregar()]);
    expect(await carregar()).toBe(1);
  });

  it('forgets a failed download, so the next call fetches again', async () => {
    let chamadas = 0;
    const carregar = carregarSobDemanda(async () => {
      chamadas += 1;
      if (chamadas === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'ok';
    });
    await expect(carregar()).rejects.toThrow(TypeError);
    expect(await carregar()).toBe('ok');
  });
});

describe('regraZod with a schema loaded on demand', () => {
  it("shows the schema's message once the schema is there", async () => {
    const regra = regraZod(async () => z.string().min(3, 'Curto demais'));
    expect(await validar(regra, 'ab')).toBe('Curto demais');
    expect(await validar(regra, 'abc')).toBeUndefined();
  });

  it('says in pt-BR that it could not validate when the code could not be downloaded', async () => {
    const regra = regraZod(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await validar(regra, 'x')).toBe(MENSAGEM_VALIDACAO_INDISPONIVEL);
  });
});
