import { describe, expect, it } from 'vitest';
import { usarNavegador } from './support/navegadorDoArquivo';
import { TEMAS, varrerFluxo } from './support/varreduraAcessibilidade';

/** axe-core (WCAG 2.1 A and AA) over a flow's screens and dialogs, in both themes (see acessibilidade.e2e.test.ts). */
const { abrirPagina } = usarNavegador();

describe.each(TEMAS)('accessibility in the %s theme', (tema) => {
  it("finds no WCAG 2.1 AA violation on a flow's screens: list, board, its dialogs, list view, card, diagram, metrics", async () => {
    const aberta = await abrirPagina({ largura: 1440, altura: 960 });
    await varrerFluxo(aberta, tema);
    expect(aberta.errosDaPagina).toEqual([]);
    await aberta.contexto.close();
  });
});
