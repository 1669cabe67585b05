import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseDadosKeys, buscarBaseDados } from '../../functions/src/data/repositories/baseDadosRepository';
import { buscarPrimeiroRegistro } from '../../functions/src/domains/basesDados/services/registroService';
import { eventually } from '../support/eventually';
import { depsDaTabela } from '../support/tabela';
import type { AmbienteDeTeste } from './support/ambientes';
import {
  cnpj,
  colunasFornecedores,
  concluir,
  criarBase,
  di,
  fornecedor,
  importar,
  pagina,
  todosRegistros,
} from './support/basesDados';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, outraPessoa, type Pessoa } from './support/fluxos';

/**
 * Data bases through the real HTTP API: the spec's five routes with their messages, records as
 * items (pages, search, create/update/delete), imports in numbered idempotent batches with
 * replace-all, sharing, the combo options, permissions and tenant isolation.
 */

const tabela = depsDaTabela();
let amb: AmbienteDeTeste;
let dono: Pessoa;
let colega: Pessoa;
let estranho: Pessoa;
let outroTenant: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  colega = await outraPessoa(amb, 'Caio Colega');
  estranho = await outraPessoa(amb, 'Ester Estranha');
  outroTenant = (await ambienteComDono()).dono;
});

interface DataSource {
  id: string;
  descricao: string;
  detalhes: string;
  dono: boolean;
  permiteAcessoEdicao: 'S' | 'N';
  totalRegistros: number;
  jsonDados: string;
  Usuario: { id: string; email: string; nome: string; iniciais: string; cor: string };
}

const abrir = (p: Pessoa, id: string) => p.http.get<DataSource>(`/api/datasources/buscar/${id}`, { sigla: p.sigla });
const lista = async (p: Pessoa) =>
  (
    await p.http.get<{ listaDataSources: DataSource[] }>('/api/datasources/buscar?colunas=S&linhas=0', {
      sigla: p.sigla,
    })
  ).body.listaDataSources;
const novoRegistro = (p: Pessoa, id: string, valores: Record<string, unknown>) =>
  p.http.post<{ mensagem: string; registro: { id: string; valores: Record<string, unknown> } }>(
    `/api/datasources/${id}/registros`,
    { valores },
    { sigla: p.sigla },
  );
const itensDaGeracao = async (sigla: string, id: string, geracao: string) =>
  (
    await tabela.db.send(
      new QueryCommand({
        TableName: tabela.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': baseDadosKeys.geracaoPk(sigla, id, geracao) },
        Select: 'COUNT',
      }),
    )
  ).Count ?? 0;

describe('data bases: the spec routes', () => {
  it('creates, lists, opens, renames and deletes a base, with the messages', async () => {
    const criada = await dono.http.post<{ mensagem: string; data: { idDataSource: string } }>(
      '/api/datasources/inserir',
      {
        descricao: 'Centros de custo',
        detalhes: 'Do financeiro',
        jsonDados: JSON.stringify({ colunas: colunasFornecedores, linhas: [fornecedor(1)] }),
      },
      { sigla: dono.sigla },
    );
    expect([criada.status, criada.body.mensagem]).toEqual([201, 'Base de dados criada com sucesso!']);
    const id = criada.body.data.idDataSource;

    expect((await lista(dono)).map((b) => b.id)).toContain(id);
    const aberta = (await abrir(dono, id)).body;
    expect(aberta).toMatchObject({
      id,
      descricao: 'Centros de custo',
      detalhes: 'Do financeiro',
      dono: true,
      permiteAcessoEdicao: 'S',
      totalRegistros: 1,
      Usuario: { id: dono.usuarioId, email: dono.email },
    });
    const json = JSON.parse(aberta.jsonDados) as {
      colunas: { dataIndex: string; titulo: string }[];
      linhas: unknown[];
    };
    expect(json.linhas).toEqual([]);
    expect(json.colunas.map((c) => c.dataIndex)).toEqual(Object.values(di));

    const renomeada = await dono.http.put<{ mensagem: string }>(
      '/api/datasources/atualizar',
      { id, descricao: 'Centros de custo 2026', detalhes: 'Novos' },
      { sigla: dono.sigla },
    );
    expect(renomeada.body.mensagem).toBe('Base de dados atualizada com sucesso!');
    expect((await abrir(dono, id)).body.descricao).toBe('Centros de custo 2026');

    const excluida = await dono.http.delete<{ mensagem: string }>(`/api/datasources/excluir/${id}`, {
      sigla: dono.sigla,
    });
    expect([excluida.status, excluida.body.mensagem]).toEqual([200, 'Base de dados excluída com sucesso!']);
    const depois = await abrir(dono, id);
    expect([depois.status, comoErro(depois).mensagem]).toEqual([404, 'Base de dados não encontrada']);
    expect((await lista(dono)).map((b) => b.id)).not.toContain(id);
  });

  it.each([
    ['no title', { descricao: ' ' }, 'Por favor, digite o titulo da sua base de dados'],
    [
      'a column of another type',
      { descricao: 'X', jsonDados: JSON.stringify({ colunas: [{ id: 'a', titulo: 'A', keyCampo: 'anexo' }] }) },
      'Tipo de coluna inválido',
    ],
    [
      'two columns with one title',
      {
        descricao: 'X',
        jsonDados: JSON.stringify({
          colunas: [
            { id: 'a', titulo: 'A', keyCampo: 'email' },
            { id: 'b', titulo: 'a', keyCampo: 'cpf' },
          ],
        }),
      },
      'Já existe uma coluna com este título',
    ],
    [
      'jsonDados that is not JSON',
      { descricao: 'X', jsonDados: '{colunas' },
      'Os dados da base (jsonDados) são inválidos',
    ],
  ])('refuses a base with %s (400 in pt-BR) and creates nothing', async (_caso, corpo, mensagem) => {
    const antes = (await lista(dono)).length;
    const r = await dono.http.post('/api/datasources/inserir', corpo, { sigla: dono.sigla });
    expect([r.status, comoErro(r).mensagem]).toEqual([400, mensagem]);
    expect((await lista(dono)).length).toBe(antes);
  });
});

describe('records', () => {
  it('creates (currency to two decimals), refuses a bad cell, updates, deletes and keeps the count', async () => {
    const id = await criarBase(dono);
    const r = await novoRegistro(dono, id, { ...fornecedor(1), [di.preco]: '1.234,567' });
    expect([r.status, r.body.mensagem]).toEqual([201, 'Registro criado com sucesso!']);
    expect(r.body.registro.valores[di.preco]).toBe(1234.57);

    const ruim = await novoRegistro(dono, id, { ...fornecedor(2), [di.cnpj]: '11.111.111/1111-11' });
    expect([ruim.status, comoErro(ruim).mensagem]).toEqual([400, 'Valor inválido para o campo CNPJ']);
    const semColuna = await novoRegistro(dono, id, { outra: 'x' });
    expect([semColuna.status, comoErro(semColuna).mensagem]).toEqual([400, 'Coluna inválida']);
    const malformado = await dono.http.post(
      `/api/datasources/${id}/registros`,
      { valores: 'nada' },
      { sigla: dono.sigla },
    );
    expect(malformado.status).toBe(400);
    expect((await pagina(dono, id)).total).toBe(1);

    const idRegistro = r.body.registro.id;
    const alterado = await dono.http.put<{ mensagem: string; registro: { valores: Record<string, unknown> } }>(
      `/api/datasources/${id}/registros/${idRegistro}`,
      { valores: { ...fornecedor(1), [di.nome]: 'Padaria São João', [di.email]: 'padaria@sj.com.br' } },
      { sigla: dono.sigla },
    );
    expect([alterado.status, alterado.body.mensagem]).toEqual([200, 'Registro atualizado com sucesso!']);
    expect((await pagina(dono, id, '?busca=sao%20jo')).registros.map((x) => x.id)).toEqual([idRegistro]);
    expect((await pagina(dono, id, '?busca=Fornecedor')).registros).toEqual([]);

    const excluido = await dono.http.delete<{ mensagem: string }>(`/api/datasources/${id}/registros/${idRegistro}`, {
      sigla: dono.sigla,
    });
    expect(excluido.body.mensagem).toBe('Registro excluído com sucesso!');
    const de_novo = await dono.http.delete(`/api/datasources/${id}/registros/${idRegistro}`, { sigla: dono.sigla });
    expect([de_novo.status, comoErro(de_novo).mensagem]).toEqual([404, 'Registro não encontrado']);
    expect(await pagina(dono, id)).toMatchObject({ registros: [], total: 0 });
  });

  it('pages with a cursor in creation order and searches by the start of any word, accents and case aside', async () => {
    const id = await criarBase(
      dono,
      'Paginação',
      Array.from({ length: 45 }, (_, i) => fornecedor(i)),
    );
    const p1 = await pagina(dono, id, '?tamanho=20');
    expect([p1.registros.length, p1.total]).toEqual([20, 45]);
    const p2 = await pagina(dono, id, `?tamanho=20&cursor=${p1.proximoCursor}`);
    const p3 = await pagina(dono, id, `?tamanho=20&cursor=${p2.proximoCursor}`);
    expect([p2.registros.length, p3.registros.length, p3.proximoCursor]).toEqual([20, 5, null]);
    expect([...p1.registros, ...p2.registros, ...p3.registros].map((r) => r.valores[di.nome])).toEqual(
      Array.from({ length: 45 }, (_, i) => `Fornecedor ${i}`),
    );

    await novoRegistro(dono, id, { ...fornecedor(100), [di.nome]: 'Ótica Ângela' });
    expect((await pagina(dono, id, '?busca=ANGE')).registros.map((r) => r.valores[di.nome])).toEqual(['Ótica Ângela']);
    const doc = cnpj(String(10_000_000 + 7));
    expect(
      (await pagina(dono, id, `?busca=${encodeURIComponent(doc.slice(0, 16))}`)).registros.map(
        (r) => r.valores[di.cnpj],
      ),
    ).toEqual([doc]);
    expect((await pagina(dono, id, '?busca=zzzz')).registros).toEqual([]);
  });
});

describe('imports', () => {
  it('imports 1,000 rows in ten batches, lists the invalid ones, and a retried batch adds nothing', async () => {
    const id = await criarBase(dono, 'Importação');
    const linhas = Array.from({ length: 1000 }, (_, i) => fornecedor(i));
    linhas[3] = { ...linhas[3], [di.cnpj]: '12.345.678/0001-00' };
    linhas[600] = { ...linhas[600], [di.email]: 'sem-arroba' };
    linhas[999] = { ...linhas[999], [di.desde]: '2024-02-31' };
    // Batches of 100 (the browser sends 500): DynamoDB Local on this shared machine writes about
    // 100 items a second, and each request must end inside the API's 29 s.
    const lotes = Array.from({ length: 10 }, (_, k) => linhas.slice(k * 100, k * 100 + 100));
    const { idImportacao, respostas } = await importar(dono, id, lotes);
    expect(respostas.map((r) => r.inseridos)).toEqual([99, 100, 100, 100, 100, 100, 99, 100, 100, 99]);
    expect(respostas[0]?.invalidos).toEqual([{ linha: 3, campo: 'CNPJ', tipo: 'cnpj', valor: '12.345.678/0001-00' }]);
    expect(respostas.flatMap((r, k) => r.invalidos.map((x) => [k, x.linha, x.tipo]))).toEqual([
      [0, 3, 'cnpj'],
      [6, 0, 'email'],
      [9, 99, 'data'],
    ]);

    const repetido = await dono.http.post<{ inseridos: number }>(
      `/api/datasources/${id}/importacoes/${idImportacao}/lotes`,
      { numero: 0, registros: lotes[0] },
      { sigla: dono.sigla },
    );
    expect(repetido.body.inseridos).toBe(99);
    expect((await concluir(dono, id, idImportacao)).totalRegistros).toBe(997);
    const todos = await todosRegistros(dono, id);
    expect(todos.length).toBe(997);
    expect(new Set(todos.map((r) => r.valores[di.nome])).size).toBe(997);
    expect((await abrir(dono, id)).body.totalRegistros).toBe(997);
  }, 240_000);

  it('refuses a batch over 500 rows and malformed batches, writing nothing', async () => {
    const id = await criarBase(dono, 'Lotes ruins');
    const { idImportacao } = await importar(dono, id, []);
    const caminho = `/api/datasources/${id}/importacoes/${idImportacao}/lotes`;
    const grande = await dono.http.post(
      caminho,
      { numero: 0, registros: Array.from({ length: 501 }, (_, i) => fornecedor(i)) },
      { sigla: dono.sigla },
    );
    expect([grande.status, comoErro(grande).mensagem]).toEqual([400, 'Envie no máximo 500 registros por lote']);
    expect(
      (await dono.http.post(caminho, { numero: -1, registros: [fornecedor(1)] }, { sigla: dono.sigla })).status,
    ).toBe(400);
    expect((await pagina(dono, id)).total).toBe(0);
  });

  it('replace-all: the old rows stay until concluir, then the base has exactly the new ones and the old go away', async () => {
    const id = await criarBase(dono, 'Substituir', [fornecedor(1), fornecedor(2), fornecedor(3)]);
    const antiga = (await buscarBaseDados(tabela, dono.sigla, id))?.geracao ?? '';
    const { idImportacao } = await importar(dono, id, [[fornecedor(10), fornecedor(11)]], true);
    expect((await todosRegistros(dono, id)).map((r) => r.valores[di.nome])).toEqual([
      'Fornecedor 1',
      'Fornecedor 2',
      'Fornecedor 3',
    ]);

    expect((await concluir(dono, id, idImportacao)).totalRegistros).toBe(2);
    expect((await todosRegistros(dono, id)).map((r) => r.valores[di.nome])).toEqual(['Fornecedor 10', 'Fornecedor 11']);
    expect((await pagina(dono, id, '?busca=fornecedor%201')).registros.map((r) => r.valores[di.nome])).toEqual([
      'Fornecedor 10',
      'Fornecedor 11',
    ]);
    expect((await concluir(dono, id, idImportacao)).totalRegistros).toBe(2);
    await eventually(async () => ((await itensDaGeracao(dono.sigla, id, antiga)) === 0 ? true : undefined), 20_000);
  });

  it('deleting a base removes its records in the background', async () => {
    const id = await criarBase(dono, 'Apagar', [fornecedor(1), fornecedor(2)]);
    const geracao = (await buscarBaseDados(tabela, dono.sigla, id))?.geracao ?? '';
    expect(await itensDaGeracao(dono.sigla, id, geracao)).toBeGreaterThan(0);
    await dono.http.delete(`/api/datasources/excluir/${id}`, { sigla: dono.sigla });
    await eventually(async () => ((await itensDaGeracao(dono.sigla, id, geracao)) === 0 ? true : undefined), 20_000);
  });
});

describe('permissions, sharing and tenants', () => {
  it('only owner and people it is shared with see it; editors change columns and records, only the owner renames and deletes', async () => {
    const id = await criarBase(dono, 'Compartilhada', [fornecedor(1)]);
    expect((await abrir(colega, id)).status).toBe(404);
    expect((await colega.http.get(`/api/datasources/${id}/registros`, { sigla: colega.sigla })).status).toBe(404);
    expect((await lista(colega)).map((b) => b.id)).not.toContain(id);

    const compartilhou = await dono.http.put<{ emails: string[] }>(
      `/api/datasources/${id}/compartilhamentos`,
      { emails: [colega.email.toUpperCase()] },
      { sigla: dono.sigla },
    );
    expect(compartilhou.body.emails).toEqual([colega.email]);
    expect(
      (await dono.http.get<{ emails: string[] }>(`/api/datasources/${id}/compartilhamentos`, { sigla: dono.sigla }))
        .body.emails,
    ).toEqual([colega.email]);
    expect((await lista(colega)).find((b) => b.id === id)).toMatchObject({ dono: false, permiteAcessoEdicao: 'S' });

    expect((await novoRegistro(colega, id, fornecedor(2))).status).toBe(201);
    const colunas = [...colunasFornecedores, { id: 'cc', titulo: 'Centro de custo', keyCampo: 'textoCurto' }];
    const novaColuna = await colega.http.put(
      '/api/datasources/atualizar',
      { id, descricao: 'Compartilhada', detalhes: 'Cadastro de fornecedores', jsonDados: JSON.stringify({ colunas }) },
      { sigla: colega.sigla },
    );
    expect(novaColuna.status).toBe(200);
    const renomear = await colega.http.put(
      '/api/datasources/atualizar',
      { id, descricao: 'Outro nome' },
      { sigla: colega.sigla },
    );
    expect([renomear.status, comoErro(renomear).mensagem]).toEqual([
      403,
      'Somente o dono da base de dados pode fazer isso',
    ]);
    const excluir = await colega.http.delete(`/api/datasources/excluir/${id}`, { sigla: colega.sigla });
    expect([excluir.status, comoErro(excluir).mensagem]).toEqual([
      403,
      'Somente o dono da base de dados pode fazer isso',
    ]);
    expect((await abrir(dono, id)).body).toMatchObject({ descricao: 'Compartilhada', totalRegistros: 2 });

    await dono.http.put(`/api/datasources/${id}/compartilhamentos`, { emails: [] }, { sigla: dono.sigla });
    expect((await abrir(colega, id)).status).toBe(404);
    const malformado = await dono.http.put(
      `/api/datasources/${id}/compartilhamentos`,
      { emails: ['nao-e-email'] },
      { sigla: dono.sigla },
    );
    expect(malformado.status).toBe(400);
  });

  it('combo options: the owner searches one column, at most 20; someone naming no field he fills gets none', async () => {
    const id = await criarBase(
      dono,
      'Opções',
      Array.from({ length: 30 }, (_, i) => fornecedor(i)),
    );
    const r = await dono.http.get<{ opcoes: { idRegistro: string; valor: string }[] }>(
      `/api/datasources/${id}/opcoes?coluna=nome&busca=forn`,
      { sigla: dono.sigla },
    );
    expect(r.status).toBe(200);
    expect(r.body.opcoes.length).toBe(20);
    const um = await dono.http.get<{ opcoes: { valor: string }[] }>(
      `/api/datasources/${id}/opcoes?coluna=nome&busca=fornecedor%2029`,
      { sigla: dono.sigla },
    );
    expect(um.body.opcoes.map((o) => o.valor)).toEqual(['Fornecedor 29']);
    const colunaRuim = await dono.http.get(`/api/datasources/${id}/opcoes?coluna=zzz`, { sigla: dono.sigla });
    expect([colunaRuim.status, comoErro(colunaRuim).mensagem]).toEqual([400, 'Coluna inválida']);
    // The rest of who may read options: basesDadosOpcoesAcesso.test.ts.
    const alheio = await estranho.http.get(`/api/datasources/${id}/opcoes?coluna=nome&busca=forn`, {
      sigla: estranho.sigla,
    });
    expect([alheio.status, comoErro(alheio).mensagem]).toEqual([403, 'Você não tem acesso às opções desta coluna']);
  });

  it("another tenant's session reaches nothing by id, and its own tenant has no such base", async () => {
    const id = await criarBase(dono, 'Isolada', [fornecedor(1)]);
    expect((await abrir(outroTenant, id)).status).toBe(404);
    expect(
      (await outroTenant.http.get(`/api/datasources/${id}/opcoes?coluna=nome`, { sigla: outroTenant.sigla })).status,
    ).toBe(404);
    expect((await novoRegistro(outroTenant, id, fornecedor(2))).status).toBe(404);
    expect((await outroTenant.http.delete(`/api/datasources/excluir/${id}`, { sigla: outroTenant.sigla })).status).toBe(
      404,
    );
    // Its session naming the first tenant is refused before any handler.
    const cruzado = await outroTenant.http.get(`/api/datasources/buscar/${id}`, { sigla: dono.sigla });
    expect(cruzado.status).toBeGreaterThanOrEqual(401);
    expect(cruzado.status).toBeLessThan(500);
    expect((await abrir(dono, id)).body.totalRegistros).toBe(1);
  });
});

describe('lookup for the rules', () => {
  it('buscarPrimeiroRegistro finds the first record equal to every filter, or null', async () => {
    const id = await criarBase(
      dono,
      'Busca de regra',
      Array.from({ length: 12 }, (_, i) => fornecedor(i)),
    );
    const doc = cnpj(String(10_000_000 + 7));
    const r = await buscarPrimeiroRegistro(tabela, dono.sigla, id, [{ idColuna: 'cnpj', valor: doc }]);
    expect(r?.valores[di.nome]).toBe('Fornecedor 7');
    const dois = await buscarPrimeiroRegistro(tabela, dono.sigla, id, [
      { idColuna: 'cnpj', valor: doc },
      { idColuna: 'nome', valor: 'fornecedor 8' },
    ]);
    expect(dois).toBeNull();
    expect(await buscarPrimeiroRegistro(tabela, outroTenant.sigla, id, [{ idColuna: 'cnpj', valor: doc }])).toBeNull();
  });
});
