import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LIMITES_ENTRADA } from '@wf/shared/constants/entrada';
import { routeGroups } from '../../functions/src/app/routeGroups';
import { createRouteMatcher } from '../../functions/src/app/routeMatcher';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';

/**
 * The HTTP stack itself, as API Gateway invokes it (no local gateway in front): in AWS it is the
 * only guard against a body between the product's cap and API Gateway's 10 MB, and it must
 * validate path parameters and cookies before anything reaches DynamoDB.
 */
let handler: (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;

beforeAll(async () => {
  Object.assign(process.env, handlerEnvironment(inject('endpoints')));
  handler = (await import('../../functions/src/domains/clientes/lambda')).handler as typeof handler;
});

const grupoDe = createRouteMatcher(routeGroups.map((g) => ({ ...g, method: 'ANY' })));

/** The event API Gateway sends through the proxy route (routeGroups.ts) that covers the path. */
function evento(method: string, rawPath: string, extra: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  const grupo = grupoDe(method, rawPath);
  return {
    version: '2.0',
    routeKey: grupo ? `ANY ${grupo.route.path}` : '$default',
    rawPath,
    rawQueryString: '',
    // As the SPA sends them, so the CSRF guard lets the request through to what is tested here.
    headers: { 'content-type': 'application/json', 'x-cliente': 'AVMB' },
    ...(grupo && { pathParameters: grupo.pathParameters }),
    isBase64Encoded: false,
    requestContext: { http: { method, sourceIp: '127.0.0.1' } },
    ...extra,
  } as APIGatewayProxyEventV2;
}

const chamar = async (e: APIGatewayProxyEventV2) => {
  const r = await handler(e, {} as Context);
  return { status: r.statusCode, body: JSON.parse(r.body ?? '{}') as { mensagem: string; tipo: string } };
};

describe('httpLambda', () => {
  it('refuses a body over the cap with 413 in pt-BR, before parsing it', async () => {
    const r = await chamar(
      evento('PUT', '/api/cliente/atualizar', { body: `"${'x'.repeat(LIMITES_ENTRADA.corpoBytes)}"` }),
    );
    expect(r).toEqual({ status: 413, body: { mensagem: 'A requisição é grande demais', tipo: 'PayloadMuitoGrande' } });
  });

  it('refuses a path parameter of 3 KB with 400 before the handler', async () => {
    const r = await chamar(evento('GET', `/api/cliente/${'A'.repeat(3000)}`));
    expect(r).toMatchObject({ status: 400, body: { mensagem: 'Ambiente inválido', tipo: 'EValidacao' } });
  });

  it('a broken cookie is ignored: the route answers as without it', async () => {
    const r = await chamar(evento('GET', '/api/cliente/AVMB', { cookies: ['x=%E0%A4%A', 'wf_cliente=%ZZ'] }));
    expect(r.status).toBe(200);
  });

  it("zod's own messages come in pt-BR", async () => {
    const r = await chamar(evento('PUT', '/api/cliente/atualizar', { body: 'null' }));
    expect(r).toMatchObject({
      status: 400,
      body: { mensagem: 'Valor inválido: informe um objeto', tipo: 'EValidacao' },
    });
  });

  it("finds the table's route from the method and raw path of a proxy-route event", async () => {
    const e = evento('GET', '/api/cliente/AVMB');
    expect(e.routeKey).toBe('ANY /api/cliente/{proxy+}');
    const r = await chamar(e);
    expect(r).toMatchObject({ status: 200, body: { sigla: 'AVMB' } });
  });

  it('refuses with 404 RotaNaoEncontrada a path under its prefix the table lacks, another method, another Lambda', async () => {
    const naoEncontrada = { status: 404, body: { mensagem: 'Rota não encontrada', tipo: 'RotaNaoEncontrada' } };
    expect(await chamar(evento('GET', '/api/cliente/AVMB/extra'))).toEqual(naoEncontrada);
    expect(await chamar(evento('DELETE', '/api/cliente'))).toEqual(naoEncontrada);
    expect(await chamar(evento('GET', '/api/auth/verify-login'))).toEqual(naoEncontrada);
  });

  it('decodes a path parameter exactly once', async () => {
    expect(await chamar(evento('GET', '/api/cliente/%41VMB'))).toMatchObject({ status: 200, body: { sigla: 'AVMB' } });
    // Decoded twice, AV%2541 would be the existing-looking AVA; decoded once it is AV%41, refused.
    expect(await chamar(evento('GET', '/api/cliente/AV%2541'))).toMatchObject({
      status: 400,
      body: { mensagem: 'Ambiente inválido', tipo: 'EValidacao' },
    });
  });
});
