import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ok, rotaPublica, type Rota } from '../../../kernel/http/route';
import { conferirOrigemDaRequisicao } from './conferirOrigem';
import type { RequisicaoHttp } from './tipos';

const APP = 'http://localhost:3000';
const guarda = conferirOrigemDaRequisicao(() => ({ origensPermitidas: [APP] }));

/** A browser's top-level navigation from another site (an OpenID provider's redirect back). */
const deOutroSite = (rota: Rota) =>
  ({
    event: {
      requestContext: { http: { method: 'GET' } },
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    } as unknown as APIGatewayProxyEventV2,
    context: { requisicao: { inicio: 0, rota } },
  }) as unknown as RequisicaoHttp;

const handle = async () => ok({});

describe('conferirOrigemDaRequisicao', () => {
  it('refuses a cross-site navigation on an ordinary public GET route', () => {
    expect(() => guarda.before!(deOutroSite(rotaPublica({ handle })))).toThrow('não partiu do próprio Workflow');
  });

  it('lets it through only on a route marked navegacaoDeOutroSite (the Google callback)', () => {
    expect(() => guarda.before!(deOutroSite(rotaPublica({ handle, navegacaoDeOutroSite: true })))).not.toThrow();
  });
});
