import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ConfigEtapaArquivo,
  Etapa,
  PermissoesEtapa,
  RespostaConexoes,
  RespostaEtapa,
  RespostaEtapaAtualizada,
  RespostaImportacaoConfig,
  RespostaListaEtapas,
} from '@wf/shared/types/fluxo';
import type { AmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import {
  ambienteComDono,
  autorizar,
  campo,
  conectar,
  criarEtapa,
  criarFluxo,
  fluxoComTresEtapas,
  outraPessoa,
  telaDoFluxo,
  type Pessoa,
} from './support/fluxos';

let amb: AmbienteDeTeste;
let dono: Pessoa;
beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const atualizarEtapa = (p: Pessoa, e: Pick<Etapa, 'id' | 'descricao' | 'cor'>, extra: Record<string, unknown> = {}) =>
  p.http.put<RespostaEtapaAtualizada>(
    `/api/etapas/atualizar/${e.id}`,
    { descricao: e.descricao, cor: e.cor, ...extra },
    { sigla: p.sigla },
  );
const buscarEtapa = async (p: Pessoa, id: string) =>
  (await p.http.get<RespostaEtapa>(`/api/etapas/buscar/${id}`, { sigla: p.sigla })).body.Etapa;
const salvarCampos = (p: Pessoa, idEtapa: string, listaCamposFormulario: unknown[]) =>
  p.http.post<RespostaEtapa>(
    `/api/etapas/atualizar-campos-form/${idEtapa}`,
    { listaCamposFormulario },
    { sigla: p.sigla },
  );

describe('creating stages', () => {
  it('the first stage becomes the initial one, at 50,50; the next goes 400 px right, linked from its origin', async () => {
    const fluxo = await criarFluxo(dono);

    const primeira = await criarEtapa(dono, fluxo.id, 'Entrada');
    const segunda = await criarEtapa(dono, fluxo.id, 'Análise', [primeira.Etapa.id]);

    expect(primeira.Etapa).toMatchObject({ etapaInicial: 'S', ordemExibicao: 1, cor: '#1677ff' });
    expect(primeira.Etapa.jsonConfig.node).toEqual({
      id: primeira.Etapa.id,
      type: 'square',
      position: { x: 50, y: 50 },
    });
    expect(segunda.Etapa).toMatchObject({ etapaInicial: 'N', ordemExibicao: 2 });
    expect(segunda.Etapa.jsonConfig.node.position).toEqual({ x: 450, y: 50 });
    expect(segunda.listaEtapas.map((e) => e.descricao)).toEqual(['Entrada', 'Análise']);
    expect(segunda.listaEtapas[0]!.listaIdsEtapasDestino).toEqual([segunda.Etapa.id]);
    const tela = await telaDoFluxo(dono, fluxo.id);
    expect(tela.Fluxo.numEtapasPresentes).toBe(2);
    expect(tela.listaEtapasRel).toEqual([
      expect.objectContaining({
        idEtapaOrigem: primeira.Etapa.id,
        idEtapaDestino: segunda.Etapa.id,
        posicaoOrigem: 'right',
        posicaoDestino: 'left',
      }),
    ]);
  });

  it("refuses a stage without name ('Nome é obrigatório') or, once the flow has stages, without origin", async () => {
    const fluxo = await criarFluxo(dono);
    const semNome = await dono.http.post(
      '/api/etapas/inserir',
      { Etapa: { idFluxo: fluxo.id, descricao: '' } },
      { sigla: dono.sigla },
    );
    await criarEtapa(dono, fluxo.id, 'Entrada');

    const semOrigem = await dono.http.post(
      '/api/etapas/inserir',
      { Etapa: { idFluxo: fluxo.id, descricao: 'Outra' }, listaEtapas: [] },
      { sigla: dono.sigla },
    );

    expect([semNome.status, comoErro(semNome).mensagem]).toEqual([400, 'Nome é obrigatório']);
    expect([semOrigem.status, comoErro(semOrigem).mensagem]).toEqual([400, 'Selecione ao menos uma etapa de origem']);
    expect((await telaDoFluxo(dono, fluxo.id)).listaEtapas.map((e) => e.descricao)).toEqual(['Entrada']);
  });

  it('creates no link out of a final origin', async () => {
    const fluxo = await criarFluxo(dono);
    const a = (await criarEtapa(dono, fluxo.id, 'Entrada')).Etapa;
    const fim = (await criarEtapa(dono, fluxo.id, 'Fim', [a.id], { etapaFinal: 'S' })).Etapa;

    const nova = await criarEtapa(dono, fluxo.id, 'Depois do fim', [a.id, fim.id]);

    const rels = (await telaDoFluxo(dono, fluxo.id)).listaEtapasRel;
    expect(rels.filter((v) => v.idEtapaDestino === nova.Etapa.id).map((v) => v.idEtapaOrigem)).toEqual([a.id]);
  });

  it('a user without permiteEditarElementosFluxo cannot create, clone, reorder or move stages, nor connect them', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    const executor = await outraPessoa(amb, 'Ivo Executor');
    await autorizar(dono, a.id, executor.email, { executar: 'S', editar: 'N' });
    const s = { sigla: executor.sigla };

    const respostas = [
      await executor.http.post(
        '/api/etapas/inserir',
        { Etapa: { idFluxo: fluxo.id, descricao: 'Nova' }, listaEtapas: [a.id] },
        s,
      ),
      await executor.http.post(
        '/api/etapas/clonar',
        { idFluxo: fluxo.id, idEtapaReferencia: a.id, descricaoNovaEtapa: 'Clone' },
        s,
      ),
      await executor.http.post('/api/etapas/atualizar-ordem', { idEtapa: b.id, ordemExibicao: 1 }, s),
      await executor.http.patch(
        '/api/etapas/atualizar-posicoes',
        { idFluxo: fluxo.id, listaPosicoes: [{ idEtapa: a.id, posicao: { x: 1, y: 1 } }] },
        s,
      ),
      await executor.http.post(
        '/api/etapa-rel/criar-vinculo',
        { EtapaRel: { idEtapaOrigem: a.id, idEtapaDestino: b.id } },
        s,
      ),
    ];

    for (const r of respostas) {
      expect(r.status).toBe(403);
      expect(comoErro(r).mensagem).toBe('Você não possui acesso para editar elementos nesse fluxo!');
    }
    const tela = await telaDoFluxo(dono, fluxo.id);
    expect(tela.listaEtapas.map((e) => e.descricao)).toEqual(['Solicitação', 'Aprovação', 'Compra']);
    expect(tela.listaEtapas[0]!.jsonConfig.node.position).toEqual({ x: 50, y: 50 });
    expect((await telaDoFluxo(executor, fluxo.id)).permiteEditarElementosFluxo).toBe(false);
  });
});

describe('stage flags', () => {
  it('marking a second stage initial clears the first, in the answer and in the store', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);

    const r = await atualizarEtapa(dono, b, { etapaInicial: 'S' });

    expect(r.status).toBe(200);
    expect(r.body.listaEtapas.map((e) => [e.descricao, e.etapaInicial])).toEqual([
      ['Solicitação', 'N'],
      ['Aprovação', 'S'],
      ['Compra', 'N'],
    ]);
    expect((await buscarEtapa(dono, a.id)).etapaInicial).toBe('N');
    expect(
      (await telaDoFluxo(dono, fluxo.id)).listaEtapas.filter((e) => e.etapaInicial === 'S').map((e) => e.id),
    ).toEqual([b.id]);
  });

  it('refuses clearing the only initial stage, with a clear message', async () => {
    const { a } = await fluxoComTresEtapas(dono);

    const r = await atualizarEtapa(dono, a, { etapaInicial: 'N' });

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Não é possível desmarcar a etapa inicial: marque outra etapa como inicial');
    expect((await buscarEtapa(dono, a.id)).etapaInicial).toBe('S');
  });

  it('setting a stage final removes all its outgoing links; open likewise, and an open stage leads everywhere', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);
    await conectar(dono, b.id, a.id);

    const final = await atualizarEtapa(dono, b, { etapaFinal: 'S' });

    expect(final.status).toBe(200);
    expect(final.body.listaEtapasRel.map((v) => [v.idEtapaOrigem, v.idEtapaDestino])).toEqual([[a.id, b.id]]);
    expect(final.body.Etapa.listaIdsEtapasDestino).toEqual([]);
    const aberta = await atualizarEtapa(dono, a, { fluxoAberto: 'S' });
    expect(aberta.body.listaEtapasRel).toEqual([]);
    expect(aberta.body.Etapa.listaIdsEtapasDestino).toEqual([b.id, c.id]);
    expect((await telaDoFluxo(dono, fluxo.id)).listaEtapasRel).toEqual([]);
  });

  it('renames a stage and keeps flags not sent', async () => {
    const { a } = await fluxoComTresEtapas(dono);

    const r = await atualizarEtapa(dono, { ...a, descricao: 'Pedido', cor: '#52c41a' });

    expect(r.body.Etapa).toMatchObject({ descricao: 'Pedido', cor: '#52c41a', etapaInicial: 'S' });
  });

  it("refuses renaming a stage to nothing ('Nome é obrigatório') and keeps its name", async () => {
    const { a } = await fluxoComTresEtapas(dono);

    const r = await atualizarEtapa(dono, { ...a, descricao: '  ' });

    expect([r.status, comoErro(r).mensagem]).toEqual([400, 'Nome é obrigatório']);
    expect((await buscarEtapa(dono, a.id)).descricao).toBe('Solicitação');
  });

  it("a person authorised without 'editar' cannot edit the stage", async () => {
    const { a } = await fluxoComTresEtapas(dono);
    const pessoa = await outraPessoa(amb);
    await autorizar(dono, a.id, pessoa.email, { editar: 'N' });

    const r = await atualizarEtapa(pessoa, { ...a, descricao: 'Mudou' });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não possui acesso para editar essa etapa!');
    expect((await buscarEtapa(dono, a.id)).descricao).toBe('Solicitação');
  });
});

describe('links (etapa-rel)', () => {
  it('connects two stages and answers the canvas edge; the same direction twice is refused, the reverse is allowed', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);

    const r = await conectar(dono, a.id, c.id);
    const repetida = await dono.http.post(
      '/api/etapa-rel/criar-vinculo',
      { EtapaRel: { idEtapaOrigem: a.id, idEtapaDestino: c.id } },
      { sigla: dono.sigla },
    );
    const inversa = await dono.http.post(
      '/api/etapa-rel/criar-vinculo',
      { EtapaRel: { idEtapaOrigem: c.id, idEtapaDestino: a.id } },
      { sigla: dono.sigla },
    );

    expect(r.edge).toEqual({
      id: r.EtapaRel.id,
      source: a.id,
      target: c.id,
      sourceHandle: 'right',
      targetHandle: 'left',
      type: 'defaultCustom',
    });
    expect(repetida.status).toBe(409);
    expect(comoErro(repetida).mensagem).toBe('Essas etapas já estão conectadas nesse sentido');
    expect(inversa.status).toBe(201);
    const saindoDeA = (await telaDoFluxo(dono, fluxo.id)).listaEtapasRel.filter((v) => v.idEtapaOrigem === a.id);
    expect(saindoDeA.map((v) => v.idEtapaDestino).sort()).toEqual([b.id, c.id].sort());
    expect((await buscarEtapa(dono, c.id)).listaIdsEtapasDestino).toEqual([a.id]);
  });

  it('refuses the same direction twice even when both requests race', async () => {
    const { a, c } = await fluxoComTresEtapas(dono);
    const pedido = () =>
      dono.http.post(
        '/api/etapa-rel/criar-vinculo',
        { EtapaRel: { idEtapaOrigem: a.id, idEtapaDestino: c.id } },
        { sigla: dono.sigla },
      );

    const respostas = await Promise.all([pedido(), pedido(), pedido()]);

    expect(respostas.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const conexoes = await dono.http.get<RespostaConexoes>(`/api/etapas/conexoes-origem/${a.id}`, {
      sigla: dono.sigla,
    });
    expect(conexoes.body.listaEtapasRel.filter((v) => v.idEtapaDestino === c.id)).toHaveLength(1);
  });

  it('refuses a link from a stage to itself and out of a final stage', async () => {
    const { a, b, c } = await fluxoComTresEtapas(dono);
    await atualizarEtapa(dono, c, { etapaFinal: 'S' });

    const propria = await dono.http.post(
      '/api/etapa-rel/criar-vinculo',
      { EtapaRel: { idEtapaOrigem: a.id, idEtapaDestino: a.id } },
      { sigla: dono.sigla },
    );
    const doFinal = await dono.http.post(
      '/api/etapa-rel/criar-vinculo',
      { EtapaRel: { idEtapaOrigem: c.id, idEtapaDestino: b.id } },
      { sigla: dono.sigla },
    );

    expect([propria.status, comoErro(propria).mensagem]).toEqual([400, 'Uma etapa não pode se conectar a ela mesma']);
    expect([doFinal.status, comoErro(doFinal).mensagem]).toEqual([
      400,
      'Uma etapa final ou de fluxo aberto não tem conexões de saída',
    ]);
  });

  it('lists the links leaving a stage as links and edges, moves their handles and removes them', async () => {
    const { a, b, c } = await fluxoComTresEtapas(dono);
    await conectar(dono, a.id, c.id);

    const conexoes = await dono.http.get<RespostaConexoes>(`/api/etapas/conexoes-origem/${a.id}`, {
      sigla: dono.sigla,
    });
    expect(conexoes.body.edges.map((e) => e.target).sort()).toEqual([b.id, c.id].sort());
    const id = conexoes.body.listaEtapasRel.find((v) => v.idEtapaDestino === c.id)!.id;
    const movida = await dono.http.put<{ edge: { sourceHandle: string; targetHandle: string } }>(
      '/api/etapa-rel/atualizar-vinculo',
      { EtapaRel: { id, posicaoOrigem: 'bottom', posicaoDestino: 'top' } },
      { sigla: dono.sigla },
    );
    expect(movida.body.edge).toMatchObject({ sourceHandle: 'bottom', targetHandle: 'top' });
    expect((await dono.http.delete(`/api/etapa-rel/remover-vinculo/${id}`, { sigla: dono.sigla })).status).toBe(200);
    expect((await dono.http.delete(`/api/etapa-rel/remover-vinculo/${id}`, { sigla: dono.sigla })).status).toBe(404);
    const destinos = await dono.http.get<RespostaListaEtapas>(`/api/etapa-rel/etapas-destino/${a.id}`, {
      sigla: dono.sigla,
    });
    expect(destinos.body.listaEtapas.map((e) => e.id)).toEqual([b.id]);
  });

  it('removing a link needs permiteEditarElementosFluxo', async () => {
    const { a, b } = await fluxoComTresEtapas(dono);
    const pessoa = await outraPessoa(amb);
    await autorizar(dono, a.id, pessoa.email);
    const [rel] = (await dono.http.get<RespostaConexoes>(`/api/etapas/conexoes-origem/${a.id}`, { sigla: dono.sigla }))
      .body.listaEtapasRel;

    const r = await pessoa.http.delete(`/api/etapa-rel/remover-vinculo/${rel!.id}`, { sigla: pessoa.sigla });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não possui acesso para editar elementos nesse fluxo!');
    expect((await buscarEtapa(dono, a.id)).listaIdsEtapasDestino).toEqual([b.id]);
  });
});

describe('form fields (atualizar-campos-form)', () => {
  it('saves the form in order, deriving variable names and data indexes', async () => {
    const { a } = await fluxoComTresEtapas(dono);
    const campos = [
      campo('Data de início (prevista)', { keyCampo: 'data' }),
      campo('Tipo', { keyCampo: 'radio', opcoesListagensManual: [{ id: '1', label: 'A', value: 'a' }] }),
    ];

    const r = await salvarCampos(dono, a.id, campos);

    expect(r.status).toBe(200);
    expect(r.body.Etapa.jsonConfig.listaCamposFormulario.map((c) => [c.ordem, c.nomeVariavel, c.dataIndex])).toEqual([
      [0, 'DATA_DE_INICIO_PREVISTA', `data_${campos[0]!.id}`],
      [1, 'TIPO', `radio_${campos[1]!.id}`],
    ]);
    expect((await buscarEtapa(dono, a.id)).jsonConfig.listaCamposFormulario).toHaveLength(2);
  });

  it.each([
    ['no title', { titulo: '' }, 'Campo obrigatório'],
    [
      'max length below min length',
      { minLength: 10, maxLength: 5 },
      'Tamanho máximo deve ser maior ou igual ao tamanho mínimo',
    ],
    ['a choice field without options', { keyCampo: 'selecaoOpcoes' }, 'Adicione opções para o campo'],
    [
      'a data base link without table',
      { keyCampo: 'selecaoOpcoes', tipoCampoCombo: 'dataBase' },
      'Selecione a base de dados e a coluna',
    ],
    ['the placeholder switch on without placeholder', { switchPlaceholder: true }, 'Campo obrigatório'],
    ['the description switch on without description', { switchDescricao: true }, 'Campo obrigatório'],
    ['the help text switch on without help text', { switchHelperText: true }, 'Campo obrigatório'],
    [
      'an attachment field with 0 files',
      { keyCampo: 'anexo', quantidadeMaximaArquivos: 0 },
      'A quantidade máxima de arquivos deve ser no mínimo 1',
    ],
    [
      'an attachment field of 0 MB',
      { keyCampo: 'anexo', tamanhoMaximoArquivo: 0 },
      'O tamanho máximo do arquivo deve ser no mínimo 1 MB',
    ],
    [
      'an attachment field without file types',
      { keyCampo: 'anexo', tiposArquivosAceitos: [] },
      'Selecione ao menos um tipo de arquivo',
    ],
    [
      'a required fixed text',
      { keyCampo: 'textoFixo', indObrigatorio: true },
      'Este tipo de campo não pode ser obrigatório',
    ],
    [
      'an invalid variable name',
      { nomeVariavel: 'nome com espaço' },
      'Nome da variável deve conter apenas letras maiúsculas, números e _',
    ],
    [
      'an unknown id-pattern token',
      { keyCampo: 'campoId', indHashAleatoria: false, configCampoId: '{{XYZ}}-{{NS}}' },
      'Variável desconhecida no padrão do ID: {{XYZ}}',
    ],
    ['an unknown type', { keyCampo: 'assinatura' }, 'Tipo de campo inválido'],
    ['a negative length', { minLength: -1 }, 'Informe um número maior ou igual a 0'],
  ])('refuses a field with %s, with its message, and keeps the old form', async (_caso, extra, mensagem) => {
    const { a } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [campo('Existente')]);

    const r = await salvarCampos(dono, a.id, [campo('Novo campo', extra)]);

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe(mensagem);
    expect((await buscarEtapa(dono, a.id)).jsonConfig.listaCamposFormulario.map((c) => c.titulo)).toEqual([
      'Existente',
    ]);
  });

  it('refuses two fields with the same variable name', async () => {
    const { a } = await fluxoComTresEtapas(dono);

    const r = await salvarCampos(dono, a.id, [campo('Nome'), campo('nome')]);

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Já existe um campo com a variável NOME nesta etapa');
  });

  it('turning editable off forces required off', async () => {
    const { a } = await fluxoComTresEtapas(dono);

    const r = await salvarCampos(dono, a.id, [campo('Nome', { indObrigatorio: true, indEditavel: false })]);

    expect(r.body.Etapa.jsonConfig.listaCamposFormulario[0]).toMatchObject({
      indObrigatorio: false,
      indEditavel: false,
    });
  });
});

describe('clone, order and positions', () => {
  it('clones a stage 400 px to the right, with new field ids, its links and its people on request', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, b.id, [campo('Parecer')]);
    const pessoa = await outraPessoa(amb);
    await autorizar(dono, b.id, pessoa.email, { editar: 'S' });
    const original = await buscarEtapa(dono, b.id);

    const r = await dono.http.post<RespostaEtapa>(
      '/api/etapas/clonar',
      {
        idFluxo: fluxo.id,
        idEtapaReferencia: b.id,
        descricaoNovaEtapa: 'Aprovação 2',
        copiarAutorizacoes: true,
        copiarVinculosOrigem: true,
        copiarVinculosDestino: true,
      },
      { sigla: dono.sigla },
    );

    expect(r.status).toBe(201);
    const clone = r.body.Etapa;
    expect(clone).toMatchObject({ descricao: 'Aprovação 2', etapaInicial: 'N', ordemExibicao: 4 });
    expect(clone.jsonConfig.node.position).toEqual({
      x: original.jsonConfig.node.position.x + 400,
      y: original.jsonConfig.node.position.y,
    });
    expect(clone.jsonConfig.listaCamposFormulario[0]!.titulo).toBe('Parecer');
    expect(clone.jsonConfig.listaCamposFormulario[0]!.id).not.toBe(original.jsonConfig.listaCamposFormulario[0]!.id);
    expect(clone.listaIdsEtapasDestino).toEqual([c.id]);
    expect((await buscarEtapa(dono, a.id)).listaIdsEtapasDestino.sort()).toEqual([b.id, clone.id].sort());
    expect((await buscarEtapa(pessoa, clone.id)).permiteEditar).toBe('S');
    expect((await telaDoFluxo(dono, fluxo.id)).Fluxo.numEtapasPresentes).toBe(4);
  });

  it("refuses a clone without a name ('Nome é obrigatório')", async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);

    const r = await dono.http.post(
      '/api/etapas/clonar',
      { idFluxo: fluxo.id, idEtapaReferencia: a.id, descricaoNovaEtapa: '' },
      { sigla: dono.sigla },
    );

    expect([r.status, comoErro(r).mensagem]).toEqual([400, 'Nome é obrigatório']);
    expect((await telaDoFluxo(dono, fluxo.id)).listaEtapas).toHaveLength(3);
  });

  it('moves a board column and renumbers the stages from 1', async () => {
    const { c } = await fluxoComTresEtapas(dono);

    const r = await dono.http.post<RespostaListaEtapas>(
      '/api/etapas/atualizar-ordem',
      { idEtapa: c.id, ordemExibicao: 1 },
      { sigla: dono.sigla },
    );

    expect(r.body.listaEtapas.map((e) => [e.descricao, e.ordemExibicao])).toEqual([
      ['Compra', 1],
      ['Solicitação', 2],
      ['Aprovação', 3],
    ]);
  });

  it('saves node positions after a drag', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);

    const r = await dono.http.patch(
      '/api/etapas/atualizar-posicoes',
      {
        idFluxo: fluxo.id,
        listaPosicoes: [
          { idEtapa: a.id, posicao: { x: 10, y: 20 } },
          { idEtapa: b.id, posicao: { x: 500, y: -30 } },
        ],
      },
      { sigla: dono.sigla },
    );

    expect(r.status).toBe(200);
    const tela = await telaDoFluxo(dono, fluxo.id);
    expect(tela.listaEtapas.slice(0, 2).map((e) => e.jsonConfig.node.position)).toEqual([
      { x: 10, y: 20 },
      { x: 500, y: -30 },
    ]);
  });
});

describe('deleting stages', () => {
  it('deletes a stage with its links and people; the flow count goes down', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);
    const pessoa = await outraPessoa(amb);
    await autorizar(dono, b.id, pessoa.email);

    const r = await dono.http.delete(`/api/etapas/excluir/${b.id}`, { sigla: dono.sigla });

    expect(r.status).toBe(200);
    const tela = await telaDoFluxo(dono, fluxo.id);
    expect(tela.listaEtapas.map((e) => e.id)).toEqual([a.id, c.id]);
    expect(tela.listaEtapasRel).toEqual([]);
    expect(tela.Fluxo).toMatchObject({ numEtapasPresentes: 2, numPessoasComAcesso: 1 });
    expect((await pessoa.http.get(`/api/fluxos/buscar/${fluxo.id}`, { sigla: pessoa.sigla })).status).toBe(404);
  });

  it('refuses deleting the initial stage while other stages exist', async () => {
    const { a } = await fluxoComTresEtapas(dono);

    const r = await dono.http.delete(`/api/etapas/excluir/${a.id}`, { sigla: dono.sigla });

    expect(r.status).toBe(409);
    expect(comoErro(r).mensagem).toBe(
      'A etapa inicial não pode ser excluída enquanto houver outras etapas. Marque outra etapa como inicial antes de excluir.',
    );
    expect((await buscarEtapa(dono, a.id)).etapaInicial).toBe('S');
  });

  it('a person without editar on the stage cannot delete it', async () => {
    const { b } = await fluxoComTresEtapas(dono);
    const semEditar = await outraPessoa(amb);
    await autorizar(dono, b.id, semEditar.email, { editar: 'N', autorizar: 'S' });

    const r = await semEditar.http.delete(`/api/etapas/excluir/${b.id}`, { sigla: semEditar.sigla });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não possui acesso para editar essa etapa!');
  });
});

describe('stage configuration export and import', () => {
  it('exports a stage and imports it into another: fields get new ids and the colour comes along', async () => {
    const { a, c } = await fluxoComTresEtapas(dono);
    await atualizarEtapa(dono, { ...a, cor: '#722ed1' });
    await salvarCampos(dono, a.id, [
      campo('Fornecedor'),
      campo('Comprovante', {
        keyCampo: 'anexo',
        quantidadeMaximaArquivos: 5,
        tamanhoMaximoArquivo: 10,
        tiposArquivosAceitos: ['pdf'],
      }),
    ]);

    const exportado = await dono.http.get<ConfigEtapaArquivo>(`/api/etapas/export-config-etapa/${a.id}`, {
      sigla: dono.sigla,
    });
    const r = await dono.http.post<RespostaImportacaoConfig>(
      `/api/etapas/import-config-etapa/${c.id}`,
      { configEtapa: exportado.body },
      { sigla: dono.sigla },
    );

    expect(exportado.status).toBe(200);
    expect(exportado.body.listaEtapas[0]).toMatchObject({
      descricao: 'Solicitação',
      cor: '#722ed1',
      etapaInicial: 'S',
      etapaFinal: 'N',
    });
    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Configuração importada com sucesso');
    const importados = (await buscarEtapa(dono, c.id)).jsonConfig.listaCamposFormulario;
    const originais = exportado.body.listaEtapas[0]!.jsonConfig.listaCamposFormulario;
    expect(importados.map((x) => x.titulo)).toEqual(['Fornecedor', 'Comprovante']);
    expect(importados.map((x) => x.ordem)).toEqual([0, 1]);
    for (const [i, x] of importados.entries()) {
      expect(x.id).not.toBe(originais[i]!.id);
      expect(x.dataIndex).toBe(`${x.keyCampo}_${x.id}`);
    }
    expect(importados[1]).toMatchObject({ quantidadeMaximaArquivos: 1, tamanhoMaximoArquivo: 2 });
    expect(importados[1]!.tiposArquivosAceitos.length).toBeGreaterThan(20);
    expect(await buscarEtapa(dono, c.id)).toMatchObject({ descricao: 'Compra', cor: '#722ed1', etapaInicial: 'N' });
  });

  it.each([
    ['not JSON', 'isto não é json'],
    ['without listaEtapas', { versao: 1 }],
    ['without a valid stage', { listaEtapas: [{ descricao: 'Sem cor', etapaInicial: 'N', etapaFinal: 'N' }] }],
    ['a list', []],
  ])("refuses a file %s ('Erro ao importar configuração') and changes nothing", async (_caso, configEtapa) => {
    const { c } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, c.id, [campo('Antes')]);
    const antes = await buscarEtapa(dono, c.id);

    const r = await dono.http.post(`/api/etapas/import-config-etapa/${c.id}`, { configEtapa }, { sigla: dono.sigla });

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Erro ao importar configuração');
    expect(await buscarEtapa(dono, c.id)).toEqual(antes);
  });

  it('applies the import rules: invalid stages and fields dropped, colour outside the palette becomes blue', async () => {
    const { c } = await fluxoComTresEtapas(dono);
    const arquivo = {
      listaEtapas: [
        { descricao: 'Sem flags', cor: '#000000' },
        {
          descricao: 'Válida',
          cor: '#123456',
          etapaInicial: 'N',
          etapaFinal: 'N',
          jsonConfig: JSON.stringify({
            listaCamposFormulario: [
              { titulo: 'Ok', keyCampo: 'email', id: 'x' },
              { keyCampo: 'email' },
              { titulo: 'Tipo ruim', keyCampo: 'foo' },
            ],
          }),
        },
      ],
    };

    const r = await dono.http.post<RespostaImportacaoConfig>(
      `/api/etapas/import-config-etapa/${c.id}`,
      { configEtapa: arquivo },
      { sigla: dono.sigla },
    );

    expect(r.status).toBe(200);
    expect(r.body.Etapa.cor).toBe('#1677ff');
    expect(r.body.Etapa.jsonConfig.listaCamposFormulario.map((x) => [x.titulo, x.keyCampo])).toEqual([['Ok', 'email']]);
    expect(r.body.Etapa.jsonConfig.listaCamposFormulario[0]!.id).not.toBe('x');
  });

  it('export and import need permiteConcederAutorizacoes on the stage', async () => {
    const { a } = await fluxoComTresEtapas(dono);
    const pessoa = await outraPessoa(amb);
    await autorizar(dono, a.id, pessoa.email, { autorizar: 'N', editar: 'S' });

    const exp = await pessoa.http.get(`/api/etapas/export-config-etapa/${a.id}`, { sigla: pessoa.sigla });
    const imp = await pessoa.http.post(
      `/api/etapas/import-config-etapa/${a.id}`,
      { configEtapa: { listaEtapas: [] } },
      { sigla: pessoa.sigla },
    );

    for (const r of [exp, imp]) {
      expect(r.status).toBe(403);
      expect(comoErro(r).mensagem).toBe('Você não possui acesso para gerenciar as pessoas dessa etapa!');
    }
  });
});

describe('the session user’s permissions on a stage', () => {
  it('the owner has every permission; an authorised person has those of his authorisation; none elsewhere', async () => {
    const { a, b } = await fluxoComTresEtapas(dono);
    const pessoa = await outraPessoa(amb);
    await autorizar(dono, a.id, pessoa.email, { editar: 'S', autorizar: 'N', executar: 'S', restrAbrirCard: 'N' });
    const permissoes = async (p: Pessoa, id: string) =>
      (await p.http.get<PermissoesEtapa>(`/api/etapas/permissoes-usuario/${id}`, { sigla: p.sigla })).body;

    expect(await permissoes(dono, b.id)).toEqual({
      permiteEditar: 'S',
      permiteConcederAutorizacoes: 'S',
      permiteExecutarInstancias: 'S',
      restrAbrirCard: 'N',
    });
    expect(await permissoes(pessoa, a.id)).toEqual({
      permiteEditar: 'S',
      permiteConcederAutorizacoes: 'N',
      permiteExecutarInstancias: 'S',
      restrAbrirCard: 'N',
    });
    expect(await permissoes(pessoa, b.id)).toEqual({
      permiteEditar: 'N',
      permiteConcederAutorizacoes: 'N',
      permiteExecutarInstancias: 'N',
      restrAbrirCard: 'S',
    });
  });
});
