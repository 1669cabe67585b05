import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import { cadastrarPelaApi, emailUnico, entrarPelaApi, SENHA_NOVA_CONTA } from './support/contas';
import { navegadorDoWorker, novaPagina } from './support/navegador';

/**
 * The home's first-use tour: a new person sees it once, from the step he reached (stored through
 * PUT /api/usuario/tourStep), and never again once he finished or skipped it. Each test signs up a
 * person of its own (the tour is per person, the shared tenant is untouched).
 */
const baseUrl = inject('baseUrl');
let navegador: Browser;
beforeAll(async () => {
  navegador = await navegadorDoWorker();
});

const tituloDoTour = (pagina: Page) => pagina.locator('.ant-tour-title');
const tourStep = async (pagina: Page) =>
  (
    (await (
      await pagina.context().request.get('/api/auth/verify-login', { headers: { 'X-Cliente': 'AVMB' } })
    ).json()) as RespostaSessao
  ).usuario.tourStep;
/** The home settled: the welcome of a person without cards is on screen. */
const homeCarregada = (pagina: Page) => pagina.getByTestId('boas-vindas').waitFor();

async function novaPessoaNaHome(prefixo: string) {
  const email = emailUnico(prefixo);
  await cadastrarPelaApi('Tânia Tour', email);
  const aberta = await novaPagina(navegador, baseUrl);
  await entrarPelaApi(aberta.pagina, email, SENHA_NOVA_CONTA, 'AVMB', { comTour: true });
  return aberta;
}

it('shows the tour once to a new person, resumes it where he left, and not again after finishing', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPessoaNaHome('tour');

  await expect.poll(() => tituloDoTour(pagina).textContent()).toBe('Boas-vindas ao Workflow!');
  await pagina.getByRole('button', { name: 'Próximo' }).click();
  await expect.poll(() => tituloDoTour(pagina).textContent()).toBe('Menu principal');
  await expect.poll(() => tourStep(pagina)).toBe(1);

  // Left and back: the tour resumes at the step he reached.
  await pagina.reload();
  await expect.poll(() => tituloDoTour(pagina).textContent()).toBe('Menu principal');
  await pagina.getByRole('button', { name: 'Próximo' }).click();
  await expect.poll(() => tituloDoTour(pagina).textContent()).toBe('Pesquisa de cards');
  await pagina.getByRole('button', { name: 'Próximo' }).click();
  await expect.poll(() => tituloDoTour(pagina).textContent()).toBe('Notificações');
  await pagina.getByRole('button', { name: 'Concluir' }).click();
  await expect.poll(() => tituloDoTour(pagina).count()).toBe(0);
  await expect.poll(() => tourStep(pagina)).toBe(4);

  await pagina.reload();
  await homeCarregada(pagina);
  expect(await tituloDoTour(pagina).count()).toBe(0);
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});

it('can be skipped, and then does not come back', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPessoaNaHome('tour-pulado');

  await expect.poll(() => tituloDoTour(pagina).textContent()).toBe('Boas-vindas ao Workflow!');
  await pagina.getByRole('button', { name: 'Pular tour' }).click();
  await expect.poll(() => tituloDoTour(pagina).count()).toBe(0);
  await expect.poll(() => tourStep(pagina)).toBe(4);

  await pagina.reload();
  await homeCarregada(pagina);
  expect(await tituloDoTour(pagina).count()).toBe(0);
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});
