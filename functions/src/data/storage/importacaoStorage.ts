import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { AppDeps } from '../../kernel/deps';
import { lerObjeto, PREFIXO_PENDENTES, urlDeDownload, urlDeUpload } from './anexoStorage';
import { clienteS3 } from './clienteS3';

type Deps = Pick<AppDeps, 's3' | 'env'>;

/**
 * A data base import's CSV in the files bucket. It lands under the pending uploads' prefix, so
 * the bucket's lifecycle rule (a day; the local runtime's sweep) removes the file of an import
 * that never started or whose job is long done: nothing else needs to remember it.
 */
export const chaveArquivoImportacao = (sigla: string, idImportacao: string) =>
  `${PREFIXO_PENDENTES}${sigla.toUpperCase()}/importacoes/${idImportacao}.csv`;

export const TIPO_CSV = 'text/csv';

/** A presigned PUT bound to the declared size and text/csv (S3 refuses any other body). */
export const urlDeUploadCsv = (deps: Deps, chave: string, tamanho: number) =>
  urlDeUpload(deps, chave, TIPO_CSV, tamanho);

/** The uploaded file's size, or null when nothing was uploaded. */
export async function tamanhoDoArquivo(deps: Deps, chave: string): Promise<number | null> {
  return (await lerObjeto(deps, chave))?.tamanho ?? null;
}

/**
 * Bytes [de, ate) of the file (a ranged GET: a step reads its part, never the whole file). A
 * server that ignores Range answers the whole object: only the range asked for is kept.
 */
export async function lerTrechoDoArquivo(deps: Deps, chave: string, de: number, ate: number): Promise<Buffer> {
  if (ate <= de) return Buffer.alloc(0);
  const r = await clienteS3(deps).send(
    new GetObjectCommand({ Bucket: deps.env.bucketArquivos, Key: chave, Range: `bytes=${de}-${ate - 1}` }),
  );
  const bytes = Buffer.from((await r.Body?.transformToByteArray()) ?? new Uint8Array());
  if (bytes.length > ate - de) return bytes.subarray(de, ate);
  return bytes;
}

export async function excluirArquivoImportacao(deps: Deps, chave: string): Promise<void> {
  await clienteS3(deps).send(new DeleteObjectCommand({ Bucket: deps.env.bucketArquivos, Key: chave }));
}

/** Where an import's rejects CSV is written when asked for (pending prefix: the bucket expires it). */
export const chaveRejeitadasImportacao = (sigla: string, idImportacao: string) =>
  `${PREFIXO_PENDENTES}${sigla.toUpperCase()}/importacoes/${idImportacao}-rejeitadas.csv`;

/** Writes the rejects CSV and answers a presigned GET that downloads it under `nomeArquivo`. */
export async function publicarCsv(deps: Deps, chave: string, texto: string, nomeArquivo: string): Promise<string> {
  await clienteS3(deps).send(
    new PutObjectCommand({
      Bucket: deps.env.bucketArquivos,
      Key: chave,
      Body: texto,
      ContentType: `${TIPO_CSV}; charset=utf-8`,
    }),
  );
  return urlDeDownload(deps, chave, nomeArquivo, `${TIPO_CSV}; charset=utf-8`);
}
