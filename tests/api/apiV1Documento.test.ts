import { readFile } from 'node:fs/promises';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, inject, it } from 'vitest';
import { operacoesApi } from '@wf/functions/domains/apiPublica/operacoes/index';
import { ARQUIVO_TIPOS, documentoAtual, tiposGerados } from './support/apiV1Documento';
import { conferirNoDocumento } from './support/clienteApiV1';

/**
 * The /api/v1 OpenAPI document: built from the operation list, valid OpenAPI 3.1, served in
 * public, complete for the manual, and the typed client's committed types in step with it.
 */

describe('GET /api/v1/openapi.json', () => {
  it('serves the document of the operation list to anyone, cacheable', async () => {
    const baseUrl = inject('baseUrl');
    const r = await fetch(`${baseUrl}/api/v1/openapi.json`);

    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
    const documento = (await r.json()) as ReturnType<typeof documentoAtual>;
    expect(documento).toEqual(documentoAtual(baseUrl));
    expect(documento.servers).toEqual([{ url: baseUrl }]);
  });
});

describe('the document', () => {
  const documento = documentoAtual();

  it('is valid OpenAPI 3.1', async () => {
    const resultado = await validate(structuredClone(documento) as unknown as Parameters<typeof validate>[0]);
    expect(resultado.valid, resultado.valid ? '' : compileErrors(resultado)).toBe(true);
    expect(resultado.warnings).toEqual([]);
    expect(resultado.specification).toBe('OpenAPI');
    expect(documento.openapi).toMatch(/^3\.1\./);
  });

  it('has, for every operation, a summary, a group and examples its own schemas accept', () => {
    expect(operacoesApi.length).toBeGreaterThan(0);
    for (const op of operacoesApi) {
      const onde = `${op.id} (${op.metodo.toUpperCase()} ${op.caminho})`;
      expect(op.resumo.trim(), onde).not.toBe('');
      expect(op.grupo.trim(), onde).not.toBe('');
      expect(op.exemplos.corpo !== undefined || op.exemplos.resposta !== undefined, onde).toBe(true);
      if (op.corpo) expect(op.corpo.safeParse(op.exemplos.corpo).success, `${onde}: exemplo do corpo`).toBe(true);
      if (op.resposta.schema)
        expect(op.resposta.schema.safeParse(op.exemplos.resposta).success, `${onde}: exemplo da resposta`).toBe(true);
    }
  });

  it("shows each example in the document, valid against the document's own schema", async () => {
    for (const op of operacoesApi) {
      const operacao = documento.paths[op.caminho][op.metodo] as { responses: Record<string, { content?: unknown }> };
      const sucesso = operacao.responses[op.resposta.status] as { content?: Record<string, { example?: unknown }> };
      expect(sucesso.content?.['application/json']?.example, op.id).toEqual(op.exemplos.resposta);
      const resposta = new Response(op.resposta.schema ? JSON.stringify(op.exemplos.resposta) : null, {
        status: op.resposta.status,
      });
      await expect(conferirNoDocumento(op.caminho, op.metodo, resposta)).resolves.toBeUndefined();
    }
  });

  it('documents the token scheme, the common errors with the 429 headers, and Idempotency-Key on idempotent POSTs', () => {
    expect(documento.security).toEqual([{ token: [] }]);
    const componentes = documento.components as {
      securitySchemes: Record<string, unknown>;
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(componentes.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
    expect(Object.keys(componentes.responses.LimiteExcedido.headers ?? {})).toEqual([
      'Retry-After',
      'RateLimit',
      'RateLimit-Policy',
    ]);
    for (const op of operacoesApi) {
      const operacao = documento.paths[op.caminho][op.metodo] as {
        responses: Record<string, unknown>;
        parameters: unknown[];
      };
      expect(Object.keys(operacao.responses), op.id).toEqual(
        expect.arrayContaining(['400', '401', '429', ...(op.erros ?? []).map(String)]),
      );
      const comChave = operacao.parameters.some((p) => JSON.stringify(p).includes('IdempotencyKey'));
      expect(comChave, op.id).toBe(op.idempotente === true);
    }
  });

  it("documents the rules' webhook with the Standard Webhooks headers and how to verify them", () => {
    const webhook = (
      documento.webhooks as Record<string, Record<string, { parameters: { name: string }[]; description: string }>>
    ).regraAcionarWebhook;
    for (const metodo of ['post', 'put']) {
      expect(webhook[metodo].parameters.map((p) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
      expect(webhook[metodo].description).toContain("import { Webhook } from 'standardwebhooks'");
    }
  });

  it('refuses an answer whose status the operation does not document', async () => {
    // A real answer of the runtime: a path no route serves.
    const r = await fetch(`${inject('baseUrl')}/api/v1/caminho-que-nao-existe`);
    expect(r.status).toBe(404);
    const op = operacoesApi[0];
    await expect(conferirNoDocumento(op.caminho, op.metodo, r)).rejects.toThrow('status não documentado');
  });

  it('refuses an answer whose body the schema does not accept', async () => {
    const op = operacoesApi.find((o) => o.resposta.schema)!;
    const resposta = new Response(JSON.stringify({ inesperado: true }), { status: op.resposta.status });
    await expect(conferirNoDocumento(op.caminho, op.metodo, resposta)).rejects.toThrow('resposta fora do schema');
  });
});

describe('the typed client (apiV1.d.ts)', () => {
  it('is what the current schemas generate (after a schema change, run npm run gerar:api)', async () => {
    const committed = await readFile(ARQUIVO_TIPOS, 'utf8');
    expect(
      committed === (await tiposGerados()),
      'tests/api/support/apiV1.d.ts desatualizado: rode npm run gerar:api',
    ).toBe(true);
  });
});
