import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITE_API } from '../../functions/src/domains/apiPublica/entities/baldeDeFichas';
import type { AmbienteDeTeste } from './support/ambientes';
import { ligarApi, v1, type RespostaV1 } from './support/acessoApiV1';
import { ambienteComDono, outraPessoa } from './support/fluxos';

/**
 * The rate limit of /api/v1, per token, with calls made ONE AFTER ANOTHER: no two calls race on
 * the bucket, so the 429 can only come from the limit itself (concurrent calls are also refused
 * when they keep losing the race on the bucket, which would hide a limit that never refuses).
 * The bucket holds LIMITE_API.capacidade calls and refills LIMITE_API.porSegundo per second: the
 * call after the burst is refused, give or take the calls the time spent refilled.
 */

let amb: AmbienteDeTeste;
const { capacidade, porSegundo, nomePolitica } = LIMITE_API;

beforeAll(async () => {
  ({ amb } = await ambienteComDono());
});

/** Sequential calls until the first refusal (at most twice the burst); answers them and the seconds they took. */
async function chamarAteRecusar(token: string): Promise<{ respostas: RespostaV1[]; segundos: number }> {
  const respostas: RespostaV1[] = [];
  const inicio = performance.now();
  for (let i = 0; i < 2 * capacidade; i++) {
    const r = await v1(token, 'GET', '/api/v1/fluxos');
    respostas.push(r);
    if (r.status !== 200) break;
  }
  return { respostas, segundos: (performance.now() - inicio) / 1000 };
}

describe('rate limit of /api/v1, one call after another', () => {
  it('refuses the call after the documented burst with 429, the pt-BR message and Retry-After; another token and another tenant go on', async () => {
    const p = await outraPessoa(amb, 'Gustavo Reis');
    const token = await ligarApi(p);
    const colega = await ligarApi(await outraPessoa(amb, 'Helena Costa'));
    const deOutroTenant = await ligarApi((await ambienteComDono()).dono);

    const { respostas, segundos } = await chamarAteRecusar(token);
    const recusada = respostas.at(-1)!;
    const aceitas = respostas.length - 1;

    expect(recusada.status, `nenhuma recusa em ${respostas.length} chamadas seguidas`).toBe(429);
    // The burst is whole, and only what refilled while the calls went on is let through past it.
    expect(aceitas).toBeGreaterThanOrEqual(capacidade);
    expect(aceitas).toBeLessThanOrEqual(capacidade + Math.floor(segundos * porSegundo));
    expect(respostas[0]!.headers.get('ratelimit')).toBe(
      `"${nomePolitica}";r=${capacidade - 1};t=${Math.ceil(1 / porSegundo)}`,
    );

    const espera = Number(recusada.headers.get('retry-after'));
    expect(espera).toBeGreaterThanOrEqual(1);
    expect(espera).toBeLessThanOrEqual(Math.ceil(1 / porSegundo));
    expect(recusada.body).toEqual({
      tipo: 'ELimiteRequisicoes',
      mensagem: `Limite de requisições excedido. Tente novamente em ${espera} segundo(s).`,
    });
    expect(recusada.headers.get('ratelimit')).toMatch(new RegExp(`^"${nomePolitica}";r=0;t=\\d+$`));

    // Another token of the tenant, and a token of another tenant, start with a full bucket.
    for (const outro of [colega, deOutroTenant]) {
      const r = await v1(outro, 'GET', '/api/v1/fluxos');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.headers.get('ratelimit')).toBe(`"${nomePolitica}";r=${capacidade - 1};t=${Math.ceil(1 / porSegundo)}`);
    }
  });
});
