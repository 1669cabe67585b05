import { beforeAll, describe, expect, it } from 'vitest';
import { MARCACAO_MENCAO } from '@wf/shared/constants/textoRico';
import type { RespostaNaoLidasPorCard } from '@wf/shared/types/notificacao';
import { eventually } from '../support/eventually';
import { ambienteComDono, autorizar, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { criarCard } from './support/instancias';
import type { AmbienteDeTeste } from './support/ambientes';

/**
 * GET /api/notificacao-interna/nao-lidas-por-instancia, the board tiles' badges: the session
 * person's unread notifications counted per card, from his own partition only; reading a card's
 * notifications (what opening it does) takes that card out.
 */
let amb: AmbienteDeTeste;
let dono: Pessoa;
let bruna: Pessoa;
let fluxo: Awaited<ReturnType<typeof fluxoComTresEtapas>>;

const BASE = '/api/notificacao-interna';

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  bruna = await outraPessoa(amb, 'Bruna Lima');
  fluxo = await fluxoComTresEtapas(dono);
  await autorizar(dono, fluxo.a.id, bruna.email, { executar: 'S' });
});

const mencionarBruna = async (idInstancia: string) => {
  const html = `<p><span class="${MARCACAO_MENCAO.classe}" ${MARCACAO_MENCAO.atributo}="${bruna.email}">@Bruna</span></p>`;
  const r = await dono.http.post(
    '/api/instancia/comentarios/inserir',
    { idInstancia, comentario: html },
    { sigla: dono.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
};

const porCard = async (p: Pessoa): Promise<RespostaNaoLidasPorCard> => {
  const r = await p.http.get<RespostaNaoLidasPorCard>(`${BASE}/nao-lidas-por-instancia`, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

describe('unread notifications per card', () => {
  it('counts each card’s unread ones for the person alone, and drops a card once its notifications are read', async () => {
    const um = await criarCard(dono, fluxo.fluxo.id, 'Notebook');
    const dois = await criarCard(dono, fluxo.fluxo.id, 'Cadeira');
    await mencionarBruna(um.id);
    await mencionarBruna(um.id);
    await mencionarBruna(dois.id);

    const antes = await eventually(async () => {
      const r = await porCard(bruna);
      return r.naoLidasPorInstancia[um.id] === 2 && r.naoLidasPorInstancia[dois.id] === 1 ? r : undefined;
    }, 15_000);
    expect(antes).toEqual({ naoLidasPorInstancia: { [um.id]: 2, [dois.id]: 1 }, completa: true });
    // The author and another tenant see nothing of Bruna's.
    expect(await porCard(dono)).toEqual({ naoLidasPorInstancia: {}, completa: true });
    const { dono: outro } = await ambienteComDono();
    expect(await porCard(outro)).toEqual({ naoLidasPorInstancia: {}, completa: true });

    const lida = await bruna.http.post(`${BASE}/marca-como-lida-instancia/${um.id}`, {}, { sigla: bruna.sigla });
    expect(lida.status, JSON.stringify(lida.body)).toBe(200);
    expect(await porCard(bruna)).toEqual({ naoLidasPorInstancia: { [dois.id]: 1 }, completa: true });
  });

  it('needs a session', async () => {
    const r = await bruna.http.get(`${BASE}/nao-lidas-por-instancia`, { sigla: bruna.sigla, semCookies: true });
    expect(r.status).toBe(401);
  });
});
