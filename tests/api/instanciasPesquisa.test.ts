import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mensagensPesquisa } from '@wf/shared/schemas/pesquisa';
import type { RespostaPesquisaInstancias } from '@wf/shared/types/instancia';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiceBuscaKeys } from '../../functions/src/data/repositories/indiceBuscaRepository';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, autorizar, campo, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import type { AmbienteDeTeste } from './support/ambientes';
import { criarCard, moverCard, salvarCampos } from './support/instancias';

/**
 * GET /api/instancias/pesquisar reads the search index the `busca` consumer keeps from the card
 * events: word prefixes of the title (and of the form values with considerarDadosExecucao=S),
 * accents and case ignored, only in the stages the person may open, never in another tenant.
 */

const tabela = depsDaTabela();
let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const pesquisar = (p: Pessoa, params: Record<string, string>) =>
  p.http.get<RespostaPesquisaInstancias>(`/api/instancias/pesquisar?${new URLSearchParams(params).toString()}`, {
    sigla: p.sigla,
  });

async function titulos(p: Pessoa, params: Record<string, string>): Promise<string[]> {
  const r = await pesquisar(p, params);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.listaInstancias.map((c) => c.descricao).sort();
}

/** Polls the search until it answers `esperado` (the index is kept after the answer, by a consumer). */
async function aguardarTitulos(p: Pessoa, params: Record<string, string>, esperado: string[]): Promise<void> {
  let ultimo: string[] = [];
  await eventually(async () => {
    ultimo = await titulos(p, params);
    return JSON.stringify(ultimo) === JSON.stringify([...esperado].sort()) ? true : undefined;
  }, 15_000).catch(() => expect(ultimo).toEqual([...esperado].sort()));
}

const hojeBr = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const diaBr = (dias: number) => {
  const [d, m, a] = hojeBr().split('/');
  const x = new Date(Date.UTC(Number(a), Number(m) - 1, Number(d) + dias));
  return `${String(x.getUTCDate()).padStart(2, '0')}/${String(x.getUTCMonth() + 1).padStart(2, '0')}/${x.getUTCFullYear()}`;
};

/** Every entry of the index in a stage's partition that points at the card. */
async function entradasDoCard(sigla: string, idEtapa: string, idCard: string): Promise<string[]> {
  const r = await tabela.db.send(
    new QueryCommand({
      TableName: tabela.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': indiceBuscaKeys.pkEtapa(sigla, idEtapa) },
    }),
  );
  return (r.Items ?? []).filter((i) => i.idInstancia === idCard).map((i) => String(i.sk));
}

/** Whether the card's index state item exists. */
async function estadoDoCard(sigla: string, idCard: string): Promise<boolean> {
  const r = await tabela.db.send(
    new GetCommand({
      TableName: tabela.tableName,
      Key: { pk: indiceBuscaKeys.pkEstado(sigla, idCard), sk: indiceBuscaKeys.skEstado() },
    }),
  );
  return Boolean(r.Item);
}

describe('GET /api/instancias/pesquisar', () => {
  it('finds by word prefixes of the title, ignoring accents and case, with stage, flow and Vencido', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id, 'Aquisição de Notebook Inspiron');
    await criarCard(dono, fluxo.id, 'Cadeiras para o escritório');

    await aguardarTitulos(dono, { textoPesquisa: 'AQUISI' }, ['Aquisição de Notebook Inspiron']);
    await aguardarTitulos(dono, { textoPesquisa: 'aquisição' }, ['Aquisição de Notebook Inspiron']);
    await aguardarTitulos(dono, { textoPesquisa: 'insp note' }, ['Aquisição de Notebook Inspiron']);
    await aguardarTitulos(dono, { textoPesquisa: 'escritorio' }, ['Cadeiras para o escritório']);
    // Prefixes of words only: the middle of a word is not a match, and every word must match.
    await aguardarTitulos(dono, { textoPesquisa: 'quisicao' }, []);
    await aguardarTitulos(dono, { textoPesquisa: 'notebook cadeira' }, []);

    const r = await pesquisar(dono, { textoPesquisa: 'inspiron' });
    expect(r.body.listaInstancias[0]).toMatchObject({
      id: card.id,
      emailAutor: dono.email.toLowerCase(),
      vencido: 'N',
      Etapa: { id: a.id, descricao: a.descricao, Fluxo: { id: fluxo.id, descricao: fluxo.descricao } },
    });
  });

  it('finds by a form value only with considerarDadosExecucao=S', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [campo('Fornecedor')]);
    const card = await criarCard(dono, fluxo.id, 'Compra de monitores');
    const r = await dono.http.put(
      `/api/instancia/formulario/atualizar/${card.id}`,
      { newValuesFormulario: { FORNECEDOR: 'Dell Computadores Ltda' } },
      { sigla: dono.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    await aguardarTitulos(dono, { textoPesquisa: 'Dell', considerarDadosExecucao: 'S' }, ['Compra de monitores']);
    await aguardarTitulos(dono, { textoPesquisa: 'computadores monit', considerarDadosExecucao: 'S' }, [
      'Compra de monitores',
    ]);
    expect(await titulos(dono, { textoPesquisa: 'Dell' })).toEqual([]);
    expect(await titulos(dono, { textoPesquisa: 'Dell', considerarDadosExecucao: 'N' })).toEqual([]);
  });

  it('asks for 3 characters at least, in pt-BR', async () => {
    for (const texto of ['ab', '  ', 'a b c', 'é!']) {
      const r = await pesquisar(dono, { textoPesquisa: texto });
      expect(r.status, texto).toBe(400);
      expect(comoErro(r).mensagem).toBe(mensagensPesquisa.textoCurto);
    }
    const semTexto = await dono.http.get('/api/instancias/pesquisar', { sigla: dono.sigla });
    expect(semTexto.status).toBe(400);
    expect(comoErro(semTexto).mensagem).toBe(mensagensPesquisa.textoCurto);
  });

  it('narrows by creation and change days (DD/MM/YYYY) and explains bad dates', async () => {
    const { fluxo } = await fluxoComTresEtapas(dono);
    await criarCard(dono, fluxo.id, 'Renovação de contrato Zeladoria');
    await aguardarTitulos(dono, { textoPesquisa: 'zeladoria' }, ['Renovação de contrato Zeladoria']);

    const hoje = { dataInicioInclusao: diaBr(-1), dataFimInclusao: diaBr(1) };
    expect(await titulos(dono, { textoPesquisa: 'zeladoria', considerarInclusao: 'S', ...hoje })).toEqual([
      'Renovação de contrato Zeladoria',
    ]);
    expect(
      await titulos(dono, {
        textoPesquisa: 'zeladoria',
        considerarInclusao: 'S',
        dataInicioInclusao: diaBr(-10),
        dataFimInclusao: diaBr(-2),
      }),
    ).toEqual([]);
    expect(
      await titulos(dono, {
        textoPesquisa: 'zeladoria',
        considerarAlteracao: 'S',
        dataInicioAlteracao: diaBr(0),
        dataFimAlteracao: diaBr(0),
      }),
    ).toEqual(['Renovação de contrato Zeladoria']);
    expect(
      await titulos(dono, {
        textoPesquisa: 'zeladoria',
        considerarAlteracao: 'S',
        dataInicioAlteracao: diaBr(1),
        dataFimAlteracao: diaBr(5),
      }),
    ).toEqual([]);
    // Dates without considerar…=S are ignored.
    expect(
      await titulos(dono, { textoPesquisa: 'zeladoria', dataInicioInclusao: diaBr(-10), dataFimInclusao: diaBr(-2) }),
    ).toEqual(['Renovação de contrato Zeladoria']);

    const casos: Array<[Record<string, string>, string]> = [
      [
        { considerarInclusao: 'S', dataInicioInclusao: '31/02/2024', dataFimInclusao: '01/03/2024' },
        'Data inicial de inclusão inválida. Use o formato DD/MM/AAAA',
      ],
      [
        { considerarInclusao: 'S', dataInicioInclusao: '01/03/2024', dataFimInclusao: '2024-03-05' },
        'Data final de inclusão inválida. Use o formato DD/MM/AAAA',
      ],
      [{ considerarInclusao: 'S', dataFimInclusao: '01/03/2024' }, 'Informe a data inicial de inclusão'],
      [
        { considerarAlteracao: 'S', dataInicioAlteracao: '10/03/2024', dataFimAlteracao: '01/03/2024' },
        'A data final de alteração deve ser igual ou posterior à data inicial',
      ],
    ];
    for (const [params, mensagem] of casos) {
      const r = await pesquisar(dono, { textoPesquisa: 'zeladoria', ...params });
      expect(r.status, mensagem).toBe(400);
      expect(comoErro(r).mensagem).toBe(mensagem);
    }
  });

  it('shows only cards of stages the person may open, and nothing of another tenant', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);
    const pessoa = await outraPessoa(amb, 'Carla Souza');
    await autorizar(dono, a.id, pessoa.email, { executar: 'S' });
    await autorizar(dono, c.id, pessoa.email, { restrAbrirCard: 'S' });
    const emA = await criarCard(dono, fluxo.id, 'Orçamento Quimera visível');
    const emB = await criarCard(dono, fluxo.id, 'Orçamento Quimera oculto');
    const emC = await criarCard(dono, fluxo.id, 'Orçamento Quimera restrito');
    for (const [card, destinos] of [
      [emB, [b.id]],
      [emC, [b.id, c.id]],
    ] as const)
      for (const idEtapaDestino of destinos)
        expect((await moverCard(dono, { idInstancia: card.id, idEtapaDestino })).status).toBe(200);

    const todos = ['Orçamento Quimera oculto', 'Orçamento Quimera restrito', 'Orçamento Quimera visível'];
    await aguardarTitulos(dono, { textoPesquisa: 'quimera' }, todos);
    await aguardarTitulos(pessoa, { textoPesquisa: 'quimera' }, ['Orçamento Quimera visível']);
    expect(emA.id).toBeTruthy();

    // Same words in another tenant: its people never see these cards, nor these people theirs.
    const outro = await ambienteComDono();
    const { fluxo: fluxoOutro } = await fluxoComTresEtapas(outro.dono);
    await criarCard(outro.dono, fluxoOutro.id, 'Quimera do outro ambiente');
    await aguardarTitulos(outro.dono, { textoPesquisa: 'quimera' }, ['Quimera do outro ambiente']);
    await aguardarTitulos(dono, { textoPesquisa: 'quimera' }, todos);
    // Someone with no access to the flow finds nothing.
    const estranho = await outraPessoa(amb, 'Diego Alves');
    expect(await titulos(estranho, { textoPesquisa: 'quimera' })).toEqual([]);
  });

  it('follows renames, moves, form edits and deletes', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [campo('Fornecedor')]);
    const pessoa = await outraPessoa(amb, 'Eva Rocha');
    await autorizar(dono, a.id, pessoa.email, { executar: 'S' });
    const card = await criarCard(dono, fluxo.id, 'Pedido Girassol');
    await aguardarTitulos(pessoa, { textoPesquisa: 'girassol' }, ['Pedido Girassol']);

    const renomear = await dono.http.put(
      `/api/instancias/atualizar/${card.id}`,
      { descricao: 'Pedido Orquídea' },
      { sigla: dono.sigla },
    );
    expect(renomear.status, JSON.stringify(renomear.body)).toBe(200);
    await aguardarTitulos(dono, { textoPesquisa: 'orquidea' }, ['Pedido Orquídea']);
    expect(await titulos(dono, { textoPesquisa: 'girassol' })).toEqual([]);

    const form = (valor: string) =>
      dono.http.put(
        `/api/instancia/formulario/atualizar/${card.id}`,
        { newValuesFormulario: { FORNECEDOR: valor } },
        { sigla: dono.sigla },
      );
    expect((await form('Lenovo Brasil')).status).toBe(200);
    await aguardarTitulos(dono, { textoPesquisa: 'lenovo', considerarDadosExecucao: 'S' }, ['Pedido Orquídea']);
    expect((await form('Samsung')).status).toBe(200);
    await aguardarTitulos(dono, { textoPesquisa: 'samsung', considerarDadosExecucao: 'S' }, ['Pedido Orquídea']);
    expect(await titulos(dono, { textoPesquisa: 'lenovo', considerarDadosExecucao: 'S' })).toEqual([]);

    // Moved to a stage the person may not open: it leaves her results, and its entries move.
    expect((await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id })).status).toBe(200);
    await aguardarTitulos(pessoa, { textoPesquisa: 'orquidea' }, []);
    await aguardarTitulos(dono, { textoPesquisa: 'orquidea' }, ['Pedido Orquídea']);
    await eventually(async () => ((await entradasDoCard(dono.sigla, a.id, card.id)).length === 0 ? true : undefined));
    expect(await entradasDoCard(dono.sigla, b.id, card.id)).toEqual(
      expect.arrayContaining([`TITULO#orquidea#${card.id}`, `TUDO#samsung#${card.id}`]),
    );

    const excluir = await dono.http.delete(`/api/instancias/excluir/${card.id}`, { sigla: dono.sigla });
    expect(excluir.status).toBe(200);
    await aguardarTitulos(dono, { textoPesquisa: 'orquidea' }, []);
    await eventually(async () => ((await entradasDoCard(dono.sigla, b.id, card.id)).length === 0 ? true : undefined));
  });

  it("leaves nothing of a deleted flow's cards in the index", async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id, 'Pedido Tulipa');
    await aguardarTitulos(dono, { textoPesquisa: 'tulipa' }, ['Pedido Tulipa']);
    expect(await estadoDoCard(dono.sigla, card.id)).toBe(true);

    const r = await dono.http.delete(`/api/fluxos/excluir/${fluxo.id}?confirmacao=CONFIRMAR`, { sigla: dono.sigla });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await eventually(async () => ((await estadoDoCard(dono.sigla, card.id)) ? undefined : true), 30_000);
    expect(await entradasDoCard(dono.sigla, a.id, card.id)).toEqual([]);
    expect(await titulos(dono, { textoPesquisa: 'tulipa' })).toEqual([]);
  });
});
