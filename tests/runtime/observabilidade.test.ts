import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, EventBridgeEvent } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';

/**
 * What the middy stacks leave behind (functions/src/kernel/observabilidade.ts): one JSON line per
 * request with ids only, EMF metrics for errors, a per-record outcome for consumers. Captured where
 * Powertools writes them, the process's stdout and stderr, as Lambda ships it to CloudWatch.
 */
type Http = (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
let auth: Http;
let escrito: string[] = [];

beforeAll(async () => {
  Object.assign(process.env, handlerEnvironment(inject('endpoints')), {
    POWERTOOLS_METRICS_DISABLED: 'false',
    POWERTOOLS_LOG_LEVEL: 'INFO',
    POWERTOOLS_DEV: 'false',
  });
  auth = (await import('../../functions/src/domains/auth/lambda')).handler as Http;
});

beforeEach(() => {
  escrito = [];
  // Powertools writes WARN and ERROR lines to stderr, the rest to stdout.
  for (const saida of [process.stdout, process.stderr]) {
    vi.spyOn(saida, 'write').mockImplementation((texto: string | Uint8Array) => {
      escrito.push(String(texto));
      return true;
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const linhas = () =>
  escrito
    .flatMap((t) => t.split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

const SEGREDOS = ['token-secreto-123', 'maria@exemplo.com.br', 'SenhaErrada!9', 'wf_sessao_AVMB'];

function login(): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'ANY /api/auth/{proxy+}',
    rawPath: '/api/auth/local',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', 'x-cliente': 'AVMB', cookie: 'wf_sessao_AVMB=token-secreto-123' },
    cookies: ['wf_sessao_AVMB=token-secreto-123'],
    body: JSON.stringify({ email: 'maria@exemplo.com.br', senha: 'SenhaErrada!9', tokenCliente: 'AVMB' }),
    isBase64Encoded: false,
    requestContext: { requestId: 'api-req-1', http: { method: 'POST', sourceIp: '127.0.0.1' } },
  } as unknown as APIGatewayProxyEventV2;
}

describe('observabilidade', () => {
  it('a request leaves one JSON line with sigla, route, request id, latency and status, and no secret', async () => {
    const r = await auth(login(), { awsRequestId: 'lambda-req-1', functionName: 'auth' } as Context);
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    const requisicoes = linhas().filter((l) => l.message === 'requisição');
    expect(requisicoes).toHaveLength(1);
    expect(requisicoes[0]).toMatchObject({
      sigla: 'AVMB',
      rota: 'POST /api/auth/local',
      requestId: 'lambda-req-1',
      apiRequestId: 'api-req-1',
      status: r.statusCode,
      funcao: 'auth',
    });
    expect(typeof requisicoes[0].latenciaMs).toBe('number');
    const tudo = escrito.join('');
    for (const segredo of SEGREDOS) expect(tudo).not.toContain(segredo);
  });

  it('the first invocation of a function emits a ColdStart metric in the namespace the stack names, the next none', async () => {
    const { consumerLambda } = await import('../../functions/src/app/events/consumerLambda');
    // Lambda sets it in every execution environment; Powertools counts cold starts only with it.
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    const consumidor = consumerLambda('email', () => Promise.resolve());
    vi.unstubAllEnvs();
    const evento = { source: 'desconhecido', 'detail-type': 'x', id: 'b-1', detail: {} } as EventBridgeEvent<
      string,
      unknown
    >;
    const frias = () => linhas().filter((l) => l._aws && 'ColdStart' in l);
    await consumidor(evento, { functionName: 'email' } as Context);
    expect(frias()).toHaveLength(1);
    expect(frias()[0]).toMatchObject({ ColdStart: 1, service: 'workflow', function_name: 'email' });
    expect(JSON.stringify(frias()[0]._aws)).toContain('"Namespace":"Workflow"');
    escrito = [];
    await consumidor(evento, { functionName: 'email' } as Context);
    expect(frias()).toHaveLength(0);
  });

  it('an error answer emits an Erros metric (EMF) with its tipo and status', async () => {
    const r = await auth(login(), { awsRequestId: 'lambda-req-2' } as Context);
    const tipo = (JSON.parse(r.body ?? '{}') as { tipo: string }).tipo;
    const emf = linhas().filter((l) => l._aws && 'Erros' in l);
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({ tipo, status: String(r.statusCode), funcao: 'auth', Erros: 1 });
    expect(JSON.stringify((emf[0]._aws as { CloudWatchMetrics: unknown }).CloudWatchMetrics)).toContain('"tipo"');
  });

  it('an unknown path is 404 RotaNaoEncontrada, logged without its raw path', async () => {
    const e = { ...login(), rawPath: '/api/auth/maria@exemplo.com.br' } as APIGatewayProxyEventV2;
    const r = await auth(e, {} as Context);
    expect(r.statusCode).toBe(404);
    const linha = linhas().find((l) => l.message === 'requisição');
    expect(linha).toMatchObject({ status: 404, tipo: 'RotaNaoEncontrada', sigla: 'AVMB' });
    expect(linha?.rota).toBeUndefined();
    expect(escrito.join('')).not.toContain('maria@exemplo.com.br');
  });

  it("a consumer's failure is reported for its event: error line with the ids, EventosFalhos, and a throw to retry it", async () => {
    const { consumerLambda } = await import('../../functions/src/app/events/consumerLambda');
    const consumidor = consumerLambda('atividades', () => Promise.reject(new Error('falha simulada')));
    const idEvento = `ev-${Date.now()}`;
    const evento = {
      version: '0',
      id: 'barramento-1',
      source: 'workflow.usuarios',
      'detail-type': 'usuarioAtivado',
      account: '0',
      time: new Date().toISOString(),
      region: 'us-east-1',
      resources: [],
      detail: { idEvento, sigla: 'AVMB', ocorridoEm: new Date().toISOString(), usuarioId: 'u1' },
    } as EventBridgeEvent<string, unknown>;
    await expect(consumidor(evento, { awsRequestId: 'c-1' } as Context)).rejects.toThrow('falha simulada');
    expect(linhas().find((l) => l.level === 'ERROR')).toMatchObject({ idEvento, sigla: 'AVMB', funcao: 'atividades' });
    expect(linhas().find((l) => l._aws && 'EventosFalhos' in l)).toMatchObject({
      EventosFalhos: 1,
      funcao: 'atividades',
    });
  });
});
