import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { fluxoKeys } from '../../functions/src/data/repositories/fluxoRepository';
import { depsDaTabela } from '../support/tabela';
import type {
  DadosLinkPublico,
  Fluxo,
  RespostaFluxo,
  RespostaFluxoAlterado,
  RespostaListaFluxos,
  RespostaUsuariosDoFluxo,
  RespostaVariaveis,
} from '@wf/shared/types/fluxo';
import type { AmbienteDeTeste } from './support/ambientes';
import { ClienteHttp, comoErro } from './support/clienteHttp';
import { bytesDoDataUrl, PNG_1X1 } from './support/dados';
import {
  ambienteComDono,
  autorizar,
  campo,
  criarEtapa,
  criarEtiqueta,
  criarFluxo,
  dadosFluxo,
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

const lista = async (p: Pessoa) =>
  (await p.http.get<RespostaListaFluxos>('/api/fluxos/buscar', { sigla: p.sigla })).body.listaFluxos;
const buscar = (p: Pessoa, id: string) => p.http.get<RespostaFluxo>(`/api/fluxos/buscar/${id}`, { sigla: p.sigla });
const propriedade = (p: Pessoa, id: string, nomePropriedade: string, valor: unknown) =>
  p.http.post(
    `/api/common/atualizar-propriedade/${id}`,
    { nomeEntidade: 'Fluxo', nomePropriedade, valor },
    { sigla: p.sigla },
  );
const atualizar = (p: Pessoa, fluxo: Fluxo, extra: Record<string, unknown> = {}, corpo: Record<string, unknown> = {}) =>
  p.http.put<RespostaFluxoAlterado>(
    '/api/fluxos/atualizar',
    {
      Fluxo: { id: fluxo.id, descricao: fluxo.descricao, icone: fluxo.icone, detalhes: fluxo.detalhes, ...extra },
      ...corpo,
    },
    { sigla: p.sigla },
  );

describe('creating a flow', () => {
  it('creates a flow owned by its creator, with the default button label, and lists it', async () => {
    const r = await dono.http.post<RespostaFluxo>(
      '/api/fluxos/inserir',
      { Fluxo: dadosFluxo({ descricao: 'Contratações' }) },
      { sigla: dono.sigla },
    );

    expect(r.status).toBe(201);
    expect(r.body.Fluxo).toMatchObject({
      descricao: 'Contratações',
      rotuloNovaInstancia: 'Novo card',
      arquivado: 'N',
      fluxoFavorito: 'N',
      ehDono: true,
      permiteEditarElementosFluxo: true,
      numEtapasPresentes: 0,
      numPessoasComAcesso: 1,
      linkPublico: null,
      Usuario: { email: amb.adminEmail, nome: 'Ana Administradora' },
    });
    expect((await lista(dono)).map((f) => f.id)).toContain(r.body.Fluxo.id);
  });

  it.each([
    ['descricao', { descricao: '' }, 'Nome é obrigatório'],
    ['icone', { icone: undefined }, 'ícone é obrigatório'],
    ['detalhes', { detalhes: '   ' }, 'Detalhes é obrigatório'],
  ])('refuses a flow without %s with the fixed message and writes nothing', async (_campo, extra, mensagem) => {
    const antes = (await lista(dono)).length;

    const r = await dono.http.post(
      '/api/fluxos/inserir',
      { Fluxo: dadosFluxo({ descricao: 'Inválido', ...extra }) },
      { sigla: dono.sigla },
    );

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe(mensagem);
    expect(await lista(dono)).toHaveLength(antes);
  });

  it('is refused without a session', async () => {
    const r = await new ClienteHttp().post('/api/fluxos/inserir', { Fluxo: dadosFluxo() }, { sigla: amb.sigla });
    expect(r.status).toBe(401);
    expect(comoErro(r).tipo).toBe('ESessaoUsuarioExpirada');
  });
});

describe('renaming and archiving (atualizar-propriedade)', () => {
  it('renames the flow (the screen title) and archives and unarchives it', async () => {
    const fluxo = await criarFluxo(dono);

    expect((await propriedade(dono, fluxo.id, 'descricao', 'Compras 2025')).status).toBe(200);
    expect((await propriedade(dono, fluxo.id, 'arquivado', 'S')).status).toBe(200);

    expect((await buscar(dono, fluxo.id)).body.Fluxo).toMatchObject({ descricao: 'Compras 2025', arquivado: 'S' });
    expect((await lista(dono)).find((f) => f.id === fluxo.id)?.arquivado).toBe('S');
    await propriedade(dono, fluxo.id, 'arquivado', 'N');
    expect((await buscar(dono, fluxo.id)).body.Fluxo.arquivado).toBe('N');
  });

  it.each([
    ['an empty title', 'descricao', '', 'Nome é obrigatório'],
    ['a title over 300 characters', 'descricao', 'x'.repeat(301), 'Informe no máximo 300 caracteres'],
    ['another property', 'icone', 'BugOutlined', 'Propriedade não pode ser alterada'],
  ])('refuses %s and keeps the flow as it was', async (_caso, nomePropriedade, valor, mensagem) => {
    const fluxo = await criarFluxo(dono);

    const r = await propriedade(dono, fluxo.id, nomePropriedade, valor);

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe(mensagem);
    expect((await buscar(dono, fluxo.id)).body.Fluxo).toMatchObject({
      descricao: 'Compras',
      icone: 'ShoppingCartOutlined',
    });
  });
});

describe('favourites', () => {
  it('marks and unmarks a favourite for the person only', async () => {
    const fluxo = await criarFluxo(dono);
    const colega = await outraPessoa(amb);
    const etapa = (await criarEtapa(dono, fluxo.id, 'Entrada')).Etapa;
    await autorizar(dono, etapa.id, colega.email);

    const r = await colega.http.post(
      '/api/fluxos/marcar-favorito',
      { FluxoFav: { Fluxo: { id: fluxo.id } } },
      { sigla: colega.sigla },
    );

    expect(r.status).toBe(200);
    expect((await lista(colega)).find((f) => f.id === fluxo.id)?.fluxoFavorito).toBe('S');
    expect((await lista(dono)).find((f) => f.id === fluxo.id)?.fluxoFavorito).toBe('N');
    expect(
      (await colega.http.patch(`/api/fluxos/desmarcar-favorito/${fluxo.id}`, {}, { sigla: colega.sigla })).status,
    ).toBe(200);
    expect((await lista(colega)).find((f) => f.id === fluxo.id)?.fluxoFavorito).toBe('N');
  });

  it('answers 404 for the favourite of a flow the person does not see', async () => {
    const fluxo = await criarFluxo(dono);
    const estranho = await outraPessoa(amb);

    const r = await estranho.http.post(
      '/api/fluxos/marcar-favorito',
      { FluxoFav: { Fluxo: { id: fluxo.id } } },
      { sigla: estranho.sigla },
    );

    expect(r.status).toBe(404);
    expect(comoErro(r).mensagem).toBe('Fluxo não encontrado');
  });
});

describe('what only the owner may do', () => {
  let fluxo: Fluxo;
  let editor: Pessoa;
  beforeAll(async () => {
    fluxo = await criarFluxo(dono, { descricao: 'Do dono' });
    const etapa = (await criarEtapa(dono, fluxo.id, 'Entrada')).Etapa;
    editor = await outraPessoa(amb, 'Edu Editor');
    // Even with every permission on a stage, he is not the owner.
    await autorizar(dono, etapa.id, editor.email, { editar: 'S', autorizar: 'S', executar: 'S' });
  });

  it('a non-owner sees the flow but cannot rename it', async () => {
    expect((await buscar(editor, fluxo.id)).body.Fluxo).toMatchObject({
      ehDono: false,
      permiteEditarElementosFluxo: true,
    });

    const r = await propriedade(editor, fluxo.id, 'descricao', 'Sequestrado');

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Somente o dono do fluxo pode fazer essa alteração');
    expect((await buscar(dono, fluxo.id)).body.Fluxo.descricao).toBe('Do dono');
  });

  it('a non-owner cannot archive, edit the data, duplicate or delete the flow', async () => {
    const respostas = [
      await propriedade(editor, fluxo.id, 'arquivado', 'S'),
      await atualizar(editor, fluxo, { descricao: 'Outro nome' }),
      await editor.http.post(
        '/api/fluxos/copiar',
        { FluxoOrigem: { idFluxoOrigem: fluxo.id, descricaoNovoFluxo: 'Cópia' } },
        { sigla: editor.sigla },
      ),
      await editor.http.delete(`/api/fluxos/excluir/${fluxo.id}`, { sigla: editor.sigla }),
    ];

    for (const r of respostas) {
      expect(r.status).toBe(403);
      expect(comoErro(r).mensagem).toBe('Somente o dono do fluxo pode fazer essa alteração');
    }
    expect((await buscar(dono, fluxo.id)).body.Fluxo).toMatchObject({ descricao: 'Do dono', arquivado: 'N' });
    expect((await lista(editor)).filter((f) => f.descricao === 'Cópia')).toEqual([]);
  });

  it('a person neither owner nor authorised gets 404 for the flow (its existence is not revealed)', async () => {
    const estranho = await outraPessoa(amb);

    const respostas = [
      await buscar(estranho, fluxo.id),
      await estranho.http.get(`/api/fluxos/buscar/etapas-com-instancias/${fluxo.id}`, { sigla: estranho.sigla }),
      await propriedade(estranho, fluxo.id, 'descricao', 'X'),
      await estranho.http.delete(`/api/fluxos/excluir/${fluxo.id}`, { sigla: estranho.sigla }),
    ];

    for (const r of respostas) {
      expect(r.status).toBe(404);
      expect(comoErro(r).mensagem).toBe('Fluxo não encontrado');
    }
    expect(await lista(estranho)).toEqual([]);
  });
});

describe('editing the flow data and the public form (PUT /api/fluxos/atualizar)', () => {
  it('saves the dialog data and the send/receive flags', async () => {
    const fluxo = await criarFluxo(dono);

    const r = await atualizar(dono, fluxo, {
      descricao: 'Compras e contratos',
      detalhes: 'Tudo de compras',
      icone: 'DollarOutlined',
      rotuloNovaInstancia: 'Nova compra',
      permitirEnviarCards: 'S',
      permitirReceberCards: 'S',
    });

    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Fluxo atualizado com sucesso!');
    expect((await buscar(dono, fluxo.id)).body.Fluxo).toMatchObject({
      descricao: 'Compras e contratos',
      detalhes: 'Tudo de compras',
      icone: 'DollarOutlined',
      rotuloNovaInstancia: 'Nova compra',
      permitirEnviarCards: 'S',
      permitirReceberCards: 'S',
    });
  });

  it.each([
    ['no name', { descricao: '' }, 'Nome é obrigatório'],
    ['no details', { detalhes: '' }, 'Detalhes é obrigatório'],
    ['an unknown icon', { icone: 'NaoExiste' }, 'ícone é obrigatório'],
  ])('refuses saving the dialog with %s, and nothing changes', async (_caso, extra, mensagem) => {
    const fluxo = await criarFluxo(dono);

    const r = await atualizar(dono, fluxo, extra);

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe(mensagem);
    expect((await buscar(dono, fluxo.id)).body.Fluxo).toMatchObject({
      descricao: 'Compras',
      detalhes: 'Pedidos de compra da empresa',
      icone: 'ShoppingCartOutlined',
    });
  });

  it.each([
    ['no title', { descricaoFormulario: 'Preencha' }, 'Titulo é obrigatório'],
    ['no description', { tituloFormulario: 'Fale conosco' }, 'Descrição do formulário é obrigatório'],
  ])('refuses turning the public form on with %s, and nothing changes', async (_caso, extra, mensagem) => {
    const fluxo = await criarFluxo(dono);

    const r = await atualizar(dono, fluxo, { permitirFormPublico: 'S', ...extra });

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe(mensagem);
    expect((await buscar(dono, fluxo.id)).body.Fluxo).toMatchObject({ permitirFormPublico: 'N', linkPublico: null });
  });

  it('refuses a background image of 2 MB or more, and one that is not png or jpeg', async () => {
    const fluxo = await criarFluxo(dono);
    const grande = `data:image/png;base64,${Buffer.concat([bytesDoDataUrl(PNG_1X1), Buffer.alloc(2 * 1024 * 1024)]).toString('base64')}`;
    const publico = { permitirFormPublico: 'S', tituloFormulario: 'T', descricaoFormulario: 'D' };

    const r1 = await atualizar(dono, fluxo, publico, { imgBackgroundFormulario: grande });
    const r2 = await atualizar(dono, fluxo, publico, {
      imgBackgroundFormulario: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    });

    expect([r1.status, comoErro(r1).mensagem]).toEqual([400, 'Imagem deve ser menor que 2MB!']);
    expect([r2.status, comoErro(r2).mensagem]).toEqual([400, 'A imagem deve ser png ou jpeg']);
    expect((await buscar(dono, fluxo.id)).body.Fluxo).toMatchObject({
      permitirFormPublico: 'N',
      imgBackgroundFormulario: null,
    });
  });

  it('turning the public form on creates an unguessable link; the public call shows the initial stage without hidden fields', async () => {
    const fluxo = await criarFluxo(dono);
    const inicial = (await criarEtapa(dono, fluxo.id, 'Pedido')).Etapa;
    await dono.http.post(
      `/api/etapas/atualizar-campos-form/${inicial.id}`,
      { listaCamposFormulario: [campo('Nome do solicitante'), campo('Centro de custo', { indOculto: true })] },
      { sigla: dono.sigla },
    );

    const r = await atualizar(
      dono,
      fluxo,
      { permitirFormPublico: 'S', tituloFormulario: 'Peça aqui', descricaoFormulario: 'Formulário de pedidos' },
      { imgBackgroundFormulario: PNG_1X1 },
    );

    expect(r.status).toBe(200);
    const hash = r.body.Fluxo.linkPublico ?? '';
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const publico = await new ClienteHttp().get<DadosLinkPublico>(
      `/api/fluxos/dados-link-publico/${amb.sigla}/${hash}`,
    );
    expect(publico.status).toBe(200);
    expect(publico.body.Fluxo).toMatchObject({
      id: fluxo.id,
      tituloFormulario: 'Peça aqui',
      descricaoFormulario: 'Formulário de pedidos',
    });
    expect(publico.body.Etapa.id).toBe(inicial.id);
    expect(publico.body.Etapa.jsonConfig.listaCamposFormulario.map((c) => c.titulo)).toEqual(['Nome do solicitante']);
    const imagem = await fetch(publico.body.Fluxo.imgBackgroundFormulario ?? '');
    expect(Buffer.from(await imagem.arrayBuffer())).toEqual(bytesDoDataUrl(PNG_1X1));
  });

  it('the public link answers 404 when the form is off, for an unknown hash and under another tenant, and keeps its hash when turned on again', async () => {
    const fluxo = await criarFluxo(dono);
    await criarEtapa(dono, fluxo.id, 'Pedido');
    const publico = { permitirFormPublico: 'S', tituloFormulario: 'T', descricaoFormulario: 'D' };
    const hash = (await atualizar(dono, fluxo, publico)).body.Fluxo.linkPublico ?? '';
    const anonimo = new ClienteHttp();

    await atualizar(dono, fluxo, { permitirFormPublico: 'N' });
    const desligado = await anonimo.get(`/api/fluxos/dados-link-publico/${amb.sigla}/${hash}`);
    const desconhecido = await anonimo.get(`/api/fluxos/dados-link-publico/${amb.sigla}/naoexiste`);
    const outroAmbiente = await anonimo.get(`/api/fluxos/dados-link-publico/AVMB/${hash}`);
    const religado = await atualizar(dono, fluxo, publico);

    for (const r of [desligado, desconhecido, outroAmbiente]) {
      expect(r.status).toBe(404);
      expect(comoErro(r).mensagem).toBe('Formulário público não encontrado');
    }
    expect(religado.body.Fluxo.linkPublico).toBe(hash);
    expect((await anonimo.get(`/api/fluxos/dados-link-publico/${amb.sigla}/${hash}`)).status).toBe(200);
  });
});

describe('duplicating a flow (POST /api/fluxos/copiar)', () => {
  it('copies stages, fields, links and labels with new ids, links remapped; authorisations on request', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    await dono.http.post(
      `/api/etapas/atualizar-campos-form/${a.id}`,
      { listaCamposFormulario: [campo('Valor estimado')] },
      { sigla: dono.sigla },
    );
    await criarEtiqueta(dono, fluxo.id, 'Urgente');
    const colega = await outraPessoa(amb);
    await autorizar(dono, b.id, colega.email, { editar: 'S' });
    const origem = await telaDoFluxo(dono, fluxo.id);

    const r = await dono.http.post<RespostaFluxoAlterado>(
      '/api/fluxos/copiar',
      {
        FluxoOrigem: {
          idFluxoOrigem: fluxo.id,
          descricaoNovoFluxo: 'Compras (cópia)',
          copiarAutorizacoes: true,
          copiarRegras: true,
        },
      },
      { sigla: dono.sigla },
    );

    expect(r.status).toBe(201);
    expect(r.body.mensagem).toBe('Fluxo duplicado com sucesso!');
    expect(r.body.Fluxo).toMatchObject({
      descricao: 'Compras (cópia)',
      numEtapasPresentes: 3,
      numPessoasComAcesso: 2,
      numRegrasCriadas: 0,
    });
    const copia = await telaDoFluxo(dono, r.body.Fluxo.id);
    const idsOrigem = new Set(origem.listaEtapas.map((e) => e.id));
    expect(copia.listaEtapas.map((e) => e.descricao)).toEqual(['Solicitação', 'Aprovação', 'Compra']);
    expect(copia.listaEtapas.some((e) => idsOrigem.has(e.id))).toBe(false);
    expect(copia.listaEtapas.map((e) => e.etapaInicial)).toEqual(['S', 'N', 'N']);
    const [ca, cb, cc] = copia.listaEtapas;
    expect(copia.listaEtapasRel.map((v) => [v.idEtapaOrigem, v.idEtapaDestino]).sort()).toEqual(
      [
        [ca!.id, cb!.id],
        [cb!.id, cc!.id],
      ].sort(),
    );
    const campoOrigem = origem.listaEtapas[0]!.jsonConfig.listaCamposFormulario[0]!;
    const campoCopia = ca!.jsonConfig.listaCamposFormulario[0]!;
    expect(campoCopia).toMatchObject({ titulo: 'Valor estimado', nomeVariavel: 'VALOR_ESTIMADO' });
    expect(campoCopia.id).not.toBe(campoOrigem.id);
    expect(copia.listaEtiquetas.map((e) => e.descricao)).toEqual(['Urgente']);
    expect(copia.listaEtiquetas[0]!.id).not.toBe(origem.listaEtiquetas[0]!.id);
    expect((await lista(colega)).map((f) => f.id)).toContain(r.body.Fluxo.id);
    expect((await telaDoFluxo(colega, r.body.Fluxo.id)).listaEtapas.map((e) => e.permiteEditar)).toEqual([
      'N',
      'S',
      'N',
    ]);
  });

  it('without copiarAutorizacoes the copy is seen by its owner only', async () => {
    const { fluxo, b } = await fluxoComTresEtapas(dono);
    const colega = await outraPessoa(amb);
    await autorizar(dono, b.id, colega.email);

    const r = await dono.http.post<RespostaFluxoAlterado>(
      '/api/fluxos/copiar',
      { FluxoOrigem: { idFluxoOrigem: fluxo.id, descricaoNovoFluxo: 'Sem pessoas' } },
      { sigla: dono.sigla },
    );

    expect(r.body.Fluxo.numPessoasComAcesso).toBe(1);
    expect((await lista(colega)).map((f) => f.id)).not.toContain(r.body.Fluxo.id);
  });

  it("refuses a copy without a name ('Nome do processo é obrigatório') and creates nothing", async () => {
    const fluxo = await criarFluxo(dono);
    const antes = (await lista(dono)).length;

    const r = await dono.http.post(
      '/api/fluxos/copiar',
      { FluxoOrigem: { idFluxoOrigem: fluxo.id, descricaoNovoFluxo: ' ' } },
      { sigla: dono.sigla },
    );

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Nome do processo é obrigatório');
    expect(await lista(dono)).toHaveLength(antes);
  });
});

describe('deleting a flow', () => {
  it('removes the flow and everything in it; people authorised in it no longer see it', async () => {
    const { fluxo, b } = await fluxoComTresEtapas(dono);
    await criarEtiqueta(dono, fluxo.id);
    const colega = await outraPessoa(amb);
    await autorizar(dono, b.id, colega.email);

    const r = await dono.http.delete<{ mensagem: string }>(`/api/fluxos/excluir/${fluxo.id}`, { sigla: dono.sigla });

    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Fluxo excluído com sucesso!');
    expect((await buscar(dono, fluxo.id)).status).toBe(404);
    expect((await dono.http.get(`/api/etapas/buscar/${b.id}`, { sigla: dono.sigla })).status).toBe(404);
    expect((await lista(dono)).map((f) => f.id)).not.toContain(fluxo.id);
    expect((await lista(colega)).map((f) => f.id)).not.toContain(fluxo.id);
  });
});

describe('deleting a flow that has cards', () => {
  // Cards arrive with a later issue; the counter is set behind the API to stand for them.
  const comCards = async (idFluxo: string) => {
    const tabela = depsDaTabela();
    await tabela.db.send(
      new UpdateCommand({
        TableName: tabela.tableName,
        Key: { pk: fluxoKeys.pk(amb.sigla, idFluxo), sk: fluxoKeys.sk() },
        UpdateExpression: 'SET numInstanciasCriadas = :n',
        ExpressionAttributeValues: { ':n': 3 },
      }),
    );
  };

  it("requires typing CONFIRMAR ('Digite CONFIRMAR para confirmar a exclusão') and keeps the flow until then", async () => {
    const fluxo = await criarFluxo(dono);
    await comCards(fluxo.id);

    const semConfirmar = await dono.http.delete(`/api/fluxos/excluir/${fluxo.id}`, { sigla: dono.sigla });
    const errado = await dono.http.delete(`/api/fluxos/excluir/${fluxo.id}?confirmacao=confirmar`, {
      sigla: dono.sigla,
    });

    for (const r of [semConfirmar, errado]) {
      expect(r.status).toBe(400);
      expect(comoErro(r).mensagem).toBe('Digite CONFIRMAR para confirmar a exclusão');
    }
    expect((await buscar(dono, fluxo.id)).status).toBe(200);
    expect(
      (await dono.http.delete(`/api/fluxos/excluir/${fluxo.id}?confirmacao=CONFIRMAR`, { sigla: dono.sigla })).status,
    ).toBe(200);
    expect((await buscar(dono, fluxo.id)).status).toBe(404);
  });

  it('a flow without cards is deleted without confirmation', async () => {
    const fluxo = await criarFluxo(dono);
    expect((await dono.http.delete(`/api/fluxos/excluir/${fluxo.id}`, { sigla: dono.sigla })).status).toBe(200);
  });
});

describe('people, variables and activities of a flow', () => {
  it('lists the owner and the authorised people who are users of the tenant', async () => {
    const fluxo = await criarFluxo(dono);
    const etapa = (await criarEtapa(dono, fluxo.id, 'Entrada')).Etapa;
    const colega = await outraPessoa(amb, 'Carla Dias');
    await autorizar(dono, etapa.id, colega.email);
    await autorizar(dono, etapa.id, 'ainda.nao.cadastrado@teste.com.br');

    const r = await dono.http.get<RespostaUsuariosDoFluxo>(`/api/fluxos/emails-usados-no-fluxo/${fluxo.id}`, {
      sigla: dono.sigla,
    });

    expect(r.status).toBe(200);
    expect(r.body.listaUsuarios.map((u) => [u.nome, u.email])).toEqual([
      ['Ana Administradora', amb.adminEmail],
      ['Carla Dias', colega.email],
    ]);
  });

  it("lists the variable names of the flow's fields, of one type or of all", async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    await dono.http.post(
      `/api/etapas/atualizar-campos-form/${a.id}`,
      { listaCamposFormulario: [campo('Nome'), campo('E-mail do cliente', { keyCampo: 'email' })] },
      { sigla: dono.sigla },
    );
    await dono.http.post(
      `/api/etapas/atualizar-campos-form/${b.id}`,
      { listaCamposFormulario: [campo('Observação')] },
      { sigla: dono.sigla },
    );
    const variaveis = async (tipo: string) =>
      (await dono.http.get<RespostaVariaveis>(`/api/fluxos/variaveis/${fluxo.id}/${tipo}`, { sigla: dono.sigla })).body
        .listaVariaveis;

    expect(await variaveis('todos')).toEqual(['NOME', 'E_MAIL_DO_CLIENTE', 'OBSERVACAO']);
    expect(await variaveis('textoCurto')).toEqual(['NOME', 'OBSERVACAO']);
    expect(await variaveis('email')).toEqual(['E_MAIL_DO_CLIENTE']);
    expect(await variaveis('moeda')).toEqual([]);
  });

  it('writes a pt-BR activity line per change, newest first, with the author, paged', async () => {
    const fluxo = await criarFluxo(dono, { descricao: 'Com histórico' });
    await criarEtapa(dono, fluxo.id, 'Triagem');
    await criarEtiqueta(dono, fluxo.id, 'Importante');
    await propriedade(dono, fluxo.id, 'descricao', 'Com histórico 2');
    const buscarAtividades = (q = '') =>
      dono.http.get<{
        listaAtividades: { descricao: string; emailUsuario: string; nomeUsuario: string }[];
        temMais: boolean;
        proximoCursor: string | null;
      }>(`/api/fluxos/atividades/${fluxo.id}${q}`, { sigla: dono.sigla });

    const esperadas = [
      'Renomeou o fluxo para "Com histórico 2"',
      'Criou a etiqueta "Importante"',
      'Criou a etapa "Triagem"',
      'Criou o fluxo "Com histórico"',
    ];
    await expect
      .poll(async () => (await buscarAtividades()).body.listaAtividades.map((x) => x.descricao), { timeout: 20_000 })
      .toEqual(esperadas);
    const tudo = (await buscarAtividades()).body;
    expect(tudo.temMais).toBe(false);
    expect(tudo.listaAtividades[0]).toMatchObject({ emailUsuario: amb.adminEmail, nomeUsuario: 'Ana Administradora' });
    const pagina1 = (await buscarAtividades('?count=2')).body;
    expect(pagina1.listaAtividades.map((x) => x.descricao)).toEqual(esperadas.slice(0, 2));
    expect(pagina1.temMais).toBe(true);
    expect((await buscarAtividades('?offset=2&count=2')).body.listaAtividades.map((x) => x.descricao)).toEqual(
      esperadas.slice(2),
    );
    const pagina2 = (await buscarAtividades(`?count=2&cursor=${pagina1.proximoCursor}`)).body;
    expect(pagina2.listaAtividades.map((x) => x.descricao)).toEqual(esperadas.slice(2));
    expect(pagina2.temMais).toBe(false);
  });
});
