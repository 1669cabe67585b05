import { describe, expect, it } from 'vitest';
import { usarNavegador } from './support/navegadorDoArquivo';
import { TEMAS, varrerDemaisPaginas } from './support/varreduraAcessibilidade';

/** axe-core (WCAG 2.1 A and AA) over the other pages of the menu, in both themes (see acessibilidade.e2e.test.ts). */
const { abrirPagina } = usarNavegador();

describe.each(TEMAS)('accessibility in the %s theme', (tema) => {
  it('finds no WCAG 2.1 AA violation on reports, my account, the administration (organogram included), the data bases and the API manual', async () => {
    const aberta = await abrirPagina({ largura: 1440, altura: 960 });
    await varrerDemaisPaginas(aberta, tema);
    expect(aberta.errosDaPagina).toEqual([]);
    await aberta.contexto.close();
  });
});
