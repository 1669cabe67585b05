import { describe, expect, it } from 'vitest';
import { entrarPelaApi } from './support/contas';
import { SENHA_DEMO, USUARIO_AMBIENTE } from './support/navegador';
import { usarNavegador } from './support/navegadorDoArquivo';
import { TEMAS, varrerPaginasPublicas, varrerShell } from './support/varreduraAcessibilidade';

/**
 * axe-core (WCAG 2.1 A and AA) over every screen, in both themes (support/varreduraAcessibilidade.ts):
 * here the public pages and the shell with its popovers; the flow's screens and the other pages of
 * the menu in acessibilidadeFluxo and acessibilidadePaginas, so the three files run side by side.
 */
const { abrirPagina } = usarNavegador();

describe.each(TEMAS)('accessibility in the %s theme', (tema) => {
  it('finds no WCAG 2.1 AA violation on the public pages', async () => {
    const aberta = await abrirPagina({ largura: 1440, altura: 960 });
    await varrerPaginasPublicas(aberta, tema);
    expect(aberta.errosDaPagina).toEqual([]);
    await aberta.contexto.close();
  });

  it('finds no WCAG 2.1 AA violation on the home, the user menu, the search results and the notifications', async () => {
    const aberta = await abrirPagina({ largura: 1440, altura: 960 });
    await varrerShell(aberta, tema);
    expect(aberta.errosDaPagina).toEqual([]);
    await aberta.contexto.close();
  });
});

describe('announcements', () => {
  it("reads a toast from the page's live region, once: the toast itself has no role of its own", async () => {
    const { contexto, pagina } = await abrirPagina();
    await entrarPelaApi(pagina, USUARIO_AMBIENTE, SENHA_DEMO);
    await pagina.goto('/workflow/minha-conta');
    // The live regions are in the page before anything is said (a region added with its text may go unread).
    expect(await pagina.getByRole('alert').count()).toBe(1);
    expect(await pagina.getByRole('alert').textContent()).toBe('');

    await pagina
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
    await pagina.locator('.ant-message-notice').getByText('A foto deve ser uma imagem png ou jpg').waitFor();
    await expect.poll(() => pagina.getByRole('alert').textContent()).toBe('A foto deve ser uma imagem png ou jpg');
    expect(await pagina.getByRole('alert').count()).toBe(1);
    await contexto.close();
  });
});
