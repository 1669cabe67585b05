import type { NoOrg } from '@wf/shared/schemas/organograma';
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { cadastrarPelaApi, emailUnico, entrarPelaApi, SENHA_NOVA_CONTA } from './support/contas';
import { usarNavegador } from './support/navegadorDoArquivo';
import { criarAmbientePeloOperador, siglaUnica } from './support/operador';

/**
 * The organogram from end to end, in a tenant of its own (the tree is tenant-wide): the
 * administrator builds three levels, renames a unit by leaving the field (kept after a reload;
 * a blank name refused on the spot), links a person and moves a unit; as the flow's owner he grants the unit on a stage in the people dialog;
 * the person of the unit then sees the flow on his home.
 */
const { abrirPagina } = usarNavegador();

/** A call of the session API with the tenant's header, failing the test on an answer >= 300. */
async function postar<T>(pagina: Page, sigla: string, caminho: string, data: unknown): Promise<T> {
  const resposta = await pagina.request.post(caminho, { headers: { 'X-Cliente': sigla }, data });
  expect(resposta.status(), `POST ${caminho}: ${await resposta.text()}`).toBeLessThan(300);
  return (await resposta.json()) as T;
}

/** Opens the new-unit dialog with `botao`, fills it and waits for the unit in the tree. */
async function adicionarUnidade(pagina: Page, botao: Locator, descricao: string, sigla: string): Promise<void> {
  await botao.click();
  const dialogo = pagina.getByRole('dialog', { name: /^Nova (sub)?unidade/ });
  await dialogo.getByLabel('Descrição').fill(descricao);
  await dialogo.getByLabel('Sigla').fill(sigla);
  await dialogo.getByRole('button', { name: 'Adicionar' }).click();
  await dialogo.waitFor({ state: 'hidden' });
  await unidade(pagina, descricao).waitFor();
}

const unidade = (pagina: Page, descricao: string) =>
  pagina.getByRole('tree', { name: 'Unidades do organograma' }).getByRole('treeitem', { name: new RegExp(descricao) });

it('builds a three-level tree, saves a name on leaving the field, links a person and grants the unit on a stage', async () => {
  const ambiente = {
    sigla: siglaUnica(),
    nome: 'Organograma de Testes',
    adminEmail: emailUnico('admin-org'),
    adminSenha: SENHA_NOVA_CONTA,
  };
  await criarAmbientePeloOperador(inject('portasRuntime'), ambiente);
  const emailPessoa = emailUnico('pessoa-org');
  await cadastrarPelaApi('Pessoa do Financeiro', emailPessoa, ambiente.sigla);

  const admin = await abrirPagina({ largura: 1440, altura: 960 });
  const { pagina } = admin;
  await entrarPelaApi(pagina, ambiente.adminEmail, ambiente.adminSenha, ambiente.sigla);
  await pagina.goto('/workflow/admin/organograma');
  await pagina.getByText('Nenhuma unidade cadastrada').waitFor();

  // Three levels: each new unit comes selected, so its sub-unit is added from its details.
  await adicionarUnidade(pagina, pagina.getByRole('button', { name: 'Adicionar unidade' }), 'Diretoria', 'DIR');
  const subunidade = pagina.getByRole('button', { name: 'Adicionar subunidade' });
  await adicionarUnidade(pagina, subunidade, 'Financeiro', 'FIN');
  await adicionarUnidade(pagina, subunidade, 'Contas a pagar', 'CAP');
  expect(await unidade(pagina, 'Contas a pagar').getAttribute('aria-selected')).toBe('true');

  // The name is saved when the field loses focus, and kept after a reload.
  const descricao = pagina.getByLabel('Descrição');
  await descricao.fill('Contas a pagar e receber');
  await descricao.press('Tab');
  await pagina.getByText('Salvo', { exact: true }).waitFor();
  await pagina.reload();
  await unidade(pagina, 'Contas a pagar e receber').waitFor();

  // A name the schema refuses is not sent: the field says why and goes back.
  await unidade(pagina, 'Financeiro').click();
  await descricao.fill('');
  await descricao.press('Tab');
  await pagina.getByText('Informe a descrição da unidade').waitFor();
  expect(await descricao.inputValue()).toBe('Financeiro');

  // A person linked to Financeiro (and its sub-units): listed, and counted on the tree.
  const pessoa = pagina.getByLabel('Pessoa a vincular');
  await pessoa.fill('Pessoa do Financeiro');
  await pagina.locator('.ant-select-item-option', { hasText: emailPessoa }).filter({ visible: true }).waitFor();
  await pessoa.press('Enter');
  await pagina.getByRole('switch', { name: 'Incluir em subníveis' }).click();
  await pagina.getByRole('button', { name: 'Vincular' }).click();
  await pagina.getByRole('button', { name: 'Desvincular Pessoa do Financeiro' }).waitFor();
  await expect.poll(() => unidade(pagina, 'Financeiro').textContent()).toContain('1 pessoa');

  // 'Mover para...': Contas a pagar e receber goes from Financeiro to right under Diretoria.
  await unidade(pagina, 'Contas a pagar e receber').click();
  await pagina.getByLabel('Mover para...').click();
  await pagina.locator('.ant-select-item-option', { hasText: 'DIR — Diretoria' }).filter({ visible: true }).click();
  await pagina.getByText('Salvo', { exact: true }).waitFor();
  const lida = await pagina.request.get('/api/organograma/buscar-organograma', {
    headers: { 'X-Cliente': ambiente.sigla },
  });
  const { estruturaOrg } = (await lida.json()) as { estruturaOrg: NoOrg[] };
  expect(estruturaOrg.map((n) => n.descricao)).toEqual(['Diretoria']);
  expect(estruturaOrg[0].filhos.map((n) => n.descricao).sort()).toEqual(['Contas a pagar e receber', 'Financeiro']);

  // The administrator owns a flow with a card, and grants Financeiro on its stage.
  const nomeFluxo = `Reembolsos ${Date.now()}`;
  const { Fluxo } = await postar<{ Fluxo: { id: string } }>(pagina, ambiente.sigla, '/api/fluxos/inserir', {
    Fluxo: {
      descricao: nomeFluxo,
      icone: 'RocketOutlined',
      detalhes: 'Pedidos de reembolso',
      rotuloNovaInstancia: 'Novo pedido',
    },
  });
  await postar(pagina, ambiente.sigla, '/api/etapas/inserir', {
    Etapa: { idFluxo: Fluxo.id, descricao: 'Entrada', cor: '#1677ff', etapaInicial: 'S' },
    listaEtapas: [],
  });
  await postar(pagina, ambiente.sigla, '/api/instancias/inserir', {
    Instancia: { idFluxo: Fluxo.id, descricao: 'Reembolso de viagem', listaEtiquetas: [], listaValoresFormulario: {} },
  });
  await pagina.goto(`/workflow/process/${Fluxo.id}?tab=flow`);
  await pagina.getByRole('button', { name: 'Ações da etapa Entrada', exact: true }).click();
  await pagina.getByRole('menuitem', { name: 'Pessoas autorizadas', exact: true }).filter({ visible: true }).click();
  const dialogo = pagina.getByRole('dialog', { name: 'Pessoas autorizadas — Entrada' });
  await dialogo.getByRole('tab', { name: 'Via Organograma' }).click();
  await dialogo.getByLabel('Unidade do organograma').click();
  await pagina.locator('.ant-select-tree-title', { hasText: 'FIN — Financeiro' }).filter({ visible: true }).click();
  await dialogo.getByRole('button', { name: 'Adicionar unidade' }).click();
  const acesso = dialogo.getByRole('listitem', { name: 'Acesso da unidade FIN — Financeiro' });
  await acesso.waitFor();
  expect(await acesso.getByRole('switch', { name: 'Executar (FIN — Financeiro)' }).getAttribute('aria-checked')).toBe(
    'true',
  );

  // The person of the unit sees the flow on his home (its summary follows the grant's events).
  const membro = await abrirPagina({ largura: 1440, altura: 960 });
  await entrarPelaApi(membro.pagina, emailPessoa, SENHA_NOVA_CONTA, ambiente.sigla);
  await expect
    .poll(
      async () => {
        await membro.pagina.goto('/workflow/home');
        // The summary has loaded: the welcome screen (no card in sight) or the flows' chart.
        await membro.pagina.getByTestId('boas-vindas').or(membro.pagina.getByLabel('Fluxo do gráfico')).waitFor();
        return membro.pagina.getByText(nomeFluxo).count();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBeGreaterThan(0);

  expect(admin.errosDaPagina).toEqual([]);
  expect(membro.errosDaPagina).toEqual([]);
  await admin.contexto.close();
  await membro.contexto.close();
});

it("shares a data base with a unit from the sharing dialog, and the unit's person finds the base", async () => {
  const ambiente = {
    sigla: siglaUnica(),
    nome: 'Bases por Unidade',
    adminEmail: emailUnico('admin-base-org'),
    adminSenha: SENHA_NOVA_CONTA,
  };
  await criarAmbientePeloOperador(inject('portasRuntime'), ambiente);
  const emailPessoa = emailUnico('pessoa-base-org');
  await cadastrarPelaApi('Pessoa da Logística', emailPessoa, ambiente.sigla);

  const admin = await abrirPagina({ largura: 1440, altura: 960 });
  const { pagina } = admin;
  await entrarPelaApi(pagina, ambiente.adminEmail, ambiente.adminSenha, ambiente.sigla);
  // Arrange through the API: a unit, the person in it, a base of the administrator.
  const { Organograma } = await postar<{ Organograma: { id: string } }>(
    pagina,
    ambiente.sigla,
    '/api/organograma/inserir-organograma',
    { Organograma: { descricao: 'Logística', sigla: 'LOG' } },
  );
  const usuarios = await pagina.request.get('/api/usuario/buscarUsuarios?pagina=1&tamanhoPagina=100', {
    headers: { 'X-Cliente': ambiente.sigla },
  });
  const { listaUsuarios } = (await usuarios.json()) as { listaUsuarios: { id: string; email: string }[] };
  const idPessoa = listaUsuarios.find((u) => u.email === emailPessoa)!.id;
  await postar(pagina, ambiente.sigla, '/api/organograma/vincular-usuario', {
    idOrg: Organograma.id,
    idUsuario: idPessoa,
    incluirEmSubniveis: 'N',
  });
  const nomeBase = `Transportadoras ${Date.now()}`;
  const criada = await postar<{ data: { idDataSource: string } }>(pagina, ambiente.sigla, '/api/datasources/inserir', {
    descricao: nomeBase,
    detalhes: 'Base compartilhada por unidade',
    jsonDados: JSON.stringify({
      colunas: [{ id: 'nome', dataIndex: 'nome', titulo: 'Nome', keyCampo: 'textoCurto' }],
      linhas: [],
    }),
  });

  await pagina.goto(`/workflow/data-base/${encodeURIComponent(criada.data.idDataSource)}`);
  await pagina.getByRole('button', { name: 'Compartilhar' }).click();
  const dialogo = pagina.getByRole('dialog', { name: 'Compartilhar base de dados' });
  await dialogo.getByLabel('Unidade do organograma').click();
  await pagina.locator('.ant-select-tree-title', { hasText: 'LOG — Logística' }).filter({ visible: true }).click();
  await dialogo.getByRole('button', { name: 'Adicionar unidade' }).click();
  const editar = dialogo.getByRole('switch', { name: 'Editar (LOG — Logística)' });
  await editar.waitFor();
  expect(await editar.getAttribute('aria-checked')).toBe('true');

  // The person of the unit finds the base in his list.
  const membro = await abrirPagina({ largura: 1440, altura: 960 });
  await entrarPelaApi(membro.pagina, emailPessoa, SENHA_NOVA_CONTA, ambiente.sigla);
  await membro.pagina.goto('/workflow/base-dados');
  await membro.pagina.getByRole('link', { name: nomeBase }).waitFor();

  expect(admin.errosDaPagina).toEqual([]);
  expect(membro.errosDaPagina).toEqual([]);
  await admin.contexto.close();
  await membro.contexto.close();
});
