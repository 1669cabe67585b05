import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../functions/src/kernel/deps';
import { mensagensAlcance } from '../../functions/src/domains/regras/entities/mensagensAlcance';
import { autorizar, criarEtapa, criarFluxo, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { cardsDaEtapa, criarCard, salvarCampos } from './support/instancias';
import { campo } from './support/fluxos';
import {
  cardPelaApi,
  contextoAcao,
  erroAoPreparar,
  eventosDaRegra,
  prepararEExecutarDuasVezes,
  PROFUNDIDADE,
  pessoasDasAcoes,
  fluxoDoCriador,
} from './support/regrasAcoes';

/**
 * The rules' actions that move or copy a card, run against the test runtime with its real
 * dependencies (tests/api/support/regrasAcoes.ts), each executed twice with the same context (a
 * redelivered event): the effect read back through the API happens once, and its events carry
 * the rule's depth. The rule's creator is a person authorised only to SEE the stages (no
 * executar): the action acts as the system, keeping the flow's structural rules.
 */

let dono: Pessoa;
let criador: Pessoa;
let deps: AppDeps;

beforeAll(async () => {
  ({ dono, criador, deps } = await pessoasDasAcoes());
});

const fluxo = () => fluxoDoCriador(dono, criador);

const s = () => ({ sigla: dono.sigla });

describe('moverCard', () => {
  it('moves through a link of the current stage, once, with profundidadeRegra on its events', async () => {
    const { fluxo: fx, a, b } = await fluxo();
    const card = await criarCard(dono, fx.id);
    const ctx = contextoAcao(deps, criador, { idFluxo: fx.id, idInstancia: card.id });

    const r = await prepararEExecutarDuasVezes('moverCard', ctx, { idEtapaMoveCard: b.id });

    expect(r.payload).toEqual({ idEtapa: b.id, descricaoEtapa: b.descricao });
    expect((await cardPelaApi(dono, card.id)).Etapa.id).toBe(b.id);
    expect(r.segunda?.detalhes).toContain('já estava');
    const entradas = (await eventosDaRegra(card.id, 'cardEntrarEtapa')).filter((e) => e.idEtapa === b.id);
    expect(entradas).toHaveLength(1);
    expect(entradas[0]).toMatchObject({
      idEtapaOrigem: a.id,
      profundidadeRegra: PROFUNDIDADE,
      alteradoPor: criador.email,
    });
    const historico = await dono.http.get<{ listaHistorico: unknown[] }>(
      `/api/instancia/historico/buscar-por-instancia/${card.id}`,
      s(),
    );
    expect(historico.body.listaHistorico).toHaveLength(2);
  });

  it('refuses a stage with no link from the current one, and a stage of another flow', async () => {
    const { fluxo: fx, c } = await fluxo();
    const outro = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fx.id);
    const ctx = contextoAcao(deps, criador, { idFluxo: fx.id, idInstancia: card.id });

    expect(await erroAoPreparar('moverCard', ctx, { idEtapaMoveCard: c.id })).toMatch(/etapa/i);
    expect(await erroAoPreparar('moverCard', ctx, { idEtapaMoveCard: outro.b.id })).toBe(
      'A etapa destino não pertence ao fluxo do card',
    );
  });

  it('is dropped when the card form is incomplete (the move 422), the card staying where it was', async () => {
    const { fluxo: fx, a, b } = await fluxo();
    const card = await criarCard(dono, fx.id);
    await salvarCampos(dono, a.id, [campo('Valor', { keyCampo: 'number', indObrigatorio: true })]);
    const ctx = contextoAcao(deps, criador, { idFluxo: fx.id, idInstancia: card.id });
    const acao = (await import('../../functions/src/domains/regras/acoes')).acoesRegistradas.moverCard!;

    const p = await acao.preparar(ctx, { idEtapaMoveCard: b.id });
    await expect(acao.executar(ctx, p)).rejects.toMatchObject({ natureza: 'naoProcessavel' });
    expect((await cardPelaApi(dono, card.id)).Etapa.id).toBe(a.id);
  });
});

describe('copiarCard', () => {
  it('copies to a stage of the flow once: the copy id comes from the action run', async () => {
    const { fluxo: fx, a, c } = await fluxo();
    const card = await criarCard(dono, fx.id, 'Pedido 42');
    const ctx = contextoAcao(deps, criador, { idFluxo: fx.id, idInstancia: card.id });

    const r = await prepararEExecutarDuasVezes('copiarCard', ctx, { idEtapaMoveCard: c.id });

    const { idCopia } = r.payload as { idCopia: string };
    expect(r.payload).toMatchObject({ idEtapa: c.id, descricaoEtapa: c.descricao });
    const emC = await cardsDaEtapa(dono, c.id);
    expect(emC.map((x) => [x.id, x.descricao])).toEqual([[idCopia, 'Pedido 42']]);
    expect((await cardPelaApi(dono, card.id)).Etapa.id).toBe(a.id);
    const criados = await eventosDaRegra(idCopia, 'cardCriado');
    expect(criados).toHaveLength(1);
    expect(criados[0]).toMatchObject({ idInstanciaOrigem: card.id, profundidadeRegra: PROFUNDIDADE });
  });
});

describe('moverCardOutroFluxo and copiarCardOutroFluxo', () => {
  async function doisFluxos(flags: { envia: 'S' | 'N'; recebe: 'S' | 'N' }) {
    const origem = await fluxo();
    const destino = await criarFluxo(dono, { descricao: 'Financeiro' });
    const entrada = (await criarEtapa(dono, destino.id, 'Entrada')).Etapa;
    const atualizar = async (f: typeof destino, extra: Record<string, string>) => {
      const r = await dono.http.put(
        '/api/fluxos/atualizar',
        { Fluxo: { id: f.id, descricao: f.descricao, icone: f.icone, detalhes: f.detalhes, ...extra } },
        s(),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    await atualizar(origem.fluxo, { permitirEnviarCards: flags.envia });
    await atualizar(destino, { permitirReceberCards: flags.recebe });
    // The destination is within the rule creator's own reach (checked at save and at run).
    await autorizar(dono, entrada.id, criador.email, { executar: 'S' });
    return { origem, destino, entrada };
  }

  it('moves the card to the other flow once (same id), its events with the depth', async () => {
    const { origem, destino, entrada } = await doisFluxos({ envia: 'S', recebe: 'S' });
    const card = await criarCard(dono, origem.fluxo.id);
    const ctx = contextoAcao(deps, criador, { idFluxo: origem.fluxo.id, idInstancia: card.id });

    const r = await prepararEExecutarDuasVezes('moverCardOutroFluxo', ctx, {
      idFluxoMoveCard: destino.id,
      idEtapaMoveCard: entrada.id,
    });

    expect(r.payload).toMatchObject({ idFluxo: destino.id, idEtapa: entrada.id });
    const movido = await cardPelaApi(dono, card.id);
    expect([movido.Fluxo.id, movido.Etapa.id]).toEqual([destino.id, entrada.id]);
    expect(r.segunda?.detalhes).toContain('já estava');
    const entradas = (await eventosDaRegra(card.id, 'cardEntrarEtapa')).filter(
      (e) => e.idFluxoOrigem === origem.fluxo.id,
    );
    expect(entradas).toHaveLength(1);
    expect(entradas[0]!.profundidadeRegra).toBe(PROFUNDIDADE);
  });

  it('copies the card to the other flow once', async () => {
    const { origem, destino, entrada } = await doisFluxos({ envia: 'S', recebe: 'S' });
    const card = await criarCard(dono, origem.fluxo.id, 'Nota fiscal');
    const ctx = contextoAcao(deps, criador, { idFluxo: origem.fluxo.id, idInstancia: card.id });

    const r = await prepararEExecutarDuasVezes('copiarCardOutroFluxo', ctx, {
      idFluxoMoveCard: destino.id,
      idEtapaMoveCard: entrada.id,
    });

    const { idCopia } = r.payload as { idCopia: string };
    expect((await cardsDaEtapa(dono, entrada.id)).map((x) => [x.id, x.descricao])).toEqual([[idCopia, 'Nota fiscal']]);
    expect((await cardPelaApi(dono, card.id)).Fluxo.id).toBe(origem.fluxo.id);
    const criados = await eventosDaRegra(idCopia, 'cardCriado');
    expect(criados).toHaveLength(1);
    expect(criados[0]!.profundidadeRegra).toBe(PROFUNDIDADE);
  });

  it("fails when the rule's creator may not act in the destination (now), naming no stage", async () => {
    const origem = await fluxo();
    const destino = await criarFluxo(dono, { descricao: 'Financeiro' });
    const entrada = (await criarEtapa(dono, destino.id, 'Entrada')).Etapa;
    const card = await criarCard(dono, origem.fluxo.id);
    const ctx = contextoAcao(deps, criador, { idFluxo: origem.fluxo.id, idInstancia: card.id });
    for (const key of ['moverCardOutroFluxo', 'copiarCardOutroFluxo'] as const) {
      const msg = await erroAoPreparar(key, ctx, { idFluxoMoveCard: destino.id, idEtapaMoveCard: entrada.id });
      expect(msg).toBe(mensagensAlcance.autorSemAcesso);
    }
  });

  it("keeps the flows' send and receive permissions", async () => {
    const semEnvio = await doisFluxos({ envia: 'N', recebe: 'S' });
    const semRecebimento = await doisFluxos({ envia: 'S', recebe: 'N' });
    for (const { origem, destino, entrada } of [semEnvio, semRecebimento]) {
      const card = await criarCard(dono, origem.fluxo.id);
      const ctx = contextoAcao(deps, criador, { idFluxo: origem.fluxo.id, idInstancia: card.id });
      const msg = await erroAoPreparar('moverCardOutroFluxo', ctx, {
        idFluxoMoveCard: destino.id,
        idEtapaMoveCard: entrada.id,
      });
      expect(msg).toMatch(/n[ãa]o permite|não/i);
    }
  });
});

describe('moverParaTopo', () => {
  it('puts the card first in its stage once, with cardsReordenados carrying the depth', async () => {
    const { fluxo: fx, a } = await fluxo();
    const primeiro = await criarCard(dono, fx.id, 'Primeiro');
    // New cards go to the top: 'Primeiro' is now the last of three.
    await criarCard(dono, fx.id, 'Segundo');
    await criarCard(dono, fx.id, 'Terceiro');
    const ctx = contextoAcao(deps, criador, { idFluxo: fx.id, idInstancia: primeiro.id });

    const r = await prepararEExecutarDuasVezes('moverParaTopo', ctx, {});

    expect(r.payload).toEqual({ idEtapa: a.id, descricaoEtapa: a.descricao });
    expect((await cardsDaEtapa(dono, a.id)).map((c) => c.descricao)).toEqual(['Primeiro', 'Terceiro', 'Segundo']);
    expect(r.segunda?.detalhes).toContain('já era o primeiro');
    const reordenados = await eventosDaRegra(primeiro.id, 'cardsReordenados');
    expect(reordenados).toHaveLength(1);
    expect(reordenados[0]!.profundidadeRegra).toBe(PROFUNDIDADE);
  });
});

describe('bloquearMovimentacao', () => {
  it('does nothing when it runs (the server check before a move belongs to the engine)', async () => {
    const { fluxo: fx, a } = await fluxo();
    const card = await criarCard(dono, fx.id);
    const ctx = contextoAcao(deps, criador, { idFluxo: fx.id, idInstancia: card.id });

    const r = await prepararEExecutarDuasVezes('bloquearMovimentacao', ctx, {});

    expect(r.payload).toEqual({});
    expect(r.primeira?.detalhes).toBe('Movimentação do card bloqueada');
    expect((await cardPelaApi(dono, card.id)).Etapa.id).toBe(a.id);
  });
});
