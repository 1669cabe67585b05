import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cadastrarEEntrarPelaApi, emailUnico } from './support/contas';
import { navegadorDoWorker, novaPagina, type OpcoesPagina } from './support/navegador';

const baseUrl = inject('baseUrl');
let navegador: Browser;

beforeAll(async () => {
  navegador = await navegadorDoWorker();
});

/** A new person per test (through the API): his flow list starts empty and nothing leaks between tests. */
async function pessoaNova(prefixo: string, opcoes?: OpcoesPagina) {
  const aberta = await novaPagina(navegador, baseUrl, opcoes);
  await cadastrarEEntrarPelaApi(aberta.pagina, `Pessoa ${prefixo}`, emailUnico(prefixo));
  return aberta;
}

/** Arrange step through the API (the dialog itself is covered by its own test). */
async function criarFluxoPelaApi(
  pagina: Page,
  descricao: string,
  detalhes = `Detalhes de ${descricao}`,
): Promise<string> {
  const resposta = await pagina.request.post('/api/fluxos/inserir', {
    headers: { 'X-Cliente': 'AVMB' },
    data: { Fluxo: { descricao, icone: 'RocketOutlined', detalhes, rotuloNovaInstancia: 'Novo pedido' } },
  });
  expect(resposta.status()).toBeLessThan(300);
  const corpo = (await resposta.json()) as { Fluxo: { id: string } };
  return corpo.Fluxo.id;
}

const cartao = (onde: Page | Locator, nome: string) => onde.getByRole('group', { name: nome, exact: true });
const listaAtivos = (pagina: Page) => pagina.getByRole('list', { name: 'Fluxos ativos' });
const listaArquivados = (pagina: Page) => pagina.getByRole('list', { name: 'Fluxos arquivados' });
/** antd draws the open select's options itself; the role=option ones are a hidden a11y copy. */
const opcaoDoSelect = (pagina: Page, texto: string) =>
  pagina.locator('.ant-select-item-option').filter({ hasText: texto }).filter({ visible: true });
const toastSucesso = (pagina: Page, texto: string) => pagina.locator('.ant-message-success').filter({ hasText: texto });

async function acaoDoFluxo(pagina: Page, nome: string, acao: string): Promise<void> {
  await pagina.getByRole('button', { name: `Ações do fluxo ${nome}`, exact: true }).click();
  await pagina.getByRole('menuitem', { name: acao, exact: true }).filter({ visible: true }).click();
}

describe('flow list /process', () => {
  it('creates a flow through the dialog, after showing what is required, and opens its diagram', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('criar');
    await pagina.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Fluxos' }).click();
    await pagina.waitForURL('**/workflow/process');
    await pagina.getByText('Você ainda não possui fluxos').waitFor();

    await pagina.getByRole('button', { name: 'Criar meu primeiro fluxo' }).click();
    const dialogo = pagina.getByRole('dialog', { name: 'Novo fluxo' });
    await dialogo.getByRole('button', { name: 'Criar fluxo' }).click();
    await dialogo.getByText('Nome é obrigatório').waitFor();
    await dialogo.getByText('ícone é obrigatório').waitFor();
    await dialogo.getByText('Detalhes é obrigatório').waitFor();
    expect(await dialogo.getByLabel('Texto do botão de novo card').inputValue()).toBe('Novo card');

    await dialogo.getByLabel('Nome').fill('Compras da loja');
    await dialogo.getByRole('radio', { name: 'Compras' }).check();
    await dialogo.getByLabel('Detalhes').fill('Pedidos de compra aos fornecedores');
    await dialogo.getByRole('button', { name: 'Criar fluxo' }).click();

    await pagina.waitForURL(/\/workflow\/process\/[^/?]+\?tab=flow$/);
    await pagina.getByRole('heading', { name: 'Compras da loja' }).waitFor();
    await pagina.getByRole('tab', { name: 'Fluxo' }).waitFor();

    await pagina.getByRole('button', { name: 'Voltar para os fluxos' }).click();
    const doFluxo = cartao(listaAtivos(pagina), 'Compras da loja');
    await doFluxo.waitFor();
    await doFluxo.getByText('Pedidos de compra aos fornecedores').waitFor();
    expect(await pagina.getByRole('tab', { name: 'Ativos (1)' }).count()).toBe(1);
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('opens the create dialog from the home screen', async () => {
    const { contexto, pagina } = await pessoaNova('home');

    await pagina.getByRole('button', { name: 'Construir novo fluxo' }).click();

    await pagina.waitForURL('**/workflow/process?novo=1');
    await pagina.getByRole('dialog', { name: 'Novo fluxo' }).waitFor();
    await pagina.getByRole('button', { name: 'Cancelar' }).click();
    await pagina.waitForURL('**/workflow/process');
    await contexto.close();
  });

  it('favourites a flow and filters by favourites, remembering the filter after a reload', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('favorito');
    await criarFluxoPelaApi(pagina, 'Atendimento');
    await criarFluxoPelaApi(pagina, 'Recrutamento', 'Vagas e entrevistas');
    await pagina.goto('/workflow/process');

    const favorito = cartao(pagina, 'Recrutamento').getByRole('button', { name: 'Favorito' });
    await favorito.click();
    await expect.poll(() => favorito.getAttribute('aria-pressed')).toBe('true');
    await toastSucesso(pagina, 'Fluxo adicionado aos favoritos').waitFor();

    await pagina.getByLabel('Filtros').click();
    await opcaoDoSelect(pagina, 'Favoritos').click();
    await pagina.keyboard.press('Escape');
    await expect.poll(() => listaAtivos(pagina).getByRole('listitem').count()).toBe(1);
    await cartao(pagina, 'Recrutamento').waitFor();

    await pagina.reload();
    await cartao(pagina, 'Recrutamento').waitFor();
    expect(await cartao(pagina, 'Atendimento').count()).toBe(0);

    await pagina.getByLabel('Buscar fluxos por nome ou detalhes').fill('atendimento');
    await pagina.getByText('Nenhuma fluxo encontrado').waitFor();
    await pagina.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(() => listaAtivos(pagina).getByRole('listitem').count()).toBe(2);

    await pagina.getByLabel('Buscar fluxos por nome ou detalhes').fill('entrevistas');
    await expect.poll(() => listaAtivos(pagina).getByRole('listitem').count()).toBe(1);
    await cartao(pagina, 'Recrutamento').waitFor();
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('archives a flow into Arquivados and brings it back', async () => {
    const { contexto, pagina } = await pessoaNova('arquivar');
    await criarFluxoPelaApi(pagina, 'Fluxo antigo');
    await pagina.goto('/workflow/process');

    await acaoDoFluxo(pagina, 'Fluxo antigo', 'Arquivar');

    await pagina.getByText('Você não possui fluxos ativos').waitFor();
    await pagina.getByRole('tab', { name: 'Arquivados (1)' }).click();
    await cartao(listaArquivados(pagina), 'Fluxo antigo').waitFor();

    await acaoDoFluxo(pagina, 'Fluxo antigo', 'Desarquivar');
    await pagina.getByText('Você não possui fluxos arquivados').waitFor();
    await pagina.getByRole('tab', { name: 'Ativos (1)' }).click();
    await cartao(listaAtivos(pagina), 'Fluxo antigo').waitFor();
    await contexto.close();
  });

  it('duplicates a flow under the suggested name', async () => {
    const { contexto, pagina } = await pessoaNova('duplicar');
    await criarFluxoPelaApi(pagina, 'Onboarding');
    await pagina.goto('/workflow/process');

    await acaoDoFluxo(pagina, 'Onboarding', 'Duplicar fluxo');
    const dialogo = pagina.getByRole('dialog', { name: 'Duplicar fluxo' });
    expect(await dialogo.getByLabel('Nome do novo fluxo').inputValue()).toBe('Onboarding (cópia)');
    await dialogo.getByLabel('Nome do novo fluxo').fill('');
    await dialogo.getByRole('button', { name: 'Duplicar' }).click();
    await dialogo.getByText('Nome do processo é obrigatório').waitFor();
    await dialogo.getByLabel('Nome do novo fluxo').fill('Onboarding 2');
    await dialogo.getByRole('button', { name: 'Duplicar' }).click();

    await cartao(listaAtivos(pagina), 'Onboarding 2').waitFor();
    await cartao(listaAtivos(pagina), 'Onboarding').waitFor();
    await contexto.close();
  });

  it('edits the flow data and turns the public form on, showing its link', async () => {
    const { contexto, pagina } = await pessoaNova('editar');
    await criarFluxoPelaApi(pagina, 'Solicitações');
    await pagina.goto('/workflow/process');

    await acaoDoFluxo(pagina, 'Solicitações', 'Editar dados');
    const edicao = pagina.getByRole('dialog', { name: 'Editar dados do fluxo' });
    await edicao.getByLabel('Detalhes').fill('Pedidos internos');
    await edicao.getByRole('switch', { name: 'Permitir receber cards de outros fluxos' }).click();
    await edicao.getByRole('button', { name: 'Salvar' }).click();
    await cartao(pagina, 'Solicitações').getByText('Pedidos internos').waitFor();

    await pagina.getByLabel('Filtros').click();
    await opcaoDoSelect(pagina, 'Recebe cards').click();
    await pagina.keyboard.press('Escape');
    await expect.poll(() => listaAtivos(pagina).getByRole('listitem').count()).toBe(1);

    await acaoDoFluxo(pagina, 'Solicitações', 'Link público');
    const link = pagina.getByRole('dialog', { name: 'Link público' });
    await link.getByRole('switch', { name: 'Formulário público habilitado' }).click();
    await link.getByRole('button', { name: 'Salvar' }).click();
    await link.getByText('Titulo é obrigatório').waitFor();
    await link.getByText('Descrição do formulário é obrigatório').waitFor();
    await link.getByLabel('Título do formulário').fill('Abra sua solicitação');
    await link.getByLabel('Descrição do formulário').fill('Conte o que você precisa');
    await link.getByRole('button', { name: 'Salvar' }).click();

    const campoLink = link.getByRole('textbox', { name: 'Link do formulário' });
    await campoLink.waitFor();
    expect(await campoLink.inputValue()).toMatch(/\/workflow\/criarcardfluxo\/AVMB\/[^/]+$/);
    await contexto.close();
  });

  it('deletes a flow without cards after a plain confirmation', async () => {
    const { contexto, pagina } = await pessoaNova('excluir');
    await criarFluxoPelaApi(pagina, 'Descartável');
    await criarFluxoPelaApi(pagina, 'Permanente');
    await pagina.goto('/workflow/process');

    await acaoDoFluxo(pagina, 'Descartável', 'Excluir fluxo');
    const dialogo = pagina.getByRole('dialog', { name: 'Excluir fluxo' });
    expect(await dialogo.getByLabel('Digite CONFIRMAR para confirmar a exclusão').count()).toBe(0);
    await dialogo.getByRole('button', { name: 'Excluir' }).click();

    await expect.poll(() => cartao(pagina, 'Descartável').count()).toBe(0);
    await cartao(pagina, 'Permanente').waitFor();
    await contexto.close();
  });

  it('asks for CONFIRMAR before deleting a flow that has cards', async () => {
    const { contexto, pagina } = await pessoaNova('confirmar');
    const id = await criarFluxoPelaApi(pagina, 'Com cards');
    // Cards arrive with a later issue: the list answer is given cards so the dialog takes that path.
    await pagina.route('**/api/fluxos/buscar', async (rota) => {
      const resposta = await rota.fetch();
      const corpo = (await resposta.json()) as { listaFluxos: { id: string; numInstanciasCriadas: number }[] };
      for (const fluxo of corpo.listaFluxos) if (fluxo.id === id) fluxo.numInstanciasCriadas = 3;
      await rota.fulfill({ response: resposta, json: corpo });
    });
    const exclusao = pagina.waitForRequest((pedido) => pedido.method() === 'DELETE');
    await pagina.goto('/workflow/process');

    await acaoDoFluxo(pagina, 'Com cards', 'Excluir fluxo');
    const dialogo = pagina.getByRole('dialog', { name: 'Excluir fluxo' });
    await dialogo.getByRole('button', { name: 'Excluir' }).click();
    await dialogo.getByText('Digite CONFIRMAR para confirmar a exclusão', { exact: true }).last().waitFor();
    await dialogo.getByLabel('Digite CONFIRMAR para confirmar a exclusão').fill('CONFIRMAR');
    await dialogo.getByRole('button', { name: 'Excluir' }).click();

    expect(new URL((await exclusao).url()).searchParams.get('confirmacao')).toBe('CONFIRMAR');
    await pagina.getByText('Criar meu primeiro fluxo').waitFor();
    await contexto.close();
  });
});

describe('flow screen /process/{id}', () => {
  it('lets the owner rename the title in place: Enter saves, Esc cancels', async () => {
    const { contexto, pagina, errosDaPagina } = await pessoaNova('titulo');
    const id = await criarFluxoPelaApi(pagina, 'Título original');
    await pagina.goto(`/workflow/process/${id}`);
    await pagina.waitForURL(`**/workflow/process/${id}?tab=kanban`);

    await pagina.getByRole('button', { name: 'Editar título do fluxo' }).click();
    const campo = pagina.getByRole('textbox', { name: 'Título do fluxo' });
    await campo.fill('');
    await campo.press('Enter');
    await pagina.getByText('Nome é obrigatório').waitFor();
    await campo.fill('Título descartado');
    await campo.press('Escape');
    await pagina.getByRole('heading', { name: 'Título original' }).waitFor();

    await pagina.getByRole('button', { name: 'Editar título do fluxo' }).click();
    await campo.fill('Título novo');
    await campo.press('Enter');
    await pagina.getByRole('heading', { name: 'Título novo' }).waitFor();
    await toastSucesso(pagina, 'Propriedade atualizada com sucesso!').waitFor();

    await pagina.reload();
    await pagina.getByRole('heading', { name: 'Título novo' }).waitFor();
    expect(errosDaPagina).toEqual([]);
    await contexto.close();
  });

  it('creates, edits and deletes labels in the labels drawer', async () => {
    const { contexto, pagina } = await pessoaNova('etiquetas');
    const id = await criarFluxoPelaApi(pagina, 'Com etiquetas');
    await pagina.goto(`/workflow/process/${id}`);

    await pagina.getByRole('button', { name: 'Mais opções do fluxo' }).click();
    await pagina.getByRole('menuitem', { name: 'Etiquetas' }).click();
    const drawer = pagina.getByRole('dialog', { name: 'Etiquetas' });
    await drawer.getByText('Nenhuma etiqueta criada neste fluxo').waitFor();

    const nova = drawer.getByRole('form', { name: 'Nova etiqueta' });
    await nova.getByRole('button', { name: 'Adicionar etiqueta' }).click();
    await nova.getByText('Nome da etiqueta é obrigatório').waitFor();
    await nova.getByLabel('Nome da etiqueta').fill('Urgente');
    await nova.getByRole('radio', { name: 'Vermelho' }).check();
    await nova.getByRole('button', { name: 'Adicionar etiqueta' }).click();
    const lista = drawer.getByRole('list', { name: 'Etiquetas do fluxo' });
    await lista.getByText('Urgente', { exact: true }).waitFor();
    // The list may show the label (its query refetched) a moment before the form's own success
    // handler clears the field: wait for the reset rather than read it once.
    await expect.poll(() => nova.getByLabel('Nome da etiqueta').inputValue()).toBe('');

    await lista.getByRole('button', { name: 'Editar etiqueta Urgente' }).click();
    const edicao = lista.getByRole('form', { name: 'Editar etiqueta Urgente' });
    await edicao.getByLabel('Nome da etiqueta').fill('Muito urgente');
    await edicao.getByRole('radio', { name: 'Roxo' }).check();
    await edicao.getByRole('button', { name: 'Salvar' }).click();
    await lista.getByText('Muito urgente', { exact: true }).waitFor();

    await lista.getByRole('button', { name: 'Excluir etiqueta Muito urgente' }).click();
    await pagina.getByRole('tooltip').getByRole('button', { name: 'Excluir' }).click();
    await drawer.getByText('Nenhuma etiqueta criada neste fluxo').waitFor();
    await contexto.close();
  });

  it('lists the flow activities, newest first', async () => {
    const { contexto, pagina } = await pessoaNova('atividades');
    const id = await criarFluxoPelaApi(pagina, 'Com histórico');
    await pagina.goto(`/workflow/process/${id}`);

    // The log is written by an event consumer: reopen until the creation shows.
    await expect
      .poll(
        async () => {
          await pagina.getByRole('button', { name: 'Atividades' }).click();
          const drawer = pagina.getByRole('dialog', { name: 'Atividades' });
          await drawer.waitFor();
          await drawer.locator('.ant-skeleton').waitFor({ state: 'detached' });
          const achou = await drawer.getByText('Criou o fluxo "Com histórico"').count();
          await drawer.getByRole('button', { name: /fechar|close/i }).click();
          await drawer.waitFor({ state: 'hidden' });
          return achou;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    await contexto.close();
  });

  it('lists the other active flows and opens one with a full page load', async () => {
    const { contexto, pagina } = await pessoaNova('outros');
    const atual = await criarFluxoPelaApi(pagina, 'Fluxo atual');
    const outro = await criarFluxoPelaApi(pagina, 'Outro fluxo');
    const arquivado = await criarFluxoPelaApi(pagina, 'Fluxo arquivado');
    await pagina.request.post(`/api/common/atualizar-propriedade/${arquivado}`, {
      headers: { 'X-Cliente': 'AVMB' },
      data: { nomeEntidade: 'Fluxo', nomePropriedade: 'arquivado', valor: 'S' },
    });
    await pagina.goto(`/workflow/process/${atual}`);

    await pagina.getByRole('button', { name: 'Outros fluxos' }).click();
    const lista = pagina.getByRole('dialog', { name: 'Outros fluxos' }).getByRole('list', { name: 'Outros fluxos' });
    await lista.getByText('Outro fluxo').waitFor();
    expect(await lista.getByRole('listitem').count()).toBe(1);

    // A mark on the page's window: a full load starts a new one without it.
    await pagina.evaluate('window.marcaDaPagina = true');
    await lista.getByRole('link').click();
    await pagina.waitForURL(`**/workflow/process/${outro}?tab=kanban`);
    await pagina.getByRole('heading', { name: 'Outro fluxo' }).waitFor();
    expect(await pagina.evaluate<boolean>("'marcaDaPagina' in window")).toBe(false);
    await contexto.close();
  });

  it('shows a friendly not-found state for an unknown flow', async () => {
    const { contexto, pagina } = await pessoaNova('inexistente');

    await pagina.goto('/workflow/process/fluxo-que-nao-existe');

    await pagina.getByText('Este fluxo não existe mais ou você não tem acesso a ele.').waitFor();
    await pagina.getByRole('button', { name: 'Ver meus fluxos' }).click();
    await pagina.waitForURL('**/workflow/process');
    await contexto.close();
  });

  it('puts Atividades in the header menu on a phone', async () => {
    const { contexto, pagina } = await pessoaNova('celular', { largura: 390, altura: 800 });
    const id = await criarFluxoPelaApi(pagina, 'No celular');
    await pagina.goto(`/workflow/process/${id}`);
    await pagina.getByRole('heading', { name: 'No celular' }).waitFor();
    expect(await pagina.getByRole('button', { name: 'Atividades' }).count()).toBe(0);

    await pagina.getByRole('button', { name: 'Mais opções do fluxo' }).click();
    await pagina.getByRole('menuitem', { name: 'Atividades' }).click();

    await pagina.getByRole('dialog', { name: 'Atividades' }).waitFor();
    await contexto.close();
  });
});
