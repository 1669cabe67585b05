import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DIAS_UPLOAD_PENDENTE, PREFIXO_PENDENTES } from '@wf/functions/data/storage/anexoStorage';
import { localCredentials } from './dynamoDbLocal';
import { errorText, type Log } from './log';

const DIA_MS = 24 * 3600 * 1000;
/** The bucket's lifecycle rule in AWS runs about daily; hourly is plenty for a developer's machine. */
const INTERVALO_MS = 3600 * 1000;

/**
 * What the files bucket's lifecycle rule does in AWS (infra/cdk/buckets.ts), which s3rver does
 * not: uploads left under the pending prefix (never confirmed, or PUT again through a URL still
 * valid after its confirmation) are removed once older than the same age. Returns how many went.
 * `prefix` narrows the sweep inside the pending prefix (a test sweeping only its own tenant's).
 */
export async function sweepPendingUploads(
  s3: S3Client,
  bucket: string,
  now: Date,
  prefix: string = PREFIXO_PENDENTES,
): Promise<number> {
  if (!prefix.startsWith(PREFIXO_PENDENTES)) throw new Error(`fora dos envios pendentes: ${prefix}`);
  const limite = now.getTime() - DIAS_UPLOAD_PENDENTE * DIA_MS;
  let removed = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
    const old = (page.Contents ?? []).flatMap((o) =>
      o.Key && o.LastModified && o.LastModified.getTime() < limite ? [{ Key: o.Key }] : [],
    );
    if (old.length) {
      await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: old, Quiet: true } }));
      removed += old.length;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return removed;
}

/** Sweeps once now (what expired while the runtime was off) and then every hour, until stopped. */
export function startPendingUploadsSweep(opts: { endpoint: string; region: string; bucket: string; log: Log }): {
  stop: () => void;
} {
  const s3 = new S3Client({
    endpoint: opts.endpoint,
    forcePathStyle: true,
    region: opts.region,
    credentials: localCredentials,
    // As the handlers' client (functions/src/kernel/deps.ts).
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const sweep = () =>
    sweepPendingUploads(s3, opts.bucket, new Date())
      .then((n) => {
        if (n > 0) opts.log(`${n} envio(s) pendente(s) com mais de ${DIAS_UPLOAD_PENDENTE} dia(s) removido(s)`);
      })
      .catch((error: unknown) => opts.log(`falha ao varrer envios pendentes: ${errorText(error)}`));
  void sweep();
  const timer = setInterval(() => void sweep(), INTERVALO_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      s3.destroy();
    },
  };
}
