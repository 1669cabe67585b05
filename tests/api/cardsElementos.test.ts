import { beforeAll, describe, expect, it } from 'vitest';
import type {
  RespostaChecklists,
  RespostaComentarios,
  RespostaResponsaveis,
  Checklist,
  Comentario,
} from '@wf/shared/types/instancia';
import { comoErro } from './support/clienteHttp';
import { criarCardPeloFormulario, fluxoComFormularioPublico, tileDoCard } from './support/cards';
import { ambienteComDono, autorizar, criarEtiqueta, outraPessoa, type Pessoa } from './support/fluxos';
import type { AmbienteDeTeste } from './support/ambientes';

let amb: AmbienteDeTeste;
let dono: Pessoa;
let bruna: Pessoa;
let carlos: Pessoa;
let ids: { fluxo: string; a: string; b: string; hash: string };

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  bruna = await outraPessoa(amb, 'Bruna Lima');
  carlos = await outraPessoa(amb, 'Carlos Dias');
  const f = await fluxoComFormularioPublico(dono);
  ids = { fluxo: f.fluxo.id, a: f.a.id, b: f.b.id, hash: f.hash };
  // Bruna works on the initial stage without restrictions; Carlos is authorised nowhere.
  await autorizar(dono, f.a.id, bruna.email, { executar: 'S' });
});

const s = (p: Pessoa) => ({ sigla: p.sigla });
const novoCard = () => criarCardPeloFormulario(amb.sigla, ids.hash);

describe('checklists', () => {
  it('creates one item per pasted line, counts items on the tile and ignores an emptied item', async () => {
    const card = await novoCard();
    const r = await dono.http.post<{ Checklist: Checklist }>(
      '/api/instancia/checklists/inserir',
      {
        idInstancia: card,
        jsonChecklist: {
          titulo: 'Compra',
          listaItens: [{ id: 'i1', descricao: 'Cotar\nAprovar\n\nPagar', checked: false, ordem: 0 }],
        },
      },
      s(dono),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const itens = r.body.Checklist.jsonChecklist.listaItens;
    expect(itens.map((i) => i.descricao)).toEqual(['Cotar', 'Aprovar', 'Pagar']);
    expect(await tileDoCard(dono, card)).toMatchObject({ numItensChecked: 0, numItensUnchecked: 3 });

    // Emptying "Cotar" keeps its text; checking every item completes the checklist.
    const u = await dono.http.put<RespostaChecklists>(
      `/api/instancia/checklists/atualizar?idInstancia=${card}`,
      [
        {
          id: r.body.Checklist.id,
          jsonChecklist: {
            titulo: 'Compra',
            listaItens: itens.map((i, n) => ({ ...i, descricao: n === 0 ? '' : i.descricao, checked: true })),
          },
        },
      ],
      s(dono),
    );
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    expect(u.body.listaChecklists[0]!.jsonChecklist.listaItens.map((i) => i.descricao)).toEqual([
      'Cotar',
      'Aprovar',
      'Pagar',
    ]);
    expect(await tileDoCard(dono, card)).toMatchObject({ numItensChecked: 3, numItensUnchecked: 0 });

    const lista = await dono.http.get<RespostaChecklists>(
      `/api/instancia/checklists/buscar-por-instancia/${card}`,
      s(dono),
    );
    expect(lista.body.listaChecklists).toHaveLength(1);
    const ex = await dono.http.delete(
      `/api/instancia/checklists/excluir/${r.body.Checklist.id}?idInstancia=${card}`,
      s(dono),
    );
    expect(ex.status).toBe(200);
    expect(await tileDoCard(dono, card)).toMatchObject({ numItensChecked: 0, numItensUnchecked: 0 });
  });

  it('requires a title', async () => {
    const card = await novoCard();
    const r = await dono.http.post(
      '/api/instancia/checklists/inserir',
      { idInstancia: card, jsonChecklist: { titulo: ' ' } },
      s(dono),
    );
    expect([r.status, comoErro(r).mensagem]).toEqual([400, 'Informe o título do checklist']);
  });
});

describe('comments', () => {
  it("refuses an empty comment with the fixed message, the editor's empty value included", async () => {
    const card = await novoCard();
    for (const comentario of ['', '<p><br></p>', '<p> <script>alert(1)</script></p>']) {
      const r = await dono.http.post('/api/instancia/comentarios/inserir', { idInstancia: card, comentario }, s(dono));
      expect([r.status, comoErro(r).mensagem], comentario).toEqual([400, 'Preencha o campo de comentário.']);
    }
  });

  it('sanitises, counts human comments on the tile and lists newest first with a cursor', async () => {
    const card = await novoCard();
    for (let i = 1; i <= 3; i++) {
      const r = await dono.http.post<{ Comentario: Comentario }>(
        '/api/instancia/comentarios/inserir',
        { idInstancia: card, comentario: `<p>Comentário ${i}<img src=x onerror=alert(1)></p>` },
        s(dono),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.Comentario.comentario).toBe(`<p>Comentário ${i}</p>`);
    }
    expect(await tileDoCard(dono, card)).toMatchObject({ numComentariosHumanos: 3 });

    const p1 = await dono.http.get<RespostaComentarios>(
      `/api/instancia/comentarios/buscar-por-instancia/${card}?count=2`,
      s(dono),
    );
    // The public form's system comment is the oldest.
    expect(p1.body.listaComentarios.map((c) => c.comentario)).toEqual(['<p>Comentário 3</p>', '<p>Comentário 2</p>']);
    const p2 = await dono.http.get<RespostaComentarios>(
      `/api/instancia/comentarios/buscar-por-instancia/${card}?count=2&cursor=${p1.body.proximoCursor}`,
      s(dono),
    );
    expect(p2.body.listaComentarios.map((c) => c.geradoPeloSistema)).toEqual(['N', 'S']);
  });

  it('lets only the author delete his comment, and nobody a system comment', async () => {
    const card = await novoCard();
    const r = await bruna.http.post<{ Comentario: Comentario }>(
      '/api/instancia/comentarios/inserir',
      { idInstancia: card, comentario: '<p>Meu</p>' },
      s(bruna),
    );
    const id = r.body.Comentario.id;
    const pelaOutra = await dono.http.delete(`/api/instancia/comentarios/excluir/${id}?idInstancia=${card}`, s(dono));
    expect([pelaOutra.status, comoErro(pelaOutra).mensagem]).toEqual([
      403,
      'Somente o autor pode excluir este comentário',
    ]);

    const lista = await dono.http.get<RespostaComentarios>(
      `/api/instancia/comentarios/buscar-por-instancia/${card}`,
      s(dono),
    );
    const sistema = lista.body.listaComentarios.find((c) => c.geradoPeloSistema === 'S');
    const rs = await dono.http.delete(`/api/instancia/comentarios/excluir/${sistema?.id}?idInstancia=${card}`, s(dono));
    expect([rs.status, comoErro(rs).mensagem]).toEqual([
      403,
      'Comentários gerados pelo sistema não podem ser excluídos',
    ]);

    const ok = await bruna.http.delete(`/api/instancia/comentarios/excluir/${id}?idInstancia=${card}`, s(bruna));
    expect(ok.status).toBe(200);
    expect(await tileDoCard(dono, card)).toMatchObject({ numComentariosHumanos: 0 });
  });
});

describe('labels, responsibles and followers', () => {
  it('links a label of the flow once, shows it on the tile, and unlinks it', async () => {
    const card = await novoCard();
    const etiqueta = await criarEtiqueta(dono, ids.fluxo, 'Urgente');
    const r = await dono.http.post(
      '/api/instancia/etiquetas/inserir',
      { idInstancia: card, idEtiqueta: etiqueta.id },
      s(dono),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const dup = await dono.http.post(
      '/api/instancia/etiquetas/inserir',
      { idInstancia: card, idEtiqueta: etiqueta.id },
      s(dono),
    );
    expect(dup.status).toBe(409);
    const tile = await tileDoCard(dono, card);
    expect((tile.listaInstanciaEtiquetas as Array<{ id: string }>).map((e) => e.id)).toEqual([etiqueta.id]);

    const fora = await dono.http.post(
      '/api/instancia/etiquetas/inserir',
      { idInstancia: card, idEtiqueta: 'nao-existe' },
      s(dono),
    );
    expect(fora.status).toBe(404);
    const ex = await dono.http.delete(`/api/instancia/etiquetas/excluir/${card}/${etiqueta.id}`, s(dono));
    expect(ex.status).toBe(200);
    expect((await tileDoCard(dono, card)).listaInstanciaEtiquetas).toEqual([]);
  });

  it('accepts as responsible only people authorised in the stages (or the owner)', async () => {
    const card = await novoCard();
    const fora = await dono.http.post(
      '/api/instancia/responsaveis/inserir',
      { idInstancia: card, emailUsuario: carlos.email },
      s(dono),
    );
    expect([fora.status, comoErro(fora).mensagem]).toEqual([
      400,
      'Somente pessoas autorizadas nas etapas do fluxo podem ser responsáveis',
    ]);

    for (const email of [bruna.email, dono.email]) {
      const r = await dono.http.post(
        '/api/instancia/responsaveis/inserir',
        { idInstancia: card, emailUsuario: email },
        s(dono),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const lista = await dono.http.get<RespostaResponsaveis>(
      `/api/instancia/responsaveis/buscar-por-instancia/${card}`,
      s(dono),
    );
    expect(lista.body.listaResponsaveis.map((p) => p.email)).toEqual([bruna.email, dono.email]);
    expect(lista.body.listaResponsaveis[0]!.nome).toBe('Bruna Lima');
    const tile = await tileDoCard(dono, card);
    expect((tile.listaInstanciaResp as Array<{ email: string }>).map((p) => p.email)).toEqual([
      bruna.email,
      dono.email,
    ]);

    const ex = await dono.http.delete(
      `/api/instancia/responsaveis/excluir/${card}/${encodeURIComponent(bruna.email)}`,
      s(dono),
    );
    expect(ex.status).toBe(200);
    const depois = await dono.http.get<RespostaResponsaveis>(
      `/api/instancia/responsaveis/buscar-por-instancia/${card}`,
      s(dono),
    );
    expect(depois.body.listaResponsaveis.map((p) => p.email)).toEqual([dono.email]);
  });

  it('follows and unfollows a card (emAcompanhamento on the tile)', async () => {
    const card = await novoCard();
    const r = await bruna.http.post('/api/instancia/acompanhamento/inserir', { idInstancia: card }, s(bruna));
    expect(r.status).toBe(200);
    expect(await tileDoCard(bruna, card)).toMatchObject({ emAcompanhamento: 'S' });
    expect(await tileDoCard(dono, card)).toMatchObject({ emAcompanhamento: 'N' });
    await bruna.http.delete(`/api/instancia/acompanhamento/excluir/${card}`, s(bruna));
    expect(await tileDoCard(bruna, card)).toMatchObject({ emAcompanhamento: 'N' });
  });
});

describe('restriction flags of a person on the stage', () => {
  it('stop labels, responsibles, checklists, attachments and comments; reading still works', async () => {
    const restrito = await outraPessoa(amb, 'Rita Restrita');
    const r = await dono.http.post(
      '/api/etapa-usuario/inserir-autorizacao',
      {
        EtapaUsuario: {
          idEtapa: ids.a,
          emailAutorizado: restrito.email,
          restrEtiquetas: 'S',
          restrResponsaveis: 'S',
          restrChecklists: 'S',
          restrAnexos: 'S',
          restrComentarios: 'S',
        },
      },
      s(dono),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const card = await novoCard();
    const etiqueta = await criarEtiqueta(dono, ids.fluxo, 'Restrita');
    const tentativas = [
      await restrito.http.post(
        '/api/instancia/etiquetas/inserir',
        { idInstancia: card, idEtiqueta: etiqueta.id },
        s(restrito),
      ),
      await restrito.http.post(
        '/api/instancia/responsaveis/inserir',
        { idInstancia: card, emailUsuario: dono.email },
        s(restrito),
      ),
      await restrito.http.post(
        '/api/instancia/checklists/inserir',
        { idInstancia: card, jsonChecklist: { titulo: 'X' } },
        s(restrito),
      ),
      await restrito.http.post(
        `/api/instancia/anexos/solicitar-upload/${card}`,
        { nomeArquivo: 'a.txt', tipoMime: 'text/plain', tamanho: 3 },
        s(restrito),
      ),
      await restrito.http.post(
        '/api/instancia/comentarios/inserir',
        { idInstancia: card, comentario: '<p>oi</p>' },
        s(restrito),
      ),
    ];
    expect(tentativas.map((t) => t.status)).toEqual([403, 403, 403, 403, 403]);
    expect(comoErro(tentativas[0]!).mensagem).toBe('Você não tem permissão para alterar as etiquetas deste card!');
    const leitura = await restrito.http.get(`/api/instancia/comentarios/buscar-por-instancia/${card}`, s(restrito));
    expect(leitura.status).toBe(200);
  });

  it('a person not authorised on the stage cannot open the card', async () => {
    const card = await novoCard();
    const r = await carlos.http.get(`/api/instancia/checklists/buscar-por-instancia/${card}`, s(carlos));
    expect(r.status).toBe(404);
  });
});
