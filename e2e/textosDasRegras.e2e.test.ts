import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CABECALHOS, postarApi } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * What a rule writes, as a new person sees it (issue 25): the card link of `{{card.link}}` opens
 * the card (it carries the SPA's /workflow base), a currency field reads `R$ 11.900,00` where
 * `{{VALOR}}` stands (and `11900` for `{{VALOR.valor}}`), and the home's "Atividades recentes"
 * shows the rule's rich-text comment as text, not as its markup.
 */
const { pessoaNova } = usarNavegador();
const ESPERA = { timeout: 30_000 };

/** The rule's comment, written in the rich editor: variable chips and bold. */
const COMENTARIO =
  '<p>Valor: <span class="variavel" data-variavel="VALOR">{{VALOR}}</span> ({{VALOR.valor}})</p>' +
  '<p><strong>Abrir</strong>: {{card.link}}</p>';

interface Comentario {
  comentario: string;
  geradoPeloSistema: 'S' | 'N';
}

/**
 * A flow whose first stage holds a currency field (Valor), a rule that comments on every new
 * card, and a card worth 11900 created through the API. Answers once the rule's comment exists.
 */
async function cardComentadoPelaRegra(pagina: Page, titulo: string) {
  const { Fluxo } = await postarApi<{ Fluxo: { id: string } }>(pagina, '/api/fluxos/inserir', {
    Fluxo: { descricao: `Compras ${titulo}`, icone: 'RocketOutlined', detalhes: 'Compras da empresa' },
  });
  const { Etapa } = await postarApi<{ Etapa: { id: string } }>(pagina, '/api/etapas/inserir', {
    Etapa: { idFluxo: Fluxo.id, descricao: 'Entrada', etapaInicial: 'S' },
    listaEtapas: [],
  });
  await postarApi(pagina, `/api/etapas/atualizar-campos-form/${Etapa.id}`, {
    listaCamposFormulario: [{ id: 'valor', keyCampo: 'moeda', titulo: 'Valor', ordem: 0 }],
  });
  await postarApi(pagina, '/api/fluxo/regras/inserir', {
    idFluxo: Fluxo.id,
    descricao: 'Comentar o valor',
    ativo: 'S',
    jsonRegras: {
      prioridade: 1,
      evento: { key: 'cardCriado', title: 'Card criado', idEtapa: null },
      acoes: [
        {
          id: crypto.randomUUID(),
          key: 'adicionarComentario',
          title: 'Adicionar comentário',
          executarNoServidor: true,
          formulario: { comment: COMENTARIO },
          prioridade: 1,
        },
      ],
      condicionais: { operacaoLogica: 'AND', listaCondicionais: [] },
    },
  });
  const { Instancia } = await postarApi<{ Instancia: { id: string } }>(pagina, '/api/instancias/inserir', {
    Instancia: { idFluxo: Fluxo.id, descricao: titulo, listaValoresFormulario: { VALOR: 11900 } },
  });
  // The rule runs on the card's creation event: wait for its comment.
  let comentario = '';
  await expect
    .poll(async () => {
      const r = await pagina.request.get(`/api/instancia/comentarios/buscar-por-instancia/${Instancia.id}`, {
        headers: CABECALHOS,
      });
      const lista = ((await r.json()) as { listaComentarios?: Comentario[] }).listaComentarios ?? [];
      comentario = lista.find((c) => c.geradoPeloSistema === 'S')?.comentario ?? '';
      return comentario;
    }, ESPERA)
    .not.toBe('');
  return { idFluxo: Fluxo.id, idCard: Instancia.id, comentario };
}

const modalDoCard = (pagina: Page, titulo: string) =>
  pagina.getByRole('dialog').filter({ has: pagina.getByRole('heading', { name: titulo }) });

describe('texts that rules write', () => {
  it('{{card.link}} is a link that opens the card', async () => {
    const ana = await pessoaNova('link-card');
    const { idFluxo, idCard, comentario } = await cardComentadoPelaRegra(ana.pagina, 'Servidor novo');
    const link = /https?:\/\/[^\s<"]+/.exec(comentario)?.[0].replaceAll('&amp;', '&');
    expect(link, comentario).toBeDefined();
    expect(new URL(link!).pathname).toBe(`/workflow/process/${idFluxo}`);

    await ana.pagina.goto(link!);
    const modal = modalDoCard(ana.pagina, 'Servidor novo');
    await modal.waitFor(ESPERA);
    expect(new URL(ana.pagina.url()).searchParams.get('card')).toBe(idCard);
    expect(await ana.pagina.getByText('Rota não encontrada').count()).toBe(0);
    expect(ana.errosDaPagina).toEqual([]);
    await ana.contexto.close();
  });

  it('a currency variable reads R$ 11.900,00 in the comment, its .valor the raw number', async () => {
    const bia = await pessoaNova('moeda-regra');
    const { idFluxo, idCard } = await cardComentadoPelaRegra(bia.pagina, 'Notebook');
    await bia.pagina.goto(`/workflow/process/${idFluxo}?card=${idCard}`);
    const comentarios = modalDoCard(bia.pagina, 'Notebook').getByRole('list', { name: 'Comentários' });
    const linha = comentarios.getByText('Valor:');
    await linha.waitFor(ESPERA);
    expect(await linha.innerText()).toBe('Valor: R$ 11.900,00 (11900)');
    await bia.contexto.close();
  });

  it('the home feed shows a rule comment as its text, not its markup', async () => {
    const caio = await pessoaNova('feed-regra');
    await cardComentadoPelaRegra(caio.pagina, 'Cadeira');
    // The feed is a projection of the events: reload until the rule's comment is there.
    const feed = caio.pagina.getByTestId('feed-atividades');
    const linha = feed.getByTestId('atividade').filter({ hasText: 'Valor:' });
    await expect
      .poll(async () => {
        await caio.pagina.goto('/workflow/home');
        // The feed has loaded once it shows a line or says it has none.
        await feed.locator('[data-testid="atividade"], .ant-empty').first().waitFor();
        return linha.count();
      }, ESPERA)
      .toBe(1);
    const texto = await linha.innerText();
    expect(texto).not.toMatch(/<p>|<span|data-variavel|<strong>/);
    expect(texto).toContain('Abrir: http');
    expect(texto).toContain('Valor: R$ 11.900,00 (11900)');
    // Bold stays bold: the comment is rendered, not flattened.
    expect(await linha.locator('strong', { hasText: 'Abrir' }).count()).toBe(1);
    expect(caio.errosDaPagina).toEqual([]);
    await caio.contexto.close();
  });
});
