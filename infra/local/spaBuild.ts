import { spawn } from 'node:child_process';
import { readdir, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Log } from './log';
import { webDir as defaultWebDir } from './paths';

/**
 * `npm start` serves the built SPA (web/dist), built on the first start and again when a source
 * of the build changed since: a newcomer gets the login page in a couple of seconds instead of
 * Vite's dev server compiling on demand (`npm run dev` keeps that for developers).
 */

/** What a build of web/ reads, and where its output's index.html lands. */
export interface SpaBuildPaths {
  webDir: string;
  /** web/dist/index.html: written last by vite build; its mtime is the build's time. */
  distIndex: string;
  /** Files and folders (walked) whose change makes the build stale. */
  sources: string[];
}

export function spaBuildPaths(repoRoot: string, webDir = path.join(repoRoot, 'web')): SpaBuildPaths {
  return {
    webDir,
    distIndex: path.join(webDir, 'dist', 'index.html'),
    sources: [
      path.join(webDir, 'src'),
      path.join(webDir, 'public'),
      path.join(webDir, 'index.html'),
      path.join(webDir, 'vite.config.ts'),
      path.join(webDir, 'tsconfig.json'),
      path.join(webDir, 'package.json'),
      // The SPA imports @wf/shared; its dependencies' versions come from the lock file.
      path.join(repoRoot, 'shared', 'src'),
      path.join(repoRoot, 'shared', 'package.json'),
      path.join(repoRoot, 'tsconfig.base.json'),
      path.join(repoRoot, 'package-lock.json'),
    ],
  };
}

export interface NewestFile {
  file: string;
  mtimeMs: number;
}

export type BuildDecision = { build: false } | { build: true; changed?: string };

/**
 * The staleness rule: build when there is no build, or when some source changed after it.
 * `builtAtMs` is the build's index.html mtime (undefined: no build).
 */
export function decideBuild(builtAtMs: number | undefined, newest: NewestFile | undefined): BuildDecision {
  if (builtAtMs === undefined) return { build: true };
  if (newest && newest.mtimeMs > builtAtMs) return { build: true, changed: newest.file };
  return { build: false };
}

async function mtimeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The most recently modified file under `sources` (an mtime walk: some 500 stats, milliseconds). */
export async function newestSource(sources: readonly string[]): Promise<NewestFile | undefined> {
  let newest: NewestFile | undefined;
  const visit = async (entry: string): Promise<void> => {
    let info;
    try {
      info = await stat(entry);
    } catch {
      return; // An optional source (web/public) may be absent.
    }
    if (info.isDirectory()) {
      const names = await readdir(entry);
      await Promise.all(names.filter((n) => n !== 'node_modules').map((n) => visit(path.join(entry, n))));
    } else if (!newest || info.mtimeMs > newest.mtimeMs) {
      newest = { file: entry, mtimeMs: info.mtimeMs };
    }
  };
  await Promise.all(sources.map(visit));
  return newest;
}

export interface EnsureSpaBuildOptions {
  paths: SpaBuildPaths;
  /** Runs the build (viteBuild in `npm start`; a stand-in in tests). */
  build: (webDir: string) => Promise<void>;
  log: Log;
  /** Where the file names in the log are relative to (the repository). */
  relativeTo: string;
}

/** Builds the SPA if it is missing or stale; resolves to whether it built. */
export async function ensureSpaBuild({ paths, build, log, relativeTo }: EnsureSpaBuildOptions): Promise<boolean> {
  const decision = decideBuild(await mtimeOf(paths.distIndex), await newestSource(paths.sources));
  if (!decision.build) return false;
  const reason = decision.changed
    ? `${path.relative(relativeTo, decision.changed)} mudou depois do último build`
    : `ainda não há build em ${path.relative(relativeTo, path.dirname(paths.distIndex))}`;
  log(`compilando o SPA (${reason}): alguns segundos, só quando o código muda...`);
  const startedAt = new Date();
  await build(paths.webDir);
  // The build's time is when it started: a source saved while it ran is newer, and is built next time.
  await utimes(paths.distIndex, startedAt, startedAt);
  log(`SPA compilado em ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1).replace('.', ',')} s`);
  return true;
}

/** `vite build` of `webDir` in a process of its own (its CPU apart from the runtime's event loop). */
export function viteBuild(signal?: AbortSignal): (webDir: string) => Promise<void> {
  return (webDir) =>
    new Promise((resolve, reject) => {
      const viteBin = path.join(
        path.dirname(createRequire(path.join(defaultWebDir, 'package.json')).resolve('vite/package.json')),
        'bin',
        'vite.js',
      );
      const child = spawn(process.execPath, [viteBin, 'build'], {
        cwd: webDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        signal,
      });
      // Its chunk list would bury the runtime's lines: shown only when the build fails.
      let output = '';
      const keep = (chunk: Buffer): void => {
        output = (output + chunk.toString()).slice(-8000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.once('error', reject);
      child.once('close', (code, closedBy) =>
        code === 0
          ? resolve()
          : reject(new Error(`a compilação do SPA (vite build) falhou (${code ?? closedBy}):\n${output}`)),
      );
    });
}
