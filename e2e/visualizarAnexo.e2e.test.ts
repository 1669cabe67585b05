import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { criarCard, criarFluxoComEtapa } from './support/cards';
import { vigiarCsp } from './support/csp';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * "Visualizar" on a card attachment previews it inside the app (issue 25, item 10): a PDF in the
 * browser's own viewer in a modal over the card (served inline, never downloaded), json as text;
 * "Baixar" stays the download. All under the app's Content-Security-Policy.
 */
const { pessoaNova } = usarNavegador();

/** A one-page PDF (what the upload's content check and Chromium's viewer both accept). */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

async function anexar(pagina: Page, modal: Locator, nome: string, mimeType: string, buffer: Buffer): Promise<void> {
  const [seletor] = await Promise.all([
    pagina.waitForEvent('filechooser'),
    modal.getByRole('button', { name: 'Adicionar anexo' }).click(),
  ]);
  await seletor.setFiles({ name: nome, mimeType, buffer });
  await modal.getByRole('list', { name: 'Anexos' }).getByText(nome).waitFor();
}

describe('attachment preview', () => {
  it('shows a PDF inline in a modal, json as text, and downloads only through "Baixar"', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('visualizar');
    const violacoes = await vigiarCsp(contexto, pagina);
    const { idFluxo } = await criarFluxoComEtapa(pagina, 'Contratos');
    const idCard = await criarCard(pagina, idFluxo, 'Contrato de serviço');
    const downloads: Download[] = [];
    const abas: Page[] = [];
    pagina.on('download', (d) => void downloads.push(d));
    contexto.on('page', (p) => void abas.push(p));

    await pagina.goto(`/workflow/process/${idFluxo}?card=${idCard}`);
    const modal = pagina
      .getByRole('dialog')
      .filter({ has: pagina.getByRole('heading', { name: 'Contrato de serviço' }) });
    await modal.waitFor();
    await anexar(pagina, modal, 'contrato.pdf', 'application/pdf', PDF);

    // The PDF: a dialog over the card with a frame whose document is the PDF itself.
    const documentoDoPdf = pagina.waitForResponse(
      (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname.endsWith('/contrato.pdf'),
    );
    await modal.getByRole('button', { name: 'Visualizar contrato.pdf' }).click();
    const visualizador = pagina.getByRole('dialog', { name: 'contrato.pdf' });
    const quadro = visualizador.locator('iframe[title="Visualização de contrato.pdf"]');
    await quadro.waitFor();
    const resposta = await documentoDoPdf;
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-disposition']).toMatch(/^inline;/);
    expect(resposta.headers()['content-type']).toBe('application/pdf');
    const frame = await (await quadro.elementHandle())?.contentFrame();
    await expect
      .poll(() =>
        frame?.evaluate(() => (globalThis as unknown as { document: { contentType: string } }).document.contentType),
      )
      .toBe('application/pdf');
    expect(downloads).toEqual([]);
    expect(abas).toEqual([]);

    // "Baixar" is the download, under the file's name.
    const [baixado] = await Promise.all([
      pagina.waitForEvent('download'),
      visualizador.getByRole('link', { name: 'Baixar' }).click(),
    ]);
    expect(baixado.suggestedFilename()).toBe('contrato.pdf');
    expect(abas).toEqual([]);
    await visualizador.getByRole('button', { name: 'Fechar' }).click();
    await visualizador.waitFor({ state: 'hidden' });

    // json: its text in the preview (never rendered as markup).
    await anexar(pagina, modal, 'dados.json', 'application/json', Buffer.from('{"cliente": "<b>ACME</b>"}'));
    await modal.getByRole('button', { name: 'Visualizar dados.json' }).click();
    const texto = pagina.getByRole('dialog', { name: 'dados.json' }).getByLabel('Conteúdo de dados.json');
    await expect.poll(() => texto.textContent()).toBe('{"cliente": "<b>ACME</b>"}');

    expect(violacoes).toEqual([]);
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
