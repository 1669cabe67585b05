import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chamarApi, lerCard, postarApi } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';
import { aguardarEntradaNaSalaDoFluxo } from './support/salas';

/**
 * Nothing typed in the card modal's stage form is lost to another action (issue 25, item 1): an
 * upload into the form's attachment field and a live change by someone else refetch the card,
 * and the typed values stay (someone else's value goes into the fields not being edited). Leaving
 * with unsaved input asks "Descartar alterações não salvas?": the modal's close, the browser's
 * back button (the SPA's navigation) and closing the tab (beforeunload).
 */
const { pessoaNova } = usarNavegador();
// A change by someone else reaches the open modal in about 2 s on an idle machine; CI's two
// cores also run the runtime's fan-out, so the wait allows 15 s (as tempoReal.e2e).
const ESPERA_TEMPO_REAL = { timeout: 15_000 };
const DESCARTAR = 'Descartar alterações não salvas?';

/** A flow whose initial stage has Cliente, Pedido and an attachment field Contrato; one card (Cliente ACME). */
async function arrumar(pagina: Page, emailColega?: string) {
  const { Fluxo } = await postarApi<{ Fluxo: { id: string } }>(pagina, '/api/fluxos/inserir', {
    Fluxo: { descricao: 'Contratos', icone: 'RocketOutlined', detalhes: 'Alterações não salvas' },
  });
  const { Etapa } = await postarApi<{ Etapa: { id: string } }>(pagina, '/api/etapas/inserir', {
    Etapa: { idFluxo: Fluxo.id, descricao: 'Entrada', cor: '#1677ff', etapaInicial: 'S' },
    listaEtapas: [],
  });
  await postarApi(pagina, `/api/etapas/atualizar-campos-form/${Etapa.id}`, {
    listaCamposFormulario: [
      { id: 'cliente', keyCampo: 'textoCurto', titulo: 'Cliente', ordem: 0 },
      { id: 'pedido', keyCampo: 'textoCurto', titulo: 'Pedido', ordem: 1 },
      {
        id: 'contrato',
        keyCampo: 'anexo',
        titulo: 'Contrato',
        ordem: 2,
        quantidadeMaximaArquivos: 2,
        tamanhoMaximoArquivo: 1,
        tiposArquivosAceitos: ['txt', 'pdf'],
      },
    ],
  });
  if (emailColega)
    await postarApi(pagina, '/api/etapa-usuario/inserir-autorizacao', {
      EtapaUsuario: { idEtapa: Etapa.id, emailAutorizado: emailColega, executar: 'S', editar: 'S' },
    });
  const { Instancia } = await postarApi<{ Instancia: { id: string } }>(pagina, '/api/instancias/inserir', {
    Instancia: { idFluxo: Fluxo.id, descricao: 'Contrato ACME', listaValoresFormulario: { CLIENTE: 'ACME' } },
  });
  return { idFluxo: Fluxo.id, idCard: Instancia.id };
}

/** The board, then the card opened from its tile (the SPA pushes ?card=, so "back" closes it). */
async function abrirCardPeloQuadro(pagina: Page, idFluxo: string, idCard: string): Promise<Locator> {
  await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban`);
  await pagina.locator(`[data-card-id="${idCard}"]`).click();
  const modal = pagina.getByRole('dialog').filter({ has: pagina.getByRole('heading', { name: 'Contrato ACME' }) });
  await modal.waitFor();
  await expect.poll(() => modal.getByLabel('Cliente').inputValue()).toBe('ACME');
  return modal;
}

/** The question before leaving: answered "Continuar editando" (stay) or "Descartar". */
async function responderPergunta(pagina: Page, resposta: 'Continuar editando' | 'Descartar'): Promise<void> {
  const pergunta = pagina.getByRole('dialog').filter({ hasText: DESCARTAR });
  await pergunta.waitFor();
  // Answered once its zoom-in has ended: a click during antd's appear animation was lost in CI.
  await expect.poll(async () => (await pergunta.getAttribute('class')) ?? '').not.toContain('ant-zoom');
  await pergunta.getByRole('button', { name: resposta }).click();
  await pergunta.waitFor({ state: 'hidden' });
}

const valoresDoCard = async (pagina: Page, idCard: string) =>
  (
    (await lerCard(pagina, idCard)) as unknown as {
      jsonDadosExecucao: { listaValoresFormulario: Record<string, unknown> };
    }
  ).jsonDadosExecucao.listaValoresFormulario;

describe('unsaved input in the card modal', () => {
  it('survives an upload into the form, and leaving with it asks first (close, back, tab)', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('naosalvo');
    const { idFluxo, idCard } = await arrumar(pagina);
    const modal = await abrirCardPeloQuadro(pagina, idFluxo, idCard);

    await modal.getByLabel('Cliente').fill('ACME Ltda');
    const [seletor] = await Promise.all([
      pagina.waitForEvent('filechooser'),
      modal.getByRole('button', { name: 'Enviar arquivo em Contrato' }).click(),
    ]);
    await seletor.setFiles({ name: 'contrato.txt', mimeType: 'text/plain', buffer: Buffer.from('Contrato assinado') });
    await modal.getByRole('list', { name: 'Arquivos de Contrato' }).getByText('contrato.txt').waitFor();
    // The card was refetched with the file in the field's value: what was typed is still there.
    await expect.poll(async () => (await valoresDoCard(pagina, idCard)).CONTRATO).toHaveLength(1);
    await modal.getByRole('list', { name: 'Anexos' }).getByText('contrato.txt').waitFor();
    expect(await modal.getByLabel('Cliente').inputValue()).toBe('ACME Ltda');

    // The modal's close asks; staying keeps everything.
    await modal.getByRole('button', { name: 'Fechar' }).first().click();
    await responderPergunta(pagina, 'Continuar editando');
    expect(await modal.getByLabel('Cliente').inputValue()).toBe('ACME Ltda');

    // The browser's back button (the SPA's own navigation) asks too, and staying keeps the card open.
    await pagina.evaluate(() => (globalThis as unknown as { history: { back(): void } }).history.back());
    await responderPergunta(pagina, 'Continuar editando');
    await expect.poll(() => new URL(pagina.url()).searchParams.get('card')).toBe(idCard);
    expect(await modal.getByLabel('Cliente').inputValue()).toBe('ACME Ltda');

    // Closing the tab: the browser's own prompt (beforeunload), dismissed, the page stays.
    const prompt = pagina.waitForEvent('dialog');
    void pagina.close({ runBeforeUnload: true });
    const dialogo = await prompt;
    expect(dialogo.type()).toBe('beforeunload');
    await dialogo.dismiss();
    expect(await modal.getByLabel('Cliente').inputValue()).toBe('ACME Ltda');

    // Saved, nothing is left to lose: the modal closes without a question.
    await modal.getByRole('button', { name: 'Salvar formulário' }).click();
    await pagina
      .getByRole('status')
      .filter({ hasText: 'Formulário atualizado com sucesso!' })
      .waitFor({ state: 'attached' });
    expect((await valoresDoCard(pagina, idCard)).CLIENTE).toBe('ACME Ltda');
    await modal.getByRole('button', { name: 'Fechar' }).first().click();
    await modal.waitFor({ state: 'hidden' });
    expect(await pagina.getByText(DESCARTAR).count()).toBe(0);

    // Discarding: typed again, closed, "Descartar": the modal closes and nothing is stored.
    await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban&card=${idCard}`);
    await modal.waitFor();
    await expect.poll(() => modal.getByLabel('Cliente').inputValue()).toBe('ACME Ltda');
    await modal.getByLabel('Pedido').fill('P-9');
    await modal.getByRole('button', { name: 'Fechar' }).first().click();
    await responderPergunta(pagina, 'Descartar');
    await modal.waitFor({ state: 'hidden' });
    expect((await valoresDoCard(pagina, idCard)).PEDIDO ?? null).toBeNull();

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('keeps what is typed while someone else changes the card live, and warns when it was the same field', async () => {
    const b = await pessoaNova('naosalvo-b');
    const a = await pessoaNova('naosalvo-a');
    const { idFluxo, idCard } = await arrumar(a.pagina, b.email);

    const entrou = aguardarEntradaNaSalaDoFluxo(a.pagina, idFluxo);
    const modal = await abrirCardPeloQuadro(a.pagina, idFluxo, idCard);
    await entrou;
    await modal.getByLabel('Pedido').fill('P-77');

    // B changes another field: it shows in A's form, and A's typed value stays.
    await chamarApi(b.pagina, 'put', `/api/instancia/formulario/atualizar/${idCard}`, {
      newValuesFormulario: { CLIENTE: 'Globex', PEDIDO: null },
    });
    await expect.poll(() => modal.getByLabel('Cliente').inputValue(), ESPERA_TEMPO_REAL).toBe('Globex');
    expect(await modal.getByLabel('Pedido').inputValue()).toBe('P-77');

    // B changes the very field A is typing in: A's value stays, and A is told.
    await chamarApi(b.pagina, 'put', `/api/instancia/formulario/atualizar/${idCard}`, {
      newValuesFormulario: { CLIENTE: 'Globex', PEDIDO: 'P-1' },
    });
    await modal.getByRole('alert').filter({ hasText: 'Outra pessoa alterou Pedido' }).waitFor(ESPERA_TEMPO_REAL);
    expect(await modal.getByLabel('Pedido').inputValue()).toBe('P-77');

    // A saves: A's value and B's other change are both stored.
    await modal.getByRole('button', { name: 'Salvar formulário' }).click();
    await expect
      .poll(async () => {
        const v = await valoresDoCard(a.pagina, idCard);
        return [v.CLIENTE, v.PEDIDO];
      })
      .toEqual(['Globex', 'P-77']);
    await modal.getByRole('alert').filter({ hasText: 'Outra pessoa alterou' }).waitFor({ state: 'hidden' });

    expect(a.errosDaPagina).toEqual([]);
    await Promise.all([a.contexto.close(), b.contexto.close()]);
  });
});
