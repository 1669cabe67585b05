import { tiposCampo } from '@wf/shared/constants/fluxos';
import type { ConfigEtapaArquivo, FluxoComEtapas } from '@wf/shared/types/fluxo';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CABECALHOS } from './support/cards';
import { emailUnico } from './support/contas';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * The Fluxo tab in a real browser against the embedded runtime: stages created
 * with the dialog, connections drawn by dragging between handles, flags set in the edit dialog,
 * a form with one field of each type, and everything still there after a reload.
 */
const { pessoaNova } = usarNavegador();

/** Arrange step through the API with the page's session (the flow list has its own tests). */
async function criarFluxoPelaApi(pagina: Page, descricao: string): Promise<string> {
  const resposta = await pagina.request.post('/api/fluxos/inserir', {
    headers: CABECALHOS,
    data: { Fluxo: { descricao, icone: 'RocketOutlined', detalhes: `Detalhes de ${descricao}` } },
  });
  expect(resposta.status()).toBeLessThan(300);
  return ((await resposta.json()) as { Fluxo: { id: string } }).Fluxo.id;
}

async function lerFluxo(pagina: Page, idFluxo: string): Promise<FluxoComEtapas> {
  const resposta = await pagina.request.get(`/api/fluxos/buscar/etapas-com-instancias/${idFluxo}`, {
    headers: CABECALHOS,
  });
  expect(resposta.status()).toBe(200);
  return (await resposta.json()) as FluxoComEtapas;
}

const no = (pagina: Page, nome: string) => pagina.getByRole('group', { name: `Etapa ${nome}`, exact: true });
const alca = (pagina: Page, nome: string, lado: 'left' | 'top' | 'right' | 'bottom') =>
  no(pagina, nome).locator(`.react-flow__handle[data-handleid="${lado}"]`);
/** An SVG group: attached is what counts (Playwright may call a <g> hidden). */
const aresta = (pagina: Page, de: string, para: string) =>
  pagina.locator(`[aria-label="Conexão de ${de} para ${para}"]`);
const toastErro = (pagina: Page, texto: string) => pagina.locator('.ant-message-error').filter({ hasText: texto });
const toastSucesso = (pagina: Page, texto: string) => pagina.locator('.ant-message-success').filter({ hasText: texto });

/**
 * The centre of an element once the canvas stopped moving (fitView animates after a new stage):
 * its box is polled until two reads in a row agree.
 */
async function centro(alvo: Locator): Promise<{ x: number; y: number }> {
  let anterior = '';
  const parado: { caixa?: { x: number; y: number; width: number; height: number } } = {};
  await expect
    .poll(
      async () => {
        const caixa = await alvo.boundingBox();
        const atual = JSON.stringify(caixa);
        if (caixa && atual === anterior) parado.caixa = caixa;
        anterior = atual;
        return parado.caixa !== undefined;
      },
      { message: 'o diagrama não parou de se mover' },
    )
    .toBe(true);
  const { x, y, width, height } = parado.caixa!;
  return { x: x + width / 2, y: y + height / 2 };
}

/** Mouse down on a source handle, move, mouse up on a target handle: how a person connects stages. */
async function conectarArrastando(pagina: Page, origem: Locator, destino: Locator): Promise<void> {
  const de = await centro(origem);
  const para = await centro(destino);
  await pagina.mouse.move(de.x, de.y);
  await pagina.mouse.down();
  await pagina.mouse.move(de.x + 20, de.y + 20, { steps: 5 });
  await pagina.mouse.move(para.x, para.y, { steps: 15 });
  await pagina.mouse.up();
}

async function acaoDaEtapa(pagina: Page, nome: string, acao: string): Promise<void> {
  await pagina.getByRole('button', { name: `Ações da etapa ${nome}`, exact: true }).click();
  await pagina.getByRole('menuitem', { name: acao, exact: true }).filter({ visible: true }).click();
}

async function novaEtapa(pagina: Page, nome: string, origens: string[]): Promise<void> {
  await pagina.getByRole('button', { name: 'Nova etapa' }).click();
  const dialogo = pagina.getByRole('dialog', { name: 'Nova etapa' });
  await dialogo.getByLabel('Nome').fill(nome);
  // Chosen by keyboard, each confirmed by its tag: a click on the list can land on an option the
  // live refresh of the flow just re-rendered, and the pick is then silently lost.
  const seletor = dialogo.getByLabel('Etapas de origem');
  for (const origem of origens) {
    await seletor.pressSequentially(origem);
    await pagina
      .locator('.ant-select-item-option-active')
      .filter({ hasText: origem })
      .filter({ visible: true })
      .waitFor();
    await seletor.press('Enter');
    await dialogo.locator('.ant-select-selection-item').filter({ hasText: origem }).waitFor();
  }
  await seletor.press('Escape');
  await dialogo.getByRole('button', { name: 'Criar etapa' }).click();
  await dialogo.waitFor({ state: 'hidden' });
  await no(pagina, nome).waitFor();
}

const TITULOS_DOS_TIPOS = Object.values(tiposCampo);

describe('diagram /process/{id}?tab=flow', () => {
  it('builds a flow: four stages, connections dragged between handles, flags, a form with every field type, kept after a reload', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('diagrama');
    const idFluxo = await criarFluxoPelaApi(pagina, 'Compras');
    await pagina.goto(`/workflow/process/${idFluxo}?tab=flow`);

    // Empty flow: the first stage comes from the empty state; the name is required.
    await pagina.getByText('Este fluxo ainda não tem etapas').waitFor();
    await pagina.getByRole('button', { name: 'Criar primeira etapa' }).click();
    const primeira = pagina.getByRole('dialog', { name: 'Nova etapa' });
    await primeira.getByRole('button', { name: 'Criar etapa' }).click();
    await primeira.getByText('Nome é obrigatório').waitFor();
    await primeira.getByLabel('Nome').fill('Entrada');
    await primeira.getByRole('button', { name: 'Criar etapa' }).click();
    await no(pagina, 'Entrada').waitFor();
    await no(pagina, 'Entrada').getByText('Inicial', { exact: true }).waitFor();

    // Later stages need an origin; the link from it comes with the stage.
    await pagina.getByRole('button', { name: 'Nova etapa' }).click();
    const semOrigem = pagina.getByRole('dialog', { name: 'Nova etapa' });
    await semOrigem.getByLabel('Nome').fill('Análise');
    await semOrigem.getByRole('button', { name: 'Criar etapa' }).click();
    await semOrigem.getByText('Selecione ao menos uma etapa de origem').waitFor();
    await semOrigem.getByRole('button', { name: 'Cancelar' }).click();
    await novaEtapa(pagina, 'Análise', ['Entrada']);
    await novaEtapa(pagina, 'Aprovação', ['Entrada']);
    await novaEtapa(pagina, 'Concluído', ['Entrada']);
    await aresta(pagina, 'Entrada', 'Análise').waitFor({ state: 'attached' });
    await aresta(pagina, 'Entrada', 'Concluído').waitFor({ state: 'attached' });

    // Connections drawn by dragging from a handle to another stage's handle.
    await conectarArrastando(pagina, alca(pagina, 'Análise', 'right'), alca(pagina, 'Aprovação', 'left'));
    await aresta(pagina, 'Análise', 'Aprovação').waitFor({ state: 'attached' });
    await conectarArrastando(pagina, alca(pagina, 'Aprovação', 'right'), alca(pagina, 'Concluído', 'left'));
    await aresta(pagina, 'Aprovação', 'Concluído').waitFor({ state: 'attached' });
    await conectarArrastando(pagina, alca(pagina, 'Concluído', 'bottom'), alca(pagina, 'Entrada', 'bottom'));
    await aresta(pagina, 'Concluído', 'Entrada').waitFor({ state: 'attached' });

    // The same direction twice: the server refuses and the diagram keeps one edge.
    await conectarArrastando(pagina, alca(pagina, 'Entrada', 'right'), alca(pagina, 'Análise', 'left'));
    await toastErro(pagina, 'Essas etapas já estão conectadas nesse sentido').waitFor();
    expect(await aresta(pagina, 'Entrada', 'Análise').count()).toBe(1);

    // Initial moves to another stage through the edit dialog.
    await acaoDaEtapa(pagina, 'Análise', 'Editar etapa');
    const edicao = pagina.getByRole('dialog', { name: 'Editar etapa' });
    await edicao.getByRole('switch', { name: 'Etapa inicial' }).click();
    await edicao.getByText('A etapa inicial atual deixará de ser inicial.').waitFor();
    await edicao.getByRole('button', { name: 'Salvar' }).click();
    await edicao.waitFor({ state: 'hidden' });
    await no(pagina, 'Análise').getByText('Inicial', { exact: true }).waitFor();
    await expect.poll(() => no(pagina, 'Entrada').getByText('Inicial', { exact: true }).count()).toBe(0);

    // A final stage loses its outgoing connections.
    await acaoDaEtapa(pagina, 'Concluído', 'Editar etapa');
    const final = pagina.getByRole('dialog', { name: 'Editar etapa' });
    await final.getByRole('switch', { name: 'Etapa final' }).click();
    await final.getByText('A conexão de saída desta etapa será removida.').waitFor();
    await final.getByRole('button', { name: 'Salvar' }).click();
    await final.waitFor({ state: 'hidden' });
    await no(pagina, 'Concluído').getByText('Final', { exact: true }).waitFor();
    await expect.poll(() => aresta(pagina, 'Concluído', 'Entrada').count()).toBe(0);

    // A node dragged somewhere else stays there.
    const antes = (await lerFluxo(pagina, idFluxo)).listaEtapas.find((e) => e.descricao === 'Concluído')!.jsonConfig
      .node.position;
    const titulo = await centro(no(pagina, 'Concluído').getByText('Concluído', { exact: true }));
    await pagina.mouse.move(titulo.x, titulo.y);
    await pagina.mouse.down();
    await pagina.mouse.move(titulo.x + 10, titulo.y + 60, { steps: 5 });
    await pagina.mouse.move(titulo.x + 20, titulo.y + 160, { steps: 10 });
    await pagina.mouse.up();
    await expect
      .poll(
        async () =>
          (await lerFluxo(pagina, idFluxo)).listaEtapas.find((e) => e.descricao === 'Concluído')!.jsonConfig.node
            .position.y,
      )
      .toBeGreaterThan(antes.y + 50);

    // The form: one field of each of the 16 types from the palette.
    await acaoDaEtapa(pagina, 'Aprovação', 'Editar formulário');
    const editor = pagina.getByRole('dialog', { name: 'Formulário da etapa Aprovação' });
    for (const nome of TITULOS_DOS_TIPOS)
      await editor.getByRole('button', { name: `Adicionar campo ${nome}`, exact: true }).click();
    const listaCampos = editor.getByRole('list', { name: 'Campos do formulário' });
    await expect.poll(() => listaCampos.getByRole('listitem').count()).toBe(16);

    // The settings of a field, with the fixed messages and the toggles' coupling.
    await editor.getByRole('button', { name: 'Configurar campo Texto curto', exact: true }).click();
    const titulo1 = editor.getByLabel('Título', { exact: true });
    await titulo1.fill('');
    await editor.getByText('Campo obrigatório').first().waitFor();
    await titulo1.fill('Nome do fornecedor');
    expect(await editor.getByLabel('Nome da variável').inputValue()).toBe('NOME_DO_FORNECEDOR');
    await editor.getByRole('switch', { name: 'Obrigatório' }).click();
    await editor.getByRole('switch', { name: 'Editável' }).click();
    expect(await editor.getByRole('switch', { name: 'Obrigatório' }).getAttribute('aria-checked')).toBe('false');
    await editor.getByRole('switch', { name: 'Obrigatório' }).click();
    expect(await editor.getByRole('switch', { name: 'Editável' }).getAttribute('aria-checked')).toBe('true');
    await editor.getByRole('switch', { name: 'Limitar quantidade de caracteres' }).click();
    await editor.getByLabel('Tamanho mínimo').fill('10');
    await editor.getByLabel('Tamanho máximo').fill('5');
    await editor.getByText('Tamanho máximo deve ser maior ou igual ao tamanho mínimo').waitFor();
    await editor.getByLabel('Tamanho máximo').fill('80');
    await expect
      .poll(() => editor.getByText('Tamanho máximo deve ser maior ou igual ao tamanho mínimo').count())
      .toBe(0);

    await editor.getByRole('button', { name: 'Configurar campo Seleção de opções', exact: true }).click();
    await editor.getByRole('button', { name: 'Remover opção Opção 1' }).click();
    await editor.getByRole('button', { name: 'Remover opção Opção 2' }).click();
    await editor.getByText('Adicione opções para o campo').waitFor();
    await editor.getByRole('button', { name: 'Adicionar opção' }).click();
    await editor.getByLabel('Texto da opção 1').fill('Urgente');

    await editor.getByRole('button', { name: 'Configurar campo Anexo', exact: true }).click();
    expect(await editor.getByLabel('Quantidade máxima de arquivos').inputValue()).toBe('1');
    expect(await editor.getByLabel('Tamanho máximo por arquivo (MB)').inputValue()).toBe('1');

    // The preview fills like a card form: masks, required marker and messages.
    await editor.getByRole('button', { name: 'Preview Formulário' }).click();
    const previa = pagina.getByRole('dialog', { name: /Preview Formulário/ });
    await previa.getByLabel('CPF', { exact: true }).fill('52998224725');
    expect(await previa.getByLabel('CPF', { exact: true }).inputValue()).toBe('529.982.247-25');
    await previa.getByLabel('Moeda', { exact: true }).fill('123456');
    expect(await previa.getByLabel('Moeda', { exact: true }).inputValue()).toBe('R$ 1.234,56');
    await previa.getByLabel('Link', { exact: true }).fill('ftp://exemplo');
    await previa.getByText('Até 1 arquivo de no máximo 1 MB', { exact: false }).waitFor();
    await previa.getByRole('button', { name: 'Validar preenchimento' }).click();
    await previa.getByText('Campo Nome do fornecedor é obrigatório').waitFor();
    await previa.getByText('O valor deve ser uma URL válida (http ou https)').waitFor();
    await previa.getByLabel('Nome do fornecedor', { exact: true }).fill('curto');
    await previa.getByText('Campo deve conter no mínimo 10 caracteres').waitFor();
    await previa.getByRole('button', { name: 'Fechar', exact: true }).last().click();

    await editor.getByRole('button', { name: 'Salvar' }).click();
    await toastSucesso(pagina, 'Formulário salvo').waitFor();
    await editor.waitFor({ state: 'hidden' });
    await no(pagina, 'Aprovação').getByRole('button', { name: 'Ver mais campos da etapa Aprovação' }).waitFor();

    // After a reload: stages, links, flags, position and the 16 fields are what the server kept.
    await pagina.reload();
    for (const nome of ['Entrada', 'Análise', 'Aprovação', 'Concluído']) await no(pagina, nome).waitFor();
    for (const [de, para] of [
      ['Entrada', 'Análise'],
      ['Entrada', 'Aprovação'],
      ['Entrada', 'Concluído'],
      ['Análise', 'Aprovação'],
      ['Aprovação', 'Concluído'],
    ]) {
      await aresta(pagina, de, para).waitFor({ state: 'attached' });
    }
    expect(await aresta(pagina, 'Concluído', 'Entrada').count()).toBe(0);
    await no(pagina, 'Análise').getByText('Inicial', { exact: true }).waitFor();
    await no(pagina, 'Concluído').getByText('Final', { exact: true }).waitFor();
    expect(await no(pagina, 'Entrada').getByText('Inicial', { exact: true }).count()).toBe(0);
    const camposNoNo = no(pagina, 'Aprovação')
      .getByRole('list', { name: 'Campos da etapa Aprovação' })
      .getByRole('listitem');
    expect(await camposNoNo.count()).toBe(6);

    await no(pagina, 'Aprovação').getByRole('button', { name: 'Ver mais campos da etapa Aprovação' }).click();
    const reaberto = pagina.getByRole('dialog', { name: 'Formulário da etapa Aprovação' });
    const itens = reaberto.getByRole('list', { name: 'Campos do formulário' }).getByRole('listitem');
    await expect.poll(() => itens.count()).toBe(16);
    const esperados = ['Nome do fornecedor', ...TITULOS_DOS_TIPOS.slice(1)];
    for (const [i, tituloEsperado] of esperados.entries()) {
      await itens
        .nth(i)
        .getByRole('button', { name: `Configurar campo ${tituloEsperado}`, exact: true })
        .waitFor();
    }
    await reaberto.getByRole('button', { name: 'Configurar campo Nome do fornecedor', exact: true }).click();
    expect(await reaberto.getByRole('switch', { name: 'Obrigatório' }).getAttribute('aria-checked')).toBe('true');
    expect(await reaberto.getByLabel('Tamanho máximo').inputValue()).toBe('80');

    const salvo = await lerFluxo(pagina, idFluxo);
    const aprovacao = salvo.listaEtapas.find((e) => e.descricao === 'Aprovação')!;
    expect(aprovacao.jsonConfig.listaCamposFormulario.map((c) => c.keyCampo)).toEqual(Object.keys(tiposCampo));
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('manages a stage from its menu: people, clone, export and import of its configuration, delete', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('menu');
    const colega = emailUnico('colega');
    const idFluxo = await criarFluxoPelaApi(pagina, 'Atendimento');
    const inserir = (descricao: string, listaEtapas: string[]) =>
      pagina.request.post('/api/etapas/inserir', {
        headers: CABECALHOS,
        data: { Etapa: { idFluxo, descricao }, listaEtapas },
      });
    const triagem = ((await (await inserir('Triagem', [])).json()) as { Etapa: { id: string } }).Etapa.id;
    expect((await inserir('Resolvido', [triagem])).status()).toBeLessThan(300);
    await pagina.goto(`/workflow/process/${idFluxo}?tab=flow`);
    await no(pagina, 'Triagem').waitFor();

    // People by e-mail: the fixed messages, the switches, the duplicate refusal, the copy.
    await acaoDaEtapa(pagina, 'Triagem', 'Pessoas autorizadas');
    const pessoas = pagina.getByRole('dialog', { name: 'Pessoas autorizadas — Triagem' });
    await pessoas.getByRole('tab', { name: 'Via Organograma' }).waitFor();
    // The organogram tab is real now (its own test is organograma.e2e.test.ts).
    expect(await pessoas.getByRole('tab', { name: 'Via Organograma' }).getAttribute('aria-disabled')).not.toBe('true');
    await pessoas.getByRole('button', { name: 'Adicionar' }).click();
    await pessoas.getByText('Por favor, digite o email do usuário').waitFor();
    await pessoas.getByLabel('E-mail da pessoa').fill('sem-arroba');
    await pessoas.getByRole('button', { name: 'Adicionar' }).click();
    await pessoas.getByText('Por favor, digite um email válido').waitFor();
    await pessoas.getByLabel('E-mail da pessoa').fill(colega);
    await pessoas.getByRole('button', { name: 'Adicionar' }).click();
    const acesso = pessoas.getByRole('listitem', { name: `Acesso de ${colega}` });
    await acesso.waitFor();
    await acesso.getByRole('switch', { name: `Editar (${colega})` }).click();
    await expect
      .poll(() => acesso.getByRole('switch', { name: `Editar (${colega})` }).getAttribute('aria-checked'))
      .toBe('true');
    await acesso.getByText('Restrições').click();
    const restricaoAnexos = acesso.getByRole('checkbox', { name: `Restringir Anexos (${colega})` });
    await restricaoAnexos.click();
    await expect.poll(() => restricaoAnexos.isChecked()).toBe(true);
    await acesso.getByText('Restrições (1 ativas)').waitFor();
    await pessoas.getByLabel('E-mail da pessoa').fill(colega);
    await pessoas.getByRole('button', { name: 'Adicionar' }).click();
    await pessoas.getByText(`O e-mail "${colega}" já possui acesso a esta etapa!`).waitFor();
    await pessoas.getByLabel('Etapas de destino').click();
    await pagina.locator('.ant-select-item-option').filter({ hasText: 'Resolvido' }).filter({ visible: true }).click();
    await pessoas.getByLabel('Etapas de destino').press('Escape');
    await pessoas.getByRole('button', { name: 'Copiar autorizações' }).click();
    await toastSucesso(pagina, 'Autorizações copiadas com sucesso!').waitFor();
    await pessoas.getByRole('button', { name: `Remover acesso de ${colega}` }).click();
    await pagina.getByRole('button', { name: 'Remover', exact: true }).click();
    await expect.poll(() => acesso.count()).toBe(0);
    await pessoas.getByRole('button', { name: 'Fechar', exact: true }).first().click();
    const copiadas = await pagina.request.get(
      `/api/etapa-usuario/buscar-autorizacoes/${
        (await lerFluxo(pagina, idFluxo)).listaEtapas.find((e) => e.descricao === 'Resolvido')!.id
      }`,
      { headers: CABECALHOS },
    );
    const { listaEmailsUsuarios } = (await copiadas.json()) as FluxoComEtapas & {
      listaEmailsUsuarios: { emailAutorizado: string; restrAnexos: string }[];
    };
    expect(listaEmailsUsuarios).toMatchObject([{ emailAutorizado: colega, restrAnexos: 'S' }]);

    // Clone: a new stage to the right, with the origin links.
    await acaoDaEtapa(pagina, 'Resolvido', 'Clonar etapa');
    const clone = pagina.getByRole('dialog', { name: 'Clonar etapa' });
    expect(await clone.getByLabel('Nome da nova etapa').inputValue()).toBe('Resolvido (cópia)');
    await clone.getByRole('checkbox', { name: /Copiar conexões de origem/ }).check();
    await clone.getByRole('button', { name: 'Clonar' }).click();
    await no(pagina, 'Resolvido (cópia)').waitFor();
    await aresta(pagina, 'Triagem', 'Resolvido (cópia)').waitFor({ state: 'attached' });

    // A connection is removed by its button (selected with the keyboard) or by the Delete key.
    await aresta(pagina, 'Triagem', 'Resolvido').focus();
    await pagina.keyboard.press('Enter');
    await pagina.getByRole('button', { name: 'Remover conexão de Triagem para Resolvido' }).click();
    await expect.poll(() => aresta(pagina, 'Triagem', 'Resolvido').count()).toBe(0);
    await aresta(pagina, 'Triagem', 'Resolvido (cópia)').focus();
    await pagina.keyboard.press('Enter');
    await pagina.keyboard.press('Delete');
    await expect.poll(() => aresta(pagina, 'Triagem', 'Resolvido (cópia)').count()).toBe(0);
    expect(await no(pagina, 'Resolvido (cópia)').count()).toBe(1);

    // Import: a file that is not JSON is refused; a good one replaces the form (after asking).
    const importar = async (arquivo: { name: string; mimeType: string; buffer: Buffer }) => {
      const [seletor] = await Promise.all([
        pagina.waitForEvent('filechooser'),
        acaoDaEtapa(pagina, 'Resolvido', 'Importar configuração'),
      ]);
      await seletor.setFiles(arquivo);
    };
    await importar({ name: 'errado.json', mimeType: 'application/json', buffer: Buffer.from('não é json') });
    await toastErro(pagina, 'Erro ao importar configuração').waitFor();
    const config = {
      versao: 1,
      listaEtapas: [
        {
          descricao: 'X',
          cor: '#722ed1',
          etapaInicial: 'N',
          etapaFinal: 'N',
          jsonConfig: { listaCamposFormulario: [{ id: 'a', keyCampo: 'email', titulo: 'E-mail do cliente' }] },
        },
      ],
    };
    await importar({ name: 'config.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(config)) });
    await pagina
      .getByRole('dialog', { name: 'Importar configuração para "Resolvido"?' })
      .getByRole('button', { name: 'Importar' })
      .click();
    // The lasting effect first, then the success as the page's live region keeps it: the toast
    // itself lasts a few seconds, which a loaded CI machine can miss.
    await no(pagina, 'Resolvido').getByText('E-mail do cliente').waitFor();
    await pagina
      .getByTestId('anuncio-educado')
      .filter({ hasText: 'Configuração importada com sucesso' })
      .waitFor({ state: 'attached' });

    // Delete asks first.
    await acaoDaEtapa(pagina, 'Resolvido (cópia)', 'Excluir etapa');
    await pagina
      .getByRole('dialog', { name: 'Excluir a etapa "Resolvido (cópia)"?' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.poll(() => no(pagina, 'Resolvido (cópia)').count()).toBe(0);

    // Export downloads the stage as a JSON file (last: headless Chromium stops painting after a download).
    const [download] = await Promise.all([
      pagina.waitForEvent('download'),
      acaoDaEtapa(pagina, 'Resolvido', 'Exportar configuração'),
    ]);
    expect(download.suggestedFilename()).toBe('configuracao-etapa-resolvido.json');
    const exportada = JSON.parse(await readFile(await download.path(), 'utf8')) as ConfigEtapaArquivo;
    expect(exportada.listaEtapas[0].jsonConfig.listaCamposFormulario.map((c) => c.titulo)).toEqual([
      'E-mail do cliente',
    ]);

    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('shows a read-only diagram to a person who may not edit the flow elements', async () => {
    const dono = await pessoaNova('dono');
    const idFluxo = await criarFluxoPelaApi(dono.pagina, 'Somente leitura');
    const criar = (descricao: string, listaEtapas: string[]) =>
      dono.pagina.request.post('/api/etapas/inserir', {
        headers: CABECALHOS,
        data: { Etapa: { idFluxo, descricao, cor: '#52c41a' }, listaEtapas },
      });
    const primeira = (await (await criar('Início', [])).json()) as { Etapa: { id: string } };
    expect((await criar('Fim', [primeira.Etapa.id])).status()).toBeLessThan(300);

    const leitor = await pessoaNova('leitor');
    const autorizar = await dono.pagina.request.post('/api/etapa-usuario/inserir-autorizacao', {
      headers: CABECALHOS,
      data: {
        EtapaUsuario: {
          idEtapa: primeira.Etapa.id,
          emailAutorizado: leitor.email,
          executar: 'S',
          editar: 'N',
          autorizar: 'N',
        },
      },
    });
    expect(autorizar.status()).toBeLessThan(300);

    const { pagina, errosDaPagina } = leitor;
    await pagina.goto(`/workflow/process/${idFluxo}?tab=flow`);
    await no(pagina, 'Início').waitFor();
    await aresta(pagina, 'Início', 'Fim').waitFor({ state: 'attached' });
    await pagina.getByText('Somente visualização').waitFor();
    expect(await pagina.getByRole('button', { name: 'Nova etapa' }).count()).toBe(0);
    expect(await pagina.getByRole('button', { name: 'Ações da etapa Início' }).count()).toBe(0);
    expect(await no(pagina, 'Início').locator('.react-flow__handle.connectable').count()).toBe(0);

    // Dragging does nothing: the node does not move and nothing is saved.
    const transformacao = () => no(pagina, 'Fim').getAttribute('style');
    const antes = await transformacao();
    const alvo = await centro(no(pagina, 'Fim').getByText('Fim', { exact: true }));
    await pagina.mouse.move(alvo.x, alvo.y);
    await pagina.mouse.down();
    await pagina.mouse.move(alvo.x + 40, alvo.y + 120, { steps: 10 });
    await pagina.mouse.up();
    expect(await transformacao()).toBe(antes);

    // Hovering the edge offers no delete button; the Delete key removes nothing.
    await aresta(pagina, 'Início', 'Fim').hover({ force: true });
    expect(await pagina.getByRole('button', { name: /Remover conexão/ }).count()).toBe(0);
    await no(pagina, 'Início').click();
    await pagina.keyboard.press('Delete');
    expect(await aresta(pagina, 'Início', 'Fim').count()).toBe(1);
    expect(await no(pagina, 'Início').count()).toBe(1);
    expect(errosDaPagina).toEqual([]);
    await leitor.contexto.close();
    await dono.contexto.close();
  });
});
