import { createHash } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { mensagensFluxo } from '@wf/shared/constants/fluxos';
import type { ExecucaoRegra, ResultadoSimulacao, VariavelRegra } from '@wf/shared/schemas/regra';
import type { RespostaComentarios } from '@wf/shared/types/instancia';
import { prefixoTenant } from '../../functions/src/data/chaves';
import { eventually } from '../support/eventually';
import { aguardarRepouso } from '../support/repouso';
import { depsDaTabela } from '../support/tabela';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, autorizar, campo, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import type { AmbienteDeTeste } from './support/ambientes';
import { criarCard, salvarCampos } from './support/instancias';
import { buscarRegra, criarRegra, jsonRegra } from './support/regras';

let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

/** Every item of the tenant, hashed: what "writes nothing" is checked against. */
async function fotoDaTabela(): Promise<string> {
  const deps = depsDaTabela();
  const itens: Record<string, unknown>[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await deps.db.send(
      // eslint-disable-next-line no-restricted-syntax -- "writes nothing" is checked on every item of the tenant, read once.
      new ScanCommand({
        TableName: deps.tableName,
        FilterExpression: 'begins_with(pk, :t)',
        ExpressionAttributeValues: { ':t': `${prefixoTenant(dono.sigla)}#` },
        ExclusiveStartKey: inicio,
      }),
    );
    itens.push(...(r.Items ?? []));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  const linhas = itens.map((i) => JSON.stringify(i, Object.keys(i).sort())).sort();
  return createHash('sha256').update(linhas.join('\n')).digest('hex');
}

/**
 * A snapshot once the consumers are done with what came before: the tenant's events at rest
 * (the card's creation still reaches the home's projections and the search index after it answers).
 */
async function fotoEstavel(): Promise<string> {
  await aguardarRepouso({ sigla: dono.sigla });
  return fotoDaTabela();
}

async function cenario() {
  const etapas = await fluxoComTresEtapas(dono);
  await salvarCampos(dono, etapas.a.id, [
    campo('Valor', { keyCampo: 'number', nomeVariavel: 'VALOR' }),
    campo('Entrega', { keyCampo: 'data', nomeVariavel: 'ENTREGA' }),
  ]);
  await salvarCampos(dono, etapas.b.id, [campo('Parecer', { nomeVariavel: 'PARECER' })]);
  const card = await criarCard(dono, etapas.fluxo.id, 'Notebook', {
    listaValoresFormulario: { VALOR: 7500, ENTREGA: '2030-05-10' },
  });
  const json = jsonRegra({
    evento: 'cardEntrarEtapa',
    idEtapa: etapas.b.id,
    condicoes: [
      { um: 'VALOR', operador: 'maior', dois: '5000', tipoDado: 'N' },
      { um: 'ENTREGA', operador: 'menor', dois: '01/01/2030', tipoDado: 'D' },
    ],
    operacaoLogica: 'OR',
    acoes: [
      {
        key: 'adicionarComentario',
        formulario: { comment: 'Aguardando diretoria: {{card.titulo}} por {{usuario.email}}' },
      },
    ],
  });
  return { ...etapas, card, json };
}

describe('variables', () => {
  it('lists the form fields of every stage with their data type, then the fixed ones; and the card values', async () => {
    const { fluxo, card } = await cenario();
    const r = await dono.http.get<{ listaVariaveisRegra: VariavelRegra[] }>(`/api/fluxo/regras/variaveis/${fluxo.id}`, {
      sigla: dono.sigla,
    });
    expect(r.status).toBe(200);
    const porNome = Object.fromEntries(r.body.listaVariaveisRegra.map((v) => [v.nomeInterno, v]));
    expect(porNome.VALOR).toMatchObject({ tipoDado: 'N', variavelDeFormulario: 'S' });
    expect(porNome.ENTREGA).toMatchObject({ tipoDado: 'D', variavelDeFormulario: 'S' });
    expect(porNome.PARECER).toMatchObject({ tipoDado: 'A', variavelDeFormulario: 'S' });
    expect(porNome['card.titulo']).toMatchObject({ tipoDado: 'A', variavelDeFormulario: 'N' });
    expect(porNome['usuario.email']).toBeTruthy();

    const v = await dono.http.get<{ listaVariaveisRegra: VariavelRegra[] }>(
      `/api/fluxo/regras/valores-variaveis/${card.id}`,
      {
        sigla: dono.sigla,
      },
    );
    expect(v.status).toBe(200);
    const valores = Object.fromEntries(v.body.listaVariaveisRegra.map((x) => [x.nomeInterno, x.valor]));
    expect(valores).toMatchObject({
      VALOR: '7500',
      ENTREGA: '2030-05-10',
      PARECER: null,
      'card.titulo': 'Notebook',
      'etapa.nome': 'Solicitação',
      'fluxo.nome': 'Compras',
      'usuario.email': dono.email,
    });

    const estranho = await outraPessoa(amb, 'Estranho Costa');
    expect((await estranho.http.get(`/api/fluxo/regras/variaveis/${fluxo.id}`, { sigla: estranho.sigla })).status).toBe(
      404,
    );
    expect(
      (await estranho.http.get(`/api/fluxo/regras/valores-variaveis/${card.id}`, { sigla: estranho.sigla })).status,
    ).toBe(404);
  });
});

describe('simular', () => {
  it('answers each condition with its values, the result and each action payload, and writes nothing', async () => {
    const { fluxo, card, json } = await cenario();
    const salva = await criarRegra(dono, fluxo.id, json, { ativo: 'N' });
    const antes = await fotoEstavel();

    for (const corpo of [
      { idInstancia: card.id, jsonRegras: json },
      { idInstancia: card.id, idRegra: salva.id },
    ]) {
      const r = await dono.http.post<ResultadoSimulacao>('/api/fluxo/regras/simular', corpo, { sigla: dono.sigla });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.resultado).toBe('S');
      expect(r.body.condicoes.map((c) => [c.condicaoSatisfeita, c.valorOperandoUm, c.valorOperandoDois])).toEqual([
        ['S', '7500', '5000'],
        ['N', '2030-05-10', '01/01/2030'],
      ]);
      expect(r.body.acoes).toEqual([
        {
          id: json.acoes[0]!.id,
          key: 'adicionarComentario',
          title: 'Adicionar comentário',
          payload: { comentario: `Aguardando diretoria: Notebook por ${dono.email}` },
        },
      ]);
    }
    // At rest again: what an event of the simulation (there must be none) would have written shows too.
    expect(await fotoEstavel()).toBe(antes);
    expect((await buscarRegra(dono, salva.id)).numExecucoes).toBe(0);

    const ruim = await dono.http.post('/api/fluxo/regras/simular', { idInstancia: card.id }, { sigla: dono.sigla });
    expect(ruim.status).toBe(400);
    expect(comoErro(ruim).mensagem).toBe('Informe idRegra ou jsonRegras');
  });

  it('tries a draft or a saved rule only for who may edit the flow elements (the Rules menu)', async () => {
    const { fluxo, a, b, c, card, json } = await cenario();
    const salva = await criarRegra(dono, fluxo.id, json, { ativo: 'N' });
    const leitora = await outraPessoa(amb, 'Lia Leitora');
    for (const e of [a, b, c]) await autorizar(dono, e.id, leitora.email, { editar: 'N', executar: 'S' });

    const rascunho = await leitora.http.post(
      '/api/fluxo/regras/simular',
      { idInstancia: card.id, jsonRegras: json },
      { sigla: leitora.sigla },
    );
    expect(rascunho.status).toBe(403);
    expect(comoErro(rascunho).mensagem).toBe(mensagensFluxo.semPermissaoElementos);
    const salvaTestada = await leitora.http.post(
      '/api/fluxo/regras/simular',
      { idInstancia: card.id, idRegra: salva.id },
      { sigla: leitora.sigla },
    );
    expect(salvaTestada.status, JSON.stringify(salvaTestada.body)).toBe(403);
    expect(comoErro(salvaTestada).mensagem).toBe(mensagensFluxo.semPermissaoElementos);

    const editora = await outraPessoa(amb, 'Eva Editora');
    await autorizar(dono, a.id, editora.email, { editar: 'S' });
    const daEditora = await editora.http.post<ResultadoSimulacao>(
      '/api/fluxo/regras/simular',
      { idInstancia: card.id, idRegra: salva.id },
      { sigla: editora.sigla },
    );
    expect(daEditora.status, JSON.stringify(daEditora.body)).toBe(200);
    expect(daEditora.body.resultado).toBe('S');
  });
});

describe('executar-condicoes, regras-executadas and executar-regras', () => {
  it('evaluates conditions on given values, lists the event rules on a card, and runs rules on a card now', async () => {
    const { fluxo, a, b, card, json } = await cenario();
    const cond = await dono.http.post<{
      listaCondicoesExecutadas: Array<{ id: string; condicaoSatisfeita: string }>;
      listaRegras: Array<{ resultado: string }>;
    }>(
      '/api/fluxo/regras/executar-condicoes',
      {
        listaRegras: [
          { id: 'r1', jsonRegras: { ...json, condicionais: { ...json.condicionais, operacaoLogica: 'AND' } } },
        ],
        listaVariaveis: [
          { nomeInterno: 'VALOR', valor: '4.999,99' },
          { nomeInterno: 'ENTREGA', valor: '31/12/2029' },
        ],
      },
      { sigla: dono.sigla },
    );
    expect(cond.status, JSON.stringify(cond.body)).toBe(200);
    expect(cond.body.listaCondicoesExecutadas.map((c) => c.condicaoSatisfeita)).toEqual(['N', 'S']);
    expect(cond.body.listaRegras).toEqual([{ id: 'r1', resultado: 'N' }]);

    const regra = await criarRegra(dono, fluxo.id, json);
    // executar-regras runs only the named event's active rules on the card's current stage (A).
    const naEtapaDoCard = await criarRegra(dono, fluxo.id, { ...json, evento: { ...json.evento, idEtapa: a.id } });
    const doEvento = await dono.http.post<{ listaRegras: Array<{ id: string; resultado: string }> }>(
      '/api/fluxo/regras/regras-executadas',
      { idInstancia: card.id, evento: 'cardEntrarEtapa', idEtapa: b.id },
      { sigla: dono.sigla },
    );
    expect(doEvento.status, JSON.stringify(doEvento.body)).toBe(200);
    expect(doEvento.body.listaRegras).toMatchObject([{ id: regra.id, resultado: 'S' }]);

    // Asynchronous: 202 at once; the rules consumer runs the rule and records its execution.
    const r = await dono.http.post<{ mensagem: string }>(
      '/api/fluxo/regras/executar-regras',
      { idInstancia: card.id, evento: 'cardEntrarEtapa', listaRegras: [naEtapaDoCard.id] },
      { sigla: dono.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toEqual({ mensagem: 'Execução das regras solicitada. O resultado aparece quando terminar.' });
    // Closing the execution adds 1 to numExecucoes, in the transaction of regrasExecutadas.
    await eventually(
      async () => ((await buscarRegra(dono, naEtapaDoCard.id)).numExecucoes === 1 ? true : undefined),
      30_000,
    );
    // Then at rest: a second run, or a run of the other rule, would be recorded by now.
    await aguardarRepouso({ sigla: dono.sigla });
    const exec = await dono.http.get<{ listaExecucoesRegra: ExecucaoRegra[] }>(
      `/api/fluxo/regras/detalhes-execucoes/${naEtapaDoCard.id}`,
      { sigla: dono.sigla },
    );
    const execucoes = exec.body.listaExecucoesRegra;
    expect(execucoes).toMatchObject([{ comErro: 'N' }]);
    const comentarios = await dono.http.get<RespostaComentarios>(
      `/api/instancia/comentarios/buscar-por-instancia/${card.id}`,
      { sigla: dono.sigla },
    );
    expect(comentarios.body.listaComentarios.map((c) => c.comentario)).toEqual([
      `Aguardando diretoria: Notebook por ${dono.email}`,
    ]);
    expect((await buscarRegra(dono, naEtapaDoCard.id)).numExecucoes).toBe(1);
    // The rule of stage B was not run.
    expect((await buscarRegra(dono, regra.id)).numExecucoes).toBe(0);

    // A rule of another flow on this card: refused (422), nothing runs.
    const outro = await fluxoComTresEtapas(dono);
    const alheia = await criarRegra(dono, outro.fluxo.id, json);
    const recusada = await dono.http.post(
      '/api/fluxo/regras/executar-regras',
      { idInstancia: card.id, evento: 'cardEntrarEtapa', listaRegras: [alheia.id] },
      { sigla: dono.sigla },
    );
    expect(recusada.status).toBe(422);
  });
});
