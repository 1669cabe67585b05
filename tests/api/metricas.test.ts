import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RespostaMetricasFluxo } from '@wf/shared/types/relatorio';
import type { InstanciaResumo } from '@wf/shared/types/instancia';
import { beforeAll, describe, expect, it } from 'vitest';
import { instanciaKeys } from '../../functions/src/data/repositories/instanciaRepository';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';
import type { AmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, autorizar, criarEtapa, criarFluxo, outraPessoa, type Pessoa } from './support/fluxos';
import { cardsDaEtapa, criarCard, moverCard } from './support/instancias';

/**
 * The Métricas tab's numbers after a scripted day of creates, moves, assignments and due dates,
 * compared with what the cards themselves say through the API (the board of each stage): the
 * metrics read counters and indexes, never the cards, and must still agree with them exactly.
 */

const tabela = depsDaTabela();
let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const hojeSp = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const diaRelativo = (dias: number) => {
  const d = new Date(`${hojeSp()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

const metricas = (p: Pessoa, idFluxo: string) =>
  p.http.get<RespostaMetricasFluxo>(`/api/fluxos/metricas/${idFluxo}`, { sigla: p.sigla });

/** A due date in the past, as time would leave it (the API refuses to set one): card and index together. */
async function vencerOntem(sigla: string, card: { id: string; idFluxo: string }) {
  const ontem = diaRelativo(-2);
  await tabela.db.send(
    new UpdateCommand({
      TableName: tabela.tableName,
      Key: { pk: instanciaKeys.pk(sigla, card.id), sk: instanciaKeys.sk() },
      UpdateExpression: 'SET dataVencimento = :d, gsi3pk = :pk, gsi3sk = :sk',
      ExpressionAttributeValues: {
        ':d': ontem,
        ':pk': instanciaKeys.gsi3pk(sigla, card.idFluxo),
        ':sk': instanciaKeys.gsi3sk(ontem, card.id),
      },
    }),
  );
}

describe('GET /api/fluxos/metricas/{idFluxo}', () => {
  it('after a scripted day, equals the counts computed from the cards', async () => {
    const bruna = await outraPessoa(amb, 'Bruna Lima');
    const carlos = await outraPessoa(amb, 'Carlos Reis');
    const fluxo = await criarFluxo(dono, { descricao: 'Compras' });
    const a = (await criarEtapa(dono, fluxo.id, 'Solicitação')).Etapa;
    const b = (await criarEtapa(dono, fluxo.id, 'Aprovação', [a.id])).Etapa;
    const c = (await criarEtapa(dono, fluxo.id, 'Entregue', [b.id], { etapaFinal: 'S' })).Etapa;
    await autorizar(dono, a.id, bruna.email);
    await autorizar(dono, b.id, carlos.email);

    const cards = [];
    for (let i = 1; i <= 6; i++) {
      cards.push(await criarCard(dono, fluxo.id, `Pedido ${i}`, i <= 2 ? { dataVencimento: diaRelativo(i) } : {}));
    }
    const mover = async (id: string, destino: string) => {
      const r = await moverCard(dono, { idInstancia: id, idEtapaDestino: destino });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    await mover(cards[0]!.id, b.id);
    await mover(cards[1]!.id, b.id);
    await mover(cards[2]!.id, b.id);
    await mover(cards[2]!.id, c.id);
    const responsavel = async (id: string, email: string) => {
      const r = await dono.http.post(
        '/api/instancia/responsaveis/inserir',
        { idInstancia: id, emailUsuario: email },
        { sigla: dono.sigla },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    };
    // Overdue: one card still open, one already concluded (not late). The metrics count them from
    // counters the painel consumer keeps, so a later event of each card (a responsible) projects them.
    await vencerOntem(dono.sigla, { id: cards[4]!.id, idFluxo: fluxo.id });
    await vencerOntem(dono.sigla, { id: cards[2]!.id, idFluxo: fluxo.id });
    await responsavel(cards[4]!.id, bruna.email);
    await responsavel(cards[0]!.id, bruna.email);
    await responsavel(cards[1]!.id, bruna.email);
    await responsavel(cards[3]!.id, carlos.email);
    await responsavel(cards[2]!.id, carlos.email);
    const excluido = await criarCard(dono, fluxo.id, 'Pedido excluído');
    expect((await dono.http.delete(`/api/instancias/excluir/${excluido.id}`, { sigla: dono.sigla })).status).toBe(200);

    // What the cards say, through the API.
    const porEtapa = new Map<string, InstanciaResumo[]>();
    for (const e of [a, b, c]) porEtapa.set(e.id, await cardsDaEtapa(dono, e.id));
    const todos = [...porEtapa.values()].flat();
    const porResponsavel = new Map<string, number>();
    for (const card of todos)
      for (const r of card.listaInstanciaResp) porResponsavel.set(r.email, (porResponsavel.get(r.email) ?? 0) + 1);
    const hoje = hojeSp();
    const abertos = todos.filter((x) => x.Etapa.id !== c.id);
    const esperado = {
      nomeProprietario: expect.any(String),
      totalEtapas: 3,
      totalPessoasAutorizadas: 3,
      totalCardsCriados: todos.length,
      totalCardsConcluidos: porEtapa.get(c.id)!.length,
      totalCardsEmAtraso: abertos.filter((x) => x.dataVencimento !== null && x.dataVencimento < hoje).length,
      // Today: 7 created (one deleted since), 4 moves, 1 into the final stage.
      mediaCardsAbertosDia: Math.round((7 / 30) * 100) / 100,
      mediaCardsMovimentadosDia: Math.round((4 / 30) * 100) / 100,
      mediaCardsConcluidosDia: Math.round((1 / 30) * 100) / 100,
      listaCardsPorEtapa: [a, b, c].map((e) => ({ nomeEtapa: e.descricao, totalCards: porEtapa.get(e.id)!.length })),
      listaCardsPorResponsavel: [
        {
          nomeResponsavel: 'Bruna Lima',
          emailResponsavel: bruna.email,
          totalCardsAlocados: porResponsavel.get(bruna.email),
        },
        {
          nomeResponsavel: 'Carlos Reis',
          emailResponsavel: carlos.email,
          totalCardsAlocados: porResponsavel.get(carlos.email),
        },
      ],
    };
    expect(esperado).toMatchObject({ totalCardsCriados: 6, totalCardsConcluidos: 1, totalCardsEmAtraso: 1 });

    // The counters are kept by a consumer: they converge shortly after the answers.
    const m = await eventually(async () => {
      const r = await metricas(dono, fluxo.id);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const atual = r.body;
      const hojeNoHistorico = atual.listaHistoricoCards.at(-1);
      return hojeNoHistorico?.cardsMovimentados === 4 &&
        atual.listaCardsPorResponsavel.length === 2 &&
        atual.totalCardsEmAtraso === esperado.totalCardsEmAtraso &&
        atual.mediaCardsAbertosDia === esperado.mediaCardsAbertosDia
        ? atual
        : undefined;
    }, 20_000);
    expect(m).toMatchObject(esperado);
    expect(m.listaHistoricoCards).toHaveLength(30);
    expect(m.listaHistoricoCards.at(-1)).toEqual({ dataReferencia: hoje, cardsMovimentados: 4 });
    expect(m.listaHistoricoCards[0]!.dataReferencia).toBe(diaRelativo(-29));
    expect(m.listaHistoricoCards.slice(0, -1).every((d) => d.cardsMovimentados === 0)).toBe(true);

    // Bruna sees the flow (authorised on a stage): the same numbers.
    const deBruna = await metricas(bruna, fluxo.id);
    expect(deBruna.status).toBe(200);
    expect(deBruna.body.totalCardsCriados).toBe(6);
  });

  it('a new flow has zeros and an empty history; hidden and foreign flows are not found', async () => {
    const fluxo = await criarFluxo(dono, { descricao: 'Vazio' });
    const r = await metricas(dono, fluxo.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      totalEtapas: 0,
      totalCardsCriados: 0,
      totalCardsConcluidos: 0,
      totalCardsEmAtraso: 0,
      mediaCardsMovimentadosDia: 0,
      listaCardsPorEtapa: [],
      listaCardsPorResponsavel: [],
    });
    expect(r.body.listaHistoricoCards.every((d) => d.cardsMovimentados === 0)).toBe(true);

    const semAcesso = await outraPessoa(amb, 'Daniel Alves');
    const oculto = await metricas(semAcesso, fluxo.id);
    expect(oculto.status).toBe(404);
    expect(comoErro(oculto).mensagem).toBe('Fluxo não encontrado');
    const { dono: deFora } = await ambienteComDono();
    expect((await metricas(deFora, fluxo.id)).status).toBe(404);
    const malformado = await metricas(dono, 'nao-e-um-id!');
    expect(malformado.status).toBe(400);
  });
});
