import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LIMITES_ENTRADA } from '@wf/shared/constants/entrada';
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

function evento(routeKey: string, extra: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey,
    rawPath: routeKey.split(' ')[1] ?? '/',
    rawQueryString: '',
    // As the SPA sends them, so the CSRF guard lets the request through to what is tested here.
    headers: { 'content-type': 'application/json', 'x-cliente': 'AVMB' },
    isBase64Encoded: false,
    requestContext: { http: { method: routeKey.split(' ')[0], sourceIp: '127.0.0.1' } },
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
      evento('PUT /api/cliente/atualizar', { body: `"${'x'.repeat(LIMITES_ENTRADA.corpoBytes)}"` }),
    );
    expect(r).toEqual({ status: 413, body: { mensagem: 'A requisição é grande demais', tipo: 'PayloadMuitoGrande' } });
  });

  it('refuses a path parameter of 3 KB with 400 before the handler', async () => {
    const r = await chamar(evento('GET /api/cliente/{customer}', { pathParameters: { customer: 'A'.repeat(3000) } }));
    expect(r).toMatchObject({ status: 400, body: { mensagem: 'Ambiente inválido', tipo: 'EValidacao' } });
  });

  it('a broken cookie is ignored: the route answers as without it', async () => {
    const r = await chamar(
      evento('GET /api/cliente/{customer}', { pathParameters: { customer: 'AVMB' }, cookies: ['x=%E0%A4%A', 'wf_cliente=%ZZ'] }),
    );
    expect(r.status).toBe(200);
  });

  it("zod's own messages come in pt-BR", async () => {
    const r = await chamar(evento('PUT /api/cliente/atualizar', { body: 'null' }));
    expect(r).toMatchObject({ status: 400, body: { mensagem: 'Valor inválido: informe um objeto', tipo: 'EValidacao' } });
  });
});
