import { describe, expect, it } from 'vitest';
import { linkPublicoDoCard } from './linksPublicos';

describe('linkPublicoDoCard', () => {
  it('joins the configured public origin, the SPA base and the card page', () => {
    expect(
      linkPublicoDoCard({ appUrl: 'https://wf.exemplo.com.br/' }, { sigla: 'AVMB', idFluxo: 'f1', idCard: 'c1' }),
    ).toBe('https://wf.exemplo.com.br/workflow/process/f1?card=c1&customer=AVMB');
  });

  it('stays under the SPA base, relative to the site, without a configuration', () => {
    expect(linkPublicoDoCard(undefined, { sigla: 'AVMB', idFluxo: 'f1', idCard: 'c1' })).toBe(
      '/workflow/process/f1?card=c1&customer=AVMB',
    );
  });
});
