import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../kernel/deps';
import type { Environment } from '../kernel/environment';
import { clienteGerenciamentoWs, desligarConexao, enviarParaConexao, MIDDLEWARES_DISPENSADOS } from './realtimeGateway';

/** An @connections endpoint under a stage path, as API Gateway's: it notes each request. */
let servidor: Server | undefined;
beforeEach(() => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDTESTE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'segredo');
});
afterEach(() => {
  servidor?.close();
  vi.unstubAllEnvs();
});

async function gateway(status: number): Promise<{
  deps: Pick<AppDeps, 'wsManagement' | 'env'>;
  pedidos: { metodo?: string; url?: string; headers: IncomingHttpHeaders; corpo: string }[];
}> {
  const pedidos: { metodo?: string; url?: string; headers: IncomingHttpHeaders; corpo: string }[] = [];
  servidor = createServer((req, res) => {
    let corpo = '';
    req.on('data', (parte: Buffer) => (corpo += parte.toString()));
    req.on('end', () => {
      pedidos.push({ metodo: req.method, url: req.url, headers: req.headers, corpo });
      res
        .writeHead(status, {
          'content-type': 'application/json',
          'x-amzn-errortype': status === 410 ? 'GoneException' : '',
        })
        .end(status < 300 ? '' : '{}');
    });
  });
  await new Promise<void>((resolve) => servidor!.listen(0, '127.0.0.1', resolve));
  const { port } = servidor!.address() as AddressInfo;
  const env = { region: 'sa-east-1', wsManagementEndpoint: `http://127.0.0.1:${port}/prod` } as Environment;
  return { deps: { env }, pedidos };
}

describe('the @connections client', () => {
  it('posts to the stage path, signed, without the dropped middlewares', async () => {
    const { deps, pedidos } = await gateway(200);

    expect(await enviarParaConexao(deps, 'abc=', { tipo: 'entrou', sala: 'FLUXO:X:1' })).toBe('enviado');

    const [pedido] = pedidos;
    expect(pedido!.url).toMatch(/^\/prod\/(%40|@)connections\/abc(%3D|=)$/);
    expect(JSON.parse(pedido!.corpo)).toEqual({ tipo: 'entrou', sala: 'FLUXO:X:1' });
    expect(pedido!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTESTE\/\d{8}\/sa-east-1\/execute-api\/aws4_request/,
    );
    // What the three dropped middlewares would have added.
    expect(pedido!.headers['x-amz-user-agent']).toBeUndefined();
    expect(pedido!.headers['x-amzn-trace-id']).toBeUndefined();
    const nomes = clienteGerenciamentoWs(deps)!.middlewareStack.identify().join(' ');
    for (const nome of MIDDLEWARES_DISPENSADOS) expect(nomes).not.toContain(nome);
    expect(nomes).toContain('httpSigningMiddleware');
  });

  it('signs every post with one signer, each signature right for its own connection', async () => {
    const { deps, pedidos } = await gateway(200);
    const assinaturas = vi.spyOn(SignatureV4.prototype, 'sign');

    for (const id of ['um=', 'dois=']) await enviarParaConexao(deps, id, { tipo: 'entrou', sala: 'FLUXO:X:1' });

    // One instance served both posts: its cache of derived signing keys is used.
    expect(new Set(assinaturas.mock.contexts).size).toBe(1);
    // Each Authorization is what SigV4 computes for that request with the caller's credentials.
    const verificador = new SignatureV4({
      credentials: { accessKeyId: 'AKIDTESTE', secretAccessKey: 'segredo' },
      region: 'sa-east-1',
      service: 'execute-api',
      sha256: clienteGerenciamentoWs(deps)!.config.sha256,
    });
    for (const { url, headers, corpo } of pedidos) {
      const assinados = /SignedHeaders=([^,]+)/.exec(String(headers.authorization))![1]!.split(';');
      const [caminho] = String(url).split('?');
      const pedido = {
        method: 'POST',
        protocol: 'http:',
        hostname: '127.0.0.1',
        path: caminho!,
        headers: Object.fromEntries(assinados.map((h) => [h, String(headers[h])])),
        body: corpo,
      };
      const data = String(headers['x-amz-date']).replace(
        /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
        '$1-$2-$3T$4:$5:$6Z',
      );
      const esperado = await verificador.sign(pedido, { signingDate: new Date(data) });
      expect(headers.authorization).toBe(esperado.headers.authorization);
    }
  });

  it('answers desconectado for a 410, and is built once per deps', async () => {
    const { deps } = await gateway(410);
    const cliente = clienteGerenciamentoWs(deps);
    expect(await enviarParaConexao(deps, 'sumiu', { tipo: 'entrou', sala: 'FLUXO:X:1' })).toBe('desconectado');
    expect(clienteGerenciamentoWs(deps)).toBe(cliente);
  });

  it('closes a socket with a signed DELETE of its @connections path; one already gone is desconectado', async () => {
    const { deps, pedidos } = await gateway(204);
    expect(await desligarConexao(deps, 'abc=')).toBe('enviado');
    expect(pedidos[0]).toMatchObject({
      metodo: 'DELETE',
      url: expect.stringMatching(/^\/prod\/(%40|@)connections\/abc(%3D|=)$/),
    });
    expect(pedidos[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    servidor?.close();
    const sumido = await gateway(410);
    expect(await desligarConexao(sumido.deps, 'sumiu')).toBe('desconectado');
  });

  it('is absent without an endpoint', () => {
    expect(clienteGerenciamentoWs({ env: { region: 'sa-east-1' } as Environment })).toBeUndefined();
  });
});
