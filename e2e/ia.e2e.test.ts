import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { semViolacoes } from './support/acessibilidade';
import { chamarApi } from './support/cards';
import { cadastrarEEntrarPelaApi, emailUnico, entrarPelaApi, SENHA_NOVA_CONTA } from './support/contas';
import { abrirNavegador, novaPagina } from './support/navegador';
import { usarNavegador } from './support/navegadorDoArquivo';
import { criarAmbientePeloOperador, siglaUnica } from './support/operador';

/**
 * The AI assistant as a person uses it, against the local stand-in model (no key, no internet):
 * a described process becomes a proposed flow, reviewed (a stage renamed, one removed) and
 * created, and its board opens; in the rules panel a vague request gets the model's question as
 * the input's label, and the answer gets a saved rule in the list; a dictated description
 * (Chromium's fake microphone) is transcribed into the input.
 */
const { abrirPagina, pessoaNova } = usarNavegador();
const baseUrl = inject('baseUrl');
const ESPERA = { timeout: 30_000 };
const DEMONSTRACAO = 'Modelo de demonstração (stand-in local)';

const DESCRICAO =
  'Recebemos o pedido do cliente, a equipe analisa o pedido, a diretoria aprova o orçamento e o almoxarifado entrega o material';

const coluna = (pagina: Page, nome: string) => pagina.locator(`section[aria-label="Etapa ${nome}"]`);

async function abrirCriacaoComIa(pagina: Page) {
  await pagina.goto('/workflow/process?novo=1');
  const dialogo = pagina.getByRole('dialog', { name: 'Novo fluxo' });
  await dialogo.getByRole('tab', { name: 'Com IA' }).click();
  return dialogo;
}

describe('AI: a flow from a description', () => {
  it('describe the process, review the proposal (rename, remove), create it and open its board', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('ia-fluxo');
    const dialogo = await abrirCriacaoComIa(pagina);
    const descricao = dialogo.getByRole('textbox', { name: 'Descreva o processo' });

    // Fewer than ten words: the spec's message, and nothing is asked of the model.
    await descricao.fill('Pedido, análise e entrega');
    await dialogo.getByRole('button', { name: 'Gerar fluxo com IA' }).click();
    await dialogo.getByText('Descrição deve conter no mínimo 10 palavras').waitFor();

    await descricao.fill(DESCRICAO);
    await dialogo.getByRole('button', { name: 'Gerar fluxo com IA' }).click();
    // The proposal: its stages in order, each with its links and fields, labelled as a demonstration.
    const etapas = dialogo.getByRole('list', { name: 'Etapas propostas' });
    await etapas.waitFor(ESPERA);
    await dialogo.getByText(DEMONSTRACAO).waitFor();
    await semViolacoes(pagina, 'a revisão do fluxo proposto');
    const nomes = async () => Promise.all((await etapas.getByRole('textbox').all()).map((campo) => campo.inputValue()));
    expect(await nomes()).toEqual([
      'Recebemos o pedido',
      'A equipe analisa',
      'A diretoria aprova',
      'O almoxarifado entrega',
    ]);
    await etapas.getByText('Segue para: A equipe analisa').waitFor();
    await etapas.getByText('Nome do solicitante (obrigatório)').waitFor();

    // Review: the first stage renamed (its link follows), the last one removed (with its link).
    await etapas.getByRole('textbox', { name: 'Nome da etapa 1' }).fill('Pedido recebido');
    await etapas.getByRole('button', { name: 'Remover a etapa O almoxarifado entrega' }).click();
    await dialogo.getByRole('textbox', { name: 'Nome do fluxo' }).fill('Compras com IA');
    expect(await nomes()).toEqual(['Pedido recebido', 'A equipe analisa', 'A diretoria aprova']);

    await dialogo.getByRole('button', { name: 'Criar fluxo' }).click();
    // The new flow's board: the reviewed stages, not the removed one.
    await pagina.waitForURL(/\/workflow\/process\/[^/?]+\?tab=kanban/, ESPERA);
    for (const nome of ['Pedido recebido', 'A equipe analisa', 'A diretoria aprova'])
      await coluna(pagina, nome).waitFor();
    expect(await coluna(pagina, 'O almoxarifado entrega').count()).toBe(0);
    await pagina.getByRole('heading', { name: 'Compras com IA' }).waitFor();

    // What was stored: the links of the reviewed proposal and the first stage's form.
    const idFluxo = new URL(pagina.url()).pathname.split('/').pop() ?? '';
    const resposta = await pagina.request.get(`/api/fluxos/buscar/etapas-com-instancias/${idFluxo}`, {
      headers: { 'X-Cliente': 'AVMB' },
    });
    const dados = (await resposta.json()) as {
      listaEtapas: { id: string; descricao: string; jsonConfig: { listaCamposFormulario: { titulo: string }[] } }[];
      listaEtapasRel: { idEtapaOrigem: string; idEtapaDestino: string }[];
    };
    const nome = (id: string) => dados.listaEtapas.find((e) => e.id === id)?.descricao;
    expect(dados.listaEtapasRel.map((r) => `${nome(r.idEtapaOrigem)} -> ${nome(r.idEtapaDestino)}`).sort()).toEqual([
      'A equipe analisa -> A diretoria aprova',
      'Pedido recebido -> A equipe analisa',
    ]);
    const primeira = dados.listaEtapas.find((e) => e.descricao === 'Pedido recebido');
    expect(primeira?.jsonConfig.listaCamposFormulario.map((c) => c.titulo)).toEqual(['Nome do solicitante', 'E-mail']);
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});

describe('AI: the rules panel', () => {
  it('a vague request shows the question as the label; the answer saves a rule that appears in the list', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('ia-regra');
    const { Fluxo } = await chamarApi<{ Fluxo: { id: string } }>(pagina, 'post', '/api/fluxos/inserir', {
      Fluxo: { descricao: 'Reembolsos', icone: 'RocketOutlined', detalhes: 'Pedidos de reembolso' },
    });
    const etapa = async (descricao: string, origens: string[]) =>
      (
        await chamarApi<{ Etapa: { id: string } }>(pagina, 'post', '/api/etapas/inserir', {
          Etapa: { idFluxo: Fluxo.id, descricao },
          listaEtapas: origens,
        })
      ).Etapa.id;
    await etapa('Diretoria', [await etapa('Entrada', [])]);

    await pagina.goto(`/workflow/process/${Fluxo.id}?tab=kanban`);
    await pagina.getByRole('button', { name: 'Mais opções do fluxo' }).click();
    await pagina.getByRole('menuitem', { name: 'Regras' }).click();
    const modal = pagina.getByRole('dialog', { name: 'Regras - Reembolsos' });

    await modal
      .getByRole('textbox', { name: 'Descreva a regra que deseja criar' })
      .fill('quando o valor passar de 5 mil, avise');
    await modal.getByRole('button', { name: 'Gerar regra com IA' }).click();
    // The model asks back: its question is the input's label now, the input empty for the answer.
    // (The stand-in lists the flow's stages; their order is the server's.)
    const resposta = modal.getByRole('textbox', {
      name: /^Para qual etapa o card deve ir\? Etapas do fluxo: (Entrada, Diretoria|Diretoria, Entrada)\.$/,
    });
    await resposta.waitFor(ESPERA);
    expect(await resposta.inputValue()).toBe('');
    await modal.getByText(DEMONSTRACAO).waitFor();
    await semViolacoes(pagina, 'o painel de regras com a pergunta da IA');

    await resposta.fill('Mande para a Diretoria');
    await modal.getByRole('button', { name: 'Responder' }).click();
    // (The rule's name is the stand-in's: its request's first words, line breaks included.)
    await modal.getByText(/^Regra "Regra criada pela IA: [\s\S]*" criada com IA$/).waitFor(ESPERA);
    // The saved rule is in the flow's list (read again from the server).
    await modal
      .getByRole('list', { name: 'Regras do fluxo' })
      .getByText(/^Regra criada pela IA: /)
      .waitFor();
    // The panel is free again, back to a new request.
    await modal.getByRole('textbox', { name: 'Descreva a regra que deseja criar' }).waitFor();
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});

describe('AI: a dictated description', () => {
  let navegador: Browser | undefined;
  afterAll(async () => navegador?.close());

  it('records with the microphone, stops, and the transcription goes into the description', async () => {
    // Chromium's fake microphone (a tone) and no permission prompt: this file's browser only.
    navegador = await abrirNavegador(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
    const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl, { largura: 1440, altura: 960 });
    await contexto.grantPermissions(['microphone'], { origin: baseUrl });
    await cadastrarEEntrarPelaApi(pagina, 'Pessoa ia-audio', emailUnico('ia-audio'));
    const dialogo = await abrirCriacaoComIa(pagina);

    const pedidos: string[] = [];
    pagina.on('request', (r) => {
      if (r.url().endsWith('/api/chatgpt/transcrever-audio')) pedidos.push(r.headers()['content-type'] ?? '');
    });
    await dialogo.getByRole('button', { name: 'Gravar áudio' }).click();
    // Stopped once the recorder handed its first one-second chunk (a recording with sound).
    await dialogo.getByText('Gravando... 1 s').waitFor();
    // While recording the dialog cannot be closed (the panel locks).
    expect(await dialogo.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await dialogo.getByRole('button', { name: 'Parar e transcrever' }).click();

    const descricao = dialogo.getByRole('textbox', { name: 'Descreva o processo' });
    await expect
      .poll(() => descricao.inputValue(), ESPERA)
      .toBe('Demonstração: cadastro do pedido, análise pela equipe, aprovação da diretoria e entrega ao cliente.');
    expect(pedidos).toHaveLength(1);
    expect(pedidos[0]).toMatch(/^multipart\/form-data; boundary=/);
    await dialogo.getByText(DEMONSTRACAO).waitFor();
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});

describe('AI: a stage, its fields and the metrics analysis', () => {
  it('the Nova etapa AI tab fills the manual tab; the form editor gets generated fields; the metrics get an analysis', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('ia-etapa');
    const { Fluxo } = await chamarApi<{ Fluxo: { id: string } }>(pagina, 'post', '/api/fluxos/inserir', {
      Fluxo: { descricao: 'Contratos', icone: 'RocketOutlined', detalhes: 'Contratos com fornecedores' },
    });
    await pagina.goto(`/workflow/process/${Fluxo.id}?tab=flow`);

    // 'Nova etapa' (the empty flow's first) -> Com IA: the proposal fills the manual tab, where the
    // person creates it.
    await pagina.getByRole('button', { name: 'Criar primeira etapa' }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Nova etapa' });
    await dialogo.getByRole('tab', { name: 'Com IA' }).click();
    await dialogo
      .getByRole('textbox', { name: 'Descreva a nova etapa' })
      .fill('Conferência jurídica do contrato assinado');
    await dialogo.getByRole('button', { name: 'Propor etapa com IA' }).click();
    await dialogo.getByText('Etapa proposta: Conferência jurídica do').waitFor(ESPERA);
    await dialogo.getByText(DEMONSTRACAO).waitFor();
    await dialogo.getByRole('button', { name: 'Revisar e criar' }).click();
    expect(await dialogo.getByRole('textbox', { name: 'Nome' }).inputValue()).toBe('Conferência jurídica do');
    await dialogo.getByRole('button', { name: 'Criar etapa' }).click();
    await pagina.getByRole('button', { name: 'Ações da etapa Conferência jurídica do', exact: true }).waitFor(ESPERA);

    // The stage's form editor: 'Gerar campos com IA' proposes fields, added for review, then saved.
    await pagina.getByRole('button', { name: 'Ações da etapa Conferência jurídica do', exact: true }).click();
    await pagina.getByRole('menuitem', { name: 'Editar formulário', exact: true }).filter({ visible: true }).click();
    const editor = pagina.getByRole('dialog', { name: 'Formulário da etapa Conferência jurídica do' });
    await editor.getByRole('button', { name: 'Gerar campos com IA' }).click();
    const gerar = pagina.getByRole('dialog', { name: 'Gerar campos com IA: Conferência jurídica do' });
    await gerar.getByRole('list', { name: 'Campos propostos' }).getByText('Aprovado?').waitFor(ESPERA);
    await gerar.getByRole('button', { name: 'Adicionar ao formulário' }).click();
    await editor.getByRole('heading', { name: 'Campos (2)' }).waitFor();
    await editor.getByRole('button', { name: 'Salvar' }).click();
    await editor.waitFor({ state: 'hidden' });
    const fluxo = (await (
      await pagina.request.get(`/api/fluxos/buscar/etapas-com-instancias/${Fluxo.id}`, {
        headers: { 'X-Cliente': 'AVMB' },
      })
    ).json()) as { listaEtapas: { jsonConfig: { listaCamposFormulario: { titulo: string; keyCampo: string }[] } }[] };
    expect(fluxo.listaEtapas[0]?.jsonConfig.listaCamposFormulario.map((c) => c.keyCampo)).toEqual([
      'textoLongo',
      'radio',
    ]);

    // Métricas: a question about them, answered as sanitised HTML.
    await pagina.getByRole('tab', { name: 'Métricas' }).click();
    await pagina.getByRole('button', { name: 'Análise de métricas com IA' }).click();
    const analise = pagina.getByRole('dialog', { name: 'Análise de métricas com IA' });
    await analise
      .getByRole('textbox', { name: 'O que você quer saber sobre as métricas deste fluxo?' })
      .fill('Onde os cards ficam parados?');
    await analise.getByRole('button', { name: 'Analisar' }).click();
    const resposta = analise.getByRole('region', { name: 'Análise da IA' });
    await resposta.getByRole('heading', { name: 'Análise de demonstração' }).waitFor(ESPERA);
    await resposta.getByText('Pergunta: Onde os cards ficam parados?').waitFor();
    await resposta.getByText(DEMONSTRACAO).waitFor();
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});

describe('AI: the tenant administration', () => {
  it('an administrator switches AI off (its entries go) and on with a budget, and sees the month usage per person', async () => {
    // Tenant-wide settings: a tenant of this test's own, never the shared demo tenant.
    const ambiente = {
      sigla: siglaUnica(),
      nome: 'Ambiente IA',
      adminEmail: emailUnico('admin-ia'),
      adminSenha: SENHA_NOVA_CONTA,
    };
    await criarAmbientePeloOperador(inject('portasRuntime'), ambiente);
    const { contexto, pagina, errosDaPagina } = await abrirPagina({ largura: 1440, altura: 960 });
    await entrarPelaApi(pagina, ambiente.adminEmail, ambiente.adminSenha, ambiente.sigla);
    const cabecalhos = { 'X-Cliente': ambiente.sigla };

    await pagina.goto('/workflow/admin/ambiente');
    await pagina.getByRole('tab', { name: 'Inteligência artificial' }).click();
    const ativo = pagina.getByRole('switch', { name: 'Assistente de IA ativo' });
    expect(await ativo.getAttribute('aria-checked')).toBe('true');
    await ativo.click();
    await pagina.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => pagina.locator('.ant-message-success').count()).toBeGreaterThan(0);

    // Off: the create-flow dialog offers the manual tab only.
    await pagina.goto('/workflow/process?novo=1');
    const dialogo = pagina.getByRole('dialog', { name: 'Novo fluxo' });
    await dialogo.getByRole('textbox', { name: 'Nome' }).waitFor();
    // (The setting is read again after the save; the dialog follows it.)
    await expect.poll(() => dialogo.getByRole('tab', { name: 'Com IA' }).count()).toBe(0);

    // On again, with a budget.
    await pagina.goto('/workflow/admin/ambiente');
    await pagina.getByRole('tab', { name: 'Inteligência artificial' }).click();
    await pagina.getByRole('switch', { name: 'Assistente de IA ativo' }).click();
    await pagina.getByRole('spinbutton', { name: 'Orçamento mensal (tokens)' }).fill('500000');
    await pagina.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await (await pagina.request.get('/api/ia/configuracao', { headers: cabecalhos })).json()) as unknown,
      )
      .toEqual({ ativa: true, orcamentoMensalTokens: 500_000 });

    // One request of the administrator, then the month's usage names the person.
    const tarefa = (await (
      await pagina.request.post('/api/chatgpt/criar-fluxo', { headers: cabecalhos, data: { texto: DESCRICAO } })
    ).json()) as { idTarefa: string };
    await expect
      .poll(
        async () =>
          (
            (await (
              await pagina.request.get(`/api/chatgpt/tarefas/${tarefa.idTarefa}`, { headers: cabecalhos })
            ).json()) as { status: string }
          ).status,
        ESPERA,
      )
      .toBe('concluida');
    await pagina.reload();
    await pagina.getByRole('tab', { name: 'Inteligência artificial' }).click();
    const uso = pagina.getByRole('region', { name: 'Uso do mês' });
    await uso.getByRole('cell', { name: ambiente.adminEmail }).waitFor(ESPERA);
    await uso.getByText(/tokens em 1 pedido\(s\) de 500\.000 do orçamento/).waitFor();
    await semViolacoes(pagina, 'a administração da IA');
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });
});
