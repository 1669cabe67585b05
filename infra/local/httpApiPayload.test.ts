import { describe, expect, it } from 'vitest';
import {
  fromHttpApiResult,
  isTextContentType,
  requestTime,
  toHttpApiEvent,
  type GatewayRequest,
} from './httpApiPayload';

const request = (overrides: Partial<GatewayRequest> = {}): GatewayRequest => ({
  method: 'GET',
  url: '/api/cliente/AVMB',
  rawHeaders: ['Host', 'localhost:3000', 'User-Agent', 'teste'],
  httpVersion: '1.1',
  remoteAddress: '::ffff:127.0.0.1',
  localPort: 3000,
  body: Buffer.alloc(0),
  ...overrides,
});

const target = { routeKey: 'GET /api/cliente/{customer}', pathParameters: { customer: 'AVMB' } };
const now = new Date('2026-03-12T19:03:58Z');

describe('toHttpApiEvent', () => {
  it('builds a payload 2.0 event with route, path and request context', () => {
    const event = toHttpApiEvent(request(), target, 'req-1', now);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/cliente/{customer}',
      rawPath: '/api/cliente/AVMB',
      rawQueryString: '',
      pathParameters: { customer: 'AVMB' },
      isBase64Encoded: false,
      requestContext: {
        domainName: 'localhost',
        stage: '$default',
        requestId: 'req-1',
        routeKey: 'GET /api/cliente/{customer}',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: now.getTime(),
        http: {
          method: 'GET',
          path: '/api/cliente/AVMB',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'teste',
        },
      },
    });
    expect(event.body).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.cookies).toBeUndefined();
  });

  it('lower-cases headers, joins repeats with commas and adds the forwarding headers', () => {
    const event = toHttpApiEvent(request({ rawHeaders: ['X-Tag', 'a', 'x-tag', 'b', 'Host', 'h'] }), target, 'r', now);
    expect(event.headers).toMatchObject({
      'x-tag': 'a,b',
      host: 'h',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
    });
  });

  it('moves cookies from the Cookie header to the cookies array', () => {
    const event = toHttpApiEvent(request({ rawHeaders: ['Cookie', 'sessao=abc; tema=escuro'] }), target, 'r', now);
    expect(event.cookies).toEqual(['sessao=abc', 'tema=escuro']);
    expect(event.headers.cookie).toBeUndefined();
  });

  it('decodes query parameters and joins repeated names with commas', () => {
    const event = toHttpApiEvent(request({ url: '/api/x?nome=Jo%C3%A3o&tag=a&tag=b' }), target, 'r', now);
    expect(event.rawQueryString).toBe('nome=Jo%C3%A3o&tag=a&tag=b');
    expect(event.queryStringParameters).toEqual({ nome: 'João', tag: 'a,b' });
  });

  it('passes JSON bodies as text and binary bodies as base64', () => {
    const json = toHttpApiEvent(
      request({ rawHeaders: ['Content-Type', 'application/json; charset=utf-8'], body: Buffer.from('{"a":"ç"}') }),
      target,
      'r',
      now,
    );
    expect(json).toMatchObject({ body: '{"a":"ç"}', isBase64Encoded: false });
    const binary = toHttpApiEvent(
      request({ rawHeaders: ['Content-Type', 'image/png'], body: Buffer.from([0, 255]) }),
      target,
      'r',
      now,
    );
    expect(binary).toMatchObject({ body: Buffer.from([0, 255]).toString('base64'), isBase64Encoded: true });
  });
});

describe('isTextContentType', () => {
  it('treats text, JSON, XML and JavaScript as text and the rest as binary', () => {
    expect(
      ['text/csv', 'application/json', 'application/problem+json', 'application/xml'].map(isTextContentType),
    ).toEqual([true, true, true, true]);
    expect(['multipart/form-data; boundary=x', 'application/octet-stream', undefined].map(isTextContentType)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('fromHttpApiResult', () => {
  it('takes a structured result as is, with cookies and headers', () => {
    const response = fromHttpApiResult({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Conta': 3 },
      cookies: ['a=1; HttpOnly', 'b=2'],
      body: '{"ok":true}',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toEqual({ 'content-type': 'application/json', 'x-conta': '3' });
    expect(response.cookies).toEqual(['a=1; HttpOnly', 'b=2']);
    expect(response.body.toString()).toBe('{"ok":true}');
  });

  it('decodes base64 bodies', () => {
    const response = fromHttpApiResult({
      statusCode: 200,
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });
    expect([...response.body]).toEqual([1, 2, 3]);
  });

  it('infers a 200 JSON response from any other value', () => {
    const response = fromHttpApiResult({ nome: 'AVMB' });
    expect(response).toMatchObject({ statusCode: 200, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(response.body.toString())).toEqual({ nome: 'AVMB' });
  });

  it('refuses an empty result', () => {
    expect(() => fromHttpApiResult(undefined)).toThrow('não devolveu resposta');
  });
});

describe('requestTime', () => {
  it('formats as API Gateway does', () => {
    expect(requestTime(new Date('2026-01-05T03:04:05Z'))).toBe('05/Jan/2026:03:04:05 +0000');
  });
});
