import { describe, expect, it } from 'vitest';
import { CABECALHOS, criarCard, criarFluxoComEtapa, postarApi } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The header search: a few letters of a title (accents and case aside) list the card with its
 * stage and flow after the typing pause; clicking the result opens the card.
 */
const { pessoaNova } = usarNavegador();

describe('header card search', () => {
  it('finds a card by the start of a word of its title and opens it', async () => {
    const ana = await pessoaNova('busca-ana');
    const { idFluxo } = await criarFluxoComEtapa(ana.pagina, 'Compras da busca');
    const idCard = await criarCard(ana.pagina, idFluxo, 'Aquisição de Projetor Epson');
    await criarCard(ana.pagina, idFluxo, 'Cadeiras para a recepção');

    await ana.pagina.goto('/workflow/home');
    const campo = ana.pagina.getByRole('textbox', { name: 'Pesquisar cards' });
    const popover = ana.pagina.getByRole('dialog', { name: 'Cards encontrados na pesquisa' });
    await campo.fill('pr');
    await popover.getByText('Digite ao menos 3 caracteres para pesquisar').waitFor();

    // The index is kept by a consumer after the card is created: wait for it through the API first.
    await expect
      .poll(
        async () => {
          const r = await ana.pagina.request.get('/api/instancias/pesquisar?textoPesquisa=projetor', {
            headers: CABECALHOS,
          });
          return ((await r.json()) as { listaInstancias: unknown[] }).listaInstancias.length;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(1);
    await campo.fill('PROJÉT');
    const resultado = popover.getByTestId('resultado-pesquisa').filter({ hasText: 'Aquisição de Projetor Epson' });
    await resultado.waitFor();
    expect(await popover.getByTestId('resultado-pesquisa').count()).toBe(1);
    const texto = await resultado.innerText();
    expect(texto).toContain('Compras da busca');

    await resultado.click();
    await ana.pagina
      .getByRole('dialog')
      .filter({ has: ana.pagina.getByRole('heading', { name: 'Aquisição de Projetor Epson' }) })
      .waitFor();
    expect(new URL(ana.pagina.url()).searchParams.get('card')).toBe(idCard);
    expect(ana.errosDaPagina).toEqual([]);
    await ana.contexto.close();
  });

  it('finds a card by a form value from the header, without the advanced search', async () => {
    const bia = await pessoaNova('busca-bia');
    const { idFluxo } = await criarFluxoComEtapa(bia.pagina, 'Pedidos por cliente');
    const { Instancia } = await postarApi<{ Instancia: { id: string } }>(bia.pagina, '/api/instancias/inserir', {
      Instancia: { idFluxo, descricao: 'Pedido de material', listaValoresFormulario: { CLIENTE: 'Zanzibar Têxtil' } },
    });
    // The index follows the card through a consumer: wait until the advanced search's query finds it.
    await expect
      .poll(
        async () => {
          const r = await bia.pagina.request.get(
            '/api/instancias/pesquisar?textoPesquisa=zanzibar&considerarDadosExecucao=S',
            { headers: CABECALHOS },
          );
          return ((await r.json()) as { listaInstancias: unknown[] }).listaInstancias.length;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(1);

    await bia.pagina.goto('/workflow/home');
    const popover = bia.pagina.getByRole('dialog', { name: 'Cards encontrados na pesquisa' });
    await bia.pagina.getByRole('textbox', { name: 'Pesquisar cards' }).fill('zanzib');
    const resultado = popover.getByTestId('resultado-pesquisa').filter({ hasText: 'Pedido de material' });
    await resultado.waitFor();
    await resultado.click();
    await bia.pagina
      .getByRole('dialog')
      .filter({ has: bia.pagina.getByRole('heading', { name: 'Pedido de material' }) })
      .waitFor();
    expect(new URL(bia.pagina.url()).searchParams.get('card')).toBe(Instancia.id);
    expect(bia.errosDaPagina).toEqual([]);
    await bia.contexto.close();
  });
});
