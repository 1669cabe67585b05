import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { operacoesApi } from '@wf/functions/domains/apiPublica/operacoes/index';
import { alterarAcessoApi, ligarApi } from './support/acessoApiV1';
import { clienteApiV1 } from './support/clienteApiV1';
import {
  ambienteComDono,
  autorizar,
  criarEtiqueta,
  fluxoComTresEtapas,
  outraPessoa,
  type Pessoa,
} from './support/fluxos';

/**
 * Contract tests of /api/v1: every operation of the list the document is made of, called through
 * the client generated from that document (clienteApiV1), which checks each answer's status and
 * body against the document: an answer the document does not describe fails the call. Each call
 * makes the data it changes; the cheap error answers (404, 403, 400) are checked too.
 */

type Cliente = ReturnType<typeof clienteApiV1>;

interface Contexto {
  api: Cliente;
  /** A person of the tenant allowed only to read stage A (no executar). */
  leitorApi: Cliente;
  outra: Pessoa;
  /** A person of the tenant authorized in no stage. */
  semEtapa: Pessoa;
  /** A person authorized in stage A: who may be a card's responsible. */
  responsavel: Pessoa;
  idFluxo: string;
  idEtapaA: string;
  idEtapaB: string;
  idEtiqueta: string;
}

let ctx: Contexto;
/** Whose tokens the calls use: each test gets new ones, so each starts with a full rate-limit bucket. */
let donos: { dono: Pessoa; leitor: Pessoa };
const tokenNovo = async (p: Pessoa) => (await alterarAcessoApi(p, { gerarNovoTokenAPI: true })).tokenAPI!;
/** An id of the right shape that names nothing. */
const inexistente = () => `${Date.now()}-${randomUUID()}`;
const hoje = new Date().toISOString().slice(0, 10);
const periodo = { dataInicio: `${hoje.slice(0, 4)}-01-01`, dataFim: hoje };

beforeAll(async () => {
  const { amb, dono } = await ambienteComDono();
  const fluxo = await fluxoComTresEtapas(dono);
  const etiqueta = await criarEtiqueta(dono, fluxo.fluxo.id);
  const outra = await outraPessoa(amb, 'Gabi Nunes');
  const leitor = await outraPessoa(amb, 'Leitor Contrato');
  const responsavel = await outraPessoa(amb, 'Rita Souza');
  const semEtapa = await outraPessoa(amb, 'Sem Etapa');
  await autorizar(dono, fluxo.a.id, leitor.email, { executar: 'N' });
  await autorizar(dono, fluxo.a.id, responsavel.email, { executar: 'S' });
  donos = { dono, leitor };
  ctx = {
    api: clienteApiV1(await ligarApi(dono)),
    leitorApi: clienteApiV1(await ligarApi(leitor)),
    outra,
    responsavel,
    semEtapa,
    idFluxo: fluxo.fluxo.id,
    idEtapaA: fluxo.a.id,
    idEtapaB: fluxo.b.id,
    idEtiqueta: etiqueta.id,
  };
});

async function novoCard(c: Contexto, descricao = 'Card do contrato'): Promise<string> {
  const r = await c.api.POST('/api/v1/cards', { body: { idFluxo: c.idFluxo, descricao } });
  expect(r.response.status, JSON.stringify(r.error)).toBe(201);
  return r.data!.Instancia.id;
}

const erro = (r: { response: Response; error?: unknown }, status: number, tipo?: string) => {
  expect(r.response.status, JSON.stringify(r.error)).toBe(status);
  if (tipo) expect(r.error).toMatchObject({ tipo });
};

const ok = (r: { response: Response; error?: unknown }, status = 200) =>
  expect(r.response.status, JSON.stringify(r.error)).toBe(status);

const chamadas: Record<string, (c: Contexto) => Promise<void>> = {
  async listarFluxos(c) {
    const r = await c.api.GET('/api/v1/fluxos');
    ok(r);
    expect(r.data!.listaFluxos.map((f) => f.id)).toContain(c.idFluxo);
  },
  async buscarFluxo(c) {
    const r = await c.api.GET('/api/v1/fluxos/{idFluxo}', { params: { path: { idFluxo: c.idFluxo } } });
    ok(r);
    expect(r.data!.Fluxo.id).toBe(c.idFluxo);
    erro(await c.api.GET('/api/v1/fluxos/{idFluxo}', { params: { path: { idFluxo: inexistente() } } }), 404);
    erro(await c.api.GET('/api/v1/fluxos/{idFluxo}', { params: { path: { idFluxo: 'não é id' } } }), 400);
  },
  async listarEtapas(c) {
    const r = await c.api.GET('/api/v1/fluxos/{idFluxo}/etapas', { params: { path: { idFluxo: c.idFluxo } } });
    ok(r);
    expect(r.data!.listaEtapas.map((e) => e.id)).toEqual(expect.arrayContaining([c.idEtapaA, c.idEtapaB]));
  },
  async listarCardsDaEtapa(c) {
    await novoCard(c, 'Primeiro da página');
    await novoCard(c, 'Segundo da página');
    const caminho = '/api/v1/etapas/{idEtapa}/cards' as const;
    const p1 = await c.api.GET(caminho, { params: { path: { idEtapa: c.idEtapaA }, query: { tamanho: 1 } } });
    ok(p1);
    expect(p1.data!.listaInstancias).toHaveLength(1);
    expect(p1.data!.proximoCursor).toBeTruthy();
    const p2 = await c.api.GET(caminho, {
      params: { path: { idEtapa: c.idEtapaA }, query: { tamanho: 1, cursor: p1.data!.proximoCursor! } },
    });
    ok(p2);
    expect(p2.data!.listaInstancias[0].id).not.toBe(p1.data!.listaInstancias[0].id);
    erro(await c.api.GET(caminho, { params: { path: { idEtapa: inexistente() } } }), 404);
  },
  async pesquisarCards(c) {
    await novoCard(c, 'Cadeira ergonômica');
    const caminho = '/api/v1/fluxos/{idFluxo}/cards' as const;
    const r = await c.api.GET(caminho, { params: { path: { idFluxo: c.idFluxo }, query: { busca: 'ergono' } } });
    ok(r);
    expect(r.data!.listaInstancias.map((i) => i.descricao)).toContain('Cadeira ergonômica');
    erro(
      await c.api.GET(caminho, { params: { path: { idFluxo: c.idFluxo }, query: { busca: 'er' } } }),
      400,
      'EValidacao',
    );
  },
  async criarCard(c) {
    const r = await c.api.POST('/api/v1/cards', {
      body: { idFluxo: c.idFluxo, descricao: 'Criado no contrato', idsEtiquetas: [c.idEtiqueta] },
    });
    ok(r, 201);
    expect(r.data!.Instancia).toMatchObject({ descricao: 'Criado no contrato', Etapa: { id: c.idEtapaA } });
    erro(await c.leitorApi.POST('/api/v1/cards', { body: { idFluxo: c.idFluxo, descricao: 'Sem permissão' } }), 403);
    erro(await c.api.POST('/api/v1/cards', { body: { idFluxo: inexistente(), descricao: 'Fluxo nenhum' } }), 404);
    // The same Idempotency-Key: the same request is replayed, another one refused.
    const params = { header: { 'Idempotency-Key': `contrato-${randomUUID()}` } };
    const corpo = { idFluxo: c.idFluxo, descricao: 'Com chave' };
    const primeiro = await c.api.POST('/api/v1/cards', { params, body: corpo });
    const repetido = await c.api.POST('/api/v1/cards', { params, body: corpo });
    ok(repetido, 201);
    expect(repetido.response.headers.get('idempotent-replayed')).toBe('true');
    expect(repetido.data!.Instancia.id).toBe(primeiro.data!.Instancia.id);
    erro(
      await c.api.POST('/api/v1/cards', { params, body: { ...corpo, descricao: 'Outro' } }),
      422,
      'EIdempotencyKeyReutilizada',
    );
  },
  async buscarCard(c) {
    const id = await novoCard(c);
    const r = await c.api.GET('/api/v1/cards/{idCard}', { params: { path: { idCard: id } } });
    ok(r);
    expect(r.data!.Instancia.id).toBe(id);
    erro(await c.api.GET('/api/v1/cards/{idCard}', { params: { path: { idCard: inexistente() } } }), 404);
  },
  async atualizarCard(c) {
    const id = await novoCard(c);
    const r = await c.api.PATCH('/api/v1/cards/{idCard}', {
      params: { path: { idCard: id } },
      body: { descricao: 'Alterado no contrato' },
    });
    ok(r);
    expect(r.data!.Instancia.descricao).toBe('Alterado no contrato');
    erro(await c.api.PATCH('/api/v1/cards/{idCard}', { params: { path: { idCard: id } }, body: {} }), 400);
  },
  async moverCard(c) {
    const id = await novoCard(c);
    const r = await c.api.POST('/api/v1/cards/{idCard}/movimentacoes', {
      params: { path: { idCard: id } },
      body: { idEtapaDestino: c.idEtapaB },
    });
    ok(r);
    expect(r.data!.Instancia?.Etapa?.id).toBe(c.idEtapaB);
    // B has no link back to A: refused as on the board.
    const semConexao = await c.api.POST('/api/v1/cards/{idCard}/movimentacoes', {
      params: { path: { idCard: id } },
      body: { idEtapaDestino: c.idEtapaA },
    });
    erro(semConexao, 400);
  },
  async excluirCard(c) {
    const id = await novoCard(c);
    ok(await c.api.DELETE('/api/v1/cards/{idCard}', { params: { path: { idCard: id } } }));
    erro(await c.api.GET('/api/v1/cards/{idCard}', { params: { path: { idCard: id } } }), 404);
    erro(await c.api.DELETE('/api/v1/cards/{idCard}', { params: { path: { idCard: id } } }), 404);
  },
  async listarComentarios(c) {
    const id = await novoCard(c);
    await c.api.POST('/api/v1/cards/{idCard}/comentarios', {
      params: { path: { idCard: id } },
      body: { comentario: '<p>Para listar</p>' },
    });
    const r = await c.api.GET('/api/v1/cards/{idCard}/comentarios', { params: { path: { idCard: id } } });
    ok(r);
    expect(r.data!.listaComentarios.map((x) => x.comentario)).toContain('<p>Para listar</p>');
  },
  async criarComentario(c) {
    const id = await novoCard(c);
    const r = await c.api.POST('/api/v1/cards/{idCard}/comentarios', {
      params: { path: { idCard: id } },
      body: { comentario: '<p>Do contrato</p>' },
    });
    ok(r, 201);
    const vazio = await c.api.POST('/api/v1/cards/{idCard}/comentarios', {
      params: { path: { idCard: id } },
      body: { comentario: '' },
    });
    erro(vazio, 400, 'EValidacao');
  },
  async listarResponsaveis(c) {
    const id = await novoCard(c);
    await c.api.POST('/api/v1/cards/{idCard}/responsaveis', {
      params: { path: { idCard: id } },
      body: { emailUsuario: c.responsavel.email },
    });
    const r = await c.api.GET('/api/v1/cards/{idCard}/responsaveis', { params: { path: { idCard: id } } });
    ok(r);
    expect(JSON.stringify(r.data)).toContain(c.responsavel.email);
  },
  async adicionarResponsavel(c) {
    const id = await novoCard(c);
    const r = await c.api.POST('/api/v1/cards/{idCard}/responsaveis', {
      params: { path: { idCard: id } },
      body: { emailUsuario: c.responsavel.email },
    });
    ok(r, 201);
    const naoAutorizada = await c.api.POST('/api/v1/cards/{idCard}/responsaveis', {
      params: { path: { idCard: id } },
      body: { emailUsuario: c.semEtapa.email },
    });
    erro(naoAutorizada, 400, 'EValidacao');
    expect(naoAutorizada.error).toMatchObject({ mensagem: expect.stringContaining('Somente pessoas autorizadas') });
  },
  async removerResponsavel(c) {
    const id = await novoCard(c);
    await c.api.POST('/api/v1/cards/{idCard}/responsaveis', {
      params: { path: { idCard: id } },
      body: { emailUsuario: c.responsavel.email },
    });
    const r = await c.api.DELETE('/api/v1/cards/{idCard}/responsaveis/{email}', {
      params: { path: { idCard: id, email: c.responsavel.email } },
    });
    ok(r);
    const naoEra = await c.api.DELETE('/api/v1/cards/{idCard}/responsaveis/{email}', {
      params: { path: { idCard: id, email: c.responsavel.email } },
    });
    erro(naoEra, 404, 'EResponsavelNaoEncontrado');
    const lista = await c.api.GET('/api/v1/cards/{idCard}/responsaveis', { params: { path: { idCard: id } } });
    expect(JSON.stringify(lista.data)).not.toContain(c.responsavel.email);
  },
  async listarEtiquetas(c) {
    const r = await c.api.GET('/api/v1/fluxos/{idFluxo}/etiquetas', { params: { path: { idFluxo: c.idFluxo } } });
    ok(r);
    expect(r.data!.listaEtiquetas.map((e) => e.id)).toContain(c.idEtiqueta);
  },
  async adicionarEtiqueta(c) {
    const id = await novoCard(c);
    const r = await c.api.POST('/api/v1/cards/{idCard}/etiquetas', {
      params: { path: { idCard: id } },
      body: { idEtiqueta: c.idEtiqueta },
    });
    ok(r, 201);
    const card = await c.api.GET('/api/v1/cards/{idCard}', { params: { path: { idCard: id } } });
    expect(JSON.stringify(card.data)).toContain(c.idEtiqueta);
    const alheia = await c.api.POST('/api/v1/cards/{idCard}/etiquetas', {
      params: { path: { idCard: id } },
      body: { idEtiqueta: inexistente() },
    });
    expect(alheia.response.status).toBeGreaterThanOrEqual(400);
  },
  async removerEtiqueta(c) {
    const id = await novoCard(c);
    await c.api.POST('/api/v1/cards/{idCard}/etiquetas', {
      params: { path: { idCard: id } },
      body: { idEtiqueta: c.idEtiqueta },
    });
    const r = await c.api.DELETE('/api/v1/cards/{idCard}/etiquetas/{idEtiqueta}', {
      params: { path: { idCard: id, idEtiqueta: c.idEtiqueta } },
    });
    ok(r);
    const card = await c.api.GET('/api/v1/cards/{idCard}', { params: { path: { idCard: id } } });
    expect(JSON.stringify(card.data)).not.toContain(c.idEtiqueta);
  },
  async listarAnexos(c) {
    const id = await novoCard(c);
    await enviar(c, id, 'lista.txt');
    const r = await c.api.GET('/api/v1/anexos', { params: { query: { idCard: id } } });
    ok(r);
    expect(JSON.stringify(r.data)).toContain('lista.txt');
  },
  async enviarAnexo(c) {
    const id = await novoCard(c);
    const r = await enviar(c, id, 'envio.txt');
    ok(r, 201);
    const invalido = await c.api.POST('/api/v1/anexos', {
      body: { idCard: id, nomeArquivo: 'x.txt', tipoMime: 'text/plain', conteudoBase64: 'não é base64!' },
    });
    erro(invalido, 400, 'EValidacao');
  },
  async baixarAnexo(c) {
    const id = await novoCard(c);
    const enviado = await enviar(c, id, 'baixar.txt');
    const r = await c.api.GET('/api/v1/anexos/{idAnexo}', {
      params: { path: { idAnexo: enviado.data!.Anexo.id }, query: { idCard: id } },
    });
    ok(r);
    expect(await (await fetch(r.data!.url)).text()).toBe('conteúdo de baixar.txt');
    const nenhum = await c.api.GET('/api/v1/anexos/{idAnexo}', {
      params: { path: { idAnexo: inexistente() }, query: { idCard: id } },
    });
    erro(nenhum, 404);
  },
  async listarAutorizacoes(c) {
    const r = await c.api.GET('/api/v1/etapas/{idEtapa}/autorizacoes', { params: { path: { idEtapa: c.idEtapaA } } });
    ok(r);
    expect(r.data!.listaEmailsUsuarios.length).toBeGreaterThan(0);
  },
  async criarAutorizacao(c) {
    const r = await c.api.POST('/api/v1/etapas/{idEtapa}/autorizacoes', {
      params: { path: { idEtapa: c.idEtapaB } },
      body: { emailAutorizado: c.outra.email, executar: 'S' },
    });
    ok(r, 201);
    expect(r.data!.EtapaUsuario).toMatchObject({ emailAutorizado: c.outra.email, executar: 'S' });
    const semPermissao = await c.leitorApi.POST('/api/v1/etapas/{idEtapa}/autorizacoes', {
      params: { path: { idEtapa: c.idEtapaA } },
      body: { emailAutorizado: c.outra.email, executar: 'S' },
    });
    erro(semPermissao, 403);
  },
  async excluirAutorizacao(c) {
    const criada = await c.api.POST('/api/v1/etapas/{idEtapa}/autorizacoes', {
      params: { path: { idEtapa: c.idEtapaA } },
      body: { emailAutorizado: c.outra.email, executar: 'S' },
    });
    ok(criada, 201);
    const caminho = '/api/v1/etapas/{idEtapa}/autorizacoes/{idAutorizacao}' as const;
    const path = { idEtapa: c.idEtapaA, idAutorizacao: criada.data!.EtapaUsuario.id };
    ok(await c.api.DELETE(caminho, { params: { path } }));
    erro(await c.api.DELETE(caminho, { params: { path } }), 404);
  },
  async relatorioResumoFluxos(c) {
    const r = await c.api.GET('/api/v1/relatorios/resumo-fluxos', { params: { query: periodo } });
    ok(r);
    expect(r.data!.listaMeusFluxos.map((f) => f.idFluxo)).toContain(c.idFluxo);
    const invertido = await c.api.GET('/api/v1/relatorios/resumo-fluxos', {
      params: { query: { dataInicio: periodo.dataFim, dataFim: periodo.dataInicio } },
    });
    if (periodo.dataInicio !== periodo.dataFim) erro(invertido, 400, 'EValidacao');
  },
  async relatorioCardsCriados(c) {
    const id = await novoCard(c, 'Para o relatório');
    const r = await c.api.GET('/api/v1/relatorios/cards-criados', { params: { query: periodo } });
    ok(r);
    expect(r.data!.listaCardsCriados.map((l) => l.idInstancia)).toContain(id);
  },
  async relatorioCardsVencendo(c) {
    const r = await c.api.POST('/api/v1/cards', {
      body: { idFluxo: c.idFluxo, descricao: 'Vence hoje', dataVencimento: hoje },
    });
    ok(r, 201);
    const rel = await c.api.GET('/api/v1/relatorios/cards-vencendo', {
      params: { query: { dataInicio: hoje, dataFim: hoje } },
    });
    ok(rel);
    expect(rel.data!.listaCardsVencendo.map((l) => l.idInstancia)).toContain(r.data!.Instancia.id);
  },
  async relatorioCardsAcompanhados(c) {
    const r = await c.api.GET('/api/v1/relatorios/cards-acompanhados', { params: { query: periodo } });
    ok(r);
    expect(Array.isArray(r.data!.listaCardsAcompanhamento)).toBe(true);
  },
};

function enviar(c: Contexto, idCard: string, nomeArquivo: string) {
  return c.api.POST('/api/v1/anexos', {
    body: {
      idCard,
      nomeArquivo,
      tipoMime: 'text/plain',
      conteudoBase64: Buffer.from(`conteúdo de ${nomeArquivo}`).toString('base64'),
    },
  });
}

describe('contract of /api/v1', () => {
  it('has a contract call for every operation of the document, and none for an operation it lacks', () => {
    expect(Object.keys(chamadas).sort()).toEqual(operacoesApi.map((o) => o.id).sort());
  });

  for (const op of operacoesApi) {
    it(`${op.id}: ${op.metodo.toUpperCase()} ${op.caminho} answers as documented`, async () => {
      const chamada = chamadas[op.id];
      expect(chamada, `sem chamada de contrato para ${op.id}`).toBeDefined();
      // One token for the whole file ran out of its bucket (60 calls, 1 a second) on a fast run.
      ctx.api = clienteApiV1(await tokenNovo(donos.dono));
      ctx.leitorApi = clienteApiV1(await tokenNovo(donos.leitor));
      await chamada(ctx);
    });
  }
});
