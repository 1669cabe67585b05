import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The local S3 answers only requests signed (Signature V4) with the local credentials, as S3
 * does: presigned URLs until they expire, and the SDK clients' Authorization header.
 */

const endpoint = inject('endpoints').s3;
const baseUrl = inject('baseUrl');
const cliente = (secretAccessKey: string) =>
  new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey },
    maxAttempts: 1,
  });
const s3 = cliente('S3RVER');
const intruso = cliente('outro-segredo');
afterAll(() => {
  s3.destroy();
  intruso.destroy();
});

const Bucket = 'workflow-arquivos';
const Key = `teste/${randomUUID()}/relatório final.txt`;
const CONTEUDO = 'conteúdo secreto';

beforeAll(async () => {
  await s3.send(new PutObjectCommand({ Bucket, Key, Body: CONTEUDO, ContentType: 'text/plain' }));
});

const urlDeLeitura = (opcoes: { expiresIn: number; signingDate?: Date }) =>
  getSignedUrl(s3, new GetObjectCommand({ Bucket, Key, ResponseContentDisposition: 'attachment' }), opcoes);

/** The URL with one query parameter replaced. */
function trocar(url: string, nome: string, valor: string): string {
  const u = new URL(url);
  u.searchParams.set(nome, valor);
  return u.toString();
}

async function esperarRecusa(resposta: Response, codigo: string): Promise<void> {
  expect(resposta.status).toBe(403);
  expect(await resposta.text()).toContain(`<Code>${codigo}</Code>`);
}

describe('local S3 signature gateway', () => {
  it('refuses an unsigned GET of an existing object, and an unsigned PUT', async () => {
    const objeto = `${endpoint}/${Bucket}/${Key.split('/').map(encodeURIComponent).join('/')}`;

    await esperarRecusa(await fetch(objeto), 'AccessDenied');
    await esperarRecusa(
      await fetch(`${endpoint}/${Bucket}/teste/${randomUUID()}`, { method: 'PUT', body: 'x' }),
      'AccessDenied',
    );
    await esperarRecusa(await fetch(`${endpoint}/${Bucket}?list-type=2`), 'AccessDenied');
  });

  it('serves a valid presigned GET', async () => {
    const r = await fetch(await urlDeLeitura({ expiresIn: 60 }));

    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe('attachment');
    expect(await r.text()).toBe(CONTEUDO);
  });

  it('refuses a tampered presigned URL: signature, another key, another response header', async () => {
    const url = await urlDeLeitura({ expiresIn: 60 });
    const assinatura = new URL(url).searchParams.get('X-Amz-Signature')!;
    const outra = `${assinatura.slice(0, -1)}${assinatura.endsWith('0') ? '1' : '0'}`;
    const outraChave = url.replace(encodeURIComponent('relatório final.txt'), 'outro.txt');

    await esperarRecusa(await fetch(trocar(url, 'X-Amz-Signature', outra)), 'SignatureDoesNotMatch');
    await esperarRecusa(await fetch(outraChave), 'SignatureDoesNotMatch');
    await esperarRecusa(await fetch(trocar(url, 'response-content-disposition', 'inline')), 'SignatureDoesNotMatch');
    await esperarRecusa(await fetch(trocar(url, 'X-Amz-Expires', '604800')), 'SignatureDoesNotMatch');
  });

  it('refuses an expired presigned URL', async () => {
    const url = await urlDeLeitura({ expiresIn: 60, signingDate: new Date(Date.now() - 61_000) });

    await esperarRecusa(await fetch(url), 'AccessDenied');
  });

  it('takes a valid presigned PUT bound to its size and type, and refuses another body size', async () => {
    const chave = `teste/${randomUUID()}.png`;
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const url = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket, Key: chave, ContentType: 'image/png', ContentLength: bytes.length }),
      { expiresIn: 60, signableHeaders: new Set(['content-type', 'content-length']) },
    );
    const put = (corpo: Buffer, tipo: string) =>
      fetch(url, { method: 'PUT', body: corpo, headers: { 'content-type': tipo, origin: baseUrl } });

    const maior = await put(Buffer.concat([bytes, bytes]), 'image/png');
    const outroTipo = await put(bytes, 'text/html');
    const certo = await put(bytes, 'image/png');

    expect(maior.status).toBe(403);
    // A browser's refused upload still gets CORS, so the SPA sees the 403.
    expect(maior.headers.get('access-control-allow-origin')).toBe(baseUrl);
    expect(outroTipo.status).toBe(403);
    expect(certo.status).toBe(200);
    const guardado = await s3.send(new GetObjectCommand({ Bucket, Key: chave }));
    expect([...(await guardado.Body!.transformToByteArray())]).toEqual([...bytes]);
  });

  it('serves the SDK clients signed with the local credentials, and refuses another secret', async () => {
    const chave = `teste/${randomUUID()}/a b.txt`;

    await s3.send(new PutObjectCommand({ Bucket, Key: chave, Body: 'sdk', ContentType: 'text/plain' }));
    const cabecalho = await s3.send(new HeadObjectCommand({ Bucket, Key: chave }));
    const parte = await s3.send(new GetObjectCommand({ Bucket, Key: chave, Range: 'bytes=0-1' }));
    const lista = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: chave }));
    const roubo = intruso.send(new GetObjectCommand({ Bucket, Key: chave }));

    expect(cabecalho.ContentLength).toBe(3);
    expect(await parte.Body!.transformToString()).toBe('sd');
    expect(lista.Contents?.map((o) => o.Key)).toEqual([chave]);
    await expect(roubo).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await s3.send(new DeleteObjectCommand({ Bucket, Key: chave }));
    await expect(s3.send(new HeadObjectCommand({ Bucket, Key: chave }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
  });
});
