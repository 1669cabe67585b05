import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseDadosKeys, buscarBaseDados } from '../../functions/src/data/repositories/baseDadosRepository';
import { indexarPassoImportacao } from '../../functions/src/domains/basesDados/services/importacaoJobService';
import { buscarPrimeiroRegistro } from '../../functions/src/domains/basesDados/services/registroService';
import type { AppDeps } from '../../functions/src/kernel/deps';
import { eventually } from '../support/eventually';
import { BUCKET, clienteS3 } from '../support/s3';
import { depsDaTabela } from '../support/tabela';
import type { AmbienteDeTeste } from './support/ambientes';
import {
  aguardarImportacao,
  cnpj,
  colunasFornecedores,
  criarBase,
  csvFornecedores,
  di,
  enviarImportacao,
  fornecedor,
  lerImportacao,
  pagina,
  todosRegistros,
} from './support/basesDados';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, outraPessoa, type Pessoa } from './support/fluxos';

/**
 * Data bases through the real HTTP API: the spec's five routes with their messages, records as
 * items (pages, search, create/update/delete), imports as server jobs reading an uploaded CSV
 * (invalid rows listed and downloadable, replace-all), sharing, the combo options, permissions and tenant isolation.
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

describe('imports (a server job reading the uploaded CSV)', () => {
  it('imports a file with 7 invalid rows: the valid ones counted and searchable, the invalid listed and in the rejects CSV', async () => {
    const id = await criarBase(dono, 'Importação');
    const linhas: Record<string, unknown>[] = Array.from({ length: 300 }, (_, i) => fornecedor(i));
    const invalidas: [number, string, string][] = [
      [3, di.cnpj, '12.345.678/0001-00'],
      [40, di.email, 'sem-arroba'],
      [77, di.desde, '2024-02-31'],
      [150, di.preco, 'caro'],
      [151, di.cnpj, '123'],
      [220, di.email, 'a@'],
      [299, di.desde, '31/13/2024'],
    ];
    for (const [i, coluna, valor] of invalidas) linhas[i] = { ...linhas[i], [coluna]: valor };
    // Dates as spreadsheets write them are read as the form reads them.
    linhas[10] = { ...linhas[10], [di.desde]: '05/03/2024' };
    const idImportacao = await enviarImportacao(dono, id, csvFornecedores(linhas));
    const fim = await aguardarImportacao(dono, id, idImportacao);
    expect(fim).toMatchObject({ status: 'concluida', linhasLidas: 301, inseridos: 293, totalInvalidas: 7 });
    // Line = the row's line in the file, the header being line 1.
    expect(fim.invalidas.map((l) => [l.linha, l.campo, l.valor, l.mensagem])).toEqual([
      [5, 'CNPJ', '12.345.678/0001-00', 'CNPJ inválido'],
      [42, 'E-mail', 'sem-arroba', 'O valor deve ser um e-mail válido'],
      [79, 'Cliente desde', '2024-02-31', 'O valor deve ser uma data válida'],
      [152, 'Preço', 'caro', 'O valor deve ser um valor monetário'],
      [153, 'CNPJ', '123', 'CNPJ inválido'],
      [222, 'E-mail', 'a@', 'O valor deve ser um e-mail válido'],
      [301, 'Cliente desde', '31/13/2024', 'O valor deve ser uma data válida'],
    ]);

    const todos = await todosRegistros(dono, id);
    expect(todos.length).toBe(293);
    expect(new Set(todos.map((r) => r.valores[di.nome])).size).toBe(293);
    expect(todos.find((r) => r.valores[di.nome] === 'Fornecedor 10')?.valores[di.desde]).toBe('2024-03-05');
    expect((await abrir(dono, id)).body.totalRegistros).toBe(293);
    expect((await pagina(dono, id, '?busca=contato298')).registros.map((r) => r.valores[di.nome])).toEqual([
      'Fornecedor 298',
    ]);

    const rejeitadas = await dono.http.get<{ url: string }>(
      `/api/datasources/${id}/importacoes/${idImportacao}/rejeitadas`,
      { sigla: dono.sigla },
    );
    expect(rejeitadas.status).toBe(200);
    const csv = await (await fetch(rejeitadas.body.url)).text();
    const linhasCsv = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(linhasCsv[0]).toBe('Linha,Coluna,Tipo,Valor,Mensagem');
    expect(linhasCsv.slice(1).map((l) => l.split(',')[0])).toEqual(['5', '42', '79', '152', '153', '222', '301']);
    expect(linhasCsv[1]).toBe('5,CNPJ,CNPJ,12.345.678/0001-00,CNPJ inválido');
  }, 120_000);

  it('an index step out of time writes what it did, counts it and continues itself in another event', async () => {
    const id = await criarBase(dono, 'Indexação em partes');
    const linhas = Array.from({ length: 120 }, (_, i) => fornecedor(i));
    const idImportacao = await enviarImportacao(dono, id, csvFornecedores(linhas));
    const fim = await aguardarImportacao(dono, id, idImportacao);
    expect(fim).toMatchObject({ status: 'concluida', inseridos: 120, indexados: 120 });
    // The same rows indexed again as a step of its own (passo 99), with no time at all: it writes
    // one batch, counts it and leaves the rest to the event it writes (the runtime delivers it).
    const deps = { ...tabela, s3: clienteS3(), env: { bucketArquivos: BUCKET } } as unknown as AppDeps;
    await indexarPassoImportacao(
      deps,
      {
        idEvento: `teste-indice-${idImportacao}`,
        ocorridoEm: new Date().toISOString(),
        sigla: dono.sigla,
        idBase: id,
        idImportacao,
        passo: 99,
        deByte: 0,
        ateByte: fim.bytesLidos,
        linhaInicial: 0,
      },
      { lote: 50, tempoMs: 0 },
    );
    expect((await lerImportacao(dono, id, idImportacao)).indexados).toBe(170);
    await eventually(async () => ((await lerImportacao(dono, id, idImportacao)).indexados === 240 ? true : undefined));
    expect((await pagina(dono, id, '?busca=contato119')).registros.map((r) => r.valores[di.nome])).toEqual([
      'Fornecedor 119',
    ]);
  });

  it('refuses a bad declaration and an upload of another size, starting nothing', async () => {
    const id = await criarBase(dono, 'Importações ruins');
    const declarar = (corpo: Record<string, unknown>) =>
      dono.http.post(`/api/datasources/${id}/importacoes`, corpo, { sigla: dono.sigla });
    const semColuna = await declarar({ tamanho: 10, mapeamento: {} });
    expect([semColuna.status, comoErro(semColuna).mensagem]).toEqual([400, 'Relacione pelo menos uma coluna']);
    const grande = await declarar({ tamanho: 60 * 1024 * 1024, mapeamento: { '0': 'nome' } });
    expect([grande.status, comoErro(grande).mensagem]).toEqual([400, 'O arquivo deve ter no máximo 50 MB']);
    const colunaDeOutra = await declarar({ tamanho: 10, mapeamento: { '0': 'naoExiste' } });
    expect(colunaDeOutra.status).toBe(400);

    const inicio = await dono.http.post<{ idImportacao: string; urlUpload: string }>(
      `/api/datasources/${id}/importacoes`,
      { tamanho: 100, mapeamento: { '0': 'nome' } },
      { sigla: dono.sigla },
    );
    const processar = () =>
      dono.http.post(
        `/api/datasources/${id}/importacoes/${inicio.body.idImportacao}/processar`,
        {},
        {
          sigla: dono.sigla,
        },
      );
    const semArquivo = await processar();
    expect([semArquivo.status, comoErro(semArquivo).mensagem]).toEqual([
      400,
      'O arquivo da importação não foi enviado por completo',
    ]);
    // The presigned PUT is bound to the declared size: S3 refuses another body.
    const outro = await fetch(inicio.body.urlUpload, {
      method: 'PUT',
      body: Buffer.from('Nome\nAB\n'),
      headers: { 'content-type': 'text/csv', 'content-length': '8' },
    });
    expect(outro.status).toBe(403);
    expect((await processar()).status).toBe(400);
    expect((await lerImportacao(dono, id, inicio.body.idImportacao)).status).toBe('aguardandoArquivo');
    expect((await pagina(dono, id)).total).toBe(0);
  });

  it('replace-all: the old rows stay until the end, then the base has exactly the new ones and the old go away', async () => {
    const id = await criarBase(dono, 'Substituir', [fornecedor(1), fornecedor(2), fornecedor(3)]);
    const antiga = (await buscarBaseDados(tabela, dono.sigla, id))?.geracao ?? '';
    const idImportacao = await enviarImportacao(dono, id, csvFornecedores([fornecedor(10), fornecedor(11)]), {
      substituir: true,
    });
    expect(await aguardarImportacao(dono, id, idImportacao)).toMatchObject({ status: 'concluida', inseridos: 2 });
    expect((await todosRegistros(dono, id)).map((r) => r.valores[di.nome])).toEqual(['Fornecedor 10', 'Fornecedor 11']);
    expect((await abrir(dono, id)).body.totalRegistros).toBe(2);
    expect((await pagina(dono, id, '?busca=fornecedor%201')).registros.map((r) => r.valores[di.nome])).toEqual([
      'Fornecedor 10',
      'Fornecedor 11',
    ]);
    await eventually(async () => ((await itensDaGeracao(dono.sigla, id, antiga)) === 0 ? true : undefined), 20_000);

    // A replace-all with no valid row would empty the base: it fails and the base keeps its rows.
    const vazia = await enviarImportacao(dono, id, csvFornecedores([{ ...fornecedor(20), [di.cnpj]: '1' }]), {
      substituir: true,
    });
    expect(await aguardarImportacao(dono, id, vazia)).toMatchObject({
      status: 'falhou',
      motivoFalha: 'Nenhum dado encontrado',
      totalInvalidas: 1,
    });
    expect((await abrir(dono, id)).body.totalRegistros).toBe(2);
    const lista = await dono.http.get<{ importacoes: { id: string; status: string }[] }>(
      `/api/datasources/${id}/importacoes`,
      { sigla: dono.sigla },
    );
    expect(lista.body.importacoes.map((i) => [i.id, i.status])).toEqual([
      [vazia, 'falhou'],
      [idImportacao, 'concluida'],
    ]);
  }, 120_000);

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
