import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CABECALHOS, criarFluxoComEtapa, lerCard } from './support/cards';
import { cadastrarEEntrarPelaApi, emailUnico } from './support/contas';
import { navegadorDoWorker, novaPagina } from './support/navegador';

/**
 * The public form: a visitor without login fills the initial stage's form with an
 * attachment and sees the success screen; the card exists with its attachment. A bad link goes
 * to the customer's login.
 */
const baseUrl = inject('baseUrl');
let navegador: Browser;

beforeAll(async () => {
  navegador = await navegadorDoWorker();
});

describe('public form', () => {
  it('creates a card with an attachment and shows the success screen', async () => {
    const dono = await novaPagina(navegador, baseUrl);
    await cadastrarEEntrarPelaApi(dono.pagina, 'Dona do fluxo', emailUnico('publico'));
    const { idFluxo } = await criarFluxoComEtapa(dono.pagina, 'Ouvidoria');
    const ativar = await dono.pagina.request.put('/api/fluxos/atualizar', {
      headers: CABECALHOS,
      data: {
        Fluxo: {
          id: idFluxo,
          descricao: 'Ouvidoria',
          icone: 'RocketOutlined',
          detalhes: 'Detalhes de Ouvidoria',
          permitirFormPublico: 'S',
          tituloFormulario: 'Fale com a ouvidoria',
          descricaoFormulario: 'Conte o que aconteceu.',
        },
      },
    });
    expect(ativar.status()).toBeLessThan(300);
    const hash = ((await ativar.json()) as { Fluxo: { linkPublico: string } }).Fluxo.linkPublico;

    const visitante = await novaPagina(navegador, baseUrl, { largura: 390, altura: 844 });
    const { pagina } = visitante;
    await pagina.goto(`/workflow/criarcardfluxo/AVMB/${hash}`);
    await pagina.getByRole('heading', { name: 'Fale com a ouvidoria' }).waitFor();
    await pagina.getByText('Conte o que aconteceu.').waitFor();

    await pagina.getByRole('button', { name: 'Enviar' }).click();
    await pagina.getByText('Nome é obrigatório').waitFor();

    await pagina.getByLabel('Nome', { exact: true }).fill('Maria Visitante');
    await pagina.getByLabel('Cliente').fill('Loja Centro');
    const [seletor] = await Promise.all([
      pagina.waitForEvent('filechooser'),
      pagina.getByRole('button', { name: 'Selecionar arquivos' }).click(),
    ]);
    await seletor.setFiles({ name: 'relato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 relato') });
    await pagina.getByText('relato.pdf').waitFor();

    const respostaCriacao = pagina.waitForResponse((r) => r.url().includes(`/api/instancias/inserir/AVMB/${hash}`));
    await pagina.getByRole('button', { name: 'Enviar' }).click();
    const { idInstancia } = (await (await respostaCriacao).json()) as { idInstancia: string };
    await pagina.getByRole('link', { name: 'Ir para o login' }).waitFor();
    expect(visitante.errosDaPagina).toEqual([]);

    await expect.poll(async () => (await lerCard(dono.pagina, idInstancia)).numTotalAnexos).toBe(1);
    await pagina.getByRole('link', { name: 'Ir para o login' }).click();
    await pagina.waitForURL('**/workflow/login/AVMB');

    await visitante.contexto.close();
    await dono.contexto.close();
  });

  it('sends a bad link to the customer login', async () => {
    const { contexto, pagina } = await novaPagina(navegador, baseUrl);
    await pagina.goto('/workflow/criarcardfluxo/AVMB/link-que-nao-existe');
    await pagina.waitForURL('**/workflow/login/AVMB');
    await contexto.close();
  });
});
