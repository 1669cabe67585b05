import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Regra, ResultadoSimulacao } from '@wf/shared/schemas/regra';
import { regraKeys } from '../../functions/src/data/repositories/regraChaves';
import { entregasWebhookVencidas } from '../../functions/src/data/repositories/entregaWebhookRepository';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, autorizar, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { criarCard, moverCard } from './support/instancias';
import { aguardarExecucoes, buscarRegra, criarRegra, inserirRegra, jsonRegra } from './support/regras';
import { depsDoRuntime } from './support/regrasAcoes';
import { eventually } from '../support/eventually';

/**
 * Issue 23, through the HTTP API and real deliveries to receivers on this machine:
 * 3b secret header values stored sealed and answered masked everywhere, kept when the editor
 * sends the mask back; 5 a signing secret per rule; 10 invalid headers refused at save, a header
 * a variable breaks fails its delivery once, visibly.
 */
interface Recebido {
  headers: Record<string, string>;
  corpo: string;
}

const servidores: http.Server[] = [];
afterAll(() => servidores.forEach((s) => (s.closeAllConnections(), s.close())));

/** A receiver that answers with the request's headers (as httpbin does): a history must not keep them. */
async function receptorEco() {
  const recebidos: Recebido[] = [];
  const server = http.createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      recebidos.push({ headers: req.headers as Record<string, string>, corpo: Buffer.concat(partes).toString('utf8') });
      res.end(JSON.stringify({ recebidoCom: req.headers, enchimento: 'x'.repeat(2000) }));
    });
  });
  servidores.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ganchos`, recebidos };
}

const webhook = (url: string, cabecalhos: Record<string, string> = {}) => ({
  key: 'acionarWebhook',
  formulario: {
    acionarWebhookMetodo: 'POST',
    acionarWebhookEndpoint: url,
    acionarWebhookJsonHeader: JSON.stringify(cabecalhos),
    acionarWebhookJsonBody: '{"card": "{{card.id}}", "titulo": "{{card.titulo}}"}',
  },
});

const cabecalhosDe = (r: Regra): Record<string, string> =>
  JSON.parse(
    (r.jsonRegras.acoes[0]!.formulario as { acionarWebhookJsonHeader: string }).acionarWebhookJsonHeader,
  ) as Record<string, string>;

const s = (p: Pessoa) => ({ sigla: p.sigla });
const lerSegredo = (p: Pessoa, idRegra: string) =>
  p.http.get<{ segredo: string }>(`/api/fluxo/regras/segredo-webhook/${idRegra}`, s(p));
const rotacionar = (p: Pessoa, idRegra: string) =>
  p.http.post<{ segredo: string; anteriorValidoAte: string }>(
    '/api/fluxo/regras/segredo-webhook/rotacionar',
    { idRegra },
    s(p),
  );

let dono: Pessoa;
let bruna: Pessoa;

beforeAll(async () => {
  const { amb, dono: d } = await ambienteComDono();
  dono = d;
  bruna = await outraPessoa(amb, 'Bruna Nível Um');
});

/** A flow A -> B -> C where Bruna may edit the flow's elements (editar S on A), so she may write rules. */
async function fluxo() {
  const f = await fluxoComTresEtapas(dono);
  await autorizar(dono, f.a.id, bruna.email, { editar: 'S', executar: 'S' });
  return f;
}

/** A card moved A -> B by the owner: every active rule of "entering B" runs. */
async function moverUmCard(f: Awaited<ReturnType<typeof fluxo>>, titulo = 'Pedido') {
  const card = await criarCard(dono, f.fluxo.id, titulo);
  const r = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: f.b.id });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return card;
}

describe('5: a signing secret per rule', { timeout: 90_000 }, () => {
  it("a level-1 person's rule is signed with its own secret, which no other rule's receiver trusts", async () => {
    const f = await fluxo();
    const [doDono, daBruna] = await Promise.all([receptorEco(), receptorEco()]);
    const regraDono = await criarRegra(dono, f.fluxo.id, jsonRegra({ idEtapa: f.b.id, acoes: [webhook(doDono.url)] }));
    const regraBruna = await criarRegra(
      bruna,
      f.fluxo.id,
      jsonRegra({ idEtapa: f.b.id, acoes: [webhook(daBruna.url)] }),
    );
    await moverUmCard(f);
    await eventually(async () => (doDono.recebidos.length && daBruna.recebidos.length ? true : undefined), 45_000);

    const segredoDono = (await lerSegredo(dono, regraDono.id)).body.segredo;
    const segredoBruna = (await lerSegredo(bruna, regraBruna.id)).body.segredo;
    expect(segredoDono).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(segredoBruna).not.toBe(segredoDono);
    const [paraBruna] = daBruna.recebidos;
    // The attack: Bruna's delivery (body and URL of her choice) must not verify at the owner's receiver.
    expect(() => new Webhook(segredoDono).verify(paraBruna!.corpo, paraBruna!.headers)).toThrow();
    expect(() => new Webhook(segredoBruna).verify(paraBruna!.corpo, paraBruna!.headers)).not.toThrow();
    expect(() =>
      new Webhook(segredoDono).verify(doDono.recebidos[0]!.corpo, doDono.recebidos[0]!.headers),
    ).not.toThrow();

    // Nor may she read or rotate the owner's rule's secret; the tenant-wide secret is gone.
    for (const r of [await lerSegredo(bruna, regraDono.id), await rotacionar(bruna, regraDono.id)]) {
      expect(r.status).toBe(403);
      expect(comoErro(r).mensagem).toBe('Somente o criador da regra pode alterá-la');
    }
    expect((await dono.http.get('/api/cliente/segredo-webhook', s(dono))).status).not.toBe(200);
  });

  it('rotation: the next delivery is signed by the new secret and, for 24 h, the previous one too', async () => {
    const f = await fluxo();
    const alvo = await receptorEco();
    const regra = await criarRegra(dono, f.fluxo.id, jsonRegra({ idEtapa: f.b.id, acoes: [webhook(alvo.url)] }));
    const antigo = (await lerSegredo(dono, regra.id)).body.segredo;
    const r = await rotacionar(dono, regra.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.segredo).toMatch(/^whsec_/);
    expect(r.body.segredo).not.toBe(antigo);
    expect(Date.parse(r.body.anteriorValidoAte) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await lerSegredo(dono, regra.id)).body.segredo).toBe(r.body.segredo);

    await moverUmCard(f);
    const [recebido] = await eventually(async () => (alvo.recebidos.length ? alvo.recebidos : undefined), 45_000);
    expect(recebido!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const segredo of [antigo, r.body.segredo])
      expect(() => new Webhook(segredo).verify(recebido!.corpo, recebido!.headers)).not.toThrow();
  });
});

describe('3b: secret header values are stored sealed and answered masked', { timeout: 90_000 }, () => {
  const TOKEN = 'Bearer abcdefghijkl123456789';
  const CHAVE = 'k-0123456789abcdefXYZ';

  it('masked in every answer, never stored in clear, kept when the mask comes back, kept out of the history', async () => {
    const f = await fluxo();
    const alvo = await receptorEco();
    const acao = webhook(alvo.url, { Authorization: TOKEN, 'X-Api-Key': CHAVE, 'X-Origem': 'workflow' });
    const criada = await inserirRegra(dono, {
      idFluxo: f.fluxo.id,
      descricao: 'Webhook',
      ativo: 'N',
      jsonRegras: jsonRegra({ idEtapa: f.b.id, acoes: [acao] }),
    });
    expect(criada.status, JSON.stringify(criada.body)).toBe(201);
    const esperado = { Authorization: '••••••6789', 'X-Api-Key': '••••••fXYZ', 'X-Origem': 'workflow' };
    expect(cabecalhosDe(criada.body.Regra)).toEqual(esperado);
    const id = criada.body.data.idRegra;
    expect(cabecalhosDe(await buscarRegra(dono, id))).toEqual(esperado);
    const lista = await dono.http.get<{ listaRegras: Regra[] }>(
      `/api/fluxo/regras/buscar-por-fluxo/${f.fluxo.id}`,
      s(dono),
    );
    expect(cabecalhosDe(lista.body.listaRegras.find((r) => r.id === id)!)).toEqual(esperado);

    // The editor saves (active now) sending back the masks it got: the stored secrets stay.
    const atual = await buscarRegra(dono, id);
    const salva = await dono.http.put<{ Regra: Regra }>(
      '/api/fluxo/regras/atualizar',
      { id, descricao: atual.descricao, ativo: 'S', jsonRegras: atual.jsonRegras },
      s(dono),
    );
    expect(salva.status, JSON.stringify(salva.body)).toBe(200);
    expect(cabecalhosDe(salva.body.Regra)).toEqual(esperado);

    const clone = await dono.http.post<{ Regra: Regra; data: { idRegra: string } }>(
      '/api/fluxo/regras/clonar',
      { idRegra: id },
      s(dono),
    );
    expect(clone.status, JSON.stringify(clone.body)).toBe(201);
    expect(cabecalhosDe(clone.body.Regra)).toEqual(esperado);

    // Nothing in the table holds the clear values (the rule, its active copy, the clone).
    const deps = depsDoRuntime();
    const itens = [];
    for (const pk of [
      regraKeys.pk(dono.sigla, id),
      regraKeys.pk(dono.sigla, clone.body.data.idRegra),
      regraKeys.ativasPk(dono.sigla, f.fluxo.id),
    ]) {
      const q = await deps.db.send(
        new QueryCommand({
          TableName: deps.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
        }),
      );
      itens.push(...(q.Items ?? []));
    }
    const guardado = JSON.stringify(itens);
    expect(guardado).toContain('wfsegredo:');
    for (const segredo of ['abcdefghijkl123456789', CHAVE]) expect(guardado).not.toContain(segredo);

    // The receiver gets the real values.
    const card = await moverUmCard(f);
    const [recebido] = await eventually(async () => (alvo.recebidos.length ? alvo.recebidos : undefined), 45_000);
    expect(recebido!.headers.authorization).toBe(TOKEN);
    expect(recebido!.headers['x-api-key']).toBe(CHAVE);

    // The history keeps a bounded, masked start of the answer, though the receiver echoed the headers.
    const [execucao] = await aguardarExecucoes(dono, id);
    expect(execucao!.detalhesErro).toMatch(/HTTP 200/);
    expect(execucao!.detalhesErro).not.toContain('abcdefghijkl123456789');
    expect(execucao!.detalhesErro).not.toContain(CHAVE);
    expect(execucao!.detalhesErro!.length).toBeLessThan(600);

    // A simulation of the saved rule shows its payload masked.
    const sim = await dono.http.post<ResultadoSimulacao>(
      '/api/fluxo/regras/simular',
      { idInstancia: card.id, idRegra: id },
      s(dono),
    );
    expect(sim.status, JSON.stringify(sim.body)).toBe(200);
    const payload = sim.body.acoes[0]!.payload as { cabecalhos: Record<string, string> };
    expect(payload.cabecalhos).toMatchObject({
      authorization: '••••••6789',
      'x-api-key': '••••••fXYZ',
      'x-origem': 'workflow',
    });
    expect(JSON.stringify(sim.body)).not.toContain('abcdefghijkl');
  });

  it('a mask that is not the stored one must be typed again (pt-BR 400), and changes nothing', async () => {
    const f = await fluxo();
    const regra = await criarRegra(
      dono,
      f.fluxo.id,
      jsonRegra({ idEtapa: f.b.id, acoes: [webhook('https://example.com/h', { Authorization: TOKEN })] }),
      { ativo: 'N' },
    );
    const outra = jsonRegra({
      idEtapa: f.b.id,
      acoes: [webhook('https://example.com/h', { Authorization: '••••••zzzz' })],
    });
    const r = await dono.http.put(
      '/api/fluxo/regras/atualizar',
      { id: regra.id, descricao: 'x', ativo: 'N', jsonRegras: outra },
      s(dono),
    );
    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Informe novamente o valor do cabeçalho Authorization');
    const novo = await inserirRegra(dono, { idFluxo: f.fluxo.id, ativo: 'N', jsonRegras: outra });
    expect(novo.status).toBe(400);
    expect(cabecalhosDe(await buscarRegra(dono, regra.id))).toEqual({ Authorization: '••••••6789' });
  });
});

describe('10: invalid headers', { timeout: 90_000 }, () => {
  it.each([
    [{ 'X Origem': 'a' }, 'Nome de cabeçalho inválido: "X Origem" (use letras, números e - _ . sem espaços)'],
    [{ 'X-Origem:': 'a' }, 'Nome de cabeçalho inválido: "X-Origem:" (use letras, números e - _ . sem espaços)'],
    [{ 'X-Origem': 'a\r\nInjetado: sim' }, 'O valor do cabeçalho X-Origem não pode ter quebra de linha'],
    [{ 'X-Origem': { a: 1 } }, 'O valor do cabeçalho X-Origem deve ser um texto'],
  ])('refuses %j at save with a pt-BR message', async (cabecalhos, mensagem) => {
    const f = await fluxo();
    const acao = webhook('https://example.com/h');
    acao.formulario.acionarWebhookJsonHeader = JSON.stringify(cabecalhos);
    const r = await inserirRegra(dono, { idFluxo: f.fluxo.id, ativo: 'N', jsonRegras: jsonRegra({ acoes: [acao] }) });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(JSON.stringify(mensagem).slice(1, -1));
    const lista = await dono.http.get<{ listaRegras: Regra[] }>(
      `/api/fluxo/regras/buscar-por-fluxo/${f.fluxo.id}`,
      s(dono),
    );
    expect(lista.body.listaRegras).toHaveLength(0);
  });

  it('a line break a variable brings fails the delivery once, recorded, never left pending', async () => {
    const f = await fluxo();
    const alvo = await receptorEco();
    const regra = await criarRegra(
      dono,
      f.fluxo.id,
      jsonRegra({ idEtapa: f.b.id, acoes: [webhook(alvo.url, { 'X-Titulo': '{{card.titulo}}' })] }),
    );
    await moverUmCard(f, 'Linha 1\r\nInjetado: sim');
    const [execucao] = await aguardarExecucoes(dono, regra.id);
    expect(execucao).toMatchObject({ comErro: 'S' });
    expect(execucao!.detalhesErro).toMatch(
      /tentativa 1 .*O valor do cabeçalho x-titulo não pode ter quebra de linha em \d+ ms; sem novas tentativas$/,
    );
    expect(alvo.recebidos).toHaveLength(0);
    const pendentes = await entregasWebhookVencidas(depsDoRuntime(), new Date(Date.now() + 48 * 3600_000), 1000);
    expect(pendentes.filter((e) => e.idRegra === regra.id)).toEqual([]);
  });
});
