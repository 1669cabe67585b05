import type { Browser } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import { cadastrarEEntrarPelaApi, emailUnico } from './support/contas';
import { navegadorDoWorker, novaPagina } from './support/navegador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

beforeAll(async () => {
  navegador = await navegadorDoWorker();
});

/** A 2x2 png, enough to go through the browser-side compression. */
const PNG_MINIMO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8DwH4IZYAwAVKAH+eGzjs8AAAAASUVORK5CYII=',
  'base64',
);

it('saves the basic data, and the header shows the new name at once', async () => {
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  await cadastrarEEntrarPelaApi(pagina, 'Pessoa Original', emailUnico('conta'));

  await pagina.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Minha conta' }).click();
  await pagina.getByLabel('Nome', { exact: true }).fill('Pessoa Renomeada');
  await pagina.getByLabel('CPF').fill('52998224725');
  await pagina.getByLabel('Data de nascimento').fill('20/05/1990');
  await pagina.getByLabel('Data de nascimento').press('Tab');
  await pagina.getByRole('button', { name: 'Salvar alterações' }).click();

  await expect.poll(() => pagina.locator('.ant-message-success').count()).toBeGreaterThan(0);
  await pagina.getByRole('button', { name: 'Menu do usuário' }).click();
  await pagina.getByText('Pessoa Renomeada', { exact: true }).first().waitFor();

  await pagina.reload();
  expect(await pagina.getByLabel('Nome', { exact: true }).inputValue()).toBe('Pessoa Renomeada');
  expect(await pagina.getByLabel('CPF').inputValue()).toBe('529.982.247-25');
  expect(await pagina.getByLabel('Data de nascimento').inputValue()).toBe('20/05/1990');
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});

it('compresses and saves a profile photo, shown in the header', async () => {
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);
  await cadastrarEEntrarPelaApi(pagina, 'Pessoa Fotografada', emailUnico('foto'));
  await pagina.goto('/workflow/minha-conta');

  await pagina
    .locator('input[type="file"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG_MINIMO });
  await pagina.getByRole('img', { name: 'Foto de Pessoa Fotografada' }).waitFor();
  await pagina.getByRole('button', { name: 'Salvar alterações' }).click();

  await expect.poll(() => pagina.locator('.ant-message-success').count()).toBeGreaterThan(0);
  const fotoNoCabecalho = pagina.getByRole('banner').getByRole('img', { name: 'Foto de Pessoa Fotografada' });
  await fotoNoCabecalho.waitFor();
  expect(await fotoNoCabecalho.getAttribute('src')).not.toContain('data:');
  await contexto.close();
});

it('turns API access on and shows the address and token with copy buttons', async () => {
  const { contexto, pagina } = await novaPagina(navegador, baseUrl);
  await cadastrarEEntrarPelaApi(pagina, 'Pessoa Integradora', emailUnico('api'));
  await pagina.goto('/workflow/minha-conta');

  await pagina.getByRole('tab', { name: 'API' }).click();
  await pagina.getByRole('switch', { name: 'Acesso à API' }).click();

  await pagina.getByText('Acesso à API ativado').waitFor();
  await pagina.getByRole('button', { name: 'Copiar URL de acesso' }).waitFor();
  await pagina.getByRole('button', { name: 'Copiar Token de acesso' }).waitFor();
  await contexto.close();
});
