import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { PREFIXO_PENDENTES } from '../../functions/src/data/storage/anexoStorage';
import { sweepPendingUploads } from '../../infra/local/pendingUploadsSweep';
import { BUCKET, clienteS3, objetoExiste } from '../support/s3';

const s3 = clienteS3();
const DIA_MS = 24 * 3600 * 1000;

describe('local sweep of pending uploads (the bucket lifecycle rule, locally)', () => {
  it('removes pending uploads older than a day and nothing else', async () => {
    // Only this test's own tenant prefix is swept: other tests' uploads may be pending right now.
    const meu = `${PREFIXO_PENDENTES}TSWEEP${randomUUID().slice(0, 8).toUpperCase()}/`;
    const pendente = `${meu}${randomUUID()}/relatorio.pdf`;
    const confirmado = `TSWEEP/cards/${randomUUID()}/anexos/a/b/relatorio.pdf`;
    for (const Key of [pendente, confirmado]) await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: 'x' }));

    // Young: kept.
    await sweepPendingUploads(s3, BUCKET, new Date(), meu);
    expect(await objetoExiste(s3, pendente)).toBe(true);

    // A day and a bit later: the pending one goes, the confirmed copy stays.
    expect(await sweepPendingUploads(s3, BUCKET, new Date(Date.now() + DIA_MS + 60_000), meu)).toBe(1);
    expect(await objetoExiste(s3, pendente)).toBe(false);
    expect(await objetoExiste(s3, confirmado)).toBe(true);
  });
});
