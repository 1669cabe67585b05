import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entradasDasLambdas, gerarBundles, pesoPorPacote, type BundleGerado } from '../../infra/cdk/bundlesDasLambdas';
import { limiteDoBundle } from '../../infra/cdk/lambdaBundling';

/**
 * Every Lambda of functions/src/app/lambdas.ts, bundled as the stack ships it, stays within the
 * goal (300 KB minified; named exceptions in lambdaBundling.ts). esbuild builds the bundles in parallel.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'workflow-tamanho-bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The packages a bundle leaves to the runtime (its external imports), without subpaths. */
const externos = (b: BundleGerado): string[] => {
  const nomes = Object.values(b.metafile.outputs).flatMap((saida) =>
    saida.imports
      .filter((i) => i.external && !i.path.startsWith('node:'))
      .map((i) => /^(@[^/]+\/[^/]+|[^/]+)/.exec(i.path)![1]!),
  );
  return [...new Set(nomes)].sort();
};

describe('tamanho dos bundles das Lambdas', () => {
  let bundles: BundleGerado[] = [];
  const comPacote = (pacote: string) =>
    bundles
      .filter((b) => pesoPorPacote(b.metafile).some((p) => p.pacote === pacote))
      .map((b) => b.funcao)
      .sort();
  const queImportam = (pacote: string) =>
    bundles
      .filter((b) => externos(b).includes(pacote))
      .map((b) => b.funcao)
      .sort();

  it('bundles every function', async () => {
    bundles = await gerarBundles(dir);
    const nomes = entradasDasLambdas().map((e) => e.funcao);
    // One directory per bundle: two Lambdas of one name (an HTTP one and a consumer) would overwrite each other.
    expect(new Set(nomes).size).toBe(nomes.length);
    expect(bundles.map((b) => b.funcao).sort()).toEqual(nomes.sort());
  }, 120_000);

  it('keeps every bundle within the goal', () => {
    const acima = bundles.flatMap((b) => {
      if (b.bytes <= limiteDoBundle(b.funcao)) return [];
      const pesados = pesoPorPacote(b.metafile)
        .slice(0, 5)
        .map((p) => `${p.pacote} ${kb(p.bytes)}`)
        .join(', ');
      return [`${b.funcao}: ${kb(b.bytes)} > ${kb(limiteDoBundle(b.funcao))} (mais pesados: ${pesados})`];
    });
    expect(acima).toEqual([]);
  });

  it("takes the AWS SDK from the Lambda runtime: only the document client's two small packages are bundled", () => {
    const doSdk = new Set(
      bundles
        .flatMap((b) => pesoPorPacote(b.metafile).map((p) => p.pacote))
        .filter((p) => /^@(aws-sdk|smithy)\//.test(p)),
    );
    expect([...doSdk].sort()).toEqual(['@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb']);
    // Nothing else is left to the runtime: a package it lacks would fail at cold start. Node's
    // own modules are there (papaparse, in the data base import's job, requires 'stream').
    const fora = new Set(
      bundles
        .flatMap(externos)
        .filter((p) => !/^@(aws-sdk|smithy)\//.test(p) && !['fs', 'path', 'url', 'stream'].includes(p)),
    );
    expect([...fora]).toEqual([]);
  });

  it('bundles nodemailer nowhere; each SDK client is imported only where it is used', () => {
    // The local runtime hands the e-mail consumer its nodemailer transport; in AWS it is SES.
    expect(comPacote('nodemailer')).toEqual([]);
    expect(queImportam('@aws-sdk/client-sesv2')).toEqual(['EmailConsumer']);
    expect(queImportam('@aws-sdk/client-eventbridge')).toEqual(['OutboxPublisher']);
    // The rules engine defers the records past its tenant's pace (ChangeMessageVisibility); the
    // other batched consumer (the realtime fan-out) shares its wrapper, not the client.
    expect(queImportam('@aws-sdk/client-sqs')).toEqual(['RegrasConsumer']);
    expect(queImportam('@aws-sdk/client-apigatewaymanagementapi')).toEqual(['RealtimeFanoutConsumer', 'RealtimeWs']);
    // Logos, photos and attachments: signed URLs or objects read, written or removed. An external
    // import stays even when what it names is unused (esbuild cannot know the package has no side
    // effects), so any other function importing it would load the client at cold start for nothing.
    expect(queImportam('@aws-sdk/client-s3')).toEqual([
      // The public API: attachments (ApiPublicaHttp) and the people's photo URLs in the cards' answers.
      'ApiPublicaCardsHttp',
      'ApiPublicaHttp',
      'AuthHttp',
      // A data base import: the CSV's presigned upload, its size checked, the rejects CSV.
      'BasesDadosHttp',
      'CardsHttp',
      'ChatHttp',
      'ClientesHttp',
      'FluxosHttp',
      // The home feed's author photos (fotoUsuario, a signed URL).
      'HomeHttp',
      // A dictated audio: stored by the request (IaHttp), read and removed by the AI consumer.
      'IaConsumer',
      'IaHttp',
      'InstanciasHttp',
      // The import job reads the uploaded CSV part by part (ranged GETs).
      'JobsConsumer',
      'LimpezaConsumer',
      // The rules' copiarAnexoFormulario / moverAnexoFormulario copy form attachments to the
      // card's (CopyObject): the engine (RegrasConsumer) runs them. RegrasHttp does not:
      // executar-regras answers 202 and the consumer runs the actions.
      'RegrasConsumer',
      'UsuariosHttp',
    ]);
  });

  it('sanitises HTML without a CSS parser or entity tables', () => {
    for (const pacote of ['sanitize-html', 'postcss', 'source-map-js', 'entities', 'htmlparser2'])
      expect(comPacote(pacote), pacote).toEqual([]);
    // Comments and details; the rules' adicionarComentario / atualizarDetalhes write them too
    // (sanitised like a person's), from the engine (executar-regras only asks the engine to run).
    // The public API's comments and card details go through the same services. The e-mail
    // consumer sends a rule's rich-text e-mail as sanitised HTML (emails/htmlDoEmail.ts).
    expect(comPacote('xss')).toEqual([
      'ApiPublicaCardsHttp',
      'CardsHttp',
      'EmailConsumer',
      // The AI's metrics analysis, sanitised where the task is read (GET tarefas), not in the AI consumer.
      'IaHttp',
      'InstanciasHttp',
      'RegrasConsumer',
    ]);
  });
});
