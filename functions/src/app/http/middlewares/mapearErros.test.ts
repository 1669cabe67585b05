import type { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it, vi } from 'vitest';
import { erro, ErroDominio, type NaturezaErro } from '../../../kernel/errors';
import { respostaDeErro, STATUS_DA_NATUREZA, statusDoErro } from './mapearErros';

const logger = { warn: vi.fn(), error: vi.fn() } as unknown as Logger;

describe('kind of a domain error → HTTP status', () => {
  it('every kind answers the status it had when errors carried their status', () => {
    const esperado: Record<NaturezaErro, number> = {
      validacao: 400,
      naoAutenticado: 401,
      proibido: 403,
      naoEncontrado: 404,
      conflito: 409,
      expirado: 410,
      grandeDemais: 413,
      formatoNaoSuportado: 415,
      naoProcessavel: 422,
      muitasTentativas: 429,
      naoConfigurado: 501,
      indisponivel: 503,
    };
    expect(STATUS_DA_NATUREZA).toEqual(esperado);
  });

  it('the shared factories keep their statuses', () => {
    const casos: [ErroDominio, number][] = [
      [erro.validacao('x'), 400],
      [erro.sessaoExpirada(), 401],
      [erro.credenciais('x'), 401],
      [erro.acessoNegado('x'), 403],
      [erro.naoEncontrado('x'), 404],
      [erro.conflito('x'), 409],
      [erro.linkInvalido('x'), 410],
      [erro.corpoGrande(), 413],
      [erro.muitasTentativas('x'), 429],
      [erro.naoConfigurado('x'), 501],
    ];
    for (const [e, status] of casos) expect([e.tipo, statusDoErro(e)]).toEqual([e.tipo, status]);
  });

  it('a domain error carries its kind, not a status', () => {
    const e = new ErroDominio('naoEncontrado', 'EAlgoNaoEncontrado', 'Algo não encontrado');
    expect(e.natureza).toBe('naoEncontrado');
    expect('status' in e).toBe(false);
    expect(Object.keys(e)).not.toContain('status');
    expect('status' in erro.conflito('x')).toBe(false);
  });
});

describe('respostaDeErro', () => {
  it("answers the kind's status with { mensagem, tipo, campos, ...detalhes } and the error's headers", () => {
    const e = new ErroDominio('naoProcessavel', 'EErros', 'Há erros', { nome: 'Obrigatório' }, { erros: ['a'] });
    e.cabecalhos = { 'Retry-After': '3' };
    const { resposta, tipo } = respostaDeErro(e, logger);
    expect(tipo).toBe('EErros');
    expect(resposta.statusCode).toBe(422);
    expect(resposta.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'Retry-After': '3' });
    expect(resposta.body).toBe(
      JSON.stringify({ erros: ['a'], mensagem: 'Há erros', tipo: 'EErros', campos: { nome: 'Obrigatório' } }),
    );
  });

  it('any other error is a logged 500', () => {
    const { resposta, tipo } = respostaDeErro(new Error('boom'), logger);
    expect([resposta.statusCode, tipo, resposta.body]).toEqual([
      500,
      'ErroInterno',
      JSON.stringify({ mensagem: 'Erro interno no servidor', tipo: 'ErroInterno' }),
    ]);
    expect(logger.error).toHaveBeenCalled();
  });
});
