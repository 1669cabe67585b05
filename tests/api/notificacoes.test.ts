import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MARCACAO_MENCAO } from '@wf/shared/constants/textoRico';
import type { EventoLido } from '@wf/shared/events';
import { mensagensNotificacao } from '@wf/shared/schemas/notificacao';
import type {
  Notificacao,
  RespostaContagemNaoLidas,
  RespostaMarcarLidas,
  RespostaNotificacoes,
} from '@wf/shared/types/notificacao';
import type { AppDeps } from '../../functions/src/kernel/deps';
import { processarUmaVez } from '../../functions/src/events/processarUmaVez';
import { registrarNotificacoes } from '../../functions/src/domains/notificacoes/services/registroNotificacaoService';
import { DIAS_GUARDA_NOTIFICACAO_LIDA } from '@wf/shared/constants/notificacoes';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { notificacaoKeys } from '../../functions/src/data/repositories/notificacaoRepository';
import { cabecalhoCookie, conectarComSessao } from '../realtime/support/socket';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, autorizar, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { criarCard, moverCard } from './support/instancias';
import type { AmbienteDeTeste } from './support/ambientes';

/**
 * The five /api/notificacao-interna routes and the `notificacoes` consumer behind them, through
 * the real runtime: comments, responsibles, follows and moves made over HTTP raise the
 * notifications (events → consumer → table); every route reads only the session person's own.
 */
let amb: AmbienteDeTeste;
let dono: Pessoa;
let bruna: Pessoa; // authorised on the flow
let carlos: Pessoa; // user of the tenant, outside the flow
let fluxo: Awaited<ReturnType<typeof fluxoComTresEtapas>>;

const BASE = '/api/notificacao-interna';

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  bruna = await outraPessoa(amb, 'Bruna Lima');
  carlos = await outraPessoa(amb, 'Carlos Dias');
  fluxo = await fluxoComTresEtapas(dono);
  await autorizar(dono, fluxo.a.id, bruna.email, { executar: 'S' });
  await autorizar(dono, fluxo.b.id, bruna.email, { executar: 'S' });
});

const mencao = (p: Pessoa, nome: string) =>
  `<span class="${MARCACAO_MENCAO.classe}" ${MARCACAO_MENCAO.atributo}="${p.email}">@${nome}</span>`;

const contagem = async (p: Pessoa): Promise<number> => {
  const r = await p.http.get<RespostaContagemNaoLidas>(`${BASE}/count-nao-lidas`, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.totalNaoLidas;
};

const lista = async (p: Pessoa, query = ''): Promise<RespostaNotificacoes> => {
  const r = await p.http.get<RespostaNotificacoes>(`${BASE}/notificacoes-usuario${query}`, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

/** The person's notifications of a card once there are `n` of them. */
const aguardarDoCard = (p: Pessoa, idInstancia: string, n: number): Promise<Notificacao[]> =>
  eventually(async () => {
    const doCard = (await lista(p, '?limite=50')).listaNotificacoes.filter((x) => x.Instancia.id === idInstancia);
    return doCard.length >= n ? doCard : undefined;
  }, 15_000);

const comentar = (p: Pessoa, idInstancia: string, html: string) =>
  p.http.post('/api/instancia/comentarios/inserir', { idInstancia, comentario: html }, { sigla: p.sigla });

describe('a mention in a comment', () => {
  it('notifies the mentioned user who sees the flow; not a user outside the flow, not the author', async () => {
    const card = await criarCard(dono, fluxo.fluxo.id, 'Notebook da Bruna');
    const r = await comentar(
      dono,
      card.id,
      `<p>Veja ${mencao(bruna, 'Bruna Lima')}, ${mencao(carlos, 'Carlos Dias')} e ${mencao(dono, 'eu')}</p>`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);

    const [n] = await aguardarDoCard(bruna, card.id, 1);
    expect(n).toMatchObject({
      titulo: 'Você foi mencionado',
      msgLida: 'N',
      Instancia: { id: card.id },
      Fluxo: { id: fluxo.fluxo.id },
    });
    expect(n?.mensagem).toContain('"Notebook da Bruna"');
    expect(n?.dataHoraRegistroAmigavel).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await contagem(bruna)).toBe(1);
    // The event was handled (Bruna's notification exists): Carlos and the author got nothing.
    expect(await contagem(carlos)).toBe(0);
    expect((await lista(carlos)).listaNotificacoes).toEqual([]);
    expect(await contagem(dono)).toBe(0);
  });
});

describe('marking read', () => {
  it("refuses another user's and another tenant's notification ids, and counts one read exactly once", async () => {
    const card = await criarCard(dono, fluxo.fluxo.id, 'Cadeira');
    await comentar(dono, card.id, `<p>${mencao(bruna, 'Bruna Lima')}</p>`);
    const [n] = await aguardarDoCard(bruna, card.id, 1);
    const id = n!.id;
    const antes = await contagem(bruna);

    const deCarlos = await carlos.http.post(`${BASE}/marca-como-lida/${id}`, {}, { sigla: carlos.sigla });
    expect(deCarlos.status).toBe(404);
    expect(comoErro(deCarlos)).toMatchObject({
      mensagem: mensagensNotificacao.naoEncontrada,
      tipo: 'ENotificacaoNaoEncontrada',
    });

    const { dono: outroDono } = await ambienteComDono();
    const deOutroAmbiente = await outroDono.http.post(`${BASE}/marca-como-lida/${id}`, {}, { sigla: outroDono.sigla });
    expect(deOutroAmbiente.status).toBe(404);
    expect(comoErro(deOutroAmbiente).mensagem).toBe(mensagensNotificacao.naoEncontrada);
    // Per card and "all" of others touch only their own partition.
    await carlos.http.post(`${BASE}/marca-como-lida-instancia/${card.id}`, {}, { sigla: carlos.sigla });
    await outroDono.http.post(`${BASE}/marca-todas-como-lida`, {}, { sigla: outroDono.sigla });
    expect(await contagem(bruna)).toBe(antes);

    const lida = await bruna.http.post<RespostaMarcarLidas>(
      `${BASE}/marca-como-lida/${id}`,
      {},
      { sigla: bruna.sigla },
    );
    expect(lida.status, JSON.stringify(lida.body)).toBe(200);
    expect(lida.body).toEqual({ mensagem: mensagensNotificacao.marcadaComoLida, totalNaoLidas: antes - 1 });
    // Twice, or twice at once: still one decrement.
    const [x, y] = await Promise.all([
      bruna.http.post<RespostaMarcarLidas>(`${BASE}/marca-como-lida/${id}`, {}, { sigla: bruna.sigla }),
      bruna.http.post<RespostaMarcarLidas>(`${BASE}/marca-como-lida/${id}`, {}, { sigla: bruna.sigla }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(await contagem(bruna)).toBe(antes - 1);
    expect((await lista(bruna)).listaNotificacoes.find((l) => l.id === id)?.msgLida).toBe('S');
  });

  it('validates ids and page sizes with pt-BR messages, and needs a session', async () => {
    const idRuim = await bruna.http.post(
      `${BASE}/marca-como-lida/${encodeURIComponent('a b')}`,
      {},
      { sigla: bruna.sigla },
    );
    expect(idRuim.status).toBe(400);
    expect(comoErro(idRuim).mensagem).toBe('Identificador inválido');
    const limite = await bruna.http.get(`${BASE}/notificacoes-usuario?limite=0`, { sigla: bruna.sigla });
    expect(limite.status).toBe(400);
    expect(comoErro(limite).mensagem).toBe(mensagensNotificacao.limiteInvalido);
    const semSessao = await bruna.http.get(`${BASE}/count-nao-lidas`, { sigla: bruna.sigla, semCookies: true });
    expect(semSessao.status).toBe(401);
  });
});

describe('responsible and followed cards', () => {
  it('notifies a new responsible, and a follower of a move and a change; marks per card, then all', async () => {
    const card = await criarCard(dono, fluxo.fluxo.id, 'Mesa');
    const resp = await dono.http.post(
      '/api/instancia/responsaveis/inserir',
      { idInstancia: card.id, emailUsuario: bruna.email },
      { sigla: dono.sigla },
    );
    expect(resp.status, JSON.stringify(resp.body)).toBeLessThan(300);
    await aguardarDoCard(bruna, card.id, 1);

    const seguir = await bruna.http.post(
      '/api/instancia/acompanhamento/inserir',
      { idInstancia: card.id },
      { sigla: bruna.sigla },
    );
    expect(seguir.status, JSON.stringify(seguir.body)).toBeLessThan(300);
    expect((await moverCard(dono, { idInstancia: card.id, idEtapaDestino: fluxo.b.id })).status).toBe(200);
    await aguardarDoCard(bruna, card.id, 2);
    const alterar = await dono.http.put(
      `/api/instancias/atualizar/${card.id}`,
      { descricao: 'Mesa grande' },
      { sigla: dono.sigla },
    );
    expect(alterar.status, JSON.stringify(alterar.body)).toBe(200);
    const doCard = await aguardarDoCard(bruna, card.id, 3);

    // Newest first.
    expect(doCard.map((x) => x.titulo)).toEqual(['Card alterado', 'Card movido', 'Novo card sob sua responsabilidade']);
    expect(doCard[1]?.mensagem).toContain('"Aprovação"');
    // The follower's own change tells nobody (he is the author).
    expect(await contagem(dono)).toBe(0);

    // Paging: two pages of the three newest, in order.
    const p1 = await lista(bruna, '?limite=2');
    expect(p1.listaNotificacoes).toHaveLength(2);
    expect(p1.proximoCursor).not.toBeNull();
    const p2 = await lista(bruna, `?limite=2&cursor=${encodeURIComponent(p1.proximoCursor!)}`);
    const todas = [...p1.listaNotificacoes, ...p2.listaNotificacoes];
    const datas = todas.map((x) => x.dataHoraRegistro);
    expect([...datas].sort().reverse()).toEqual(datas);

    const antes = await contagem(bruna);
    const porCard = await bruna.http.post<RespostaMarcarLidas>(
      `${BASE}/marca-como-lida-instancia/${card.id}`,
      {},
      { sigla: bruna.sigla },
    );
    expect(porCard.status).toBe(200);
    expect(porCard.body).toEqual({ mensagem: mensagensNotificacao.doCardMarcadasComoLidas, totalNaoLidas: antes - 3 });

    const todasLidas = await bruna.http.post<RespostaMarcarLidas>(
      `${BASE}/marca-todas-como-lida`,
      {},
      { sigla: bruna.sigla },
    );
    expect(todasLidas.body).toEqual({ mensagem: mensagensNotificacao.todasMarcadasComoLidas, totalNaoLidas: 0 });
    expect((await lista(bruna, '?limite=50')).listaNotificacoes.every((x) => x.msgLida === 'S')).toBe(true);
  });
});

describe('after a mark', () => {
  it("tells the person's other tabs, and a read notification expires after the retention days while an unread one never does", async () => {
    const card = await criarCard(dono, fluxo.fluxo.id, 'Projetor');
    await comentar(dono, card.id, `<p>${mencao(bruna, 'Bruna Lima')}</p>`);
    await comentar(dono, card.id, `<p>De novo ${mencao(bruna, 'Bruna Lima')}</p>`);
    const [maisNova, maisAntiga] = await aguardarDoCard(bruna, card.id, 2);
    // Another tab of Bruna (her notification room is joined on connect).
    const outraAba = await conectarComSessao(cabecalhoCookie(bruna.http.cookies), bruna.sigla);
    const deps = depsDaTabela();
    const item = async (id: string) =>
      (
        await deps.db.send(
          new GetCommand({
            TableName: deps.tableName,
            Key: { pk: notificacaoKeys.pk(bruna.sigla, bruna.usuarioId), sk: notificacaoKeys.sk(id) },
            ConsistentRead: true,
          }),
        )
      ).Item;

    const antes = Date.now() / 1000;
    expect(
      (await bruna.http.post(`${BASE}/marca-como-lida/${maisAntiga!.id}`, {}, { sigla: bruna.sigla })).status,
    ).toBe(200);

    await expect(outraAba.aguardar((m) => m.tipo === 'notificacoesLidas')).resolves.toMatchObject({
      dados: { usuarioId: bruna.usuarioId, quantas: 1 },
    });
    const dias = DIAS_GUARDA_NOTIFICACAO_LIDA * 24 * 60 * 60;
    const expiraEm = (await item(maisAntiga!.id))?.expiraEm as number;
    expect(expiraEm).toBeGreaterThanOrEqual(Math.floor(antes) + dias);
    expect(expiraEm).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + dias);
    expect((await item(maisNova!.id))?.expiraEm).toBeUndefined();
    await outraAba.fechar();
  });
});

describe('the consumer', () => {
  it('writes one notification and counts one for the same event delivered twice, or twice at once', async () => {
    const diego = await outraPessoa(amb, 'Diego Souza');
    await autorizar(dono, fluxo.a.id, diego.email);
    const card = await criarCard(dono, fluxo.fluxo.id, 'Monitor');
    const deps = depsDaTabela() as unknown as AppDeps;
    const evento: EventoLido = {
      tipo: 'comentarioAdicionado',
      detalhe: {
        idEvento: randomUUID(),
        sigla: amb.sigla,
        ocorridoEm: new Date().toISOString(),
        idFluxo: fluxo.fluxo.id,
        idEtapa: fluxo.a.id,
        idInstancia: card.id,
        alteradoPor: dono.email,
        idComentario: randomUUID(),
        geradoPeloSistema: 'N',
        emailsMencionados: [diego.email],
      },
    };
    // Through the consumer stack's guard, twice: the second is a repetition.
    expect(await processarUmaVez(deps, 'notificacoes', evento.detalhe, () => registrarNotificacoes(deps, evento))).toBe(
      'processado',
    );
    expect(await processarUmaVez(deps, 'notificacoes', evento.detalhe, () => registrarNotificacoes(deps, evento))).toBe(
      'repetido',
    );
    // And past the guard (a crash after the write, before the event was marked done), even concurrently.
    await Promise.all([registrarNotificacoes(deps, evento), registrarNotificacoes(deps, evento)]);

    expect(await contagem(diego)).toBe(1);
    const { listaNotificacoes } = await lista(diego);
    expect(listaNotificacoes).toHaveLength(1);
    expect(listaNotificacoes[0]).toMatchObject({ titulo: 'Você foi mencionado', Instancia: { id: card.id } });
  });
});
