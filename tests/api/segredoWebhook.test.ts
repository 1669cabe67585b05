import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { segredoWebhookKeys } from '../../functions/src/data/repositories/segredoWebhookRepository';
import { cabecalhosAssinados } from '../../functions/src/domains/regras/webhooks/entregaWebhookService';
import { segredosDeAssinatura } from '../../functions/src/domains/regras/webhooks/segredoDaRegra';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, criarFluxo, outraPessoa, type Pessoa } from './support/fluxos';
import { criarRegra, jsonRegra } from './support/regras';
import { depsDoRuntime } from './support/regrasAcoes';
import type { AmbienteDeTeste } from './support/ambientes';

/** GET /api/fluxo/regras/segredo-webhook/{id} and POST .../rotacionar: the secret of one rule, for whoever may save it. */
let amb: AmbienteDeTeste;
let dono: Pessoa;
let outroDono: Pessoa;
let idRegra: string;

beforeAll(async () => {
  [{ amb, dono }, { dono: outroDono }] = await Promise.all([ambienteComDono(), ambienteComDono()]);
  idRegra = (await criarRegra(dono, (await criarFluxo(dono)).id, jsonRegra(), { ativo: 'N' })).id;
});

const ler = (p: Pessoa, id = idRegra) =>
  p.http.get<{ segredo: string }>(`/api/fluxo/regras/segredo-webhook/${id}`, { sigla: p.sigla });
const rotacionar = (p: Pessoa, id = idRegra) =>
  p.http.post<{ segredo: string }>('/api/fluxo/regras/segredo-webhook/rotacionar', { idRegra: id }, { sigla: p.sigla });

describe('webhook secret of a rule', () => {
  it('is created on first read as whsec_ + base64 of 32 random bytes, and stays the same', async () => {
    const a = await ler(dono);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.segredo).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.body.segredo.slice(6), 'base64')).toHaveLength(32);
    expect((await ler(dono)).body.segredo).toBe(a.body.segredo);
  });

  it('each rule has its own', async () => {
    const outra = await criarRegra(dono, (await criarFluxo(dono)).id, jsonRegra(), { ativo: 'N' });
    expect((await ler(dono, outra.id)).body.segredo).not.toBe((await ler(dono)).body.segredo);
  });

  it('is stored encrypted, never in clear', async () => {
    const { segredo } = (await ler(dono)).body;
    const deps = depsDoRuntime();
    const r = await deps.db.send(
      new GetCommand({
        TableName: deps.tableName,
        Key: { pk: segredoWebhookKeys.pk(dono.sigla, idRegra), sk: segredoWebhookKeys.sk() },
      }),
    );
    expect(r.Item).toBeDefined();
    const guardado = JSON.stringify(r.Item);
    expect(guardado).not.toContain(segredo.slice(6));
    expect(guardado).not.toContain(Buffer.from(segredo.slice(6), 'base64').toString('hex'));
  });

  it('rotation answers a new secret; the old one still signs for 24 h beside it', async () => {
    const antigo = (await ler(dono)).body.segredo;
    const r = await rotacionar(dono);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.segredo).toMatch(/^whsec_/);
    expect(r.body.segredo).not.toBe(antigo);
    expect((await ler(dono)).body.segredo).toBe(r.body.segredo);

    const deps = depsDoRuntime();
    expect(await segredosDeAssinatura(deps, dono.sigla, idRegra)).toEqual([r.body.segredo, antigo]);
    const corpo = '{"a":1}';
    const cabecalhos = cabecalhosAssinados(
      (await segredosDeAssinatura(deps, dono.sigla, idRegra))!,
      'msg_x',
      new Date(),
      corpo,
    );
    expect(() => new Webhook(r.body.segredo).verify(corpo, cabecalhos)).not.toThrow();
    expect(() => new Webhook(antigo).verify(corpo, cabecalhos)).not.toThrow();
    // 24 h later only the new one signs.
    const depois = { ...deps, clock: () => new Date(Date.now() + 24 * 3600_000 + 1000) };
    expect(await segredosDeAssinatura(depois, dono.sigla, idRegra)).toEqual([r.body.segredo]);
  });

  it('a deleted rule signs nothing any more', async () => {
    const regra = await criarRegra(dono, (await criarFluxo(dono)).id, jsonRegra(), { ativo: 'N' });
    expect((await ler(dono, regra.id)).status).toBe(200);
    expect((await dono.http.delete(`/api/fluxo/regras/excluir/${regra.id}`, { sigla: dono.sigla })).status).toBe(200);
    expect(await segredosDeAssinatura(depsDoRuntime(), dono.sigla, regra.id)).toBeNull();
  });

  it('is refused to a person who may not save the rule', async () => {
    const bruna = await outraPessoa(amb);
    for (const r of [await ler(bruna), await rotacionar(bruna)]) {
      expect(r.status).toBe(404);
      expect(comoErro(r).mensagem).toBe('Regra não encontrada');
    }
  });

  it("a session cannot read another tenant's", async () => {
    const r = await dono.http.get(`/api/fluxo/regras/segredo-webhook/${idRegra}`, { sigla: outroDono.sigla });
    expect(r.status).toBe(401);
    expect((await ler(outroDono)).status).toBe(404);
    expect((await rotacionar(outroDono)).status).toBe(404);
  });

  it('a signature made with the secret verifies only with it', () => {
    const s = `whsec_${randomBytes(32).toString('base64')}`;
    const h = cabecalhosAssinados([s], 'msg_y', new Date(), 'x');
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify('x', h)).toThrow();
  });
});
