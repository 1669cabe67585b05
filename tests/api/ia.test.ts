import { beforeAll, describe, expect, it } from 'vitest';
import { mensagensIa, type TarefaIa } from '@wf/shared/schemas/ia';
import { eventually } from '../support/eventually';
import { comoErro } from './support/clienteHttp';
import {
  ambienteComDono,
  autorizar,
  criarEtiqueta,
  fluxoComTresEtapas,
  outraPessoa,
  telaDoFluxo,
  type Pessoa,
} from './support/fluxos';
import type { AmbienteDeTeste } from './support/ambientes';

let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const DESCRICAO =
  'Recebemos o pedido do cliente, a equipe faz a análise de crédito, depois a diretoria aprova e então o contrato é assinado.';

const chamadasAoModelo = async (contem: string) =>
  (
    await dono.http.get<{ chamadas: number; recusas429: number }>(
      `/_local/openai/v1/_chamadas?contem=${encodeURIComponent(contem)}`,
    )
  ).body;

/** Asks and answers the 202's task once it ended (its author's GET). */
async function pedir(p: Pessoa, rota: string, body: unknown): Promise<TarefaIa> {
  const r = await p.http.post<{ idTarefa: string; status: string }>(`/api/chatgpt/${rota}`, body, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(202);
  expect(r.body.status).toBe('pendente');
  return terminada(p, r.body.idTarefa);
}

const terminada = (p: Pessoa, idTarefa: string) =>
  eventually(async () => {
    const t = await p.http.get<TarefaIa>(`/api/chatgpt/tarefas/${idTarefa}`, { sigla: p.sigla });
    expect(t.status).toBe(200);
    return t.body.status === 'concluida' || t.body.status === 'falhou' ? t.body : undefined;
  }, 20_000);

describe('criar-fluxo and inserir-by-gpt', () => {
  it('proposes a flow from a description (stand-in labelled demonstration) and creates it', async () => {
    const t = await pedir(dono, 'criar-fluxo', { texto: DESCRICAO });
    expect(t).toMatchObject({ tipo: 'criar-fluxo', status: 'concluida', modeloDemonstracao: true });
    const r = t.resultado as { fluxo: { descricao: string }; listaEtapas: { descricao: string; destinos: string[] }[] };
    expect(r.listaEtapas.length).toBeGreaterThanOrEqual(2);
    expect(r.listaEtapas[0].destinos).toEqual([r.listaEtapas[1].descricao]);

    const criado = await dono.http.post<{ id: string }>(
      '/api/fluxos/inserir-by-gpt',
      { Fluxo: { ...r.fluxo }, listaEtapasGpt: r.listaEtapas },
      { sigla: dono.sigla },
    );
    expect(criado.status, JSON.stringify(criado.body)).toBe(201);
    const tela = await telaDoFluxo(dono, criado.body.id);
    expect(tela.listaEtapas.map((e) => e.descricao).sort()).toEqual(r.listaEtapas.map((e) => e.descricao).sort());
    expect(tela.listaEtapasRel.length).toBeGreaterThanOrEqual(r.listaEtapas.length - 1);
  });

  it('refuses a description under 10 words before any task', async () => {
    const r = await dono.http.post('/api/chatgpt/criar-fluxo', { texto: 'Compras da empresa' }, { sigla: dono.sigla });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(mensagensIa.minimoPalavras);
  });

  it('an answer invalid twice ends falhou with the pt-BR message (one repair); invalid once is repaired', async () => {
    const marca = `inv-${Date.now()}`;
    const falha = await pedir(dono, 'criar-fluxo', { texto: `${DESCRICAO} [[ia:invalida]] ${marca}` });
    expect(falha).toMatchObject({ status: 'falhou', mensagem: mensagensIa.respostaInvalida });
    expect((await chamadasAoModelo(marca)).chamadas).toBe(2);
    const reparada = await pedir(dono, 'criar-fluxo', { texto: `${DESCRICAO} [[ia:invalida-uma-vez]] r${marca}` });
    expect(reparada.status).toBe('concluida');
    expect((await chamadasAoModelo(`r${marca}`)).chamadas).toBe(2);
  });

  it('a 429 then success (the SDK retries with backoff)', async () => {
    const marca = `m429-${Date.now()}`;
    const t = await pedir(dono, 'criar-fluxo', { texto: `${DESCRICAO} [[ia:429-uma-vez]] ${marca}` });
    expect(t.status).toBe('concluida');
    expect(await chamadasAoModelo(marca)).toEqual({ chamadas: 2, recusas429: 1 });
  });

  it("tells the author's notification room (iaTarefaAtualizada) as the task moves on", async () => {
    const t = await pedir(dono, 'criar-fluxo', { texto: DESCRICAO });
    const estados = await eventually(async () => {
      const eventos =
        await dono.http.get<{ detailType: string; detail: { idTarefa?: string; status?: string } }[]>('/_local/events');
      const desta = eventos.body.filter(
        (e) => e.detailType === 'iaTarefaAtualizada' && e.detail.idTarefa === t.idTarefa,
      );
      return desta.length >= 2 ? desta.map((e) => e.detail.status).sort() : undefined;
    });
    expect(estados).toEqual(['concluida', 'processando']);
  });
});

describe('criar-regra', () => {
  it('saves a rule through the rules service, or asks a clarifying question', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);
    const etapas = [a, b, c].map((e) => ({ id: e.id, descricao: e.descricao }));
    const t = await pedir(dono, 'criar-regra', {
      idFluxo: fluxo.id,
      userMessage: 'Quando um card for criado, mande para Aprovação',
      etapas,
    });
    expect(t.status, t.mensagem).toBe('concluida');
    const r = t.resultado as { idRegra: string; jsonRegras: { acoes: { key: string; formulario: unknown }[] } };
    expect(r.jsonRegras.acoes[0]).toMatchObject({ key: 'moverCard', formulario: { idEtapaMoveCard: b.id } });
    const salva = await dono.http.get<{ Regra: { id: string } }>(`/api/fluxo/regras/buscar-por-id/${r.idRegra}`, {
      sigla: dono.sigla,
    });
    expect(salva.status).toBe(200);

    const vaga = await pedir(dono, 'criar-regra', { idFluxo: fluxo.id, userMessage: 'faça algo útil', etapas });
    expect(vaga.status).toBe('concluida');
    expect((vaga.resultado as { pergunta: string }).pergunta).toContain('Para qual etapa');
  });

  it('refuses a viewer without the right to edit the flow elements (as a hand-made rule), before any task', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const leitora = await outraPessoa(amb, 'Só Leitura');
    await autorizar(dono, a.id, leitora.email, { editar: 'N', autorizar: 'N' });
    const pedido = { idFluxo: fluxo.id, userMessage: 'mande para Aprovação' };
    const r = await leitora.http.post('/api/chatgpt/criar-regra', pedido, { sigla: leitora.sigla });
    const aMao = await leitora.http.post(
      '/api/fluxo/regras/inserir',
      { idFluxo: fluxo.id, jsonRegras: { evento: { key: 'cardCriado' }, acoes: [{ id: 'x', key: 'moverParaTopo' }] } },
      { sigla: leitora.sigla },
    );
    expect(aMao.status).toBe(403);
    expect(r.status).toBe(403);
    expect(comoErro(r).tipo).toBe(comoErro(aMao).tipo);
  });

  it('adds a label the flow has', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const et = await criarEtiqueta(dono, fluxo.id, 'Urgente');
    const t = await pedir(dono, 'criar-regra', {
      idFluxo: fluxo.id,
      userMessage: 'Todo card novo recebe a etiqueta urgente',
      etiquetas: [{ id: et.id, descricao: et.descricao }],
      etapas: [{ id: a.id, descricao: a.descricao }],
    });
    expect(t.status, t.mensagem).toBe('concluida');
  });
});

describe('other kinds', () => {
  it('analisar-metricas answers sanitised HTML; gerar-campos-etapa and criar-etapa propose fields', async () => {
    const { fluxo } = await fluxoComTresEtapas(dono);
    const m = await pedir(dono, 'analisar-metricas', {
      idFluxo: fluxo.id,
      pergunta: 'Onde os cards demoram?',
      metricas: { totalCardsCriados: 3 },
      relacoesEtapas: [],
    });
    expect((m.resultado as { html: string }).html).toContain('<h3>');
    const campos = await pedir(dono, 'gerar-campos-etapa', {
      descricaoFluxo: 'Compras',
      listaEtapas: [{ descricao: 'Solicitação' }],
      etapaAtual: { descricao: 'Aprovação' },
    });
    expect((campos.resultado as { listaCamposFormulario: unknown[] }).listaCamposFormulario.length).toBeGreaterThan(0);
    const etapa = await pedir(dono, 'criar-etapa', {
      idFluxo: fluxo.id,
      descricaoFluxo: 'Compras',
      listaEtapasAtuais: [{ descricao: 'Solicitação' }],
      novaEtapa: 'Conferência do recebimento',
    });
    expect((etapa.resultado as { etapa: { etapaInicial: string } }).etapa.etapaInicial).toBe('N');
  });

  it('transcrever-audio: the text, or falhou under 20 characters', async () => {
    const enviar = async (conteudo: string) => {
      const form = new FormData();
      form.append('file', new Blob([conteudo], { type: 'audio/webm;codecs=opus' }), 'audio.webm');
      const cookie = [...dono.http.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
      const r = await fetch(`${dono.http.baseUrl}/api/chatgpt/transcrever-audio`, {
        method: 'POST',
        headers: { cookie, 'x-cliente': dono.sigla },
        body: form,
      });
      expect(r.status, await r.clone().text()).toBe(202);
      return terminada(dono, ((await r.json()) as { idTarefa: string }).idTarefa);
    };
    const ok = await enviar('webm [[ia:transcricao=Mover o card para a diretoria quando aprovado]]');
    expect(ok.resultado).toEqual({ texto: 'Mover o card para a diretoria quando aprovado' });
    const curta = await enviar('webm [[ia:transcricao=ok]]');
    expect(curta).toMatchObject({ status: 'falhou', mensagem: 'Nenhum texto válido detectado.' });
  });
});

describe('tasks, switch and budget', () => {
  it("another person's task is 404", async () => {
    const r = await dono.http.post<{ idTarefa: string }>(
      '/api/chatgpt/criar-fluxo',
      { texto: DESCRICAO },
      { sigla: dono.sigla },
    );
    const outra = await outraPessoa(amb, 'Curiosa Silva');
    const lida = await outra.http.get(`/api/chatgpt/tarefas/${r.body.idTarefa}`, { sigla: outra.sigla });
    expect(lida.status).toBe(404);
    expect(comoErro(lida).tipo).toBe('EIaTarefaNaoEncontrada');
    const outroAmbiente = await ambienteComDono();
    const deOutro = await outroAmbiente.dono.http.get(`/api/chatgpt/tarefas/${r.body.idTarefa}`, {
      sigla: outroAmbiente.dono.sigla,
    });
    expect(deOutro.status).toBe(404);
  });

  it('refuses before calling when AI is off or the budget is spent; usage per person', async () => {
    const { dono: admin } = await ambienteComDono();
    const feita = await pedir(admin, 'criar-fluxo', { texto: DESCRICAO });
    expect(feita.status).toBe('concluida');
    const uso = await admin.http.get<{ totalTokens: number; porPessoa: { email: string; tokens: number }[] }>(
      '/api/ia/uso',
      { sigla: admin.sigla },
    );
    expect(uso.status).toBe(200);
    expect(uso.body.totalTokens).toBeGreaterThan(0);
    expect(uso.body.porPessoa[0]).toMatchObject({ email: admin.email });

    const orc = await admin.http.put(
      '/api/ia/configuracao',
      { ativa: true, orcamentoMensalTokens: 1 },
      { sigla: admin.sigla },
    );
    expect(orc.status, JSON.stringify(orc.body)).toBe(200);
    const recusada = await admin.http.post('/api/chatgpt/criar-fluxo', { texto: DESCRICAO }, { sigla: admin.sigla });
    expect(recusada.status).toBe(429);
    expect(comoErro(recusada)).toMatchObject({ tipo: 'EIaOrcamentoEsgotado', mensagem: mensagensIa.orcamentoEsgotado });

    await admin.http.put(
      '/api/ia/configuracao',
      { ativa: false, orcamentoMensalTokens: 1_000_000 },
      { sigla: admin.sigla },
    );
    const desligada = await admin.http.post('/api/chatgpt/criar-fluxo', { texto: DESCRICAO }, { sigla: admin.sigla });
    expect(desligada.status).toBe(403);
    expect(comoErro(desligada).tipo).toBe('EIaDesativada');
  });
});
