import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { Log } from './log';
import { closeServer, isPortTaken, LOOPBACK, PortaEmUsoError } from './ports';

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
  run(): Promise<unknown>;
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

/** s3rver with its objects as plain files under `directory`; the buckets are created when absent. */
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
    port,
    directory,
    silent: true,
    serviceEndpoint: 'localhost',
    configureBuckets: buckets.map((name) => ({ name, configs: [corsFor(allowedOrigins)] })),
  });
  await server.run();
  const endpoint = `http://localhost:${port}`;
  log(`S3 local (s3rver) pronto em ${endpoint}, buckets: ${buckets.join(', ')} (arquivos em ${directory})`);
  return {
    endpoint,
    stop: async () => {
      if (server.httpServer) await closeServer(server.httpServer);
    },
  };
}
