import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CABECALHOS, chamarApi as chamar } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';
import { adicionarAcao, escolher, escolherDigitando } from './support/selects';

/**
 * Issue 25, items 5, 7 and 8, as a new user meets them: the flow card's rule count and a flow
 * duplicated with its rules; a rule that starts off says so and offers to switch on after a test,
 * and the '{{' picker of the comment action opens above its dialog with every variable, searchable;
 * the webhook action shows its signing secret (masked, copy, rotate) and how to verify it.
 */
const { pessoaNova } = usarNavegador();
const ESPERA = { timeout: 15_000 };

/** A flow with one stage ('Entrada') holding `campos` short-text fields, and a card in it. */
async function fluxoComCampos(pagina: Page, descricao: string, campos = 0) {
  const { Fluxo } = await chamar<{ Fluxo: { id: string } }>(pagina, 'post', '/api/fluxos/inserir', {
    Fluxo: { descricao, icone: 'RocketOutlined', detalhes: `Detalhes de ${descricao}` },
  });
  const { Etapa } = await chamar<{ Etapa: { id: string } }>(pagina, 'post', '/api/etapas/inserir', {
    Etapa: { idFluxo: Fluxo.id, descricao: 'Entrada' },
    listaEtapas: [],
  });
  if (campos > 0)
    await chamar(pagina, 'post', `/api/etapas/atualizar-campos-form/${Etapa.id}`, {
      listaCamposFormulario: Array.from({ length: campos }, (_, i) => ({
        id: `campo${i + 1}`,
        keyCampo: 'textoCurto',
        titulo: `Informação ${i + 1}`,
        ordem: i,
      })),
    });
  await chamar(pagina, 'post', '/api/instancias/inserir', { Instancia: { idFluxo: Fluxo.id, descricao: 'Cadeira' } });
  return { idFluxo: Fluxo.id, idEtapa: Etapa.id };
}

/** A rule of the flow through the API, with one action. */
async function criarRegra(
  pagina: Page,
  idFluxo: string,
  d: { descricao: string; ativo: 'S' | 'N'; idEtapa: string; acao: { key: string; formulario: unknown } },
) {
  await chamar(pagina, 'post', '/api/fluxo/regras/inserir', {
    idFluxo,
    descricao: d.descricao,
    ativo: d.ativo,
    jsonRegras: {
      prioridade: 1,
      evento: { id: 'e1', key: 'cardEntrarEtapa', title: 'Card entrar na etapa', idEtapa: d.idEtapa },
      acoes: [{ id: 'a1', title: d.acao.key, executarNoServidor: true, prioridade: 1, ...d.acao }],
      condicionais: { operacaoLogica: 'AND', listaCondicionais: [] },
    },
  });
}

const comentario = { key: 'adicionarComentario', formulario: { comment: 'Aguardando diretoria' } };

async function abrirRegras(pagina: Page, nomeDoFluxo: string): Promise<Locator> {
  await pagina.getByRole('button', { name: 'Mais opções do fluxo' }).click();
  await pagina.getByRole('menuitem', { name: 'Regras' }).click();
  const modal = pagina.getByRole('dialog', { name: `Regras - ${nomeDoFluxo}` });
  await modal.waitFor(ESPERA);
  return modal;
}

const cartaoDoFluxo = (pagina: Page, nome: string) => pagina.getByRole('group', { name: nome, exact: true });
const contagemDeRegras = (cartao: Locator, n: number) =>
  cartao.locator('[data-contagem="regras"]').filter({ hasText: new RegExp(`^${n}\\s*regras?$`) });

describe('rules as a new user meets them (issue 25)', () => {
  it(
    "counts a flow's rules on its card, and duplicating it copies them switched off",
    { timeout: 120_000 },
    async () => {
      const { pagina } = await pessoaNova('contagem');
      const { idFluxo, idEtapa } = await fluxoComCampos(pagina, 'Compras');
      for (const [i, ativo] of (['S', 'N', 'S'] as const).entries())
        await criarRegra(pagina, idFluxo, { descricao: `Regra ${i + 1}`, ativo, idEtapa, acao: comentario });

      await pagina.goto('/workflow/process');
      await contagemDeRegras(cartaoDoFluxo(pagina, 'Compras'), 3).waitFor(ESPERA);

      await pagina.getByRole('button', { name: 'Ações do fluxo Compras', exact: true }).click();
      await pagina.getByRole('menuitem', { name: 'Duplicar fluxo', exact: true }).filter({ visible: true }).click();
      const dialogo = pagina.getByRole('dialog', { name: 'Duplicar fluxo' });
      const copiarRegras = dialogo.getByRole('checkbox', { name: 'Copiar as regras' });
      // A flow with rules offers to copy them, ticked.
      expect(await copiarRegras.isChecked()).toBe(true);
      await dialogo.getByText('As regras copiadas ficam desligadas').waitFor();
      await dialogo.getByLabel('Nome do novo fluxo').fill('Compras 2');
      await dialogo.getByRole('button', { name: 'Duplicar' }).click();
      await dialogo.waitFor({ state: 'hidden', ...ESPERA });

      const copia = cartaoDoFluxo(pagina, 'Compras 2');
      await contagemDeRegras(copia, 3).waitFor(ESPERA);
      await copia.getByRole('link', { name: 'Ir para o quadro de Compras 2' }).click();
      const modal = await abrirRegras(pagina, 'Compras 2');
      const lista = modal.getByRole('list', { name: 'Regras do fluxo' });
      await lista.getByRole('listitem').nth(2).waitFor(ESPERA);
      for (const nome of ['Regra 1', 'Regra 2', 'Regra 3']) {
        const chave = modal.getByLabel(`Regra ${nome}`, { exact: true }).getByRole('switch');
        expect(await chave.getAttribute('aria-checked'), nome).toBe('false');
      }
      expect(await lista.getByRole('listitem').count()).toBe(3);
    },
  );

  it(
    'says a new rule is off, offers every variable above the action dialog, and switches the rule on after a test',
    { timeout: 150_000 },
    async () => {
      const { pagina } = await pessoaNova('editor');
      const { idFluxo } = await fluxoComCampos(pagina, 'Atendimento', 11);
      const catalogo = await pagina.request.get(`/api/fluxo/regras/variaveis/${idFluxo}`, { headers: CABECALHOS });
      const variaveis = ((await catalogo.json()) as { listaVariaveisRegra: Array<{ nomeInterno: string }> })
        .listaVariaveisRegra;
      // 11 fields and the card, stage, flow and person variables.
      expect(variaveis.length).toBeGreaterThanOrEqual(19);

      await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban`);
      const modal = await abrirRegras(pagina, 'Atendimento');
      await modal.getByRole('button', { name: 'Criar regra' }).click();
      await modal.getByText('Esta regra começa desligada').waitFor();
      expect(await modal.getByRole('switch', { name: 'Regra ativa' }).getAttribute('aria-checked')).toBe('false');

      await escolher(pagina, 'Evento', 'Card entrar na etapa');
      const dialogo = await adicionarAcao(pagina, 'Adicionar comentário');

      // '{{' opens the list with every variable of the catalogue, not the first eight.
      const editor = dialogo.getByRole('textbox', { name: 'Comentário' });
      await editor.click();
      await pagina.keyboard.type('Olá {{');
      const lista = pagina.getByRole('listbox', { name: 'Variáveis do fluxo' });
      await lista.waitFor();
      await expect.poll(() => lista.getByRole('option').count()).toBe(variaveis.length);
      await lista.getByRole('option', { name: /INFORMACAO_11/ }).waitFor();
      // Searchable, by description too ('título' finds card.titulo, 'Título do card').
      await pagina.keyboard.type('título');
      const titulo = lista.getByRole('option', { name: /card\.titulo/ });
      await expect.poll(() => lista.getByRole('option').count()).toBe(1);
      // Above the dialog: a click reaches the option (behind the dialog, the click would hit it).
      await titulo.click({ timeout: 5_000 });
      await lista.waitFor({ state: 'hidden' });
      await editor.locator('.variavel', { hasText: '{{card.titulo}}' }).waitFor();
      await dialogo.getByRole('button', { name: 'Salvar ação' }).click();
      await dialogo.waitFor({ state: 'hidden' });

      // A test that runs clean offers to switch the rule on.
      await modal.getByText('Testar em um card').click();
      await escolherDigitando(pagina, 'Card para testar', 'Cadeira');
      await modal.getByRole('button', { name: 'Testar', exact: true }).click();
      const resultado = modal.getByRole('region', { name: 'Resultado do teste' });
      await resultado.getByText('O teste correu sem erros. A regra está desligada: quer ligá-la?').waitFor(ESPERA);
      await resultado.getByRole('button', { name: 'Ligar regra' }).click();
      expect(await modal.getByRole('switch', { name: 'Regra ativa' }).getAttribute('aria-checked')).toBe('true');
      await modal.getByText('A regra será salva ligada').waitFor();
      await resultado.getByRole('button', { name: 'Ligar regra' }).waitFor({ state: 'detached' });

      await modal.getByRole('button', { name: 'Criar nova regra' }).click();
      const cartao = modal.getByLabel('Regra Nova regra', { exact: true });
      await cartao.waitFor(ESPERA);
      expect(await cartao.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    },
  );

  it('shows the webhook signing secret masked, copies and rotates it, with how to verify it in Node', async () => {
    const { pagina } = await pessoaNova('webhook');
    const { idFluxo, idEtapa } = await fluxoComCampos(pagina, 'Integração');
    await criarRegra(pagina, idFluxo, {
      descricao: 'Avisar o ERP',
      ativo: 'N',
      idEtapa,
      acao: {
        key: 'acionarWebhook',
        formulario: {
          acionarWebhookMetodo: 'POST',
          acionarWebhookEndpoint: 'https://erp.exemplo.com.br/ganchos/workflow',
          acionarWebhookJsonHeader: '',
          acionarWebhookJsonBody: '{"titulo":"{{card.titulo}}"}',
        },
      },
    });

    await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban`);
    const modal = await abrirRegras(pagina, 'Integração');
    await modal.getByLabel('Regra Avisar o ERP', { exact: true }).getByRole('button', { name: 'Editar' }).click();
    await modal.getByRole('button', { name: 'Configurar Acionar webhook' }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Acionar webhook' });
    await dialogo.getByRole('button', { name: 'Mostrar segredo' }).click();

    const campo = dialogo.getByLabel('Segredo de assinatura', { exact: true });
    await expect.poll(() => campo.inputValue(), ESPERA).toMatch(/^whsec_/);
    expect(await campo.getAttribute('type')).toBe('password');
    const segredo = await campo.inputValue();
    await dialogo.getByRole('button', { name: 'Copiar' }).first().waitFor();

    await dialogo.getByRole('button', { name: 'Trocar segredo' }).click();
    await pagina.getByRole('button', { name: 'Trocar', exact: true }).click();
    await dialogo.getByText('Segredo trocado. O anterior vale por mais 24 horas.').waitFor(ESPERA);
    const novo = await campo.inputValue();
    expect(novo).toMatch(/^whsec_/);
    expect(novo).not.toBe(segredo);

    await dialogo.getByText('Como verificar a assinatura no destino (Node.js)').click();
    const codigo = dialogo.getByLabel('Código de verificação da assinatura');
    await codigo.waitFor();
    const texto = (await codigo.textContent()) ?? '';
    expect(texto).toContain("import { Webhook } from 'standardwebhooks';");
    expect(texto).toContain('new Webhook(process.env.WORKFLOW_WEBHOOK_SECRET)');
    expect(texto).toContain('webhook.verify(corpo, req.headers)');
    expect(texto).not.toContain(novo);
    await dialogo.getByRole('button', { name: 'Copiar código' }).waitFor();
  });
});
