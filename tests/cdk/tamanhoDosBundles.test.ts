import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entradasDasLambdas, gerarBundles, pesoPorPacote, type BundleGerado } from '../../infra/cdk/bundlesDasLambdas';
import { LIMITE_BUNDLE_BYTES, TETOS_PROVISORIOS_BYTES } from '../../infra/cdk/lambdaBundling';

/**
 * Every Lambda of functions/src/app/lambdas.ts, bundled as the stack ships it, stays within the
 * goal (300 KB minified) or, while the remaining cuts land, within its provisional ceiling.
 * esbuild builds the 14 bundles in parallel in a few seconds.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'workflow-tamanho-bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('tamanho dos bundles das Lambdas', () => {
  let bundles: BundleGerado[] = [];

  it('bundles every function', async () => {
    bundles = await gerarBundles(dir);
    expect(bundles.map((b) => b.funcao).sort()).toEqual(entradasDasLambdas().map((e) => e.funcao).sort());
  }, 120_000);

  it('keeps every bundle within the goal or its provisional ceiling', () => {
    const acima = bundles.flatMap((b) => {
      const teto = TETOS_PROVISORIOS_BYTES[b.funcao] ?? LIMITE_BUNDLE_BYTES;
      if (b.bytes <= teto) return [];
      const pesados = pesoPorPacote(b.metafile)
        .slice(0, 5)
        .map((p) => `${p.pacote} ${kb(p.bytes)}`)
        .join(', ');
      return [`${b.funcao}: ${kb(b.bytes)} > ${kb(teto)} (mais pesados: ${pesados})`];
    });
    expect(acima).toEqual([]);
  });

  it('keeps no provisional ceiling for an unknown function or one already within the goal', () => {
    const nomes = new Set(bundles.map((b) => b.funcao));
    for (const funcao of Object.keys(TETOS_PROVISORIOS_BYTES)) expect(nomes.has(funcao), funcao).toBe(true);
    const folgados = bundles.filter((b) => TETOS_PROVISORIOS_BYTES[b.funcao] !== undefined && b.bytes <= LIMITE_BUNDLE_BYTES);
    expect(folgados.map((b) => `${b.funcao} (${kb(b.bytes)}) já está na meta: remova o teto provisório`)).toEqual([]);
  });

  it('bundles nodemailer only into the e-mail consumer and the S3 client only where files are touched', () => {
    const comPacote = (pacote: string) =>
      bundles.filter((b) => pesoPorPacote(b.metafile).some((p) => p.pacote === pacote)).map((b) => b.funcao).sort();
    expect(comPacote('nodemailer')).toEqual(['email']);
    expect(comPacote('@aws-sdk/client-eventbridge')).toEqual(['outbox-publisher']);
    expect(comPacote('@aws-sdk/client-apigatewaymanagementapi')).toEqual(['realtime-fanout', 'realtime-ws']);
    // Logos, photos and attachments: signed URLs or objects read, written or removed.
    expect(comPacote('@aws-sdk/client-s3')).toEqual(['auth', 'cards', 'chat', 'clientes', 'fluxos', 'instancias', 'limpeza', 'usuarios']);
    // The SDK's default credential chain (SSO, STS, ini files...) never runs in Lambda.
    expect(comPacote('@aws-sdk/nested-clients')).toEqual([]);
    expect(comPacote('@aws-sdk/credential-provider-sso')).toEqual([]);
  });
});
