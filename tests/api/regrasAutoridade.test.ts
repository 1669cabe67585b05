import { beforeAll, describe, expect, it } from 'vitest';
import { mensagensCard } from '@wf/shared/constants/cards';
import { mensagensFluxo } from '@wf/shared/constants/fluxos';
import type { Fluxo } from '@wf/shared/types/fluxo';
import { mensagensAlcance } from '../../functions/src/domains/regras/entities/mensagensAlcance';
import type { AmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import {
  ambienteComDono,
  autorizar,
  criarEtapa,
  criarFluxo,
  fluxoComTresEtapas,
  outraPessoa,
  type Pessoa,
} from './support/fluxos';
import { cardsDaEtapa, criarCard, moverCard } from './support/instancias';
import { aguardarExecucoes, criarRegra, inserirRegra, jsonRegra } from './support/regras';

/**
 * Issue 23: who a rule acts for. A run asked from the browser does what the asking person could
 * do by hand, only for the active rules of the event he names; what a rule names outside its flow
 * is within its author's reach (at save and at run); rules are read by their flow's editors.
 */

let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const s = () => ({ sigla: dono.sigla });

const executarRegras = (p: Pessoa, corpo: Record<string, unknown>) =>
  p.http.post<{ mensagem: string }>('/api/fluxo/regras/executar-regras', corpo, { sigla: p.sigla });

async function flags(f: Fluxo, extra: Record<string, string>) {
  const r = await dono.http.put(
    '/api/fluxos/atualizar',
    { Fluxo: { id: f.id, descricao: f.descricao, icone: f.icone, detalhes: f.detalhes, ...extra } },
    s(),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

/** A flow that sends cards, and another (named so its names can be looked for) that receives them. */
async function doisFluxos() {
  const origem = await fluxoComTresEtapas(dono);
  const destino = await criarFluxo(dono, { descricao: 'Diretoria Sigilosa' });
  const entrada = (await criarEtapa(dono, destino.id, 'Entrada Sigilosa')).Etapa;
  await flags(origem.fluxo, { permitirEnviarCards: 'S' });
  await flags(destino, { permitirReceberCards: 'S' });
  return { origem, destino, entrada };
}

const copiarPara = (idFluxo: string, idEtapa: string) => ({
  key: 'copiarCardOutroFluxo',
  formulario: { idFluxoMoveCard: idFluxo, idEtapaMoveCard: idEtapa },
});

describe('executar-regras: only who may act on the card, only the event active rules, with his authority', () => {
  it('refuses a person who may only view the card stage (his direct move answers 403 too)', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);
    const regra = await criarRegra(dono, fluxo.id, jsonRegra({ evento: 'cardCriado' }));
    const leitor = await outraPessoa(amb, 'Lia Leitora');
    await autorizar(dono, a.id, leitor.email, { executar: 'N' });

    expect((await moverCard(leitor, { idInstancia: card.id, idEtapaDestino: b.id })).status).toBe(403);
    const r = await executarRegras(leitor, { idInstancia: card.id, evento: 'cardCriado', listaRegras: [regra.id] });
    expect(r.status, JSON.stringify(r.body)).toBe(403);
    expect(comoErro(r).mensagem).toBe(mensagensCard.semPermissaoMover);
  });

  it('names its event and runs only active rules of that event on the card current stage', async () => {
    const { fluxo, a, c } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);
    const executor = await outraPessoa(amb, 'Edu Executor');
    await autorizar(dono, a.id, executor.email, { executar: 'S' });
    const desligada = await criarRegra(dono, fluxo.id, jsonRegra({ evento: 'cardCriado' }), { ativo: 'N' });
    const outroEvento = await criarRegra(dono, fluxo.id, jsonRegra({ evento: 'cardEntrarEtapa', idEtapa: a.id }));
    const outraEtapa = await criarRegra(dono, fluxo.id, jsonRegra({ evento: 'cardCriado', idEtapa: c.id }));
    const valida = await criarRegra(dono, fluxo.id, jsonRegra({ evento: 'cardCriado' }));

    const semEvento = await executarRegras(executor, { idInstancia: card.id, listaRegras: [valida.id] });
    expect(semEvento.status).toBe(400);
    expect(comoErro(semEvento).mensagem).toBe('Selecione um evento');
    for (const r of [desligada, outroEvento, outraEtapa]) {
      const recusada = await executarRegras(executor, {
        idInstancia: card.id,
        evento: 'cardCriado',
        listaRegras: [valida.id, r.id],
      });
      expect(recusada.status, JSON.stringify(recusada.body)).toBe(422);
      expect(comoErro(recusada).mensagem).toBe(
        'Somente regras ativas desse evento na etapa atual do card podem ser executadas',
      );
    }
    const aceita = await executarRegras(executor, {
      idInstancia: card.id,
      evento: 'cardCriado',
      listaRegras: [valida.id],
    });
    expect(aceita.status, JSON.stringify(aceita.body)).toBe(202);
    expect(await aguardarExecucoes(dono, valida.id)).toMatchObject([{ comErro: 'N', Instancia: { id: card.id } }]);
    // The refused requests ran nothing: no execution of the switched-off rule.
    expect(await aguardarExecucoes(dono, desligada.id, 0)).toEqual([]);
  });

  it("acts with the asking person's authority, not the rule author's: no copy into a flow he cannot see", async () => {
    const { origem, destino, entrada } = await doisFluxos();
    const card = await criarCard(dono, origem.fluxo.id, 'Contrato');
    // Saved after the card's cardCriado happened: only the requests below run it.
    const regra = await criarRegra(
      dono,
      origem.fluxo.id,
      jsonRegra({ evento: 'cardCriado', acoes: [copiarPara(destino.id, entrada.id)] }),
    );
    const executor = await outraPessoa(amb, 'Edu Executor');
    await autorizar(dono, origem.a.id, executor.email, { executar: 'S' });

    expect(
      (await executarRegras(executor, { idInstancia: card.id, evento: 'cardCriado', listaRegras: [regra.id] })).status,
    ).toBe(202);
    const [pedidaPeloExecutor] = await aguardarExecucoes(dono, regra.id);
    expect(pedidaPeloExecutor).toMatchObject({ comErro: 'S' });
    expect(pedidaPeloExecutor!.detalhesErro).toContain('Copiar card para outro fluxo');
    expect(await cardsDaEtapa(dono, entrada.id)).toEqual([]);

    // The owner could copy it by hand: his request does.
    expect(
      (await executarRegras(dono, { idInstancia: card.id, evento: 'cardCriado', listaRegras: [regra.id] })).status,
    ).toBe(202);
    const execucoes = await aguardarExecucoes(dono, regra.id, 2);
    expect(execucoes.map((e) => e.comErro).sort()).toEqual(['N', 'S']);
    expect((await cardsDaEtapa(dono, entrada.id)).map((x) => x.descricao)).toEqual(['Contrato']);
  });

  it('refuses a further request of the same person on the same card right away (429), writing nothing', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);
    const regra = await criarRegra(dono, fluxo.id, jsonRegra({ evento: 'cardCriado' }));
    const executor = await outraPessoa(amb, 'Edu Executor');
    await autorizar(dono, a.id, executor.email, { executar: 'S' });
    const corpo = { idInstancia: card.id, evento: 'cardCriado', listaRegras: [regra.id] };

    expect((await executarRegras(executor, corpo)).status).toBe(202);
    const deNovo = await executarRegras(executor, corpo);
    expect(deNovo.status, JSON.stringify(deNovo.body)).toBe(429);
    expect(comoErro(deNovo).mensagem).toBe('Aguarde alguns segundos antes de executar as regras deste card de novo.');
    expect(await aguardarExecucoes(dono, regra.id, 1)).toHaveLength(1);
  });
});

describe("a rule's reach beyond its flow is its author's", () => {
  it('refuses to save a rule of a level-1 editor that copies cards into a flow he cannot see, naming the action', async () => {
    const { origem, destino, entrada } = await doisFluxos();
    const editor = await outraPessoa(amb, 'Nivel Um');
    await autorizar(dono, origem.a.id, editor.email, { editar: 'S', executar: 'S' });
    const card = await criarCard(dono, origem.fluxo.id);
    const direta = await editor.http.post(
      '/api/instancias/copiar-mover-entre-fluxos',
      { idInstancia: card.id, idFluxoDestino: destino.id, idEtapaDestino: entrada.id, tipoOperacao: 'C' },
      { sigla: editor.sigla },
    );
    expect(direta.status).toBeGreaterThanOrEqual(403);

    const r = await inserirRegra(editor, {
      idFluxo: origem.fluxo.id,
      descricao: 'Vazar cards',
      ativo: 'S',
      jsonRegras: jsonRegra({ evento: 'cardCriado', acoes: [copiarPara(destino.id, entrada.id)] }),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(comoErro(r).mensagem).toBe(mensagensAlcance.semAcessoDestino('Copiar card para outro fluxo'));

    // Labels and stages of another flow are refused the same way.
    const outra = await fluxoComTresEtapas(dono);
    const etapaAlheia = await inserirRegra(editor, {
      idFluxo: origem.fluxo.id,
      descricao: 'Etapa alheia',
      ativo: 'S',
      jsonRegras: jsonRegra({ acoes: [{ key: 'moverCard', formulario: { idEtapaMoveCard: outra.b.id } }] }),
    });
    expect(etapaAlheia.status).toBe(422);
    expect(comoErro(etapaAlheia).mensagem).toBe(mensagensAlcance.etapaForaDoFluxo('Mover card para etapa'));
  });

  it('fails the action at run when its author lost access to the destination, recording why', async () => {
    const { origem, destino, entrada } = await doisFluxos();
    const editor = await outraPessoa(amb, 'Nivel Um');
    await autorizar(dono, origem.a.id, editor.email, { editar: 'S', executar: 'S' });
    const noDestino = await autorizar(dono, entrada.id, editor.email, { executar: 'S' });
    const regra = await criarRegra(
      editor,
      origem.fluxo.id,
      jsonRegra({ evento: 'cardEntrarEtapa', idEtapa: origem.b.id, acoes: [copiarPara(destino.id, entrada.id)] }),
    );
    const excluida = await dono.http.delete(
      `/api/etapa-usuario/excluir-autorizacao/${noDestino.id}?idEtapa=${entrada.id}`,
      s(),
    );
    expect(excluida.status).toBe(200);

    const card = await criarCard(dono, origem.fluxo.id, 'Proposta');
    expect((await moverCard(dono, { idInstancia: card.id, idEtapaDestino: origem.b.id })).status).toBe(200);
    const [execucao] = await aguardarExecucoes(dono, regra.id);
    expect(execucao).toMatchObject({ comErro: 'S' });
    expect(execucao!.detalhesErro).toContain(mensagensAlcance.autorSemAcesso);
    expect(await cardsDaEtapa(dono, entrada.id)).toEqual([]);
  });

  it('simular shows no stage or flow name the caller cannot see', async () => {
    const { origem, destino, entrada } = await doisFluxos();
    const editor = await outraPessoa(amb, 'Nivel Um');
    await autorizar(dono, origem.a.id, editor.email, { editar: 'S', executar: 'S' });
    const card = await criarCard(dono, origem.fluxo.id);
    const regra = await criarRegra(
      dono,
      origem.fluxo.id,
      jsonRegra({ evento: 'cardCriado', acoes: [copiarPara(destino.id, entrada.id)] }),
      { ativo: 'N' },
    );

    const r = await editor.http.post(
      '/api/fluxo/regras/simular',
      { idInstancia: card.id, idRegra: regra.id },
      { sigla: editor.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      acoes: [{ key: 'copiarCardOutroFluxo', payload: null, erro: mensagensAlcance.destinoNaoVisivel }],
    });
    expect(JSON.stringify(r.body)).not.toMatch(/Sigilosa/);
    // The owner, who sees it, gets the payload.
    const doDono = await dono.http.post('/api/fluxo/regras/simular', { idInstancia: card.id, idRegra: regra.id }, s());
    expect(doDono.body).toMatchObject({ acoes: [{ payload: { descricaoEtapa: 'Entrada Sigilosa' } }] });
  });
});

describe('rules and their runs are read by who may edit the flow elements', () => {
  it('answers 403 to a person who only moves cards, 404 to a stranger; the board list stays, without config', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);
    const regra = await criarRegra(dono, fluxo.id, jsonRegra({ evento: 'cardEntrarEtapa', idEtapa: a.id }));
    const executor = await outraPessoa(amb, 'Edu Executor');
    await autorizar(dono, a.id, executor.email, { executar: 'S', editar: 'N' });
    const editor = await outraPessoa(amb, 'Eva Editora');
    await autorizar(dono, a.id, editor.email, { editar: 'S' });
    const estranho = await outraPessoa(amb, 'Estranho Costa');

    const leituras = (p: Pessoa) => [
      p.http.get(`/api/fluxo/regras/buscar-por-fluxo/${fluxo.id}`, { sigla: p.sigla }),
      p.http.get(`/api/fluxo/regras/buscar-por-id/${regra.id}`, { sigla: p.sigla }),
      p.http.get(`/api/fluxo/regras/detalhes-execucoes/${regra.id}`, { sigla: p.sigla }),
      p.http.post('/api/fluxo/regras/simular', { idInstancia: card.id, idRegra: regra.id }, { sigla: p.sigla }),
    ];
    for (const r of await Promise.all(leituras(executor))) {
      expect(r.status, JSON.stringify(r.body)).toBe(403);
      expect(comoErro(r).mensagem).toBe(mensagensFluxo.semPermissaoElementos);
    }
    for (const r of await Promise.all(leituras(editor))) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [lista, porId] = await Promise.all(leituras(estranho).slice(0, 2));
    expect([lista!.status, porId!.status]).toEqual([404, 404]);

    const doEvento = await executor.http.post<{ listaRegras: Array<Record<string, unknown>> }>(
      '/api/fluxo/regras/regras-executadas',
      { idInstancia: card.id, evento: 'cardEntrarEtapa' },
      { sigla: executor.sigla },
    );
    expect(doEvento.status, JSON.stringify(doEvento.body)).toBe(200);
    expect(doEvento.body.listaRegras).toEqual([{ id: regra.id, descricao: 'Regra de teste', resultado: 'S' }]);
  });
});
