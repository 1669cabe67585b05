import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_REGRA, type FormularioAcao } from '@wf/shared/schemas/regra';
import { buscarEntregaWebhook } from '../../functions/src/data/repositories/entregaWebhookRepository';
import { abrirExecucao, buscarExecucao } from '../../functions/src/data/repositories/regraRepository';
import { idMensagemWebhook } from '../../functions/src/domains/regras/webhooks/entregaWebhookService';
import { eventually } from '../support/eventually';
import { ambienteComDono, criarFluxo, type Pessoa } from './support/fluxos';
import { criarRegra, jsonRegra } from './support/regras';
import { contextoAcao, depsDoRuntime } from './support/regrasAcoes';
import type { AppDeps } from '../../functions/src/kernel/deps';
import { acoesRegistradas } from '../../functions/src/domains/regras/acoes';

/** The action as the engine runs it (its preparer and its executor). */
function acaoRegistrada(key: keyof typeof acoesRegistradas) {
  const acao = acoesRegistradas[key];
  if (!acao) throw new Error(`Ação ${key} não registrada`);
  return acao;
}
const acionarWebhook = acaoRegistrada('acionarWebhook');

/**
 * The acionarWebhook action against real HTTP receivers on this machine (node:http): Standard
 * Webhooks signature with the rule's own secret, retries by the runtime's scheduled consumer under
 * the same webhook-id, the SSRF guard, the 30 s time-out, every attempt recorded.
 */
interface Recebido {
  headers: Record<string, string>;
  corpo: string;
}

async function receptor(responder: (n: number, req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const recebidos: Recebido[] = [];
  const server = http.createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      recebidos.push({ headers: req.headers as Record<string, string>, corpo: Buffer.concat(partes).toString('utf8') });
      responder(recebidos.length, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ganchos`,
    recebidos,
    fechar: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const formulario = (
  url: string,
  extra: Partial<FormularioAcao<'acionarWebhook'>> = {},
): FormularioAcao<'acionarWebhook'> => ({
  acionarWebhookMetodo: 'POST',
  acionarWebhookEndpoint: url,
  acionarWebhookJsonHeader: '{"X-Origem": "workflow {{fluxo.nome}}"}',
  acionarWebhookJsonBody: '{"titulo": "{{card.titulo}}", "valor": {{VALOR}}}',
  ...extra,
});

let dono: Pessoa;
let idFluxo: string;
const receptores: Array<{ fechar: () => void }> = [];

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
  idFluxo = (await criarFluxo(dono)).id;
});
afterAll(() => receptores.forEach((r) => r.fechar()));

/** The rule's signing secret, as its editor reads it. */
async function segredo(p: Pessoa, idRegra: string): Promise<string> {
  const r = await p.http.get<{ segredo: string }>(`/api/fluxo/regras/segredo-webhook/${idRegra}`, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.segredo;
}

/** A context of a real (inactive) rule of the owner: a delivery signs with that rule's secret. */
async function contexto(deps: AppDeps, variaveis: Record<string, string>) {
  const regra = await criarRegra(dono, idFluxo, jsonRegra(), { ativo: 'N' });
  const ctx = contextoAcao(deps, dono, { idFluxo, variaveis });
  return { ...ctx, regra: { ...ctx.regra, id: regra.id } };
}

describe.concurrent('acionarWebhook', () => {
  it('times out a receiver that answers after 40 s at 30 s, and records it', { timeout: 45_000 }, async () => {
    const lento = await receptor((_n, _req, res) => {
      setTimeout(() => res.end('tarde'), 40_000).unref();
    });
    receptores.push(lento);
    const deps = depsDoRuntime();
    const ctx = await contexto(deps, { 'card.titulo': 'Lento', VALOR: '1' });
    const inicio = Date.now();
    const r = await acionarWebhook.executar(ctx, await acionarWebhook.preparar(ctx, formulario(lento.url)));
    const duracao = Date.now() - inicio;
    expect(duracao).toBeGreaterThanOrEqual(LIMITES_REGRA.webhookTimeoutMs);
    expect(duracao).toBeLessThan(LIMITES_REGRA.webhookTimeoutMs + 3_000);
    expect(r?.detalhes).toMatch(/tentativa 1 .*Tempo esgotado: sem resposta em 30 s.*nova tentativa em/);
  });

  it("signs with the rule's secret (Standard Webhooks), fills variables, JSON-escaped in the body", async () => {
    const alvo = await receptor((_n, _req, res) => res.end('{"ok":true}'));
    receptores.push(alvo);
    const deps = depsDoRuntime();
    const titulo = 'Pedido "urgente"\\ {"x":1}';
    const ctx = await contexto(deps, { 'card.titulo': titulo, VALOR: '5000', 'fluxo.nome': 'Compras' });
    const pedido = await acionarWebhook.preparar(ctx, formulario(alvo.url));
    const r = await acionarWebhook.executar(ctx, pedido);
    expect(r?.detalhes).toMatch(/tentativa 1 .*HTTP 200 em \d+ ms; resposta: \{"ok":true\}/);
    expect(alvo.recebidos).toHaveLength(1);
    const [recebido] = alvo.recebidos;
    expect(JSON.parse(recebido.corpo)).toEqual({ titulo, valor: 5000 });
    expect(recebido.headers['x-origem']).toBe('workflow Compras');
    expect(recebido.headers['webhook-id']).toBe(idMensagemWebhook(ctx.idExecucaoAcao));
    expect(new Webhook(await segredo(dono, ctx.regra.id)).verify(recebido.corpo, recebido.headers)).toEqual({
      titulo,
      valor: 5000,
    });
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(recebido.corpo, recebido.headers),
    ).toThrow();
  });

  it('retries a 500 twice then 200: three attempts, one webhook-id, each attempt recorded', async () => {
    const alvo = await receptor((n, _req, res) => {
      res.statusCode = n <= 2 ? 500 : 200;
      res.end(n <= 2 ? `falha ${n}` : 'recebido');
    });
    receptores.push(alvo);
    const deps = depsDoRuntime();
    const ctx = await contexto(deps, { 'card.titulo': 'Três', VALOR: '3' });
    // The execution the engine opens before running the rule's actions.
    await abrirExecucao(deps, dono.sigla, {
      id: ctx.idExecucao,
      idRegra: ctx.regra.id,
      idFluxo: ctx.idFluxo,
      idInstancia: ctx.idInstancia,
      idEvento: ctx.evento.idEvento,
      evento: ctx.evento.key,
      estado: 'emExecucao',
      comErro: 'N',
      dataHoraExecucao: new Date().toISOString(),
      detalhesErro: null,
      linhasAdicionais: [],
      profundidade: 1,
    });
    const r = await acionarWebhook.executar(ctx, await acionarWebhook.preparar(ctx, formulario(alvo.url)));
    expect(r?.detalhes).toMatch(/tentativa 1 .*HTTP 500 .*resposta: falha 1; nova tentativa em/);
    const idMensagem = idMensagemWebhook(ctx.idExecucaoAcao);
    const entrega = await eventually(async () => {
      const e = await buscarEntregaWebhook(deps, dono.sigla, idMensagem);
      return e?.estado === 'entregue' ? e : undefined;
    }, 15_000);
    expect(alvo.recebidos.map((x) => x.headers['webhook-id'])).toEqual([idMensagem, idMensagem, idMensagem]);
    expect(entrega.tentativas).toBe(3);
    expect(entrega.historico).toHaveLength(3);
    expect(entrega.historico[1]).toMatch(/tentativa 2 .*HTTP 500 .*falha 2; nova tentativa em/);
    expect(entrega.historico[2]).toMatch(/tentativa 3 .*HTTP 200 .*recebido$/);
    // The later attempts are in the execution's details, after what the run itself wrote.
    const execucao = await buscarExecucao(deps, dono.sigla, ctx.regra.id, ctx.idExecucao);
    expect(execucao?.linhasAdicionais).toEqual(entrega.historico.slice(1));
    // Each attempt is signed afresh, and each signature verifies.
    const s = await segredo(dono, ctx.regra.id);
    for (const x of alvo.recebidos) expect(() => new Webhook(s).verify(x.corpo, x.headers)).not.toThrow();
  });

  it('refuses a target on 127.0.0.1 (or a name resolving to it) when private networks are not allowed', async () => {
    const alvo = await receptor((_n, _req, res) => res.end('nao devia'));
    receptores.push(alvo);
    const deps = depsDoRuntime({ webhooksPermitirRedePrivada: false });
    for (const url of [alvo.url, alvo.url.replace('127.0.0.1', 'localhost')]) {
      const ctx = await contexto(deps, { VALOR: '1' });
      await expect(acionarWebhook.executar(ctx, await acionarWebhook.preparar(ctx, formulario(url)))).rejects.toThrow(
        /Endereço de destino não permitido/,
      );
      const entrega = await buscarEntregaWebhook(deps, dono.sigla, idMensagemWebhook(ctx.idExecucaoAcao));
      expect(entrega?.estado).toBe('falhou');
    }
    expect(alvo.recebidos).toHaveLength(0);
  });

  it('a redelivered event does not send the webhook again from the action', async () => {
    const alvo = await receptor((_n, _req, res) => res.end('ok'));
    receptores.push(alvo);
    const deps = depsDoRuntime();
    const ctx = await contexto(deps, { VALOR: '1' });
    const pedido = await acionarWebhook.preparar(ctx, formulario(alvo.url));
    await acionarWebhook.executar(ctx, pedido);
    const denovo = await acionarWebhook.executar(ctx, pedido);
    expect(denovo?.detalhes).toMatch(/já registrado/);
    expect(alvo.recebidos).toHaveLength(1);
  });
});
