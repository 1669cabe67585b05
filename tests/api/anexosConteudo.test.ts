import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Anexo, RespostaAnexos, UploadConcedido } from '@wf/shared/types/instancia';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import type { AmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import {
  criarCardPeloFormulario,
  enviarArquivo,
  enviarFormularioPublico,
  fluxoComFormularioPublico,
  tileDoCard,
} from './support/cards';
import { PNG_1X1 } from './support/dados';
import { ambienteComDono, type Pessoa } from './support/fluxos';

/**
 * Uploads checked by their first bytes: real bytes PUT to the presigned URL, then confirmed. A
 * program, or bytes of another type than declared, is refused (400) and leaves nothing behind.
 */

const s3 = new S3Client({
  endpoint: inject('endpoints').s3,
  forcePathStyle: true,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
afterAll(() => s3.destroy());

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
  ({ amb, dono } = await ambienteComDono());
  f = await fluxoComFormularioPublico(dono);
});

const s = () => ({ sigla: dono.sigla });

/** The object's key, from the presigned URL's path (/<bucket>/<key>). */
const chaveDaUrl = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').slice(2).join('/'));

async function objetoExiste(url: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: 'workflow-arquivos', Key: chaveDaUrl(url) }));
    return true;
  } catch (e) {
    if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw e;
  }
}

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
