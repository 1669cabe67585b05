import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { ErroDominio } from '../../kernel/errors';
import { statusDoErro } from './middlewares/mapearErros';
import { conferirOrigem, vemDeOutraOrigem } from './origem';

const APP = 'http://localhost:3000';

/** Only what the guard reads of a payload 2.0 event. */
const evento = (
  method: string,
  headers: Record<string, string> = {},
  extra: { cookies?: string[]; body?: string } = {},
): APIGatewayProxyEventV2 =>
  ({ requestContext: { http: { method } }, headers, ...extra }) as unknown as APIGatewayProxyEventV2;

const recusa = (e: APIGatewayProxyEventV2) => {
  try {
    conferirOrigem(e, [APP]);
    return undefined;
  } catch (erro) {
    // The answer's status, as the HTTP stack maps the error's kind.
    return { status: statusDoErro(erro as ErroDominio), tipo: (erro as ErroDominio).tipo };
  }
};

describe('conferirOrigem', () => {
  it('refuses a read the browser says comes from elsewhere: it may renew the session cookie', () => {
    const leitura = (headers: Record<string, string>) => recusa(evento('GET', headers, { cookies: ['a=1'] }));
    expect(leitura({ 'sec-fetch-site': 'same-site' })).toMatchObject({ status: 403, tipo: 'OrigemNaoPermitida' });
    expect(leitura({ 'sec-fetch-site': 'cross-site' })).toMatchObject({ status: 403 });
    expect(leitura({ origin: 'http://localhost:3001' })).toMatchObject({ status: 403 });
  });

  it('lets reads of the app, of a typed address and of non-browser clients through, without X-Cliente', () => {
    const leitura = (headers: Record<string, string>) => recusa(evento('GET', headers, { cookies: ['a=1'] }));
    expect(leitura({ 'sec-fetch-site': 'same-origin' })).toBeUndefined();
    expect(leitura({ 'sec-fetch-site': 'same-origin', origin: APP })).toBeUndefined();
    expect(leitura({ 'sec-fetch-site': 'none' })).toBeUndefined();
    expect(leitura({})).toBeUndefined();
  });

  it('refuses a foreign or opaque ("null") Origin on a state-changing request', () => {
    expect(recusa(evento('POST', { origin: 'http://localhost:3001', 'x-cliente': 'AVMB' }))).toMatchObject({
      status: 403,
      tipo: 'OrigemNaoPermitida',
    });
    expect(recusa(evento('PUT', { origin: 'null', 'x-cliente': 'AVMB' }))).toMatchObject({ status: 403 });
  });

  it('accepts Sec-Fetch-Site same-origin and none, refuses same-site and cross-site', () => {
    expect(
      recusa(evento('DELETE', { 'sec-fetch-site': 'same-origin', 'x-cliente': 'AVMB' }, { cookies: ['a=1'] })),
    ).toBeUndefined();
    expect(recusa(evento('DELETE', { 'sec-fetch-site': 'none' }))).toBeUndefined();
    expect(recusa(evento('DELETE', { 'sec-fetch-site': 'same-site', 'x-cliente': 'AVMB' }))).toMatchObject({
      status: 403,
    });
    expect(recusa(evento('PATCH', { 'sec-fetch-site': 'cross-site', 'x-cliente': 'AVMB' }))).toMatchObject({
      status: 403,
    });
  });

  it('wants X-Cliente once any cookie is sent, in event.cookies or the Cookie header', () => {
    expect(recusa(evento('POST', {}, { cookies: ['outro_app=1'] }))).toMatchObject({ status: 403 });
    expect(recusa(evento('POST', { cookie: 'a=1' }))).toMatchObject({ status: 403 });
    expect(recusa(evento('POST', {}))).toBeUndefined();
  });

  it('wants a JSON body: application/json with parameters and +json types pass, text and forms do not', () => {
    const com = (tipo: string) => evento('POST', { 'content-type': tipo }, { body: '{}' });
    expect(recusa(com('application/json; charset=utf-8'))).toBeUndefined();
    expect(recusa(com('application/merge-patch+json'))).toBeUndefined();
    expect(recusa(com('text/plain'))).toMatchObject({ status: 415, tipo: 'TipoDeConteudoNaoSuportado' });
    expect(recusa(com('application/x-www-form-urlencoded'))).toMatchObject({ status: 415 });
    expect(recusa(evento('POST', {}, { body: '{}' }))).toMatchObject({ status: 415 });
  });
});

describe('vemDeOutraOrigem', () => {
  it("reads Node's headers too (the local gateway's /_local routes)", () => {
    expect(vemDeOutraOrigem({ origin: 'http://attacker.example' }, [APP])).toBe(true);
    expect(vemDeOutraOrigem({ 'sec-fetch-site': 'Cross-Site' }, [APP])).toBe(true);
    expect(vemDeOutraOrigem({ origin: APP, 'sec-fetch-site': 'same-origin' }, [APP])).toBe(false);
    expect(vemDeOutraOrigem({ host: 'localhost:3000' }, [APP])).toBe(false);
  });
});
