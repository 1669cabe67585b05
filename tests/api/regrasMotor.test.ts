import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventoLido } from '@wf/shared/events';
import { mensagensRegra, type ExecucaoRegra } from '@wf/shared/schemas/regra';
import type { RespostaComentarios, RespostaInstancia } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../functions/src/kernel/deps';
import { acoesRegistradas } from '../../functions/src/domains/regras/acoes';
import { executarRegrasDoEvento } from '../../functions/src/domains/regras/services/motorRegras';
import { eventually } from '../support/eventually';
import { aguardarRepouso } from '../support/repouso';
import { depsDaTabela } from '../support/tabela';
import { ambienteComDono, campo, conectar, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { criarCard, moverCard, salvarCampos } from './support/instancias';
import { buscarRegra, criarRegra, jsonRegra } from './support/regras';

let dono: Pessoa;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const comentarios = async (p: Pessoa, idCard: string) => {
  const r = await p.http.get<RespostaComentarios>(`/api/instancia/comentarios/buscar-por-instancia/${idCard}`, {
    sigla: p.sigla,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.listaComentarios;
};

const execucoes = async (p: Pessoa, idRegra: string, extra = '') => {
  const r = await p.http.get<{ listaExecucoesRegra: ExecucaoRegra[]; proximoCursor: string | null }>(
    `/api/fluxo/regras/detalhes-execucoes/${idRegra}${extra}`,
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

/** The deps the consumer runs with, on the runtime's table. */
const depsMotor = () => ({ ...depsDaTabela(), env: { appUrl: 'http://localhost:5173' } }) as unknown as AppDeps;

/** The flow of the example: Valor on the first stage; a rule on entering Aprovação when Valor > 5000. */
async function cenario() {
  const etapas = await fluxoComTresEtapas(dono);
  await salvarCampos(dono, etapas.a.id, [campo('Valor', { keyCampo: 'number', nomeVariavel: 'VALOR' })]);
  const regra = await criarRegra(
    dono,
    etapas.fluxo.id,
    jsonRegra({
      evento: 'cardEntrarEtapa',
      idEtapa: etapas.b.id,
      condicoes: [{ um: 'VALOR', operador: 'maior', dois: '5000', tipoDado: 'N' }],
      acoes: [
        { key: 'adicionarComentario', formulario: { comment: 'Aguardando diretoria: {{card.titulo}} ({{VALOR}})' } },
      ],
    }),
  );
  return { ...etapas, regra };
}

const entrouNaEtapa = (
  sigla: string,
  idFluxo: string,
  idEtapa: string,
  idInstancia: string,
  alteradoPor: string,
): EventoLido => ({
  tipo: 'cardEntrarEtapa',
  detalhe: {
    idEvento: randomUUID(),
    sigla,
    ocorridoEm: new Date().toISOString(),
    idFluxo,
    idEtapa,
    idInstancia,
    descricaoInstancia: 'x',
    alteradoPor,
    idEtapaOrigem: null,
  },
});

describe('the rules engine', () => {
  it('a real move fires the rule: the comment appears, the execution is recorded, numExecucoes is 1', async () => {
    const { fluxo, b, regra } = await cenario();
    const caro = await criarCard(dono, fluxo.id, 'Notebook', { listaValoresFormulario: { VALOR: 7500.5 } });
    const barato = await criarCard(dono, fluxo.id, 'Caneta', { listaValoresFormulario: { VALOR: 10 } });

    expect((await moverCard(dono, { idInstancia: caro.id, idEtapaDestino: b.id })).status).toBe(200);
    expect((await moverCard(dono, { idInstancia: barato.id, idEtapaDestino: b.id })).status).toBe(200);

    const lista = await eventually(
      async () => {
        const l = await comentarios(dono, caro.id);
        return l.length ? l : undefined;
      },
      45_000,
      250,
    );
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({
      comentario: 'Aguardando diretoria: Notebook (7.500,5)',
      geradoPeloSistema: 'S',
      emailUsuario: dono.email,
    });
    const { listaExecucoesRegra } = await eventually(async () => {
      const e = await execucoes(dono, regra.id);
      return e.listaExecucoesRegra.length ? e : undefined;
    });
    expect(listaExecucoesRegra).toHaveLength(1);
    expect(listaExecucoesRegra[0]).toMatchObject({
      comErro: 'N',
      Instancia: { id: caro.id },
      evento: 'cardEntrarEtapa',
    });
    expect(listaExecucoesRegra[0].detalhesErro).toContain('Adicionar comentário: Comentário adicionado');
    expect((await buscarRegra(dono, regra.id)).numExecucoes).toBe(1);
    // The cheap card's move did not satisfy Valor > 5000: no comment, no execution.
    expect(await comentarios(dono, barato.id)).toEqual([]);
  });

  it('counts once an event delivered twice, twice at once, or resumed after a crash half way', async () => {
    const { fluxo, b, regra } = await cenario();
    const card = await criarCard(dono, fluxo.id, 'Servidor', { listaValoresFormulario: { VALOR: 90000 } });
    const deps = depsMotor();

    const evento = entrouNaEtapa(dono.sigla, fluxo.id, b.id, card.id, dono.email);
    await executarRegrasDoEvento(deps, evento);
    await Promise.all([executarRegrasDoEvento(deps, evento), executarRegrasDoEvento(deps, evento)]);
    expect(await comentarios(dono, card.id)).toHaveLength(1);
    expect((await buscarRegra(dono, regra.id)).numExecucoes).toBe(1);

    // Another event; the Lambda dies after the comment and before the execution is closed.
    const outro = entrouNaEtapa(dono.sigla, fluxo.id, b.id, card.id, dono.email);
    let transacoes = 0;
    const quebrado = {
      ...deps,
      db: {
        send: (cmd: { constructor: { name: string } }) => {
          if (cmd.constructor.name === 'TransactWriteCommand' && ++transacoes === 2) {
            return Promise.reject(Object.assign(new Error('Falha simulada'), { $metadata: {} }));
          }
          return deps.db.send(cmd as never);
        },
      },
    } as unknown as AppDeps;
    await expect(executarRegrasDoEvento(quebrado, outro)).rejects.toThrow('Falha simulada');
    expect(await comentarios(dono, card.id)).toHaveLength(2);
    expect((await buscarRegra(dono, regra.id)).numExecucoes).toBe(1);
    // The redelivery resumes it: the comment is not written again, the execution counted once.
    await executarRegrasDoEvento(deps, outro);
    await executarRegrasDoEvento(deps, outro);
    expect(await comentarios(dono, card.id)).toHaveLength(2);
    expect((await buscarRegra(dono, regra.id)).numExecucoes).toBe(2);
    const { listaExecucoesRegra } = await execucoes(dono, regra.id);
    expect(listaExecucoesRegra.map((e) => e.comErro)).toEqual(['N', 'N']);
  });

  it('records an action missing from the registry as an execution error naming it', async () => {
    const { fluxo, b, regra } = await cenario();
    const card = await criarCard(dono, fluxo.id, 'Impressora', { listaValoresFormulario: { VALOR: 6000 } });
    const registrada = acoesRegistradas.adicionarComentario;
    delete acoesRegistradas.adicionarComentario;
    try {
      await executarRegrasDoEvento(depsMotor(), entrouNaEtapa(dono.sigla, fluxo.id, b.id, card.id, dono.email));
    } finally {
      acoesRegistradas.adicionarComentario = registrada;
    }
    const [execucao] = (await execucoes(dono, regra.id)).listaExecucoesRegra;
    expect(execucao).toMatchObject({ comErro: 'S' });
    expect(execucao.detalhesErro).toContain('adicionarComentario');
    expect(await comentarios(dono, card.id)).toEqual([]);
  });

  it('stops two rules that move a card back and forth past the depth limit, with an execution error', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);
    await conectar(dono, c.id, b.id);
    const paraC = await criarRegra(
      dono,
      fluxo.id,
      jsonRegra({ idEtapa: b.id, acoes: [{ key: 'moverCard', formulario: { idEtapaMoveCard: c.id } }] }),
    );
    const paraB = await criarRegra(
      dono,
      fluxo.id,
      jsonRegra({ idEtapa: c.id, acoes: [{ key: 'moverCard', formulario: { idEtapaMoveCard: b.id } }] }),
    );
    const card = await criarCard(dono, fluxo.id, 'Pingue-pongue');
    expect(card.Etapa.id).toBe(a.id);

    expect((await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id })).status).toBe(200);

    // Depths 1..5 move the card (B->C, C->B, ...); the 6th link is recorded as an error and runs nothing.
    const todas = await eventually(
      async () => {
        const [x, y] = await Promise.all([execucoes(dono, paraC.id), execucoes(dono, paraB.id)]);
        const lista = [...x.listaExecucoesRegra, ...y.listaExecucoesRegra];
        return lista.length >= 6 ? { x: x.listaExecucoesRegra, y: y.listaExecucoesRegra } : undefined;
      },
      30_000,
      250,
    );
    expect(todas.x.map((e) => e.comErro)).toEqual(['N', 'N', 'N']);
    expect(todas.y.map((e) => e.comErro)).toEqual(['S', 'N', 'N']);
    expect(todas.y[0].detalhesErro).toBe(mensagensRegra.profundidadeExcedida);
    // Nothing runs after the error: once the tenant is at rest, an extra run would be there.
    await aguardarRepouso({ sigla: dono.sigla });
    expect((await execucoes(dono, paraC.id)).listaExecucoesRegra).toHaveLength(3);
    expect((await execucoes(dono, paraB.id)).listaExecucoesRegra).toHaveLength(3);
    expect((await buscarRegra(dono, paraC.id)).numExecucoes).toBe(3);
    expect((await buscarRegra(dono, paraB.id)).numExecucoes).toBe(3);
    const r = await dono.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${card.id}`, { sigla: dono.sigla });
    expect(r.body.Instancia.Etapa.id).toBe(c.id);
  });

  it('pages the executions newest first with a cursor', async () => {
    const { fluxo, b, regra } = await cenario();
    const card = await criarCard(dono, fluxo.id, 'Monitor', { listaValoresFormulario: { VALOR: 8000 } });
    const deps = depsMotor();
    for (let i = 0; i < 3; i++) {
      const e = entrouNaEtapa(dono.sigla, fluxo.id, b.id, card.id, dono.email);
      e.detalhe.ocorridoEm = new Date(Date.now() + i * 1000).toISOString();
      await executarRegrasDoEvento(deps, e);
    }
    const p1 = await execucoes(dono, regra.id, '?sqlMaxRecords=2');
    expect(p1.listaExecucoesRegra).toHaveLength(2);
    expect(p1.proximoCursor).toBeTruthy();
    const p2 = await execucoes(dono, regra.id, `?sqlMaxRecords=2&cursor=${p1.proximoCursor}`);
    expect(p2.listaExecucoesRegra).toHaveLength(1);
    const ids = [...p1.listaExecucoesRegra, ...p2.listaExecucoesRegra].map((e) => e.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(3);
  });
});
