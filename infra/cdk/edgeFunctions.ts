import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { type Construct } from 'constructs';
import { CABECALHO_ENDERECO_CLIENTE, CABECALHO_SEGREDO_CDN } from '@wf/functions/app/http/enderecoDoCliente';

/** Where the SPA lives; Vite builds it with base '/workflow/'. */
export const spaBasePath = '/workflow';

/**
 * Viewer-request code for the SPA: `/` and `/workflow` redirect to `/workflow/`, and any
 * extensionless path under `/workflow/` (a client-side route) is served `index.html`.
 */
const spaRoutingSource = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/' || uri === '${spaBasePath}') {
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: '${spaBasePath}/' } } };
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (uri.indexOf('${spaBasePath}/') === 0 && lastSegment.indexOf('.') === -1) {
    request.uri = '${spaBasePath}/index.html';
  }
  return request;
}`;

/**
 * Viewer-request code for the WebSocket handshake: API Gateway answers 403 to any path past the
 * stage, so `/ws` becomes the stage path itself.
 */
const webSocketPathSource = (stageName: string): string => `
function handler(event) {
  event.request.uri = '/${stageName}';
  return event.request;
}`;

/**
 * Viewer-request code for /api: the viewer's address, as CloudFront saw the connection, replaces
 * whatever the client sent under that header name, and a client's copy of the origin secret's
 * header is dropped (the origin adds the real one). The Lambda trusts the address only next to
 * that secret (functions/src/app/http/enderecoDoCliente.ts).
 */
const clientAddressSource = `
function handler(event) {
  var request = event.request;
  delete request.headers['${CABECALHO_SEGREDO_CDN}'];
  request.headers['${CABECALHO_ENDERECO_CLIENTE}'] = { value: event.viewer.ip };
  return request;
}`;

export function createSpaRoutingFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(spaRoutingSource),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'SPA: index.html para rotas de /workflow',
  });
}

export function createWebSocketPathFunction(scope: Construct, id: string, stageName: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(webSocketPathSource(stageName)),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'WebSocket: /ws para o estágio da API',
  });
}

export function createClientAddressFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(clientAddressSource),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'API: endereço do cliente para a Lambda',
  });
}
