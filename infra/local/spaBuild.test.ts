import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideBuild, ensureSpaBuild, newestSource, spaBuildPaths, type SpaBuildPaths } from './spaBuild';

describe('decideBuild', () => {
  const source = (mtimeMs: number) => ({ file: '/repo/web/src/App.tsx', mtimeMs });

  it('builds when there is no build', () => {
    expect(decideBuild(undefined, source(1_000))).toEqual({ build: true });
    expect(decideBuild(undefined, undefined)).toEqual({ build: true });
  });

  it('keeps a build newer than every source', () => {
    expect(decideBuild(2_000, source(1_000))).toEqual({ build: false });
    expect(decideBuild(2_000, source(2_000))).toEqual({ build: false });
  });

  it('builds again when a source changed after the build', () => {
    expect(decideBuild(2_000, source(2_001))).toEqual({ build: true, changed: '/repo/web/src/App.tsx' });
  });
});

describe('spaBuildPaths', () => {
  it('names the web sources, shared, the configs and the lock file, and web/dist/index.html', () => {
    const paths = spaBuildPaths('/repo');
    expect(paths.distIndex).toBe(path.join('/repo', 'web', 'dist', 'index.html'));
    for (const source of ['web/src', 'web/index.html', 'web/vite.config.ts', 'shared/src', 'package-lock.json'])
      expect(paths.sources).toContain(path.join('/repo', source));
    expect(paths.sources.some((s) => s.includes('dist'))).toBe(false);
  });
});

describe('ensureSpaBuild', () => {
  let repo: string;
  let paths: SpaBuildPaths;
  let builds: number;
  const HOUR = 3_600_000;
  const at = (file: string, ms: number) => utimes(file, new Date(ms), new Date(ms));
  /** A stand-in for vite build: writes dist/index.html, as the real one does last. */
  const build = async (webDir: string): Promise<void> => {
    builds += 1;
    await mkdir(path.join(webDir, 'dist'), { recursive: true });
    await writeFile(path.join(webDir, 'dist', 'index.html'), '<!doctype html>');
  };
  const ensure = () => ensureSpaBuild({ paths, build, log: () => undefined, relativeTo: repo });

  beforeEach(async () => {
    repo = await mkdtemp(path.join(os.tmpdir(), 'spa-build-'));
    paths = spaBuildPaths(repo);
    builds = 0;
    await mkdir(path.join(repo, 'web', 'src', 'features'), { recursive: true });
    await mkdir(path.join(repo, 'shared', 'src'), { recursive: true });
    await writeFile(path.join(repo, 'web', 'src', 'features', 'Tela.tsx'), 'export {}');
    await writeFile(path.join(repo, 'shared', 'src', 'tipos.ts'), 'export {}');
    await writeFile(path.join(repo, 'package-lock.json'), '{}');
    // Sources an hour old, as after a clone and some work.
    const anHourAgo = Date.now() - HOUR;
    for (const file of ['web/src/features/Tela.tsx', 'shared/src/tipos.ts', 'package-lock.json'])
      await at(path.join(repo, file), anHourAgo);
  });
  afterEach(() => rm(repo, { recursive: true, force: true }));

  it('builds when there is no build', async () => {
    expect(await ensure()).toBe(true);
    expect(builds).toBe(1);
  });

  it('does not build again when the build is newer than the sources', async () => {
    await ensure();
    expect(await ensure()).toBe(false);
    expect(await ensure()).toBe(false);
    expect(builds).toBe(1);
  });

  it('builds again when a source, deep in web/src or in shared/, changed after the build', async () => {
    await ensure();
    await at(paths.distIndex, Date.now() - HOUR / 2);

    await at(path.join(repo, 'web', 'src', 'features', 'Tela.tsx'), Date.now());
    expect(await ensure()).toBe(true);
    await at(path.join(repo, 'shared', 'src', 'tipos.ts'), Date.now() + HOUR);
    expect(await ensure()).toBe(true);
    expect(builds).toBe(3);
  });

  it('dates the build from its start, so a source saved while it ran is built next time', async () => {
    const started = Date.now();
    // A long build: its index.html written an hour after it started.
    const slowBuild = async (webDir: string) => {
      await build(webDir);
      await at(paths.distIndex, started + HOUR);
    };
    await ensureSpaBuild({ paths, build: slowBuild, log: () => undefined, relativeTo: repo });

    expect((await stat(paths.distIndex)).mtimeMs).toBeLessThanOrEqual(Date.now());
    expect((await stat(paths.distIndex)).mtimeMs).toBeGreaterThanOrEqual(started - 1_000);
  });

  it('walks web/src whole, skipping node_modules', async () => {
    await mkdir(path.join(repo, 'web', 'src', 'node_modules'), { recursive: true });
    await writeFile(path.join(repo, 'web', 'src', 'node_modules', 'x.js'), '');
    await at(path.join(repo, 'web', 'src', 'features', 'Tela.tsx'), Date.now() + HOUR);

    expect((await newestSource(paths.sources))?.file).toBe(path.join(repo, 'web', 'src', 'features', 'Tela.tsx'));
  });
});
