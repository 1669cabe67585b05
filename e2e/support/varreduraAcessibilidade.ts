import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { semViolacoes } from './acessibilidade';
import { CABECALHOS, criarCard, criarFluxoComEtapa } from './cards';
import { entrarPelaApi } from './contas';
import { SENHA_DEMO, USUARIO_AMBIENTE } from './navegador';

/**
 * The accessibility sweep (axe-core, WCAG 2.1 A and AA) of every screen, in groups of screens a
 * test each, so the groups of both themes spread over the parallel workers instead of one test
 * walking every screen for minutes. The theme is chosen as a returning person has it: remembered
 * on this browser (localStorage), as the user menu leaves it.
 */
export const TEMAS = ['LIGHT', 'DARK'] as const;
export type Tema = (typeof TEMAS)[number];

export interface PaginaDaVarredura {
  contexto: BrowserContext;
  pagina: Page;
  errosDaPagina: string[];
}

/** The screen's main heading, shown once the page's data has loaded. */
const titulo = (pagina: Page, nome: string | RegExp) => pagina.getByRole('heading', { name: nome }).first().waitFor();

/** The text of the page's one h1 when there is exactly one and it is inside the one `main`; else null. */
const umH1NoMain = (pagina: Page) =>
  pagina.evaluate(() => {
    const h1s = document.querySelectorAll('h1');
    const mains = document.querySelectorAll('main');
    return h1s.length === 1 && mains.length === 1 && mains[0].contains(h1s[0])
      ? (h1s[0].textContent?.trim() ?? '')
      : null;
  });

/** The page in the theme, before its first screen. */
async function comTema({ contexto, pagina }: PaginaDaVarredura, tema: Tema) {
  await contexto.addInitScript(`localStorage.setItem('workflow.tema', '${tema}')`);
  return (onde: string) => semViolacoes(pagina, `${onde} (${tema})`);
}

/** A base with two columns and three records, through the routes (the screens are what is checked). */
async function criarBaseComRegistros(pagina: Page, descricao: string): Promise<string> {
  const jsonDados = JSON.stringify({
    colunas: [
      { id: 'razao', dataIndex: 'razao', titulo: 'Razão social', keyCampo: 'textoCurto' },
      { id: 'cidade', dataIndex: 'cidade', titulo: 'Cidade', keyCampo: 'textoCurto' },
    ],
    linhas: [],
  });
  const criada = await pagina.request.post('/api/datasources/inserir', {
    headers: CABECALHOS,
    data: { descricao, detalhes: 'Base da varredura', jsonDados },
  });
  expect(criada.status(), await criada.text()).toBeLessThan(300);
  const { idDataSource } = ((await criada.json()) as { data: { idDataSource: string } }).data;
  for (const [razao, cidade] of [
    ['Empresa 1', 'Salvador'],
    ['Empresa 2', 'Belém'],
    ['Empresa 3', 'Manaus'],
  ]) {
    const r = await pagina.request.post(`/api/datasources/${encodeURIComponent(idDataSource)}/registros`, {
      headers: CABECALHOS,
      data: { valores: { razao, cidade } },
    });
    expect(r.status(), await r.text()).toBeLessThan(300);
  }
  return idDataSource;
}

/** The public pages: sign-up, password recovery and login, each with its one h1 in the main. */
export async function varrerPaginasPublicas(aberta: PaginaDaVarredura, tema: Tema): Promise<void> {
  const { pagina } = aberta;
  const verificar = await comTema(aberta, tema);

  await pagina.goto('/workflow/register/AVMB');
  await pagina.getByLabel('Confirmar senha').waitFor();
  expect(await pagina.getAttribute('html', 'data-tema')).toBe(tema);
  await verificar('cadastro');
  expect(await umH1NoMain(pagina)).toBe('Criar conta');

  await pagina.goto('/workflow/recover-password/AVMB');
  await pagina.getByLabel('E-mail').waitFor();
  await verificar('recuperação de senha');
  expect(await umH1NoMain(pagina)).toBe('Recuperar senha');

  await pagina.goto('/workflow/login/AVMB');
  await pagina.getByLabel('Senha').waitFor();
  await verificar('login');
  expect(await umH1NoMain(pagina)).toBe('Entrar');
}

/** The shell: the home, the user menu, the header search's results and the notifications. */
export async function varrerShell(aberta: PaginaDaVarredura, tema: Tema): Promise<void> {
  const { pagina } = aberta;
  const verificar = await comTema(aberta, tema);
  await entrarPelaApi(pagina, USUARIO_AMBIENTE, SENHA_DEMO);
  const { idFluxo } = await criarFluxoComEtapa(pagina, `Acessibilidade ${tema} ${Date.now()}`);
  const idCard = await criarCard(pagina, idFluxo, `Projetor da sala ${tema}`);
  expect(await pagina.getAttribute('html', 'data-tema')).toBe(tema);
  await pagina.reload();
  await titulo(pagina, /^(Bom dia|Boa tarde|Boa noite)/);
  await pagina.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  await verificar('home');

  await pagina.getByRole('button', { name: 'Menu do usuário' }).click();
  await pagina.getByRole('menuitem', { name: /Tema escuro/ }).waitFor();
  await verificar('menu do usuário');
  await pagina.keyboard.press('Escape');

  // The header search, once the search index has the card.
  await expect
    .poll(
      async () => {
        const r = await pagina.request.get(`/api/instancias/pesquisar?textoPesquisa=projetor`, { headers: CABECALHOS });
        const { listaInstancias } = (await r.json()) as { listaInstancias: { id: string }[] };
        return listaInstancias.some((i) => i.id === idCard);
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(true);
  await pagina.getByRole('textbox', { name: 'Pesquisar cards' }).fill('projetor');
  const resultados = pagina.getByRole('dialog', { name: 'Cards encontrados na pesquisa' });
  await resultados.getByTestId('resultado-pesquisa').first().waitFor();
  await verificar('resultados da pesquisa');
  await pagina.keyboard.press('Escape');
  await pagina.getByRole('textbox', { name: 'Pesquisar cards' }).fill('');

  await pagina.getByTestId('sino-notificacoes').click();
  await pagina.getByRole('dialog', { name: 'Notificações' }).waitFor();
  await verificar('notificações');
  await pagina.keyboard.press('Escape');
}

/** A flow's screens: the list of flows, the board and its dialogs, the list view, the card, the diagram and the metrics. */
export async function varrerFluxo(aberta: PaginaDaVarredura, tema: Tema): Promise<void> {
  const { pagina } = aberta;
  const verificar = await comTema(aberta, tema);
  await entrarPelaApi(pagina, USUARIO_AMBIENTE, SENHA_DEMO);
  const descricaoFluxo = `Acessibilidade do fluxo ${tema} ${Date.now()}`;
  const { idFluxo } = await criarFluxoComEtapa(pagina, descricaoFluxo);
  const idCard = await criarCard(pagina, idFluxo, `Projetor da sala ${tema}`);

  await pagina.goto('/workflow/process');
  await pagina.getByText(descricaoFluxo).first().waitFor();
  expect(await pagina.getAttribute('html', 'data-tema')).toBe(tema);
  await verificar('lista de fluxos');

  await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban`);
  await pagina.getByText(`Projetor da sala ${tema}`).first().waitFor();
  await verificar('quadro');

  await pagina.getByRole('button', { name: 'Nova solicitação' }).click();
  await pagina.getByRole('dialog', { name: 'Nova solicitação' }).getByRole('textbox').first().waitFor();
  await verificar('novo card');
  await pagina.keyboard.press('Escape');
  await pagina.getByRole('dialog', { name: 'Nova solicitação' }).waitFor({ state: 'hidden' });

  await pagina.getByRole('button', { name: 'Mais opções do fluxo' }).click();
  await pagina.getByRole('menuitem', { name: 'Regras' }).click();
  await pagina.getByRole('dialog', { name: `Regras - ${descricaoFluxo}` }).waitFor();
  await verificar('regras');
  await pagina.keyboard.press('Escape');
  await pagina.getByRole('dialog', { name: `Regras - ${descricaoFluxo}` }).waitFor({ state: 'hidden' });

  await pagina.getByRole('button', { name: /^Chat/ }).click();
  await pagina.getByRole('list', { name: 'Conversas' }).waitFor();
  await verificar('chat');
  await pagina.keyboard.press('Escape');

  await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban&visao=lista`);
  await pagina.getByRole('table').getByText(`Projetor da sala ${tema}`).waitFor();
  await verificar('lista de cards');

  await pagina.goto(`/workflow/process/${idFluxo}?tab=kanban&card=${idCard}`);
  await pagina
    .getByRole('dialog')
    .getByRole('heading', { name: `Projetor da sala ${tema}` })
    .waitFor();
  await pagina.getByRole('dialog').getByRole('textbox', { name: 'Comentário' }).waitFor();
  await verificar('modal do card');

  await pagina.goto(`/workflow/process/${idFluxo}?tab=flow`);
  await pagina.locator('.react-flow__node').first().waitFor();
  await verificar('diagrama');

  await pagina.getByRole('button', { name: 'Ações da etapa Entrada', exact: true }).click();
  await pagina.getByRole('menuitem', { name: 'Editar etapa', exact: true }).filter({ visible: true }).click();
  await pagina.getByRole('dialog', { name: 'Editar etapa' }).waitFor();
  await verificar('edição de etapa');
  await pagina.keyboard.press('Escape');

  await pagina.goto(`/workflow/process/${idFluxo}?tab=metricas`);
  await pagina.getByRole('tabpanel').getByText(/Cards/).first().waitFor();
  await verificar('métricas');
}

/** The other pages of the menu: reports, my account, the administration, the data bases and the API manual. */
export async function varrerDemaisPaginas(aberta: PaginaDaVarredura, tema: Tema): Promise<void> {
  const { pagina } = aberta;
  const verificar = await comTema(aberta, tema);
  await entrarPelaApi(pagina, USUARIO_AMBIENTE, SENHA_DEMO);

  await pagina.goto('/workflow/reports');
  await titulo(pagina, 'Relatórios');
  expect(await pagina.getAttribute('html', 'data-tema')).toBe(tema);
  // Enabled once the report has loaded (a button fading from disabled is neither colour).
  await expect.poll(() => pagina.getByRole('button', { name: 'Baixar CSV' }).isEnabled()).toBe(true);
  await verificar('relatórios');

  await pagina.goto('/workflow/minha-conta');
  await titulo(pagina, 'Minha conta');
  await pagina.getByLabel('Nome', { exact: true }).waitFor();
  await verificar('minha conta');

  await pagina.goto('/workflow/admin/usuarios');
  await pagina.getByText(USUARIO_AMBIENTE).first().waitFor();
  await verificar('administração de usuários');

  await pagina.goto('/workflow/admin/ambiente');
  await titulo(pagina, 'Ambiente');
  await pagina.locator('input').first().waitFor();
  await verificar('administração do ambiente');

  // The organogram of the demo tenant, as it is (read only here: the tree is tenant-wide).
  await pagina.goto('/workflow/admin/organograma');
  await titulo(pagina, 'Organograma');
  await pagina
    .getByRole('tree', { name: 'Unidades do organograma' })
    .or(pagina.getByText('Nenhuma unidade cadastrada'))
    .waitFor();
  await verificar('organograma');

  // Data bases: the list with a base, a base with records, and the import dialog at its preview.
  const nomeBase = `Fornecedores ${tema} ${Date.now()}`;
  const idBase = await criarBaseComRegistros(pagina, nomeBase);
  await pagina.goto('/workflow/base-dados');
  await pagina.getByRole('link', { name: nomeBase }).waitFor();
  await verificar('bases de dados');

  await pagina.goto(`/workflow/data-base/${encodeURIComponent(idBase)}`);
  await pagina.getByRole('cell', { name: 'Empresa 3' }).waitFor();
  await verificar('base de dados');

  await pagina.getByRole('button', { name: 'Importar', exact: true }).click();
  const importar = pagina.getByRole('dialog', { name: 'Importar CSV' });
  const csv = 'Razão social;Cidade\r\nEmpresa 4;Recife\r\nEmpresa 5;Natal\r\n';
  await importar
    .locator('input[type=file]')
    .setInputFiles({ name: 'novas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await importar.getByRole('table').getByText('Empresa 5').waitFor();
  await verificar('importação de CSV (prévia)');
  await pagina.keyboard.press('Escape');
  await importar.waitFor({ state: 'hidden' });

  // The API manual: our page around Swagger UI, with the document rendered.
  await pagina.goto('/workflow/api-docs');
  await titulo(pagina, 'API docs');
  await pagina.locator('.swagger-ui .opblock').first().waitFor();
  await verificar('manual da API');
}
