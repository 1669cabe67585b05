import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { localCredentials } from './dynamoDbLocal';
import type { Log } from './log';
import { closeServer, isPortTaken, LOOPBACK, PortaEmUsoError } from './ports';
import { startS3SignatureGateway } from './s3SignatureGateway';

/** The part of s3rver 3.7 (untyped, CommonJS) the runtime uses. */
interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  serviceEndpoint: string;
  configureBuckets: Array<{ name: string; configs: string[] }>;
}
interface S3rverInstance {
  httpServer?: Server;
  run(): Promise<AddressInfo>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

export interface S3Storage {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * The SPA uploads and downloads attachments straight to S3 through presigned URLs, from the
 * product's origin: the bucket must allow that origin, as the CDK stack's CORS rule does.
 */
function corsFor(origins: string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  const methods = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'].map((m) => `<AllowedMethod>${m}</AllowedMethod>`).join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    `${allowed}${methods}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>` +
    '<MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>'
  );
}

/**
 * s3rver with its objects as plain files under `directory`; the buckets are created when absent.
 * s3rver serves anyone and does not check V4 signatures, so it listens on a free internal
 * loopback port and `port` is the signature gateway in front of it (s3SignatureGateway.ts):
 * as in AWS, only requests signed with the local credentials get through.
 */
export async function startS3Storage(
  directory: string,
  port: number,
  buckets: string[],
  allowedOrigins: string[],
  log: Log,
): Promise<S3Storage> {
  await mkdir(directory, { recursive: true });
  // s3rver reports a taken port only through an unhandled error event; ask first.
  if (await isPortTaken(port)) throw new PortaEmUsoError(port, 'S3 local', 'S3_PORT');
  const server = new S3rver({
    address: LOOPBACK,
    port: 0,
    directory,
    silent: true,
    serviceEndpoint: 'localhost',
    configureBuckets: buckets.map((name) => ({ name, configs: [corsFor(allowedOrigins)] })),
  });
  const { port: s3rverPort } = await server.run();
  const stopS3rver = async () => {
    if (server.httpServer) await closeServer(server.httpServer);
  };
  const gateway = await startS3SignatureGateway({
    port,
    s3rverPort,
    credentials: localCredentials,
    allowedOrigins,
    log,
  }).catch(async (error: unknown) => {
    await stopS3rver();
    throw error;
  });
  const endpoint = `http://localhost:${port}`;
  log(
    `S3 local (s3rver) pronto em ${endpoint}, buckets: ${buckets.join(', ')} (arquivos em ${directory}); só aceita pedidos assinados`,
  );
  return {
    endpoint,
    stop: async () => {
      await gateway.stop();
      await stopS3rver();
    },
  };
}
