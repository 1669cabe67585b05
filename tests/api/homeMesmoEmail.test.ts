import { beforeAll, describe, expect, it } from 'vitest';
import { ULTIMA_VERSAO } from '@wf/shared/constants/releases';
import type { AtividadesHome, CardsPorTile, ResumoHome } from '@wf/shared/types/home';
import { diaDaquiA } from '../../functions/src/lib/datas';
import { eventually } from '../support/eventually';
import { criarAmbienteDeTeste } from './support/ambientes';
import { novoEmail } from './support/dados';
import { entrar } from './support/sessoes';
import { criarEtapa, criarFluxo, type Pessoa } from './support/fluxos';
import { criarCard } from './support/instancias';

/**
 * The same e-mail is a user of two tenants, with cards under him in both: each tenant's home
 * (tile counts, near-expiry cards, the release seen, the feed) shows only that tenant's. The
 * home's per-person items are keyed by tenant and e-mail; without the tenant, his due counters
 * and the release he marked would be summed and shared across his tenants.
 */

const email = novoEmail('mesma.pessoa');
let emA: Pessoa;
let emB: Pessoa;
const cards: Record<'A' | 'B', string[]> = { A: [], B: [] };

async function pessoaEmNovoTenant(): Promise<Pessoa> {
  const amb = await criarAmbienteDeTeste({ adminEmail: email });
  const { http, usuario } = await entrar(amb, email, amb.adminSenha);
  return { http, sigla: amb.sigla, email, usuarioId: usuario.id };
}

/** A flow of the person with one card per due date (from today), each under his responsibility. */
async function cardsSobResponsabilidade(p: Pessoa, nome: string, vencimentos: number[]): Promise<string[]> {
  const fluxo = await criarFluxo(p, { descricao: `Fluxo de ${nome}` });
  await criarEtapa(p, fluxo.id, 'Entrada');
  const ids: string[] = [];
  for (const [i, dias] of vencimentos.entries()) {
    const card = await criarCard(p, fluxo.id, `Pedido ${i + 1} de ${nome}`, {
      dataVencimento: diaDaquiA(new Date(), dias),
    });
    const r = await p.http.post(
      '/api/instancia/responsaveis/inserir',
      { idInstancia: card.id, emailUsuario: p.email },
      { sigla: p.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    ids.push(card.id);
  }
  return ids;
}

const ok = async <T>(p: Pessoa, url: string): Promise<T> => {
  const r = await p.http.get<T>(url, { sigla: p.sigla });
  expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
};

const contagens = (r: ResumoHome) => ({
  totalSobResponsabilidade: r.totalSobResponsabilidade,
  totalProximoVencer: r.totalProximoVencer,
  totalEmAtraso: r.totalEmAtraso,
});

/** Waits for the consumer to project what the tenant's own cards say; a difference left is shown as such. */
async function aguardarResumo(p: Pessoa, esperado: ReturnType<typeof contagens>): Promise<ResumoHome> {
  return eventually(async () => {
    const r = await ok<ResumoHome>(p, '/api/home');
    return JSON.stringify(contagens(r)) === JSON.stringify(esperado) ? r : undefined;
  }, 20_000).catch(async (erro: unknown) => {
    expect(contagens(await ok<ResumoHome>(p, '/api/home'))).toEqual(esperado);
    throw erro;
  });
}

beforeAll(async () => {
  [emA, emB] = [await pessoaEmNovoTenant(), await pessoaEmNovoTenant()];
  cards.A = await cardsSobResponsabilidade(emA, 'A', [2]);
  cards.B = await cardsSobResponsabilidade(emB, 'B', [4, 5]);
  const r = await emA.http.post(
    '/api/home/ultima-release-visualizada',
    { versao: ULTIMA_VERSAO.versao },
    { sigla: emA.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}, 120_000);

describe('the same e-mail in two tenants, each home only its own', () => {
  it("counts only the tenant's cards under him and near expiry, and the release he saw there", async () => {
    const a = await aguardarResumo(emA, { totalSobResponsabilidade: 1, totalProximoVencer: 1, totalEmAtraso: 0 });
    const b = await aguardarResumo(emB, { totalSobResponsabilidade: 2, totalProximoVencer: 2, totalEmAtraso: 0 });

    expect(a.ultimaRelease.visualizada).toBe(true);
    expect(b.ultimaRelease.visualizada).toBe(false);
  });

  it("lists only the tenant's cards under the tiles and only its lines in the feed", async () => {
    for (const [p, meus] of [
      [emA, cards.A],
      [emB, cards.B],
    ] as const) {
      for (const tile of ['2', '4']) {
        const lista = (await ok<CardsPorTile>(p, `/api/home/cards-por-tipo/${tile}`)).listaInstancias;
        expect(lista.map((c) => c.id).sort(), `tile ${tile} em ${p.sigla}`).toEqual([...meus].sort());
      }
      const feed = await eventually(async () => {
        const r = await ok<AtividadesHome>(p, '/api/home/atividades?count=100');
        return r.listaAtividades.length >= meus.length ? r.listaAtividades : undefined;
      });
      expect(new Set(feed.map((l) => l.Instancia.id))).toEqual(new Set(meus));
    }
  });
});
