import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppDeps } from '../../kernel/deps';
import { clienteS3 } from './clienteS3';
import { logger } from '../../kernel/observabilidade';

type Deps = Pick<AppDeps, 's3' | 'env'>;

/**
 * Card attachments in the files bucket (bytes in S3 through presigned URLs, metadata
 * in the table). Two places, so that what is served is only ever what was checked:
 * - `pendentes/<SIGLA>/<idAnexo>/<safe file name>`: where the browser's presigned PUT writes.
 *   Never served; its URL stays valid after the confirmation, so anything PUT there later is
 *   only a left-over (the bucket expires the prefix after a day, infra/cdk/buckets.ts).
 * - `<SIGLA>/cards/<idCard>/anexos/<idAnexo>/<idCopia>/<safe file name>`: the copy the
 *   confirmation made and checked, the one the metadata points at and downloads sign. No URL
 *   writes there, and each confirmation copies to a key of its own (`idCopia`), so two
 *   confirmations racing never check one copy and record the other. One card's objects share a
 *   prefix, so deleting the card lists and removes them.
 */
export const anexoKeys = {
  pendente: (sigla: string, idAnexo: string, nomeSeguro: string) =>
    `${PREFIXO_PENDENTES}${sigla.toUpperCase()}/${idAnexo}/${nomeSeguro}`,
  objeto: (sigla: string, idCard: string, idAnexo: string, idCopia: string, nomeSeguro: string) =>
    `${prefixoDoCard(sigla, idCard)}anexos/${idAnexo}/${idCopia}/${nomeSeguro}`,
  /** A chat attachment's checked copy, under its flow (same two-step upload as a card's). */
  objetoChat: (sigla: string, idFluxo: string, idAnexo: string, idCopia: string, nomeSeguro: string) =>
    `${prefixoDoChat(sigla, idFluxo)}${idAnexo}/${idCopia}/${nomeSeguro}`,
};

/** Where every upload lands first (a lifecycle rule of the bucket matches it: keep it a constant). */
export const PREFIXO_PENDENTES = 'pendentes/';
/**
 * Age after which a pending upload is removed: the bucket's lifecycle rule in AWS, the local
 * runtime's sweep locally. A grant lives 1 hour and its URL 10 minutes, so a day is ample.
 */
export const DIAS_UPLOAD_PENDENTE = 1;
const prefixoDoCard = (sigla: string, idCard: string) => `${sigla.toUpperCase()}/cards/${idCard}/`;
/** One flow's chat objects share a prefix, so the flow's clean-up lists and removes them. */
const prefixoDoChat = (sigla: string, idFluxo: string) => `${sigla.toUpperCase()}/chat/${idFluxo}/`;

/** A presigned PUT lives 10 minutes: long enough for a large file, short enough to be useless once leaked. */
const VALIDADE_UPLOAD_SEGUNDOS = 600;
/** Download URLs are asked for on each click or list, so 10 minutes is plenty. */
const VALIDADE_DOWNLOAD_SEGUNDOS = 600;

/**
 * A presigned PUT bound to the exact Content-Length and Content-Type declared: S3 refuses a body
 * of any other size or type (signed headers). The browser must send both headers as given.
 */
export async function urlDeUpload(deps: Deps, chave: string, tipoMime: string, tamanho: number): Promise<string> {
  return getSignedUrl(
    clienteS3(deps),
    new PutObjectCommand({
      Bucket: deps.env.bucketArquivos,
      Key: chave,
      ContentType: tipoMime,
      ContentLength: tamanho,
    }),
    { expiresIn: VALIDADE_UPLOAD_SEGUNDOS, signableHeaders: new Set(['content-type', 'content-length']) },
  );
}

/** Size and type of the object as stored, or null when nothing was uploaded. */
export async function lerObjeto(
  deps: Deps,
  chave: string,
): Promise<{ tamanho: number; tipoMime: string | undefined } | null> {
  try {
    const r = await clienteS3(deps).send(new HeadObjectCommand({ Bucket: deps.env.bucketArquivos, Key: chave }));
    return { tamanho: r.ContentLength ?? 0, tipoMime: r.ContentType };
  } catch (e) {
    if (e instanceof NotFound || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return null;
    throw e;
  }
}

/**
 * The object's first `bytes` bytes (a ranged GET: a large file is never read whole), for the
 * check of its content against the declared type. `tamanho` is the object's (HEAD): S3 answers
 * 416 to a range of an empty object, so nothing is asked for then.
 */
export async function lerInicioDoObjeto(
  deps: Deps,
  chave: string,
  tamanho: number,
  bytes: number,
): Promise<Uint8Array> {
  if (tamanho === 0) return new Uint8Array();
  const r = await clienteS3(deps).send(
    new GetObjectCommand({ Bucket: deps.env.bucketArquivos, Key: chave, Range: `bytes=0-${bytes - 1}` }),
  );
  const inicio = (await r.Body?.transformToByteArray()) ?? new Uint8Array();
  // A server that ignores Range answers the whole object: keep only what was asked for.
  return inicio.subarray(0, bytes);
}

/**
 * A server-side copy, the bytes never leaving S3. The copy is a snapshot of one version of the
 * source: a PUT to the source afterwards does not change it. False when the source is missing.
 */
export async function copiarObjeto(deps: Deps, origem: string, destino: string): Promise<boolean> {
  try {
    await clienteS3(deps).send(
      new CopyObjectCommand({
        Bucket: deps.env.bucketArquivos,
        Key: destino,
        CopySource: `${deps.env.bucketArquivos}/${origem.split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
    return true;
  } catch (e) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if ((e as { name?: string }).name === 'NoSuchKey' || status === 404) return false;
    throw e;
  }
}

/** Best effort: a left-over object costs storage, never correctness (no item points at it). */
export async function excluirObjeto(deps: Deps, chave: string): Promise<void> {
  try {
    await clienteS3(deps).send(new DeleteObjectCommand({ Bucket: deps.env.bucketArquivos, Key: chave }));
  } catch (e) {
    logger.warn('Falha ao excluir anexo', { chave, error: e as Error });
  }
}

/**
 * Every object of a deleted card (its attachments, whatever their key's version), page by page.
 * Best effort like excluirObjeto: nothing points at them once the card item is gone.
 */
export async function excluirObjetosDoCard(deps: Deps, sigla: string, idCard: string): Promise<void> {
  try {
    await excluirTodosObjetosDoCard(deps, sigla, idCard);
  } catch (e) {
    logger.warn('Falha ao excluir os anexos do card', { idCard, error: e as Error });
  }
}

/**
 * The same, failing loudly: for the clean-up of a deleted flow, which must retry rather than
 * forget objects (it deletes the card item only after this succeeded). Idempotent.
 */
export async function excluirTodosObjetosDoCard(deps: Deps, sigla: string, idCard: string): Promise<void> {
  const Bucket = deps.env.bucketArquivos;
  let ContinuationToken: string | undefined;
  do {
    const pagina = await clienteS3(deps).send(
      new ListObjectsV2Command({ Bucket, Prefix: prefixoDoCard(sigla, idCard), ContinuationToken }),
    );
    const chaves = (pagina.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (chaves.length) {
      const r = await clienteS3(deps).send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: chaves, Quiet: true } }),
      );
      if (r.Errors?.length) throw new Error(`S3 não excluiu ${r.Errors.length} objeto(s) do card ${idCard}`);
    }
    ContinuationToken = pagina.IsTruncated ? pagina.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/**
 * One page (S3's, up to 1,000 keys) of a deleted flow's chat objects; true when more
 * are left. Failing loudly like excluirTodosObjetosDoCard: the flow's clean-up retries the step.
 * What it deletes is gone from the listing, so the first page is always what is left.
 */
export async function excluirPaginaDeObjetosDoChat(deps: Deps, sigla: string, idFluxo: string): Promise<boolean> {
  const Bucket = deps.env.bucketArquivos;
  const pagina = await clienteS3(deps).send(
    new ListObjectsV2Command({ Bucket, Prefix: prefixoDoChat(sigla, idFluxo) }),
  );
  const chaves = (pagina.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
  if (chaves.length) {
    const r = await clienteS3(deps).send(
      new DeleteObjectsCommand({ Bucket, Delete: { Objects: chaves, Quiet: true } }),
    );
    if (r.Errors?.length) throw new Error(`S3 não excluiu ${r.Errors.length} objeto(s) do chat do fluxo ${idFluxo}`);
  }
  return Boolean(pagina.IsTruncated);
}

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 original. */
function disposicao(nomeArquivo: string, tipo: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = nomeArquivo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${tipo}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nomeArquivo)}`;
}

/**
 * A presigned GET that always downloads (never renders) the object, under its original name and
 * with the type recorded at confirmation, whatever the object itself was stored with.
 */
export async function urlDeDownload(deps: Deps, chave: string, nomeArquivo: string, tipoMime: string): Promise<string> {
  return getSignedUrl(
    clienteS3(deps),
    new GetObjectCommand({
      Bucket: deps.env.bucketArquivos,
      Key: chave,
      ResponseContentDisposition: disposicao(nomeArquivo),
      ResponseContentType: tipoMime,
    }),
    { expiresIn: VALIDADE_DOWNLOAD_SEGUNDOS },
  );
}

/**
 * A presigned GET that shows the object in the browser (inline), for the card modal's preview.
 * The caller decides which files may be shown (cards' tipoExibidoNoNavegador: PDF and raster
 * images) and passes the type to serve them with. The object lives on the files bucket's origin,
 * never the app's, and the app frames it only for PDFs.
 */
export async function urlDeVisualizacao(deps: Deps, chave: string, nomeArquivo: string, tipo: string): Promise<string> {
  return getSignedUrl(
    clienteS3(deps),
    new GetObjectCommand({
      Bucket: deps.env.bucketArquivos,
      Key: chave,
      ResponseContentDisposition: disposicao(nomeArquivo, 'inline'),
      ResponseContentType: tipo,
    }),
    { expiresIn: VALIDADE_DOWNLOAD_SEGUNDOS },
  );
}
