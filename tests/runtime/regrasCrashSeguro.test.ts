import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecucaoRegra, Regra } from '@wf/shared/schemas/regra';
import type { Comentario, RespostaInstancia } from '@wf/shared/types/instancia';
import { DEMO, demoSessionCookie } from '../support/demoSession';
import { eventually } from '../support/eventually';
import { aguardarRepouso } from '../support/repouso';
import { prepararRuntimeFilho, type InstanciaFilha, type RuntimeFilho } from '../support/runtimeFilho';

/**
 * Rules fired by a burst of moves survive `npm start` killed with SIGKILL during the burst:
 * started again on the same data, once the bus is idle every rule ran exactly once in effect for
 * every move that committed (every acknowledged one among them) and never for a card that did not
 * move: one execution record per (move, rule), one comment per card, the label and the field value
 * set, numExecucoes equal to the moves. The runtime is a child process (tests/support/runtimeFilho.ts).
 */
const N = Number(process.env.REGRAS_CRASH_CARDS ?? 40);
let rt: RuntimeFilho;

beforeAll(async () => {
  rt = await prepararRuntimeFilho('regras-crash-', 120_000);
});

afterAll(async () => {
  await rt?.encerrar();
});

let instance: InstanciaFilha;
let cookie: string;

async function chamar<T>(metodo: string, caminho: string, corpo?: unknown): Promise<{ status: number; body: T }> {
  const r = await fetch(`${instance.baseUrl}${caminho}`, {
    method: metodo,
    headers: { cookie, 'x-cliente': DEMO.sigla, 'content-type': 'application/json' },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  });
  return { status: r.status, body: (await r.json()) as T };
}

async function criado<T>(metodo: string, caminho: string, corpo: unknown, status = 201): Promise<T> {
  const r = await chamar<T>(metodo, caminho, corpo);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

const regraCom = (idEtapa: string, acao: { key: string; formulario: unknown }) => ({
  descricao: `Regra ${acao.key}`,
  ativo: 'S',
  jsonRegras: {
    prioridade: 1,
    evento: { key: 'cardEntrarEtapa', title: 'Card entrar na etapa', idEtapa },
    acoes: [
      {
        id: `acao-${acao.key}`,
        key: acao.key,
        title: acao.key,
        executarNoServidor: true,
        formulario: acao.formulario,
        prioridade: 1,
      },
    ],
    condicionais: { operacaoLogica: 'AND', listaCondicionais: [] },
  },
});

async function todasAsExecucoes(idRegra: string): Promise<ExecucaoRegra[]> {
  const todas: ExecucaoRegra[] = [];
  let cursor: string | null | undefined;
  do {
    const q = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const r = await chamar<{ listaExecucoesRegra: ExecucaoRegra[]; proximoCursor?: string | null }>(
      'GET',
      `/api/fluxo/regras/detalhes-execucoes/${idRegra}${q}`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    todas.push(...r.body.listaExecucoesRegra);
    cursor = r.body.proximoCursor;
  } while (cursor);
  return todas;
}

const busOcioso = async () =>
  ((await (await fetch(`${instance.baseUrl}/_local/bus`)).json()) as { emAndamento: number }).emAndamento === 0;

describe('rules fired by a burst of moves with the runtime killed during it', () => {
  it('run exactly once in effect for every committed move after a restart', async () => {
    instance = await rt.iniciar();
    cookie = await demoSessionCookie(instance.baseUrl);
    const { Fluxo: fluxo } = await criado<{ Fluxo: { id: string } }>('POST', '/api/fluxos/inserir', {
      Fluxo: { descricao: 'Regras sob queda', icone: 'ShoppingCartOutlined', detalhes: 'x' },
    });
    const etapa = async (descricao: string, origens: string[]) =>
      (
        await criado<{ Etapa: { id: string } }>('POST', '/api/etapas/inserir', {
          Etapa: { idFluxo: fluxo.id, descricao },
          listaEtapas: origens,
        })
      ).Etapa.id;
    const a = await etapa('Entrada', []);
    const b = await etapa('Aprovação', [a]);
    await criado(
      'POST',
      `/api/etapas/atualizar-campos-form/${b}`,
      {
        listaCamposFormulario: [{ id: randomUUID(), keyCampo: 'textoCurto', titulo: 'Status' }],
      },
      200,
    );
    const { Etiqueta: etiqueta } = await criado<{ Etiqueta: { id: string } }>('POST', '/api/etiquetas/inserir', {
      Etiqueta: { idFluxo: fluxo.id, descricao: 'Urgente', cor: '#f5222d' },
    });
    const regras: Regra[] = [];
    for (const acao of [
      { key: 'adicionarComentario', formulario: { comment: 'Aguardando diretoria: {{card.titulo}}' } },
      { key: 'adicionarEtiquetas', formulario: { addEtiquetasIds: etiqueta.id } },
      { key: 'alterarValoresCampos', formulario: { campos: [{ nome: 'STATUS', valor: 'Em aprovação' }] } },
    ]) {
      regras.push(
        (
          await criado<{ Regra: Regra }>('POST', '/api/fluxo/regras/inserir', {
            idFluxo: fluxo.id,
            ...regraCom(b, acao),
          })
        ).Regra,
      );
    }
    const cards: string[] = [];
    for (let i = 0; i < N; i++) {
      cards.push(
        (
          await criado<{ Instancia: { id: string } }>('POST', '/api/instancias/inserir', {
            Instancia: { idFluxo: fluxo.id, descricao: `Pedido ${i}` },
          })
        ).Instancia.id,
      );
    }

    // The burst: every card moved at once; the runtime killed once a quarter is acknowledged.
    const aceitos = new Set<string>();
    let resolverQuarto: () => void;
    const umQuarto = new Promise<void>((r) => (resolverQuarto = r));
    const movimentos = cards.map(async (id) => {
      try {
        const r = await chamar('PATCH', '/api/instancias/mover', { idInstancia: id, idEtapaDestino: b });
        if (r.status === 200) aceitos.add(id);
        if (aceitos.size >= N / 4) resolverQuarto();
      } catch {
        // The connection died with the runtime: not acknowledged.
      }
    });
    await Promise.race([umQuarto, Promise.all(movimentos)]);
    await rt.matar(instance);
    await Promise.all(movimentos);
    console.log(`morto com ${aceitos.size} de ${N} movimentos confirmados`);
    expect(aceitos.size).toBeGreaterThan(0);

    instance = await rt.iniciar();
    cookie = await demoSessionCookie(instance.baseUrl);
    const etapaDe = async (id: string) =>
      (await chamar<RespostaInstancia>('GET', `/api/instancias/buscar-por-id/${id}`)).body.Instancia;
    const movidos = (
      await Promise.all(cards.map(async (id) => ((await etapaDe(id)).Etapa.id === b ? id : null)))
    ).filter((id): id is string => id !== null);
    for (const id of aceitos) expect(movidos).toContain(id);
    console.log(`${movidos.length} cards movidos (commit feito) após o reinício`);

    // At rest: every delivery done (the resumed ones too), the Stream read to its end and nothing
    // new on the bus since; a late duplicate run would be counted by now.
    await aguardarRepouso({}, { baseUrl: instance.baseUrl, timeoutMs: 300_000 });
    // The bus has nothing left to deliver (its count drops as each delivery's journal line is written).
    await eventually(async () => ((await busOcioso()) ? true : undefined), 5000, 20);

    for (const r of regras) {
      expect(
        (await chamar<{ Regra: Regra }>('GET', `/api/fluxo/regras/buscar-por-id/${r.id}`)).body.Regra.numExecucoes,
      ).toBe(movidos.length);
      const execucoes = await todasAsExecucoes(r.id);
      expect(
        execucoes.every((e) => e.comErro === 'N'),
        JSON.stringify(execucoes.filter((e) => e.comErro !== 'N')),
      ).toBe(true);
      expect(execucoes.map((e) => e.Instancia?.id).sort()).toEqual([...movidos].sort());
    }
    for (const id of cards) {
      const card = await etapaDe(id);
      const comentarios = (
        await chamar<{ listaComentarios: Comentario[] }>('GET', `/api/instancia/comentarios/buscar-por-instancia/${id}`)
      ).body.listaComentarios;
      const daRegra = comentarios.filter((c) => c.geradoPeloSistema === 'S').map((c) => c.comentario);
      if (movidos.includes(id)) {
        expect(daRegra).toEqual([`Aguardando diretoria: ${card.descricao}`]);
        expect(card.listaInstanciaEtiquetas.map((e) => e.id)).toEqual([etiqueta.id]);
        expect(card.jsonDadosExecucao.listaValoresFormulario).toMatchObject({ STATUS: 'Em aprovação' });
      } else {
        expect(daRegra).toEqual([]);
        expect(card.listaInstanciaEtiquetas).toEqual([]);
      }
    }
  }, 900_000);
});
