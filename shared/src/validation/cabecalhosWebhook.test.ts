import { describe, expect, it } from 'vitest';
import { formulariosAcao } from '../schemas/regra';
import { cabecalhoSecreto, ehMascara, mascarar, problemaDosCabecalhos } from './cabecalhosWebhook';

describe('headers of a webhook', () => {
  it('names must be RFC 7230 tokens, values free of CR, LF and NUL', () => {
    expect(problemaDosCabecalhos({ 'X-Origem': 'a', "x_!#$%&'*+.^`|~9": '1', Accept: 2, 'X-Flag': true })).toBeNull();
    expect(problemaDosCabecalhos({ 'X Origem': 'a' })).toMatch(/^Nome de cabeçalho inválido/);
    expect(problemaDosCabecalhos({ 'X:Y': 'a' })).toMatch(/^Nome de cabeçalho inválido/);
    expect(problemaDosCabecalhos({ 'X-{{var}}': 'a' })).toMatch(/^Nome de cabeçalho inválido/);
    expect(problemaDosCabecalhos({ Ação: 'a' })).toMatch(/^Nome de cabeçalho inválido/);
    expect(problemaDosCabecalhos({ '': 'a' })).toMatch(/^Nome de cabeçalho inválido/);
    for (const v of ['a\rb', 'a\nb', 'a\0b'])
      expect(problemaDosCabecalhos({ 'X-A': v })).toBe('O valor do cabeçalho X-A não pode ter quebra de linha');
    expect(problemaDosCabecalhos({ 'X-A': null })).toBe('O valor do cabeçalho X-A deve ser um texto');
  });

  it("the rule's schema refuses them with the pt-BR message", () => {
    const r = formulariosAcao.acionarWebhook.safeParse({
      acionarWebhookMetodo: 'POST',
      acionarWebhookEndpoint: 'https://example.com',
      acionarWebhookJsonHeader: '{"X-A": "a\\r\\nInjetado: 1"}',
      acionarWebhookJsonBody: '{}',
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['O valor do cabeçalho X-A não pode ter quebra de linha']);
  });

  it.each([
    ['Authorization', 'x'],
    ['proxy-authorization', 'x'],
    ['Cookie', 'a=b'],
    ['X-Api-Key', 'x'],
    ['X-Auth-Token', 'x'],
    ['client_secret', 'x'],
    ['X-Senha', 'x'],
    ['X-Password', 'x'],
    ['X-Chave', 'x'],
    ['X-Qualquer', 'Bearer abc'],
    ['X-Qualquer', 'basic dXNlcjpzZW5oYQ=='],
  ])('%s: %s is a secret', (nome, valor) => expect(cabecalhoSecreto(nome, valor)).toBe(true));

  it.each([
    ['X-Origem', 'workflow'],
    ['Content-Type', 'application/json'],
    ['Accept', 'Bearer'],
  ])('%s: %s is not a secret', (nome, valor) => expect(cabecalhoSecreto(nome, valor)).toBe(false));

  it('masks with the last 4 characters only from 12 characters on', () => {
    expect(mascarar('Bearer abcdefgh1234')).toBe('••••••1234');
    expect(mascarar('curtinha123')).toBe('••••••');
    expect(ehMascara(mascarar('x'))).toBe(true);
    expect(ehMascara('Bearer x')).toBe(false);
  });
});
