import { describe, expect, it } from 'vitest';
import { BASE_SPA, caminhoDoCard, urlDaSpa, urlDoCard } from './linksSpa';

describe('links of the SPA sent outside the app', () => {
  it('puts the SPA base path between the public origin and the page', () => {
    expect(BASE_SPA).toBe('/workflow');
    expect(urlDaSpa('https://app.exemplo.com.br/', '/login/AVMB')).toBe(
      'https://app.exemplo.com.br/workflow/login/AVMB',
    );
    expect(urlDaSpa('http://localhost:3000', 'login/AVMB')).toBe('http://localhost:3000/workflow/login/AVMB');
  });

  it('links a card to its flow page with the card and the tenant', () => {
    expect(urlDoCard('http://localhost:3000', { sigla: 'AVMB', idFluxo: 'f 1', idCard: 'c/2' })).toBe(
      'http://localhost:3000/workflow/process/f%201?card=c%2F2&customer=AVMB',
    );
    expect(caminhoDoCard('f1', 'c2')).toBe('/process/f1?card=c2');
  });
});
