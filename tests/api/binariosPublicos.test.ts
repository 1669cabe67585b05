import { beforeAll, describe, expect, it } from 'vitest';
import { mensagensSubElementos as m } from '@wf/shared/constants/cards';
import type { LinkPublicoAnexo, RespostaBinario } from '@wf/shared/types/instancia';
import { comoErro } from './support/clienteHttp';
import { anexarArquivo } from './support/cards';
import { ambienteComDono, autorizar, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { criarCard } from './support/instancias';
import type { AmbienteDeTeste } from './support/ambientes';

/**
 * An attachment's public link: asked by who sees the card (POST link-publico), opened by anyone
 * (GET /api/binarios/buscar/{idBinario}/{publicHash}, no session). The secret is checked, the id
 * names one tenant's partition, and deleting the attachment revokes the link.
 */
let amb: AmbienteDeTeste;
let dono: Pessoa;
let bruna: Pessoa; // authorised on the first stage
let carlos: Pessoa; // user of the tenant, outside the flow
let fluxo: Awaited<ReturnType<typeof fluxoComTresEtapas>>;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  bruna = await outraPessoa(amb, 'Bruna Lima');
  carlos = await outraPessoa(amb, 'Carlos Dias');
  fluxo = await fluxoComTresEtapas(dono);
  await autorizar(dono, fluxo.a.id, bruna.email, { executar: 'S' });
});

const s = (p: Pessoa) => ({ sigla: p.sigla });
const BYTES = Buffer.from('Orçamento aprovado: R$ 1.234,56\n', 'utf8');

const anexar = async (card: string): Promise<string> =>
  (await anexarArquivo(dono, card, 'Orçamento.txt', 'text/plain', BYTES)).id;

const pedirLink = (p: Pessoa, card: string, idAnexo: string) =>
  p.http.post<LinkPublicoAnexo>(`/api/instancia/anexos/link-publico/${idAnexo}?idInstancia=${card}`, {}, s(p));

/** The public route as an outsider calls it: no cookie, no X-Cliente. */
const abrir = (p: Pessoa, idBinario: string, publicHash: string) =>
  p.http.get<RespostaBinario>(
    `/api/binarios/buscar/${encodeURIComponent(idBinario)}/${encodeURIComponent(publicHash)}`,
    { semCookies: true },
  );

describe('an attachment’s public link', () => {
  it('is given to who sees the card, the same link every time, and downloads the file without a session', async () => {
    const card = await criarCard(dono, fluxo.fluxo.id, 'Compra de cadeiras');
    const idAnexo = await anexar(card.id);

    const r = await pedirLink(bruna, card.id, idAnexo);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.idBinario).toBe(`${amb.sigla}.${card.id}.${idAnexo}`);
    expect(r.body.publicHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await pedirLink(dono, card.id, idAnexo)).body).toEqual(r.body);

    const b = await abrir(carlos, r.body.idBinario, r.body.publicHash);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.Binario).toMatchObject({
      nomeArquivo: 'Orçamento.txt',
      mimeType: 'text/plain',
      tamanho: BYTES.length,
    });
    expect(Buffer.from(await (await fetch(b.body.Binario.url)).arrayBuffer())).toEqual(BYTES);
    // The card's own list never shows the secret.
    const lista = await dono.http.get<{ listaAnexos: Array<Record<string, unknown>> }>(
      `/api/instancia/anexos/buscar-por-instancia/${card.id}`,
      s(dono),
    );
    expect(JSON.stringify(lista.body)).not.toContain(r.body.publicHash);
  });

  it('is refused to who does not see the card, and to another tenant with this tenant’s ids', async () => {
    const card = await criarCard(dono, fluxo.fluxo.id, 'Compra de mesas');
    const idAnexo = await anexar(card.id);
    expect((await pedirLink(carlos, card.id, idAnexo)).status).toBe(404);
    const { dono: outro } = await ambienteComDono();
    const deOutro = await pedirLink(outro, card.id, idAnexo);
    expect(deOutro.status).toBe(404);
    expect(comoErro(deOutro).mensagem).toBeTruthy();
  });

  it('answers a wrong secret, another tenant’s sigla, a deleted attachment and a malformed link with a pt-BR 4xx', async () => {
    const card = await criarCard(dono, fluxo.fluxo.id, 'Compra de monitores');
    const idAnexo = await anexar(card.id);
    const { idBinario, publicHash } = (await pedirLink(dono, card.id, idAnexo)).body;

    // The secret of one attachment opens no other (a second attachment of the same card).
    const outroAnexo = await anexar(card.id);
    const outroLink = (await pedirLink(dono, card.id, outroAnexo)).body;
    expect(outroLink.publicHash).not.toBe(publicHash);

    const errado = publicHash.slice(0, -1) + (publicHash.endsWith('A') ? 'B' : 'A');
    for (const [id, hash] of [
      [idBinario, errado],
      [idBinario, outroLink.publicHash],
      [idBinario, 'curto'],
      [`${idBinario.split('.')[0]}.${card.id}.${outroAnexo}`, publicHash],
    ] as const) {
      const r = await abrir(dono, id, hash);
      expect(r.status).toBe(404);
      expect(comoErro(r).mensagem).toBe(m.binarioNaoEncontrado);
    }
    // The same ids under another tenant's sigla read that tenant's partition, where nothing is.
    const { amb: outroAmb } = await ambienteComDono();
    const noOutro = await abrir(dono, `${outroAmb.sigla}.${card.id}.${idAnexo}`, publicHash);
    expect([noOutro.status, comoErro(noOutro).mensagem]).toEqual([404, m.binarioNaoEncontrado]);

    for (const malformado of [
      'sem-pontos',
      `${amb.sigla}.${card.id}`,
      `${amb.sigla}.a.b.c`,
      `${amb.sigla}.${'x'.repeat(101)}.b`,
    ]) {
      const r = await abrir(dono, malformado, publicHash);
      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe(m.linkBinarioInvalido);
    }

    const ex = await dono.http.delete(`/api/instancia/anexos/excluir/${idAnexo}?idInstancia=${card.id}`, s(dono));
    expect(ex.status, JSON.stringify(ex.body)).toBe(200);
    const revogado = await abrir(dono, idBinario, publicHash);
    expect([revogado.status, comoErro(revogado).mensagem]).toEqual([404, m.binarioNaoEncontrado]);
  });
});

describe('GET /api/instancias/buscar-json-execucao/{id}', () => {
  it('answers the card’s form values to who may open it; 404 to others and to another tenant; 400 to a bad id', async () => {
    const card = await criarCard(dono, fluxo.fluxo.id, 'Compra de notebooks');
    const r = await bruna.http.get<{ jsonDadosExecucao: Record<string, unknown> }>(
      `/api/instancias/buscar-json-execucao/${card.id}`,
      s(bruna),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const completo = await dono.http.get<{ Instancia: { jsonDadosExecucao: unknown } }>(
      `/api/instancias/buscar-por-id/${card.id}`,
      s(dono),
    );
    expect(r.body).toEqual({ jsonDadosExecucao: completo.body.Instancia.jsonDadosExecucao });

    const deCarlos = await carlos.http.get(`/api/instancias/buscar-json-execucao/${card.id}`, s(carlos));
    expect(deCarlos.status).toBeGreaterThanOrEqual(400);
    expect(deCarlos.status).toBeLessThan(500);
    const { dono: outro } = await ambienteComDono();
    const deOutro = await outro.http.get(`/api/instancias/buscar-json-execucao/${card.id}`, s(outro));
    expect(deOutro.status).toBe(404);
    expect(comoErro(deOutro).mensagem).toBeTruthy();
    const ruim = await dono.http.get(`/api/instancias/buscar-json-execucao/${encodeURIComponent('a b')}`, s(dono));
    expect([ruim.status, comoErro(ruim).mensagem]).toEqual([400, 'Identificador inválido']);
  });
});
