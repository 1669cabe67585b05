import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventoLido } from '@wf/shared/events';
import { ULTIMA_VERSAO } from '@wf/shared/constants/releases';
import type { AtividadesHome, CardsPorTile, GraficosHome, ResumoHome } from '@wf/shared/types/home';
import type { Fluxo } from '@wf/shared/types/fluxo';
import type { InstanciaResumo } from '@wf/shared/types/instancia';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../functions/src/kernel/deps';
import type { Sessao } from '../../functions/src/kernel/sessao';
import { diaDaquiA, hojeNoTenant } from '../../functions/src/lib/datas';
import { cardsPorTile, resumoHome } from '../../functions/src/domains/painel/services/homeService';
import { projetarPainel } from '../../functions/src/domains/painel/services/projecaoPainelService';
import {
  contadoresCalculados,
  contadoresProjetados,
  reconstruirPainelDoFluxo,
} from '../../functions/src/domains/painel/services/reconstrucaoPainelService';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';
import { comoErro } from './support/clienteHttp';
import { PNG_1X1 } from './support/dados';
import {
  ambienteComDono,
  autorizar,
  criarEtapa,
  criarFluxo,
  outraPessoa,
  telaDoFluxo,
  type Pessoa,
} from './support/fluxos';
import { cardsDaEtapa, criarCard, moverCard } from './support/instancias';
import type { AmbienteDeTeste } from './support/ambientes';

/**
 * The five /api/home routes and the `painel` consumer behind them, through the real runtime: a
 * scripted day of creates, moves, assignments, follows and due dates made over HTTP, then every
 * tile count and list compared with what the cards themselves say (read through the board API),
 * the chart with the script, the projections rebuilt and compared, the feed paged, and another
 * tenant kept out.
 */
let amb: AmbienteDeTeste;
let dono: Pessoa;
let bruna: Pessoa; // authorised on both flows
let carlos: Pessoa; // user of the tenant, in no flow
const deps = depsDaTabela() as unknown as AppDeps;
const hoje = hojeNoTenant(new Date());
const dia = (n: number) => diaDaquiA(new Date(), n);

type Etapa = { id: string };
let f1: { id: string; a: Etapa; b: Etapa; fim: Etapa };
let f2: { id: string; a: Etapa };
const cards: Record<string, string> = {};
let criadosF1 = 0;
let movidosF1 = 0;
let concluidosF1 = 0;

const s = (p: Pessoa) => ({ sigla: p.sigla });
const get = <T>(p: Pessoa, url: string) => p.http.get<T>(url, s(p));

async function ok<T>(p: Pessoa, url: string): Promise<T> {
  const r = await get<T>(p, url);
  expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
}

async function responsavel(idInstancia: string, quem: Pessoa) {
  const r = await dono.http.post(
    '/api/instancia/responsaveis/inserir',
    { idInstancia, emailUsuario: quem.email },
    s(dono),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}
async function semResponsavel(idInstancia: string, quem: Pessoa) {
  const r = await dono.http.delete(
    `/api/instancia/responsaveis/excluir/${idInstancia}/${encodeURIComponent(quem.email)}`,
    s(dono),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
async function seguir(quem: Pessoa, idInstancia: string) {
  const r = await quem.http.post('/api/instancia/acompanhamento/inserir', { idInstancia }, s(quem));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
async function vencimento(idInstancia: string, dataVencimento: string | null) {
  const r = await dono.http.put(`/api/instancias/atualizar/${idInstancia}`, { dataVencimento }, s(dono));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
async function mover(idInstancia: string, idEtapaDestino: string, concluiu = false) {
  const r = await moverCard(dono, { idInstancia, idEtapaDestino });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  movidosF1++;
  if (concluiu) concluidosF1++;
}

/** Every card a person sees, read through the board API (stage by stage of each of his flows). */
async function cardsVistosPor(p: Pessoa, idsFluxos: string[]): Promise<InstanciaResumo[]> {
  const todos: InstanciaResumo[] = [];
  for (const id of idsFluxos) {
    const tela = await telaDoFluxo(p, id);
    for (const e of tela.listaEtapas) todos.push(...(await cardsDaEtapa(p, e.id, 50)));
  }
  return todos;
}

/** The tiles as the cards say, for a person on a given day. */
function esperado(p: Pessoa, vistos: InstanciaResumo[], diaRef: string, ate: string) {
  const email = p.email.toLowerCase();
  const resp = vistos.filter((c) => c.listaInstanciaResp.some((r) => r.email.toLowerCase() === email));
  const seg = vistos.filter((c) => c.emAcompanhamento === 'S');
  const meus = [...new Map([...resp, ...seg].map((c) => [c.id, c])).values()].filter((c) => c.dataVencimento);
  return {
    totalCards: vistos.length,
    totalSobResponsabilidade: resp.length,
    totalEmAcompanhamento: seg.length,
    totalProximoVencer: meus.filter((c) => c.dataVencimento! >= diaRef && c.dataVencimento! <= ate).length,
    totalEmAtraso: meus.filter((c) => c.dataVencimento! < diaRef).length,
    ids: {
      '1': vistos.map((c) => c.id).sort(),
      '2': resp.map((c) => c.id).sort(),
      '3': seg.map((c) => c.id).sort(),
      '4': meus
        .filter((c) => c.dataVencimento! >= diaRef && c.dataVencimento! <= ate)
        .map((c) => c.id)
        .sort(),
    } as Record<string, string[]>,
  };
}

/** Every card under a tile, page after page of `count` (checks no card comes twice). */
async function idsDoTile(p: Pessoa, tile: string, count = 30): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let paginas = 0;
  do {
    const pagina: CardsPorTile = await ok<CardsPorTile>(
      p,
      `/api/home/cards-por-tipo/${tile}?count=${count}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(pagina.listaInstancias.length).toBeLessThanOrEqual(count);
    ids.push(...pagina.listaInstancias.map((c) => c.id));
    cursor = pagina.proximoCursor;
    expect(++paginas).toBeLessThan(50);
  } while (cursor);
  expect(new Set(ids).size).toBe(ids.length);
  return ids;
}

/** Waits until the projections agree with the cards (the consumer works after the answers). */
async function aguardarTiles(p: Pessoa, idsFluxos: string[]) {
  const vistos = await cardsVistosPor(p, idsFluxos);
  const e = esperado(p, vistos, hoje, dia(7));
  const { ids: _ids, ...totais } = e;
  await eventually(async () => {
    const r = await ok<ResumoHome>(p, '/api/home');
    const atual = {
      totalCards: r.totalCards,
      totalSobResponsabilidade: r.totalSobResponsabilidade,
      totalEmAcompanhamento: r.totalEmAcompanhamento,
      totalProximoVencer: r.totalProximoVencer,
      totalEmAtraso: r.totalEmAtraso,
    };
    return JSON.stringify(atual) === JSON.stringify(totais) ? r : undefined;
  }, 20_000).catch(async (erro: unknown) => {
    expect(await ok<ResumoHome>(p, '/api/home')).toMatchObject(totais);
    throw erro;
  });
  return e;
}

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  bruna = await outraPessoa(amb, 'Bruna Lima');
  carlos = await outraPessoa(amb, 'Carlos Dias');

  const fluxo1 = await criarFluxo(dono, { descricao: 'Compras' });
  const a = (await criarEtapa(dono, fluxo1.id, 'Solicitação')).Etapa;
  const b = (await criarEtapa(dono, fluxo1.id, 'Aprovação', [a.id])).Etapa;
  const fim = (await criarEtapa(dono, fluxo1.id, 'Concluído', [b.id], { etapaFinal: 'S' })).Etapa;
  f1 = { id: fluxo1.id, a, b, fim };
  const fluxo2 = await criarFluxo(dono, { descricao: 'Viagens' });
  f2 = { id: fluxo2.id, a: (await criarEtapa(dono, fluxo2.id, 'Pedido')).Etapa };
  for (const e of [a, b, fim]) await autorizar(dono, e.id, bruna.email, { executar: 'S' });
  await autorizar(dono, f2.a.id, bruna.email, { executar: 'S' });

  // The scripted day.
  const vencimentos: Record<string, string | undefined> = { c1: hoje, c2: dia(3), c4: dia(10), c6: dia(2), c9: dia(5) };
  for (const nome of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8']) {
    cards[nome] = (
      await criarCard(dono, f1.id, `Pedido ${nome}`, vencimentos[nome] ? { dataVencimento: vencimentos[nome] } : {})
    ).id;
    criadosF1++;
  }
  for (const nome of ['c9', 'c10']) {
    cards[nome] = (
      await criarCard(dono, f2.id, `Viagem ${nome}`, vencimentos[nome] ? { dataVencimento: vencimentos[nome] } : {})
    ).id;
  }
  for (const c of ['c1', 'c2', 'c3', 'c8']) await responsavel(cards[c]!, dono);
  for (const c of ['c2', 'c4', 'c5', 'c9']) await responsavel(cards[c]!, bruna);
  await semResponsavel(cards.c5!, bruna);
  await seguir(bruna, cards.c1!);
  await seguir(bruna, cards.c6!);
  await seguir(dono, cards.c7!);
  await vencimento(cards.c4!, dia(1)); // now near expiry
  await vencimento(cards.c2!, null); // no longer due
  await mover(cards.c1!, f1.b.id);
  await mover(cards.c2!, f1.b.id);
  await mover(cards.c2!, f1.fim.id, true);
  await mover(cards.c3!, f1.b.id);
  const comentario = await dono.http.post(
    '/api/instancia/comentarios/inserir',
    { idInstancia: cards.c3!, comentario: '<p>Pedido <strong>aprovado</strong></p>' },
    s(dono),
  );
  expect(comentario.status, JSON.stringify(comentario.body)).toBe(201);
  const exclusao = await dono.http.delete(`/api/instancias/excluir/${cards.c8!}`, s(dono));
  expect(exclusao.status, JSON.stringify(exclusao.body)).toBe(200);
}, 180_000);

describe('GET /api/home after a scripted day', () => {
  it('tile counts equal what the cards say, for each person', async () => {
    for (const p of [dono, bruna]) {
      const e = await aguardarTiles(p, [f1.id, f2.id]);
      const r = await ok<ResumoHome>(p, '/api/home');
      expect(r.totalFluxos).toBe(2);
      expect(r.listaFluxos.map((f) => f.descricao)).toEqual(['Compras', 'Viagens']);
      expect(e.totalCards).toBe(9);
    }
    // Sanity of the script itself (not only self-consistency): bruna is responsible for c2, c4, c9 and follows c1, c6.
    const rb = await ok<ResumoHome>(bruna, '/api/home');
    expect(rb).toMatchObject({
      totalSobResponsabilidade: 3,
      totalEmAcompanhamento: 2,
      totalProximoVencer: 4,
      totalEmAtraso: 0,
    });
  });

  it('the list under each tile holds exactly the cards the tile counts, paged with cursors', async () => {
    for (const p of [dono, bruna]) {
      const e = await aguardarTiles(p, [f1.id, f2.id]);
      for (const tile of ['1', '2', '3', '4']) {
        expect((await idsDoTile(p, tile, 2)).sort(), `tile ${tile}`).toEqual(e.ids[tile]);
        expect((await idsDoTile(p, tile)).sort(), `tile ${tile}`).toEqual(e.ids[tile]);
      }
    }
    const pagina = await ok<CardsPorTile>(bruna, '/api/home/cards-por-tipo/4');
    expect(pagina.listaInstancias[0]).toMatchObject({
      Etapa: { descricao: expect.any(String), Fluxo: { id: expect.any(String), descricao: expect.any(String) } },
      vencido: false,
    });
    // Tile 1 newest first, and offset paging agrees with the cursor.
    const todos = await ok<CardsPorTile>(dono, '/api/home/cards-por-tipo/1?count=30');
    const criacoes = todos.listaInstancias.map((c) => c.dataHoraCriacao);
    expect(criacoes).toEqual([...criacoes].sort().reverse());
    const pulando = await ok<CardsPorTile>(dono, '/api/home/cards-por-tipo/1?offset=3&count=2');
    expect(pulando.listaInstancias.map((c) => c.id)).toEqual(todos.listaInstancias.slice(3, 5).map((c) => c.id));
  });

  it('overdue: ten days later the due cards count as overdue, from the counters alone', async () => {
    await aguardarTiles(bruna, [f1.id, f2.id]);
    const depois = new Date(Date.now() + 10 * 86_400_000);
    const depsDepois = { ...deps, clock: () => depois };
    const sessao: Sessao = {
      sigla: bruna.sigla,
      usuarioId: bruna.usuarioId,
      email: bruna.email,
      perfilUsuario: '1',
      sessaoId: 'x',
    };
    const vistos = await cardsVistosPor(bruna, [f1.id, f2.id]);
    const e = esperado(bruna, vistos, hojeNoTenant(depois), diaDaquiA(depois, 7));
    const r = await resumoHome(depsDepois, sessao, { ignorarFluxosArquivados: 'S' });
    expect(r.totalEmAtraso).toBe(e.totalEmAtraso);
    expect(r.totalEmAtraso).toBe(4);
    expect(r.totalProximoVencer).toBe(0);
    const lista = await cardsPorTile(depsDepois, sessao, '5', { offset: 0, count: 30, ignorarFluxosArquivados: 'S' });
    expect(lista.listaInstancias.map((c) => c.id).sort()).toEqual(
      vistos
        .filter(
          (c) =>
            c.dataVencimento &&
            (c.emAcompanhamento === 'S' ||
              c.listaInstanciaResp.some((x) => x.email.toLowerCase() === bruna.email.toLowerCase())),
        )
        .map((c) => c.id)
        .sort(),
    );
    expect(lista.listaInstancias.every((c) => c.vencido)).toBe(true);
  });
});

describe('GET /api/home/graficos/{idFluxo}', () => {
  it('15 days ending today, today holding the creates and moves of the script; cards per responsible from the cards', async () => {
    await aguardarTiles(dono, [f1.id, f2.id]);
    const g = await eventually(async () => {
      const r = await ok<GraficosHome>(dono, `/api/home/graficos/${f1.id}`);
      const h = r.listaHistoricoCards.at(-1);
      return h?.cardsCriados === criadosF1 && h.cardsMovimentados === movidosF1 ? r : undefined;
    }, 20_000);
    expect(g.listaHistoricoCards).toHaveLength(15);
    expect(g.listaHistoricoCards[0]!.dataReferencia).toBe(dia(-14));
    expect(g.listaHistoricoCards.at(-1)!.dataReferencia).toBe(hoje);
    expect(g.listaHistoricoCards.slice(0, -1).every((d) => d.cardsCriados === 0 && d.cardsMovimentados === 0)).toBe(
      true,
    );

    const vistos = await cardsVistosPor(dono, [f1.id]);
    const porResp = new Map<string, number>();
    for (const c of vistos)
      for (const r of c.listaInstanciaResp)
        porResp.set(r.email.toLowerCase(), (porResp.get(r.email.toLowerCase()) ?? 0) + 1);
    expect(new Map(g.listaCardsPorResponsavel.map((r) => [r.emailResponsavel, r.totalCardsAlocados]))).toEqual(porResp);
    expect(
      g.listaCardsPorResponsavel.find((r) => r.emailResponsavel === bruna.email.toLowerCase())?.nomeResponsavel,
    ).toBe('Bruna Lima');
    // c8 was deleted: it counted as created, and no longer as dono's card.
    expect(porResp.get(dono.email.toLowerCase())).toBe(3);
  });

  it('a flow the person does not see, or of another tenant: 404; a malformed id: 400', async () => {
    const r = await get(carlos, `/api/home/graficos/${f1.id}`);
    expect([r.status, comoErro(r).mensagem]).toEqual([404, 'Fluxo não encontrado']);
    const { dono: outro } = await ambienteComDono();
    expect((await get(outro, `/api/home/graficos/${f1.id}`)).status).toBe(404);
    expect((await get(dono, '/api/home/graficos/nao-e-um-id!')).status).toBe(400);
  });
});

describe('the projections are exact and rebuildable', () => {
  it('the flow counters rebuilt from its feed and cards equal the live ones, and the rebuild changes nothing', async () => {
    await aguardarTiles(dono, [f1.id, f2.id]);
    await aguardarTiles(bruna, [f1.id, f2.id]);
    const vivo = await eventually(async () => {
      const v = await contadoresProjetados(deps, amb.sigla, f1.id);
      return v.dias[0]?.movidos === movidosF1 ? v : undefined;
    }, 20_000);
    expect(vivo.dias).toEqual([{ dia: hoje, criados: criadosF1, movidos: movidosF1, concluidos: concluidosF1 }]);
    expect(await contadoresCalculados(deps, amb.sigla, f1.id)).toEqual(vivo);

    const antes = await Promise.all([ok<ResumoHome>(dono, '/api/home'), ok<ResumoHome>(bruna, '/api/home')]);
    expect(await reconstruirPainelDoFluxo(deps, amb.sigla, f1.id)).toEqual(vivo);
    expect(await contadoresProjetados(deps, amb.sigla, f1.id)).toEqual(vivo);
    expect(await Promise.all([ok<ResumoHome>(dono, '/api/home'), ok<ResumoHome>(bruna, '/api/home')])).toEqual(antes);
  });

  it('an event delivered twice counts once (marker) and a repeated card event changes nothing (snapshot)', async () => {
    await aguardarTiles(bruna, [f1.id, f2.id]);
    const antes = await contadoresProjetados(deps, amb.sigla, f1.id);
    const resumoAntes = await ok<ResumoHome>(bruna, '/api/home');
    const evento: EventoLido = {
      tipo: 'cardEntrarEtapa',
      detalhe: {
        idEvento: randomUUID(),
        sigla: amb.sigla,
        ocorridoEm: new Date().toISOString(),
        idFluxo: f1.id,
        alteradoPor: dono.email,
        idEtapa: f1.b.id,
        idInstancia: cards.c4!,
        descricaoInstancia: 'Pedido c4',
        idEtapaOrigem: f1.a.id,
      },
    } as EventoLido;
    await projetarPainel(deps, evento);
    await projetarPainel(deps, evento);
    const depois = await contadoresProjetados(deps, amb.sigla, f1.id);
    expect(depois.dias[0]!.movidos).toBe(antes.dias[0]!.movidos + 1);
    expect(depois.responsaveis).toEqual(antes.responsaveis);
    expect(await ok<ResumoHome>(bruna, '/api/home')).toEqual(resumoAntes);
    movidosF1++; // the synthetic move is now part of the flow's history (its feed line too)
    expect(await contadoresCalculados(deps, amb.sigla, f1.id)).toEqual(depois);
  });
});

describe('GET /api/home/atividades', () => {
  it('pages the feed newest first with cursors (no line twice), with the comment as written; archived flows left out', async () => {
    const todas = await eventually(async () => {
      const r = await ok<AtividadesHome>(bruna, '/api/home/atividades?count=100');
      // 10 creations, 8 new responsibles, 4 moves, 1 comment (and the synthetic move above).
      return r.listaAtividades.length >= 23 ? r.listaAtividades : undefined;
    }, 20_000);
    const datas = todas.map((a) => a.dataHoraAlteracao);
    expect(datas).toEqual([...datas].sort().reverse());
    const comentario = todas.find((a) => a.geradoPeloSistema === 'N')!;
    expect(comentario).toMatchObject({
      comentario: '<p>Pedido <strong>aprovado</strong></p>',
      Instancia: { id: cards.c3, Etapa: { Fluxo: { id: f1.id } } },
    });
    expect(todas.some((a) => a.comentario === 'Card concluído na etapa Concluído')).toBe(true);

    const paginadas: string[] = [];
    let cursor: string | null = null;
    do {
      const r: AtividadesHome = await ok<AtividadesHome>(
        bruna,
        `/api/home/atividades?count=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(r.listaAtividades.length).toBeLessThanOrEqual(4);
      paginadas.push(...r.listaAtividades.map((a) => a.id));
      cursor = r.proximoCursor;
    } while (cursor);
    expect(paginadas).toEqual(todas.map((a) => a.id));
    const padrao = await ok<AtividadesHome>(bruna, '/api/home/atividades');
    expect(padrao.listaAtividades).toHaveLength(Math.min(20, todas.length));

    expect((await ok<AtividadesHome>(carlos, '/api/home/atividades')).listaAtividades).toEqual([]);

    const arquivar = (valor: 'S' | 'N') =>
      dono.http.post(
        `/api/common/atualizar-propriedade/${f2.id}`,
        { nomeEntidade: 'Fluxo', nomePropriedade: 'arquivado', valor },
        s(dono),
      );
    expect((await arquivar('S')).status).toBe(200);
    try {
      const sem = await ok<AtividadesHome>(bruna, '/api/home/atividades?count=100');
      expect(sem.listaAtividades.some((a) => a.Instancia.Etapa.Fluxo.id === f2.id)).toBe(false);
      expect(sem.listaAtividades.length).toBeLessThan(todas.length);
      const com = await ok<AtividadesHome>(bruna, '/api/home/atividades?count=100&ignorarFluxosArquivados=N');
      expect(com.listaAtividades.map((a) => a.id)).toEqual(todas.map((a) => a.id));
      const resumo = await ok<ResumoHome>(bruna, '/api/home');
      expect([resumo.totalFluxos, resumo.totalCards, resumo.totalSobResponsabilidade]).toEqual([1, 7, 2]);
    } finally {
      await arquivar('N');
    }
  });
});

describe('GET /api/home/atividades, the authors', () => {
  it('gives each line its author’s photo and avatar colour, the same as the flow list shows him', async () => {
    const eu = (await dono.http.get<UsuarioSessao>('/api/usuario/buscar', s(dono))).body;
    const comFoto = await dono.http.put('/api/usuario/atualizar', { nome: eu.nome, imgFoto: PNG_1X1 }, s(dono));
    expect(comFoto.status, JSON.stringify(comFoto.body)).toBe(200);
    const { Fluxo } = await ok<{ Fluxo: Fluxo }>(bruna, `/api/fluxos/buscar/${f1.id}`);

    const linhas = (await ok<AtividadesHome>(bruna, '/api/home/atividades?count=100')).listaAtividades;
    const doDono = linhas.filter((a) => a.emailUsuario.toLowerCase() === dono.email.toLowerCase());
    expect(doDono.length).toBeGreaterThan(0);
    for (const a of doDono) {
      expect(a.cor).toBe(Fluxo.Usuario.cor);
      expect(a.fotoUsuario).toContain(`/${amb.sigla}/usuarios/${eu.id}/foto-`);
    }
    const foto = await fetch(doDono[0]!.fotoUsuario!);
    expect([foto.status, foto.headers.get('content-type')]).toEqual([200, 'image/png']);
    for (const a of linhas) expect(a.cor).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('the latest release', () => {
  it('is unseen until the person marks it; an unknown version is refused', async () => {
    expect((await ok<ResumoHome>(carlos, '/api/home')).ultimaRelease).toMatchObject({
      versao: ULTIMA_VERSAO.versao,
      visualizada: false,
    });
    const semVersao = await carlos.http.post('/api/home/ultima-release-visualizada', {}, s(carlos));
    expect(semVersao.status).toBe(400);
    const r = await carlos.http.post(
      '/api/home/ultima-release-visualizada',
      { versao: ULTIMA_VERSAO.versao },
      s(carlos),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await ok<ResumoHome>(carlos, '/api/home')).ultimaRelease.visualizada).toBe(true);
    expect((await ok<ResumoHome>(bruna, '/api/home')).ultimaRelease.visualizada).toBe(false);
    const ruim = await carlos.http.post('/api/home/ultima-release-visualizada', { versao: '0.0.1' }, s(carlos));
    expect([ruim.status, comoErro(ruim).mensagem]).toEqual([400, 'Versão não encontrada nas notas de atualização']);
  });
});

describe('errors and isolation', () => {
  it('refuses bad parameters with pt-BR messages and requires a session', async () => {
    const tile = await get(dono, '/api/home/cards-por-tipo/9');
    expect(tile.status).toBe(400);
    expect(comoErro(tile).mensagem).toBe('Tipo de card inválido');
    expect((await get(dono, '/api/home/cards-por-tipo/1?count=0')).status).toBe(400);
    expect((await get(dono, '/api/home/atividades?count=abc')).status).toBe(400);
    expect((await get(dono, '/api/home?ignorarFluxosArquivados=X')).status).toBe(400);
    const cursor = await get(dono, '/api/home/cards-por-tipo/2?cursor=lixo');
    expect([cursor.status, comoErro(cursor).mensagem]).toEqual([400, 'Cursor inválido']);
    // A tile-1 cursor is not a tile-2 cursor.
    const t1 = await ok<CardsPorTile>(dono, '/api/home/cards-por-tipo/1?count=1');
    expect((await get(dono, `/api/home/cards-por-tipo/2?cursor=${encodeURIComponent(t1.proximoCursor!)}`)).status).toBe(
      400,
    );
    expect((await get(dono, '/api/home/atividades?cursor=%21')).status).toBe(400);
    for (const r of [
      await dono.http.get('/api/home', { sigla: dono.sigla, semCookies: true }),
      await dono.http.get('/api/home/atividades', { sigla: dono.sigla, semCookies: true }),
      await dono.http.post(
        '/api/home/ultima-release-visualizada',
        { versao: ULTIMA_VERSAO.versao },
        { sigla: dono.sigla, semCookies: true },
      ),
    ])
      expect(r.status).toBe(401);
  });

  it('another tenant sees none of it, whatever it sends', async () => {
    const { dono: outro } = await ambienteComDono();
    const r = await ok<ResumoHome>(outro, '/api/home');
    expect(r).toMatchObject({
      totalCards: 0,
      totalFluxos: 0,
      totalSobResponsabilidade: 0,
      totalEmAcompanhamento: 0,
      totalProximoVencer: 0,
      totalEmAtraso: 0,
    });
    for (const tile of ['1', '2', '3', '4', '5'])
      expect((await ok<CardsPorTile>(outro, `/api/home/cards-por-tipo/${tile}`)).listaInstancias).toEqual([]);
    expect((await ok<AtividadesHome>(outro, '/api/home/atividades')).listaAtividades).toEqual([]);
    // A cursor made in the first tenant only moves inside the second tenant's own (empty) items.
    const t2 = await ok<CardsPorTile>(dono, '/api/home/cards-por-tipo/1?count=1');
    expect(
      (await ok<CardsPorTile>(outro, `/api/home/cards-por-tipo/1?cursor=${encodeURIComponent(t2.proximoCursor!)}`))
        .listaInstancias,
    ).toEqual([]);
    // The X-Cliente of another tenant with this session's cookie is not a session there.
    expect((await dono.http.get('/api/home', { sigla: outro.sigla })).status).toBe(401);
  });
});

describe('a deleted flow leaves the home', () => {
  it("its cards leave every person's tile counts and lists (and the overdue count) once the clean-up runs", async () => {
    const fluxo = await criarFluxo(dono, { descricao: 'Eventos' });
    const etapa = (await criarEtapa(dono, fluxo.id, 'Inscrição')).Etapa;
    await autorizar(dono, etapa.id, bruna.email, { executar: 'S' });
    const e1 = (await criarCard(dono, fluxo.id, 'Evento 1', { dataVencimento: dia(2) })).id;
    const e2 = (await criarCard(dono, fluxo.id, 'Evento 2', { dataVencimento: dia(4) })).id;
    const e3 = (await criarCard(dono, fluxo.id, 'Evento 3')).id;
    await responsavel(e1, bruna);
    await responsavel(e2, dono);
    await seguir(bruna, e2);
    await seguir(dono, e3);
    // Before: the flow's cards are in both people's tiles (near expiry included).
    for (const p of [dono, bruna]) {
      const e = await aguardarTiles(p, [f1.id, f2.id, fluxo.id]);
      expect(e.ids['4']!.filter((id) => [e1, e2].includes(id))).not.toHaveLength(0);
    }
    const sessaoDe = (p: Pessoa): Sessao => ({
      sigla: p.sigla,
      usuarioId: p.usuarioId,
      email: p.email,
      perfilUsuario: '1',
      sessaoId: 'x',
    });
    const depois = { ...deps, clock: () => new Date(Date.now() + 10 * 86_400_000) };
    const atrasoAntes = (await resumoHome(depois, sessaoDe(bruna), { ignorarFluxosArquivados: 'S' })).totalEmAtraso;

    const r = await dono.http.delete(`/api/fluxos/excluir/${fluxo.id}?confirmacao=CONFIRMAR`, s(dono));
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    // After: counts and lists are what the remaining flows' cards say, for each person.
    for (const p of [dono, bruna]) {
      const e = await aguardarTiles(p, [f1.id, f2.id]);
      for (const tile of ['1', '2', '3', '4'])
        expect((await idsDoTile(p, tile)).sort(), `tile ${tile}`).toEqual(e.ids[tile]);
    }
    // Ten days later bruna's overdue count no longer holds e1 and e2 (the due counters were corrected too).
    await eventually(async () => {
      const atraso = (await resumoHome(depois, sessaoDe(bruna), { ignorarFluxosArquivados: 'S' })).totalEmAtraso;
      return atraso === atrasoAntes - 2 ? true : undefined;
    }, 20_000);
  });
});

describe('a card moved to another flow', () => {
  it("keeps its place in every person's tiles, now under the new flow", async () => {
    const origem = await criarFluxo(dono, { descricao: 'Triagem' });
    const destino = await criarFluxo(dono, { descricao: 'Execução' });
    const de = (await criarEtapa(dono, origem.id, 'Recebido')).Etapa;
    const para = (await criarEtapa(dono, destino.id, 'Fila')).Etapa;
    for (const [f, flag] of [
      [origem, 'permitirEnviarCards'],
      [destino, 'permitirReceberCards'],
    ] as const) {
      const r = await dono.http.put(
        '/api/fluxos/atualizar',
        { Fluxo: { id: f.id, descricao: f.descricao, icone: f.icone, detalhes: f.detalhes, [flag]: 'S' } },
        s(dono),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    await autorizar(dono, de.id, bruna.email, { executar: 'S' });
    await autorizar(dono, para.id, bruna.email, { executar: 'S' });
    const viajante = (await criarCard(dono, origem.id, 'Viajante', { dataVencimento: dia(3) })).id;
    await responsavel(viajante, bruna);
    await seguir(dono, viajante);
    const todos = [f1.id, f2.id, origem.id, destino.id];
    for (const p of [dono, bruna]) await aguardarTiles(p, todos);

    const m = await dono.http.post(
      '/api/instancias/copiar-mover-entre-fluxos',
      { idInstancia: viajante, idFluxoDestino: destino.id, idEtapaDestino: para.id, tipoOperacao: 'M' },
      s(dono),
    );
    expect(m.status, JSON.stringify(m.body)).toBe(200);

    // Its entries keep their keys with the new flow: the projection's transaction must replace
    // them, not delete and write each (DynamoDB refuses two operations on one item).
    for (const p of [dono, bruna]) {
      const e = await aguardarTiles(p, todos);
      for (const tile of ['1', '2', '3', '4'])
        expect((await idsDoTile(p, tile)).sort(), `tile ${tile}`).toEqual(e.ids[tile]);
    }
    await eventually(async () => {
      const r = await ok<CardsPorTile>(bruna, '/api/home/cards-por-tipo/2');
      const card = r.listaInstancias.find((c) => c.id === viajante);
      return card?.Etapa.Fluxo.id === destino.id ? card : undefined;
    }, 20_000);
  });
});
