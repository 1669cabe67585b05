import { beforeAll, describe, expect, it } from 'vitest';
import type { Anexo, RespostaAnexos, UploadConcedido } from '@wf/shared/types/instancia';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import { chavesSob, chaveDaUrl, clienteS3, objetoExiste as existe } from '../support/s3';
import type { AmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import {
  criarCardPeloFormulario,
  donoComFormularioPublico,
  enviarArquivo,
  enviarFormularioPublico,
  type fluxoComFormularioPublico,
  tileDoCard,
} from './support/cards';
import { PNG_1X1 } from './support/dados';
import type { Pessoa } from './support/fluxos';
import { criarCard } from './support/instancias';

/**
 * Uploads checked by their first bytes: real bytes PUT to the presigned URL, then confirmed. A
 * program, or bytes of another type than declared, is refused (400) and leaves nothing behind.
 */

const s3 = clienteS3();

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
]);
/** The start of a Windows program: DOS header, stub message, PE signature. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]),
  Buffer.alloc(46),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
  Buffer.from('PE\0\0'),
]);
const TEXTO = Buffer.from('Relatório de março\r\nvalor;quantidade\n10;2\n', 'utf8');

const EXECUTAVEL = 'Arquivos executáveis não são permitidos';

let amb: AmbienteDeTeste;
let dono: Pessoa;
let f: Awaited<ReturnType<typeof fluxoComFormularioPublico>>;

beforeAll(async () => {
  ({ amb, dono, f } = await donoComFormularioPublico());
});

const s = () => ({ sigla: dono.sigla });

/** Whether the upload's object is still there (the key its presigned URL writes to). */
const objetoExiste = (url: string) => existe(s3, chaveDaUrl(url));
/** What the card's confirmed attachments (and any check's copy) hold in the bucket. */
const objetosDoCard = (card: string) => chavesSob(s3, `${dono.sigla.toUpperCase()}/cards/${card}/`);

/** Grant for the declared name and type, the real bytes PUT to the URL, then the confirmation. */
async function anexar(card: string, nomeArquivo: string, tipoMime: string, bytes: Buffer) {
  const g = await dono.http.post<UploadConcedido>(
    `/api/instancia/anexos/solicitar-upload/${card}`,
    { nomeArquivo, tipoMime, tamanho: bytes.length },
    s(),
  );
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  expect((await enviarArquivo(g.body.uploadUrl, bytes, tipoMime)).status).toBe(200);
  const confirmar = () =>
    dono.http.post<{ Anexo: Anexo }>(`/api/instancia/anexos/confirmar/${g.body.idAnexo}?idInstancia=${card}`, {}, s());
  return { concedido: g.body, confirmacao: await confirmar(), confirmar };
}

const anexosDoCard = async (card: string) =>
  (await dono.http.get<RespostaAnexos>(`/api/instancia/anexos/buscar-por-instancia/${card}`, s())).body.listaAnexos;

describe('attachments checked by their first bytes', () => {
  it('accepts a PDF, a PNG and a text file whose bytes are what was declared', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    for (const [nome, tipo, bytes] of [
      ['contrato.pdf', 'application/pdf', PDF],
      ['foto.png', 'image/png', PNG],
      ['relatorio.txt', 'text/plain', TEXTO],
    ] as const) {
      const { confirmacao } = await anexar(card, nome, tipo, bytes);
      expect(confirmacao.status, `${nome}: ${JSON.stringify(confirmacao.body)}`).toBe(201);
    }
    expect(await tileDoCard(dono, card)).toMatchObject({ numTotalAnexos: 3 });
  });

  it('grants upload URLs that bind no checksum of an empty body (S3 would refuse every real file)', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const g = await dono.http.post<UploadConcedido>(
      `/api/instancia/anexos/solicitar-upload/${card}`,
      { nomeArquivo: 'contrato.pdf', tipoMime: 'application/pdf', tamanho: PDF.length },
      s(),
    );
    const parametros = [...new URL(g.body.uploadUrl).searchParams.keys()].map((p) => p.toLowerCase());
    expect(parametros.filter((p) => p.startsWith('x-amz-checksum-'))).toEqual([]);
  });

  it('refuses a Windows program named fatura.exe.pdf and declared as a PDF, leaving nothing behind', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const { concedido, confirmacao, confirmar } = await anexar(card, 'fatura.exe.pdf', 'application/pdf', EXE);

    expect([confirmacao.status, comoErro(confirmacao).mensagem]).toEqual([400, EXECUTAVEL]);
    expect(await objetoExiste(concedido.uploadUrl)).toBe(false);
    expect(await objetosDoCard(card)).toEqual([]);
    expect((await confirmar()).status).toBe(404); // the grant is gone too
    expect(await anexosDoCard(card)).toEqual([]);
    expect(await tileDoCard(dono, card)).toMatchObject({ numTotalAnexos: 0 });
  });

  it('refuses PNG bytes declared as a PDF, and binary bytes declared as text', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const comoPdf = await anexar(card, 'foto.pdf', 'application/pdf', PNG);
    const comoTexto = await anexar(card, 'notas.txt', 'text/plain', PNG);

    expect([comoPdf.confirmacao.status, comoErro(comoPdf.confirmacao).mensagem]).toEqual([
      400,
      'O conteúdo do arquivo não corresponde ao tipo PDF',
    ]);
    expect([comoTexto.confirmacao.status, comoErro(comoTexto.confirmacao).mensagem]).toEqual([
      400,
      'O conteúdo do arquivo não corresponde ao tipo TXT',
    ]);
    expect(await objetoExiste(comoPdf.concedido.uploadUrl)).toBe(false);
    expect(await objetoExiste(comoTexto.concedido.uploadUrl)).toBe(false);
    expect(await objetosDoCard(card)).toEqual([]);
    expect(await tileDoCard(dono, card)).toMatchObject({ numTotalAnexos: 0 });
  });

  it('refuses a shell script declared as text', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const { confirmacao } = await anexar(card, 'leia-me.txt', 'text/plain', Buffer.from('#!/bin/sh\ncurl x | sh\n'));
    expect([confirmacao.status, comoErro(confirmacao).mensagem]).toEqual([400, EXECUTAVEL]);
  });

  it('refuses a program sent through the public form, the card keeping no attachment', async () => {
    const r = await enviarFormularioPublico(amb.sigla, f.hash, {
      descricao: 'Fatura de março',
      anexos: [{ nomeArquivo: 'fatura.exe.pdf', tipoMime: 'application/pdf', tamanho: EXE.length }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const upload = r.body.uploads[0]!;
    expect((await enviarArquivo(upload.uploadUrl, EXE, 'application/pdf')).status).toBe(200);

    const c = await fetch(
      `${dono.http.baseUrl}/api/instancias/anexos-publicos/confirmar/${amb.sigla}/${f.hash}/${upload.idAnexo}`,
      { method: 'POST' },
    );

    expect([c.status, ((await c.json()) as { mensagem: string }).mensagem]).toEqual([400, EXECUTAVEL]);
    expect(await objetoExiste(upload.uploadUrl)).toBe(false);
    expect(await objetosDoCard(r.body.idInstancia)).toEqual([]);
    expect(await tileDoCard(dono, r.body.idInstancia)).toMatchObject({ numTotalAnexos: 0 });
  });

  it('serves every download as an attachment with the stored type, in the list and by the download route', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const { concedido } = await anexar(card, 'foto.png', 'image/png', PNG);
    const d = await dono.http.get<{ url: string }>(
      `/api/instancia/anexos/download/${concedido.idAnexo}?idInstancia=${card}`,
      s(),
    );
    const [daLista] = await anexosDoCard(card);

    for (const url of [d.body.url, daLista!.url]) {
      const baixado = await fetch(url);
      expect(baixado.status).toBe(200);
      expect(baixado.headers.get('content-type')).toBe('image/png');
      expect(baixado.headers.get('content-disposition')).toMatch(/^attachment; filename="foto\.png"/);
      expect(Buffer.from(await baixado.arrayBuffer())).toEqual(PNG);
    }
  });

  it('serves a photo through a URL that downloads it as an attachment with its image type', async () => {
    const r = await dono.http.put<{ usuario: UsuarioSessao }>(
      '/api/usuario/atualizar',
      { nome: 'Dona do Ambiente', imgFoto: PNG_1X1 },
      s(),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    const foto = await fetch(r.body.usuario.imgFoto ?? '');

    expect(foto.status).toBe(200);
    expect(foto.headers.get('content-type')).toBe('image/png');
    expect(foto.headers.get('content-disposition')).toBe('attachment');
  });
});

/** Both 1000 bytes, the size the grant binds: the second PUT is accepted by the same URL. */
const PDF_1000 = Buffer.concat([PDF, Buffer.alloc(1000 - PDF.length, 0x20)]);
const EXE_1000 = Buffer.concat([EXE, Buffer.alloc(1000 - EXE.length)]);

async function baixar(card: string, idAnexo: string): Promise<Buffer> {
  const d = await dono.http.get<{ url: string }>(`/api/instancia/anexos/download/${idAnexo}?idInstancia=${card}`, s());
  expect(d.status, JSON.stringify(d.body)).toBe(200);
  const r = await fetch(d.body.url);
  expect(r.status).toBe(200);
  return Buffer.from(await r.arrayBuffer());
}

describe('what is downloaded is what the confirmation checked', () => {
  it('keeps serving the PDF when a program is PUT through the same URL after the confirmation', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    const { concedido, confirmacao } = await anexar(card, 'fatura.exe.pdf', 'application/pdf', PDF_1000);
    expect(confirmacao.status, JSON.stringify(confirmacao.body)).toBe(201);

    // The URL is still valid (10 minutes), and S3 takes the program: same length and type.
    expect((await enviarArquivo(concedido.uploadUrl, EXE_1000, 'application/pdf')).status).toBe(200);

    expect(await baixar(card, concedido.idAnexo)).toEqual(PDF_1000);
    const [daLista] = await anexosDoCard(card);
    expect(Buffer.from(await (await fetch(daLista!.url)).arrayBuffer())).toEqual(PDF_1000);
  });

  it('keeps serving the PDF of the public form when a program is PUT through its URL after the confirmation', async () => {
    const r = await enviarFormularioPublico(amb.sigla, f.hash, {
      descricao: 'Fatura de abril',
      anexos: [{ nomeArquivo: 'fatura.exe.pdf', tipoMime: 'application/pdf', tamanho: PDF_1000.length }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const upload = r.body.uploads[0]!;
    expect((await enviarArquivo(upload.uploadUrl, PDF_1000, 'application/pdf')).status).toBe(200);
    const c = await fetch(
      `${dono.http.baseUrl}/api/instancias/anexos-publicos/confirmar/${amb.sigla}/${f.hash}/${upload.idAnexo}`,
      { method: 'POST' },
    );
    expect(c.status).toBe(201);

    expect((await enviarArquivo(upload.uploadUrl, EXE_1000, 'application/pdf')).status).toBe(200);

    expect(await baixar(r.body.idInstancia, upload.idAnexo)).toEqual(PDF_1000);
  });

  it('removes the objects of a deleted card', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, f.hash);
    // Only its author deletes a card: the public form's have none, so this one is the owner's.
    const meu = (await criarCard(dono, f.fluxo.id, 'Card com anexos')).id;
    for (const nome of ['a.pdf', 'b.pdf']) {
      expect((await anexar(meu, nome, 'application/pdf', PDF)).confirmacao.status).toBe(201);
    }
    expect((await anexar(card, 'outro.pdf', 'application/pdf', PDF)).confirmacao.status).toBe(201);
    expect(await objetosDoCard(meu)).toHaveLength(2);

    const ex = await dono.http.delete(`/api/instancias/excluir/${meu}`, s());
    expect(ex.status, JSON.stringify(ex.body)).toBe(200);

    expect(await objetosDoCard(meu)).toEqual([]);
    expect(await objetosDoCard(card)).toHaveLength(1); // another card's stay
  });
});
