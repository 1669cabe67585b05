import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * Serves a built SPA (vite build output) under a base path, as CloudFront does in AWS: hashed
 * assets cached for a year, index.html never cached, and any other path answered with
 * index.html so the client-side router can take it.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a request path names inside `root`, or undefined if it would escape it. */
export function fileInside(root: string, base: string, pathname: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(base.length));
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, size: number): void {
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(size),
    'cache-control': cacheControl,
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}

export function hasBuild(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

/** `base` without the trailing slash, e.g. `/workflow`. */
export function createStaticSpa(distDir: string, base: string) {
  const root = path.resolve(distDir);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = fileInside(root, base, pathname);
    if (file && file !== root && (await isFile(file))) {
      const isAsset = pathname.startsWith(`${base}/assets/`);
      return sendFile(req, res, file, isAsset ? IMMUTABLE : NO_CACHE, (await stat(file)).size);
    }
    // A missing hashed asset is an old page asking for a gone build: 404, not index.html.
    if (pathname.startsWith(`${base}/assets/`)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Arquivo não encontrado');
      return;
    }
    const index = path.join(root, 'index.html');
    sendFile(req, res, index, NO_CACHE, (await stat(index)).size);
  };
}
