import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Anexo, RespostaAnexos, UploadConcedido } from '@wf/shared/types/instancia';
import { BUCKET, chaveDaUrl, clienteS3 } from '../support/s3';
import { ambienteDemo } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import {
  anexarArquivo,
  criarCardPeloFormulario,
  enviarArquivo,
  donoComFormularioPublico,
  enviarFormularioPublico,
  fluxoComFormularioPublico,
  tileDoCard,
} from './support/cards';
import { campo, criarEtiqueta, type Pessoa } from './support/fluxos';
import { entrar } from './support/sessoes';
import type { AmbienteDeTeste } from './support/ambientes';

const LIMITE = 10 * 1024 * 1024;
const MSG_413 = 'Não foi possível incluir o anexo pois o tamanho do arquivo ultrapassa o limite permitido';

/** The handlers' S3 client (local credentials), to plant an object the storage would have refused. */
const s3 = clienteS3();

let amb: AmbienteDeTeste;
let dono: Pessoa;
let f: Awaited<ReturnType<typeof fluxoComFormularioPublico>>;

beforeAll(async () => {
  ({ amb, dono, f } = await donoComFormularioPublico());
});

const s = () => ({ sigla: dono.sigla });
const solicitar = (card: string, arquivo: Record<string, unknown>) =>
  dono.http.post<UploadConcedido>(`/api/instancia/anexos/solicitar-upload/${card}`, arquivo, s());

describe('card attachments through presigned URLs', () => {
  it('uploads, confirms, counts on the tile, downloads the same bytes, and deletes', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const bytes = Buffer.from('conteúdo do relatório', 'utf8');
    const g = await solicitar(card, {
      nomeArquivo: 'Relatório final.txt',
      tipoMime: 'text/plain',
      tamanho: bytes.length,
    });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    expect((await enviarArquivo(g.body.uploadUrl, bytes, 'text/plain')).status).toBe(200);

    const c = await dono.http.post<{ Anexo: Anexo }>(
      `/api/instancia/anexos/confirmar/${g.body.idAnexo}?idInstancia=${card}`,
      {},
      s(),
    );
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.Anexo).toMatchObject({
      nomeArquivo: 'Relatório final.txt',
      tamanho: bytes.length,
      emailUsuario: dono.email,
    });
    expect(await tileDoCard(dono, card)).toMatchObject({ numTotalAnexos: 1 });

    const d = await dono.http.get<{ url: string }>(
      `/api/instancia/anexos/download/${g.body.idAnexo}?idInstancia=${card}`,
      s(),
    );
    const baixado = await fetch(d.body.url);
    expect(Buffer.from(await baixado.arrayBuffer())).toEqual(bytes);
    expect(baixado.headers.get('content-disposition')).toContain('attachment');

    const lista = await dono.http.get<RespostaAnexos>(`/api/instancia/anexos/buscar-por-instancia/${card}`, s());
    expect(lista.body.listaAnexos.map((a) => a.id)).toEqual([g.body.idAnexo]);

    const again = await dono.http.post(
      `/api/instancia/anexos/confirmar/${g.body.idAnexo}?idInstancia=${card}`,
      {},
      s(),
    );
    expect(again.status).toBe(404);

    const ex = await dono.http.delete(`/api/instancia/anexos/excluir/${g.body.idAnexo}?idInstancia=${card}`, s());
    expect(ex.status).toBe(200);
    expect(await tileDoCard(dono, card)).toMatchObject({ numTotalAnexos: 0 });
    expect((await fetch(d.body.url)).status).toBe(404);
  });

  it('answers 413 for a declared size over the limit', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const r = await solicitar(card, { nomeArquivo: 'grande.pdf', tipoMime: 'application/pdf', tamanho: LIMITE + 1 });
    expect([r.status, comoErro(r).mensagem]).toEqual([413, MSG_413]);
  });

  it('refuses a body larger than declared at the upload (signed length), and again at confirmation (413)', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const g = await solicitar(card, { nomeArquivo: 'pequeno.txt', tipoMime: 'text/plain', tamanho: 4 });
    const maior = Buffer.from('muito mais do que quatro bytes');
    // The storage checks the signed Content-Length, as S3 does.
    expect((await enviarArquivo(g.body.uploadUrl, maior, 'text/plain')).status).toBe(403);
    // Should an oversized object land anyway, the confirmation catches it and removes it.
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: chaveDaUrl(g.body.uploadUrl), Body: maior }));
    const c = await dono.http.post(`/api/instancia/anexos/confirmar/${g.body.idAnexo}?idInstancia=${card}`, {}, s());
    expect([c.status, comoErro(c).mensagem]).toEqual([413, MSG_413]);
    expect(await tileDoCard(dono, card)).toMatchObject({ numTotalAnexos: 0 });
  });

  it('refuses a forbidden file type, and a confirmation before the upload', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const r = await solicitar(card, { nomeArquivo: 'virus.exe', tipoMime: 'application/x-msdownload', tamanho: 10 });
    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toMatch(/^Você só pode carregar jpg, png, .* como tipo de arquivo$/);
    const g = await solicitar(card, { nomeArquivo: 'a.pdf', tipoMime: 'application/pdf', tamanho: 10 });
    const c = await dono.http.post(`/api/instancia/anexos/confirmar/${g.body.idAnexo}?idInstancia=${card}`, {}, s());
    expect([c.status, comoErro(c).mensagem]).toEqual([400, 'O arquivo ainda não foi enviado']);
  });

  it('answers a preview URL that shows PDFs and images inline, and none for a page; downloads stay attachments', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const pdf = await anexarArquivo(dono, card, 'Relatório.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const pagina = await anexarArquivo(dono, card, 'pagina.html', 'text/html', Buffer.from('<p>oi</p>'));

    const lista = await dono.http.get<RespostaAnexos>(`/api/instancia/anexos/buscar-por-instancia/${card}`, s());
    const doPdf = lista.body.listaAnexos.find((a) => a.id === pdf.id);
    const daPagina = lista.body.listaAnexos.find((a) => a.id === pagina.id);
    expect(pdf.urlVisualizacao).toBeTruthy();
    expect(daPagina?.urlVisualizacao).toBeUndefined();

    const visto = await fetch(doPdf?.urlVisualizacao ?? '');
    expect(visto.status).toBe(200);
    expect(visto.headers.get('content-disposition')).toMatch(/^inline; filename="Relatorio.pdf"/);
    expect(visto.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(doPdf?.url ?? '')).headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await fetch(daPagina?.url ?? '')).headers.get('content-disposition')).toMatch(/^attachment;/);
  });
});

describe('public form submission', () => {
  it('answers 404 for an unknown link or tenant', async () => {
    const r1 = await enviarFormularioPublico(amb.sigla, 'hash-que-nao-existe', { descricao: 'x' });
    const r2 = await enviarFormularioPublico('NAOEXISTE', f.hash, { descricao: 'x' });
    expect([r1.status, r2.status]).toEqual([404, 404]);
    expect(comoErro(r1).mensagem).toBe('Formulário público não encontrado');
  });

  it('requires the description when the form has no fields, and the name when it has', async () => {
    const r = await enviarFormularioPublico(amb.sigla, f.hash, {});
    expect([r.status, comoErro(r).mensagem]).toEqual([400, 'Descrição do card é obrigatório']);
    const comCampos = await fluxoComFormularioPublico(dono, [campo('Setor', { indObrigatorio: true })]);
    const r2 = await enviarFormularioPublico(amb.sigla, comCampos.hash, { listaValoresFormulario: { SETOR: 'TI' } });
    expect([r2.status, comoErro(r2).mensagem]).toEqual([400, 'Nome é obrigatório']);
    const r3 = await enviarFormularioPublico(amb.sigla, comCampos.hash, { nome: 'Ana' });
    expect([r3.status, comoErro(r3).mensagem]).toEqual([400, 'Campo Setor é obrigatório!']);
  });

  it('refuses more than 5 files and a forbidden type', async () => {
    const arquivo = { nomeArquivo: 'a.pdf', tipoMime: 'application/pdf', tamanho: 10 };
    const r = await enviarFormularioPublico(amb.sigla, f.hash, { descricao: 'x', anexos: Array(6).fill(arquivo) });
    expect([r.status, comoErro(r).mensagem]).toEqual([400, 'Você só pode carregar 5 arquivos']);
    const r2 = await enviarFormularioPublico(amb.sigla, f.hash, {
      descricao: 'x',
      anexos: [{ nomeArquivo: 'a.sh', tipoMime: 'text/x-sh', tamanho: 10 }],
    });
    expect(r2.status).toBe(400);
    const r3 = await enviarFormularioPublico(amb.sigla, f.hash, {
      descricao: 'x',
      anexos: [{ ...arquivo, tamanho: LIMITE + 1 }],
    });
    expect([r3.status, comoErro(r3).mensagem]).toEqual([413, MSG_413]);
  });

  it('creates the card in the initial stage and takes its files', async () => {
    const bytes = Buffer.from('%PDF-1.4 teste');
    const r = await enviarFormularioPublico(amb.sigla, f.hash, {
      descricao: 'Notebook novo',
      anexos: [{ nomeArquivo: 'orcamento.pdf', tipoMime: 'application/pdf', tamanho: bytes.length }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.uploads).toHaveLength(1);
    await enviarArquivo(r.body.uploads[0]!.uploadUrl, bytes, 'application/pdf');
    const c = await fetch(
      `${dono.http.baseUrl}/api/instancias/anexos-publicos/confirmar/${amb.sigla}/${f.hash}/${r.body.uploads[0]!.idAnexo}`,
      { method: 'POST' },
    );
    expect(c.status).toBe(201);

    const tile = await tileDoCard(dono, r.body.idInstancia);
    expect(tile).toMatchObject({ descricao: 'Notebook novo', emailAutor: 'formulario-publico', numTotalAnexos: 1 });
    expect((tile.Etapa as { id: string }).id).toBe(f.a.id);
  });
});

describe('a card of tenant ACME is unreachable from AVMB', () => {
  it('answers 404 on every sub-element route', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const etiqueta = await criarEtiqueta(dono, f.fluxo.id, 'ACME');
    const avmb = await ambienteDemo();
    const { http } = await entrar(avmb, avmb.adminEmail, avmb.adminSenha);
    const o = { sigla: 'AVMB' };
    const respostas = [
      await http.get(`/api/instancia/responsaveis/buscar-por-instancia/${card}`, o),
      await http.post('/api/instancia/responsaveis/inserir', { idInstancia: card, emailUsuario: avmb.adminEmail }, o),
      await http.delete(`/api/instancia/responsaveis/excluir/${card}/${encodeURIComponent(dono.email)}`, o),
      await http.post('/api/instancia/acompanhamento/inserir', { idInstancia: card }, o),
      await http.delete(`/api/instancia/acompanhamento/excluir/${card}`, o),
      await http.post('/api/instancia/etiquetas/inserir', { idInstancia: card, idEtiqueta: etiqueta.id }, o),
      await http.delete(`/api/instancia/etiquetas/excluir/${card}/${etiqueta.id}`, o),
      await http.get(`/api/instancia/checklists/buscar-por-instancia/${card}`, o),
      await http.post('/api/instancia/checklists/inserir', { idInstancia: card, jsonChecklist: { titulo: 'x' } }, o),
      await http.put(
        `/api/instancia/checklists/atualizar?idInstancia=${card}`,
        [{ id: 'x', jsonChecklist: { titulo: 'x' } }],
        o,
      ),
      await http.delete(`/api/instancia/checklists/excluir/x?idInstancia=${card}`, o),
      await http.get(`/api/instancia/comentarios/buscar-por-instancia/${card}`, o),
      await http.post('/api/instancia/comentarios/inserir', { idInstancia: card, comentario: '<p>x</p>' }, o),
      await http.delete(`/api/instancia/comentarios/excluir/x?idInstancia=${card}`, o),
      await http.get(`/api/instancia/anexos/buscar-por-instancia/${card}`, o),
      await http.post(
        `/api/instancia/anexos/solicitar-upload/${card}`,
        { nomeArquivo: 'a.txt', tipoMime: 'text/plain', tamanho: 1 },
        o,
      ),
      await http.post(`/api/instancia/anexos/confirmar/x?idInstancia=${card}`, {}, o),
      await http.delete(`/api/instancia/anexos/excluir/x?idInstancia=${card}`, o),
      await http.get(`/api/instancia/anexos/download/x?idInstancia=${card}`, o),
    ];
    expect(respostas.map((r) => r.status)).toEqual(respostas.map(() => 404));
    expect(respostas.map((r) => comoErro(r).mensagem)).toEqual(respostas.map(() => 'Card não encontrado'));
  });
});
