import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CABECALHOS, chamarApi as chamar } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';
import { aguardarEntradaNaSalaDoFluxo } from './support/salas';
import { adicionarAcao, escolher, escolherDigitando, opcoesAbertas } from './support/selects';

/**
 * The example rule built in the editor: when a card enters 'Aprovação' and Valor > 5000,
 * make the owner responsible, comment 'Aguardando diretoria' and e-mail the requester (the
 * address in the card's form, through its variable). It is tried on two real cards ('Testar em
 * um card', which changes nothing: one fails the condition, one holds it), switched on and saved;
 * a move then shows the comment and the responsible live on another person's open card, the
 * toasts for the person who moved only, the e-mail in the outbox and the run in the history.
 * Then the permissions: another editor only views the rule, a reader has no 'Regras' entry.
 */
const { pessoaNova } = usarNavegador();
const baseUrl = inject('baseUrl');
const ESPERA = { timeout: 15_000 };

/**
 * Entrada (Valor, a number, and E-mail do solicitante) -> Aprovação, a card worth 8000 and one
 * worth 1000, both asked by `solicitante`.
 */
async function arrumarFluxo(pagina: Page, solicitante: string) {
  const { Fluxo } = await chamar<{ Fluxo: { id: string } }>(pagina, 'post', '/api/fluxos/inserir', {
    Fluxo: { descricao: 'Compras', icone: 'RocketOutlined', detalhes: 'Compras da empresa' },
  });
  const etapa = async (descricao: string, origens: string[]) =>
    (
      await chamar<{ Etapa: { id: string } }>(pagina, 'post', '/api/etapas/inserir', {
        Etapa: { idFluxo: Fluxo.id, descricao },
        listaEtapas: origens,
      })
    ).Etapa.id;
  const entrada = await etapa('Entrada', []);
  const aprovacao = await etapa('Aprovação', [entrada]);
  await chamar(pagina, 'post', `/api/etapas/atualizar-campos-form/${entrada}`, {
    listaCamposFormulario: [
      { id: 'valor', keyCampo: 'number', titulo: 'Valor', ordem: 0 },
      { id: 'solicitante', keyCampo: 'textoCurto', titulo: 'E-mail do solicitante', ordem: 1 },
    ],
  });
  const card = async (descricao: string, valor: string) =>
    (
      await chamar<{ Instancia: { id: string } }>(pagina, 'post', '/api/instancias/inserir', {
        Instancia: {
          idFluxo: Fluxo.id,
          descricao,
          listaValoresFormulario: { VALOR: valor, E_MAIL_DO_SOLICITANTE: solicitante },
        },
      })
    ).Instancia.id;
  const idCard = await card('Servidor novo', '8000');
  await card('Cadeira', '1000');
  return { idFluxo: Fluxo.id, entrada, aprovacao, idCard };
}

/** Gives `email` access to the stage (editing the flow's elements with editar 'S'). */
async function autorizar(pagina: Page, idEtapa: string, email: string, editar: 'S' | 'N') {
  await chamar(pagina, 'post', '/api/etapa-usuario/inserir-autorizacao', {
    EtapaUsuario: { idEtapa, emailAutorizado: email, editar, executar: 'S' },
  });
}

/**
 * Records, in order, every toast text the page shows (a toast may last less than a poll). A
 * string: the root tsconfig has no DOM lib.
 */
const GRAVADOR_DE_TOASTS = `(() => {
  const vistos = (window.toastsVistos = []);
  const seletor = '.ant-message-loading, .ant-message-success, .ant-message-error, .ant-message-info, .ant-message-warning';
  new MutationObserver(() => {
    for (const no of document.querySelectorAll(seletor)) {
      const texto = (no.textContent || '').trim();
      if (texto && vistos[vistos.length - 1] !== texto) vistos.push(texto);
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

async function gravarToasts(pagina: Page) {
  await pagina.evaluate(GRAVADOR_DE_TOASTS);
  return () => pagina.evaluate<string[]>('window.toastsVistos');
}

async function abrirRegras(pagina: Page) {
  await pagina.getByRole('button', { name: 'Mais opções do fluxo' }).click();
  await pagina.getByRole('menuitem', { name: 'Regras' }).click();
}

/** The texts of the open select's options, once it shows them. */
async function textosDasOpcoes(pagina: Page): Promise<string[]> {
  await opcoesAbertas(pagina).first().waitFor();
  return opcoesAbertas(pagina).allTextContents();
}

describe('automation rules in the browser', () => {
  it(
    'builds the example rule, tries it on cards, switches it on, and shows its effects live and in the history',
    { timeout: 180_000 },
    async () => {
      const { pagina, email } = await pessoaNova('regras');
      const solicitante = `solicitante.${Date.now()}@exemplo.com.br`;
      const fluxo = await arrumarFluxo(pagina, solicitante);
      // Another editor of the flow, who will have the card open when it moves.
      const outra = await pessoaNova('colega');
      await autorizar(pagina, fluxo.entrada, outra.email, 'S');
      await autorizar(pagina, fluxo.aprovacao, outra.email, 'S');
      await pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban`);

      // Header menu -> Regras: the empty state offers to create one.
      await abrirRegras(pagina);
      const modal = pagina.getByRole('dialog', { name: 'Regras - Compras' });
      await modal.getByText('Nenhuma regra criada neste fluxo').waitFor(ESPERA);
      await modal.getByRole('button', { name: 'Criar regra' }).click();

      // Saving an empty rule names what is missing.
      await modal.getByRole('button', { name: 'Criar nova regra' }).click();
      await modal.getByText('Selecione um evento').first().waitFor();
      await modal.getByText('Selecione pelo menos uma ação').first().waitFor();

      await modal.getByRole('textbox', { name: 'Título da regra' }).fill('Aprovação acima de 5000');
      await escolher(pagina, 'Evento', 'Card entrar na etapa');
      await escolher(pagina, 'Etapa do evento', 'Aprovação');

      // Condition: Valor (a number) > 5000; text-only operators are not offered for a number.
      await modal.getByRole('button', { name: 'Adicionar condição' }).click();
      await escolher(pagina, 'Operando 1 da condição 1', 'Valor');
      await pagina.getByRole('combobox', { name: 'Operador da condição 1' }).click();
      const operadores = await textosDasOpcoes(pagina);
      expect(operadores).toContain('Maior que');
      expect(operadores).not.toContain('Contém');
      await opcoesAbertas(pagina).filter({ hasText: 'Maior que' }).first().click();
      await modal.getByRole('textbox', { name: 'Operando 2 da condição 1' }).fill('5000');

      // Action 1: the responsible; its dialog refuses an empty choice with the contract's message.
      const dialogoResp = await adicionarAcao(pagina, 'Adicionar responsáveis');
      await dialogoResp.getByRole('button', { name: 'Salvar ação' }).click();
      await dialogoResp.getByText('Selecione pelo menos um responsável').waitFor();
      // The flow's people are refetched on the flow's realtime events (this run's authorisations).
      await escolherDigitando(pagina, 'Responsáveis', email);
      // A multiple select stays open: a click on the dialog's title closes it.
      await dialogoResp.locator('.ant-modal-title').click();
      await dialogoResp.getByRole('button', { name: 'Salvar ação' }).click();
      await dialogoResp.waitFor({ state: 'hidden' });

      // Action 2: the comment, written in the rich editor.
      const dialogoComentario = await adicionarAcao(pagina, 'Adicionar comentário');
      await dialogoComentario.getByRole('textbox', { name: 'Comentário' }).click();
      await pagina.keyboard.type('Aguardando diretoria');
      await dialogoComentario.getByRole('button', { name: 'Salvar ação' }).click();
      await dialogoComentario.waitFor({ state: 'hidden' });

      // Action 3: an e-mail to the requester, whose address is the card's form field (its variable).
      const dialogoEmail = await adicionarAcao(pagina, 'Enviar e-mail');
      await escolher(pagina, 'Destinatários', '{{E_MAIL_DO_SOLICITANTE}}');
      await dialogoEmail.locator('.ant-modal-title').click();
      await dialogoEmail
        .getByRole('textbox', { name: 'Assunto', exact: true })
        .fill('Pedido {{card.titulo}} em aprovação');
      await dialogoEmail.getByRole('textbox', { name: 'Mensagem do e-mail' }).click();
      await pagina.keyboard.type('Seu pedido aguarda a diretoria.');
      await dialogoEmail.getByRole('button', { name: 'Salvar ação' }).click();
      await dialogoEmail.waitFor({ state: 'hidden' });

      // Each action once: the picker no longer offers the added ones.
      await pagina.getByRole('combobox', { name: 'Adicionar ação' }).click();
      const restantes = await textosDasOpcoes(pagina);
      expect(restantes).not.toContain('Adicionar comentário');
      expect(restantes).not.toContain('Enviar e-mail');
      await pagina.keyboard.press('Escape');

      // Dry run on a card worth 1000: the condition fails, with the card's value.
      await modal.getByText('Testar em um card').click();
      await escolherDigitando(pagina, 'Card para testar', 'Cadeira');
      await modal.getByRole('button', { name: 'Testar', exact: true }).click();
      const resultado = modal.getByRole('region', { name: 'Resultado do teste' });
      await resultado.getByText('As condições não foram atendidas: nenhuma ação seria executada').waitFor(ESPERA);
      await resultado.getByText('não satisfeita', { exact: true }).waitFor();
      await resultado.getByText('valor: 1000').waitFor();

      // On the card worth 8000 it holds; each action's payload with the variables filled in.
      await escolherDigitando(pagina, 'Card para testar', 'Servidor novo');
      await modal.getByRole('button', { name: 'Testar', exact: true }).click();
      await resultado.getByText('As condições foram atendidas: as ações seriam executadas').waitFor(ESPERA);
      await resultado.getByText('satisfeita', { exact: true }).waitFor();
      await resultado.getByText('valor: 8000').waitFor();
      const acoesTestadas = resultado.getByRole('table').or(resultado.getByLabel('Ações testadas')).first();
      await acoesTestadas.getByText(/Aguardando diretoria/).waitFor();
      await acoesTestadas
        .getByText(new RegExp(email.replace(/[.]/g, '\\.')))
        .first()
        .waitFor();
      await acoesTestadas.getByText(/Pedido Servidor novo em aprovação/).waitFor();
      await acoesTestadas
        .getByText(new RegExp(solicitante.replace(/[.]/g, '\\.')))
        .first()
        .waitFor();
      // Nothing changed on the card.
      const antes = await pagina.request.get(`/api/instancia/comentarios/buscar-por-instancia/${fluxo.idCard}`, {
        headers: CABECALHOS,
      });
      expect(JSON.stringify(await antes.json())).not.toContain('Aguardando diretoria');

      // On, then saved: the card of the rule shows in the list, switched on.
      await modal.getByRole('switch', { name: 'Regra ativa' }).click();
      await modal.getByRole('button', { name: 'Criar nova regra' }).click();
      const cartao = modal.getByLabel('Regra Aprovação acima de 5000', { exact: true });
      await cartao.waitFor(ESPERA);
      expect(await cartao.getByRole('switch').getAttribute('aria-checked')).toBe('true');
      await pagina.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });

      // The other person has the card open (her socket in the flow's room, so what she sees next
      // comes live); this one, on the board, moves it to Aprovação.
      const outraEntrou = aguardarEntradaNaSalaDoFluxo(outra.pagina, fluxo.idFluxo);
      const toastsDaOutra = await (async () => {
        await outra.pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban&card=${fluxo.idCard}`);
        return gravarToasts(outra.pagina);
      })();
      const cardAberto = outra.pagina.getByRole('dialog').filter({ hasText: 'Servidor novo' });
      await cardAberto
        .getByRole('list', { name: 'Comentários' })
        .or(cardAberto.getByText('Nenhum comentário'))
        .first()
        .waitFor(ESPERA);
      await outraEntrou;
      await pagina.getByText('Servidor novo').first().waitFor(ESPERA);
      const toastsDeQuemMoveu = await gravarToasts(pagina);
      await chamar(pagina, 'patch', '/api/instancias/mover', {
        idInstancia: fluxo.idCard,
        idEtapaDestino: fluxo.aprovacao,
      });

      // The mover sees 'Executando regras...' turn into the outcome.
      await pagina.locator('.ant-message').getByText('Regras executadas com sucesso!').waitFor(ESPERA);
      const vistos = await toastsDeQuemMoveu();
      const executando = vistos.indexOf('Executando regras...');
      expect(executando, `toasts: ${vistos.join(' | ')}`).toBeGreaterThanOrEqual(0);
      expect(vistos.indexOf('Regras executadas com sucesso!')).toBeGreaterThan(executando);

      // The other open card takes the rule's comment and responsible without a reload.
      await cardAberto.getByText('Aguardando diretoria').waitFor(ESPERA);
      await cardAberto
        .locator('.ant-select-selection-item')
        .filter({ hasText: 'Pessoa regras' })
        .first()
        .waitFor(ESPERA);
      // Only the person whose change fired the rules is told about them.
      expect((await toastsDaOutra()).filter((t) => /regras/i.test(t))).toEqual([]);

      // The e-mail reached the requester with the card's title in its subject.
      await expect
        .poll(async () => {
          const emails = (await (
            await fetch(`${baseUrl}/_local/emails?to=${encodeURIComponent(solicitante)}`)
          ).json()) as Array<{ subject: string }>;
          return emails.map((e) => e.subject);
        }, ESPERA)
        .toContain('Pedido Servidor novo em aprovação');

      // The run is in the rule's history.
      await abrirRegras(pagina);
      await pagina.getByRole('button', { name: 'Histórico da regra Aprovação acima de 5000' }).click();
      const historico = pagina.getByRole('dialog', { name: 'Histórico - Aprovação acima de 5000' });
      await historico.getByText('Regra executada com sucesso').waitFor(ESPERA);
      await historico.getByText(/Servidor novo/).waitFor();
    },
  );

  it("shows another editor the creator's rule read-only, and no 'Regras' entry to a person who may not edit the flow", async () => {
    const dono = await pessoaNova('dono');
    const fluxo = await arrumarFluxo(dono.pagina, `solicitante.${Date.now()}@exemplo.com.br`);
    await chamar(dono.pagina, 'post', '/api/fluxo/regras/inserir', {
      idFluxo: fluxo.idFluxo,
      descricao: 'Regra do dono',
      ativo: 'S',
      jsonRegras: {
        prioridade: 1,
        evento: { id: 'e1', key: 'cardEntrarEtapa', title: 'Card entrar na etapa', idEtapa: fluxo.aprovacao },
        acoes: [
          {
            id: 'a1',
            key: 'adicionarComentario',
            title: 'Adicionar comentário',
            executarNoServidor: true,
            formulario: { comment: 'Aguardando diretoria' },
            prioridade: 1,
          },
        ],
        condicionais: { operacaoLogica: 'AND', listaCondicionais: [] },
      },
    });
    const editora = await pessoaNova('editora');
    const leitor = await pessoaNova('leitor');
    await autorizar(dono.pagina, fluxo.entrada, editora.email, 'S');
    await autorizar(dono.pagina, fluxo.entrada, leitor.email, 'N');

    // The editor sees the rule, may open it but not save, switch or delete it.
    await editora.pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban`);
    await abrirRegras(editora.pagina);
    const modal = editora.pagina.getByRole('dialog', { name: 'Regras - Compras' });
    const cartao = modal.getByLabel('Regra Regra do dono', { exact: true });
    await cartao.waitFor(ESPERA);
    expect(await cartao.getByRole('switch').isDisabled()).toBe(true);
    expect(await cartao.getByRole('button', { name: 'Excluir regra Regra do dono' }).isDisabled()).toBe(true);
    await cartao.getByRole('button', { name: 'Visualizar' }).click();
    await modal.getByText('Somente o criador da regra pode alterá-la; você está visualizando.').waitFor();
    const salvar = modal.getByRole('button', { name: 'Salvar edição' });
    await salvar.waitFor();
    expect(await salvar.isDisabled()).toBe(true);
    expect(await modal.getByRole('textbox', { name: 'Título da regra' }).isDisabled()).toBe(true);

    // The reader opens the same menu: Etiquetas, no Regras.
    await leitor.pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban`);
    await leitor.pagina.getByRole('button', { name: 'Mais opções do fluxo' }).click();
    await leitor.pagina.getByRole('menuitem', { name: 'Etiquetas' }).waitFor(ESPERA);
    expect(await leitor.pagina.getByRole('menuitem', { name: 'Regras' }).count()).toBe(0);
  });
});
