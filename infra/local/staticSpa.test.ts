import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, LOOPBACK } from './ports';
import { createStaticSpa, fileInside } from './staticSpa';

let distDir: string;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'spa-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Workflow</title>');
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
  const serve = createStaticSpa(distDir, '/workflow');
  server = http.createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await closeServer(server);
  await rm(distDir, { recursive: true, force: true });
});

describe('createStaticSpa', () => {
  it('serves hashed assets with a year of immutable cache', async () => {
    const response = await fetch(`${baseUrl}/workflow/assets/index-abc123.js`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves index.html for the base and for client-side routes, never cached', async () => {
    for (const route of ['/workflow', '/workflow/', '/workflow/login/AVMB']) {
      const response = await fetch(`${baseUrl}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Workflow</title>');
    }
  });

  it('serves other files of the build', async () => {
    const response = await fetch(`${baseUrl}/workflow/favicon.svg`);

    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    expect((await fetch(`${baseUrl}/workflow/assets/index-velho.js`)).status).toBe(404);
  });
});

describe('fileInside', () => {
  it('keeps paths inside the root', () => {
    expect(fileInside('/srv/dist', '/workflow', '/workflow/assets/a.js')).toBe('/srv/dist/assets/a.js');
    expect(fileInside('/srv/dist', '/workflow', '/workflow/%2e%2e/%2e%2e/etc/passwd')).toBe('/srv/dist/etc/passwd');
  });
});
