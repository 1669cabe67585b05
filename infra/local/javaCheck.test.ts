import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertJava, parseJavaMajor } from './javaCheck';

describe('parseJavaMajor', () => {
  it('reads the major of modern version strings', () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('java version "21" 2023-09-19')).toBe(21);
  });

  it('reads the legacy 1.x scheme as its minor', () => {
    expect(parseJavaMajor('java version "1.8.0_402"')).toBe(8);
  });

  it('gives undefined for unrelated output', () => {
    expect(parseJavaMajor('bash: java: command not found')).toBeUndefined();
  });
});

describe('assertJava', () => {
  const originalPath = process.env.PATH;
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'java-check-'));
  });
  afterEach(async () => {
    process.env.PATH = originalPath;
    await rm(dir, { recursive: true, force: true });
  });

  it('passes with the Java of this machine', async () => {
    await expect(assertJava()).resolves.toBeUndefined();
  });

  it('explains how to install Java when there is none on the PATH', async () => {
    process.env.PATH = dir;

    await expect(assertJava()).rejects.toThrow('apt-get install -y openjdk-17-jre-headless');
  });

  it('refuses a Java older than 17, naming the version found', async () => {
    const fakeJava = path.join(dir, 'java');
    await writeFile(fakeJava, '#!/bin/sh\necho \'openjdk version "11.0.2" 2019-01-15\' >&2\n');
    await chmod(fakeJava, 0o755);
    process.env.PATH = dir;

    await expect(assertJava()).rejects.toThrow('encontrado Java 11');
  });
});
