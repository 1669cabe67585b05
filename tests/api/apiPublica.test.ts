import { beforeAll, describe, expect, it } from 'vitest';
import type { AmbienteDeTeste } from './support/ambientes';
import { alterarAcessoApi, ligarApi, v1 } from './support/acessoApiV1';
import { ambienteComDono, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { operacoesApi } from '../../functions/src/domains/apiPublica/operacoes';
import { eventually } from '../support/eventually';
import { criarRegra, jsonRegra } from './support/regras';

let amb: AmbienteDeTeste;
let dono: Pessoa;
let token: string;
let fluxo: Awaited<ReturnType<typeof fluxoComTresEtapas>>;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  fluxo = await fluxoComTresEtapas(dono);
  token = await ligarApi(dono);
});

/** The answer schema of an operation, to hold every answer to the documented contract. */
const schemaDe = (id: string) => {
  const op = operacoesApi.find((o) => o.id === id);
  if (!op?.resposta.schema) throw new Error(`operação sem schema: ${id}`);
  return op.resposta.schema;
};

describe('token of /api/v1', () => {
  it('is shown once, acts as its owner and answers the documented shape', async () => {
    const eu = await dono.http.get<{ tokenAPI: string | null; acessoAPI: string }>('/api/usuario/buscar', {
      sigla: dono.sigla,
    });
    const r = await v1(token, 'GET', '/api/v1/fluxos');

    expect(eu.body).toMatchObject({ acessoAPI: 'S', tokenAPI: null });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(schemaDe('listarFluxos').safeParse(r.body).success).toBe(true);
    expect((r.body.listaFluxos as { id: string }[]).map((f) => f.id)).toContain(fluxo.fluxo.id);
  });

  it('is refused when absent, malformed or unknown (401 ETokenInvalido in pt-BR)', async () => {
    for (const t of [undefined, 'abc', `${amb.sigla}.${'x'.repeat(32)}`]) {
      const r = await v1(t, 'GET', '/api/v1/fluxos');
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({
        tipo: 'ETokenInvalido',
        mensagem: expect.stringContaining('Token de acesso inválido'),
      });
    }
  });

  it('stops when API access is switched off, and switching on again issues another token', async () => {
    const p = await outraPessoa(amb, 'Carla Dias');
    const primeiro = await ligarApi(p);
    expect((await v1(primeiro, 'GET', '/api/v1/fluxos')).status).toBe(200);

    await alterarAcessoApi(p, { acessoAPI: 'N' });
    const desligado = await v1(primeiro, 'GET', '/api/v1/fluxos');
    const segundo = await ligarApi(p);

    expect(desligado.status).toBe(401);
    expect(segundo).not.toBe(primeiro);
    expect((await v1(primeiro, 'GET', '/api/v1/fluxos')).status).toBe(401);
    expect((await v1(segundo, 'GET', '/api/v1/fluxos')).status).toBe(200);
  });

  it('"gerar novo token" rotates: the old token stops at once', async () => {
    const p = await outraPessoa(amb, 'Davi Rocha');
    const antigo = await ligarApi(p);

    const novo = (await alterarAcessoApi(p, { gerarNovoTokenAPI: true })).tokenAPI;

    expect(novo).toBeTruthy();
    expect(novo).not.toBe(antigo);
    expect((await v1(antigo, 'GET', '/api/v1/fluxos')).status).toBe(401);
    expect((await v1(novo!, 'GET', '/api/v1/fluxos')).status).toBe(200);
  });

  it('stops when the account is deactivated', async () => {
    const p = await outraPessoa(amb, 'Elisa Prado');
    const t = await ligarApi(p);
    expect((await v1(t, 'GET', '/api/v1/fluxos')).status).toBe(200);

    const r = await dono.http.put(
      '/api/usuario/atualizarUsuario',
      { id: p.usuarioId, nome: 'Elisa Prado', perfilUsuario: '1', ativo: 'N' },
      { sigla: dono.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    expect((await v1(t, 'GET', '/api/v1/fluxos')).status).toBe(401);
  });

  it('acts in its own tenant only: another tenant neither accepts it nor shows its flows', async () => {
    const outro = await ambienteComDono();
    const tokenOutro = await ligarApi(outro.dono);
    const comOutraSigla = `${outro.amb.sigla}${token.slice(token.indexOf('.'))}`;

    const lista = await v1(tokenOutro, 'GET', '/api/v1/fluxos');
    const fluxoAlheio = await v1(tokenOutro, 'GET', `/api/v1/fluxos/${fluxo.fluxo.id}`);
    const etapasAlheias = await v1(tokenOutro, 'GET', `/api/v1/etapas/${fluxo.a.id}/cards`);

    expect((await v1(comOutraSigla, 'GET', '/api/v1/fluxos')).status).toBe(401);
    expect((lista.body.listaFluxos as { id: string }[]).map((f) => f.id)).not.toContain(fluxo.fluxo.id);
    expect(fluxoAlheio.status).toBe(404);
    expect(etapasAlheias.status).toBe(404);
  });
});

describe('cards through /api/v1', () => {
  it('creates, lists per stage, updates, comments and moves, as the UI does', async () => {
    const criado = await v1(token, 'POST', '/api/v1/cards', {
      idFluxo: fluxo.fluxo.id,
      descricao: 'Notebook pela API',
    });
    expect(criado.status, JSON.stringify(criado.body)).toBe(201);
    expect(schemaDe('criarCard').safeParse(criado.body).success).toBe(true);
    const idCard = (criado.body.Instancia as { id: string }).id;

    const pagina = await v1(token, 'GET', `/api/v1/etapas/${fluxo.a.id}/cards`);
    const alterado = await v1(token, 'PATCH', `/api/v1/cards/${idCard}`, { descricao: 'Notebook (urgente)' });
    const comentado = await v1(token, 'POST', `/api/v1/cards/${idCard}/comentarios`, {
      comentario: '<p>Via integração</p>',
    });
    const movido = await v1(token, 'POST', `/api/v1/cards/${idCard}/movimentacoes`, { idEtapaDestino: fluxo.b.id });
    const semConexao = await v1(token, 'POST', `/api/v1/cards/${idCard}/movimentacoes`, { idEtapaDestino: fluxo.a.id });

    expect(pagina.status).toBe(200);
    expect(schemaDe('listarCardsDaEtapa').safeParse(pagina.body).success).toBe(true);
    expect((pagina.body.listaInstancias as { id: string }[]).map((c) => c.id)).toContain(idCard);
    expect(alterado.status, JSON.stringify(alterado.body)).toBe(200);
    expect(comentado.status, JSON.stringify(comentado.body)).toBe(201);
    expect(movido.status, JSON.stringify(movido.body)).toBe(200);
    expect(schemaDe('moverCard').safeParse(movido.body).success).toBe(true);
    expect(semConexao.status).toBeGreaterThanOrEqual(400);
    expect(semConexao.status).toBeLessThan(500);
    const busca = await v1(token, 'GET', `/api/v1/cards/${idCard}`);
    expect(busca.body.Instancia).toMatchObject({ descricao: 'Notebook (urgente)', Etapa: { id: fluxo.b.id } });
  });

  it('refuses a text search under 3 characters and finds by a word of the title', async () => {
    await v1(token, 'POST', '/api/v1/cards', { idFluxo: fluxo.fluxo.id, descricao: 'Impressora laser' });

    const curta = await v1(token, 'GET', `/api/v1/fluxos/${fluxo.fluxo.id}/cards?busca=im`);
    const achada = await v1(token, 'GET', `/api/v1/fluxos/${fluxo.fluxo.id}/cards?busca=impress`);

    expect(curta.status).toBe(400);
    expect(curta.body).toMatchObject({ tipo: 'EValidacao', mensagem: expect.stringContaining('3 caracteres') });
    expect((achada.body.listaInstancias as { descricao: string }[]).map((c) => c.descricao)).toContain(
      'Impressora laser',
    );
  });

  it('attaches a file sent as base64 and downloads it', async () => {
    const criado = await v1(token, 'POST', '/api/v1/cards', { idFluxo: fluxo.fluxo.id, descricao: 'Com anexo' });
    const idCard = (criado.body.Instancia as { id: string }).id;
    const conteudo = Buffer.from('Olá, integração!');

    const enviado = await v1(token, 'POST', '/api/v1/anexos', {
      idCard,
      nomeArquivo: 'nota.txt',
      tipoMime: 'text/plain',
      conteudoBase64: conteudo.toString('base64'),
    });
    expect(enviado.status, JSON.stringify(enviado.body)).toBe(201);
    const idAnexo = (enviado.body.Anexo as { id: string }).id;
    const download = await v1<{ url: string }>(token, 'GET', `/api/v1/anexos/${idAnexo}?idCard=${idCard}`);
    const arquivo = await fetch(download.body.url);

    expect(Buffer.from(await arquivo.arrayBuffer()).equals(conteudo)).toBe(true);
  });

  it('a move through /api/v1 fires the flow rules as a move on the board does', async () => {
    const proprio = await fluxoComTresEtapas(dono);
    await criarRegra(
      dono,
      proprio.fluxo.id,
      jsonRegra({
        evento: 'cardEntrarEtapa',
        idEtapa: proprio.b.id,
        acoes: [{ key: 'adicionarComentario', formulario: { comment: 'Regra disparada pela API' } }],
      }),
    );
    const criado = await v1(token, 'POST', '/api/v1/cards', { idFluxo: proprio.fluxo.id, descricao: 'Card da regra' });
    const idCard = (criado.body.Instancia as { id: string }).id;

    const movido = await v1(token, 'POST', `/api/v1/cards/${idCard}/movimentacoes`, { idEtapaDestino: proprio.b.id });
    expect(movido.status, JSON.stringify(movido.body)).toBe(200);

    const comentario = await eventually(async () => {
      const r = await v1<{ listaComentarios: { comentario: string; geradoPeloSistema: string }[] }>(
        token,
        'GET',
        `/api/v1/cards/${idCard}/comentarios`,
      );
      return r.body.listaComentarios.find((c) => c.comentario.includes('Regra disparada pela API'));
    }, 20_000);
    expect(comentario.geradoPeloSistema).toBe('S');
  });
});

describe('Idempotency-Key on creates', () => {
  it('a create retried with the same key and body answers the same card and makes one; another body is a 422', async () => {
    const proprio = await fluxoComTresEtapas(dono);
    const corpo = { idFluxo: proprio.fluxo.id, descricao: 'Pedido idempotente' };
    const chave = { 'idempotency-key': `pedido-${Date.now()}` };

    const primeiro = await v1(token, 'POST', '/api/v1/cards', corpo, chave);
    const repetido = await v1(token, 'POST', '/api/v1/cards', corpo, chave);
    const outroCorpo = await v1(token, 'POST', '/api/v1/cards', { ...corpo, descricao: 'Outro pedido' }, chave);
    const pagina = await v1(token, 'GET', `/api/v1/etapas/${proprio.a.id}/cards`);

    expect(primeiro.status, JSON.stringify(primeiro.body)).toBe(201);
    expect(repetido.status).toBe(201);
    expect(repetido.body).toEqual(primeiro.body);
    expect(repetido.headers.get('idempotent-replayed')).toBe('true');
    expect(outroCorpo.status).toBe(422);
    expect(outroCorpo.body).toMatchObject({ tipo: 'EIdempotencyKeyReutilizada' });
    expect(pagina.body.total).toBe(1);
  });
});

describe('limits of /api/v1', () => {
  it('refuses a body over the size limit with 413 in pt-BR', async () => {
    const criado = await v1(token, 'POST', '/api/v1/cards', { idFluxo: fluxo.fluxo.id, descricao: 'Anexo grande' });
    const idCard = (criado.body.Instancia as { id: string }).id;

    const r = await v1(token, 'POST', '/api/v1/anexos', {
      idCard,
      nomeArquivo: 'grande.txt',
      tipoMime: 'text/plain',
      conteudoBase64: 'A'.repeat(6 * 1024 * 1024),
    });

    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ mensagem: 'A requisição é grande demais' });
  });

  it('slows a token down with 429, Retry-After and the RateLimit headers; other tokens go on', async () => {
    const p = await outraPessoa(amb, 'Fabio Teles');
    const t = await ligarApi(p);
    const primeira = await v1(t, 'GET', '/api/v1/fluxos');
    expect(primeira.headers.get('ratelimit-policy')).toMatch(/^"por-token";q=60;w=60$/);
    expect(primeira.headers.get('ratelimit')).toMatch(/^"por-token";r=\d+;t=\d+$/);

    let recusada: Awaited<ReturnType<typeof v1>> | undefined;
    for (let lote = 0; lote < 10 && !recusada; lote++) {
      const respostas = await Promise.all(Array.from({ length: 15 }, () => v1(t, 'GET', '/api/v1/fluxos')));
      recusada = respostas.find((r) => r.status === 429);
    }

    expect(recusada, 'nenhum 429 depois de 150 chamadas').toBeDefined();
    expect(recusada!.body).toMatchObject({
      tipo: 'ELimiteRequisicoes',
      mensagem: expect.stringContaining('Limite de requisições'),
    });
    expect(Number(recusada!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(recusada!.headers.get('ratelimit')).toMatch(/^"por-token";r=0;t=\d+$/);
    expect((await v1(token, 'GET', '/api/v1/fluxos')).status).toBe(200);
  });
});
