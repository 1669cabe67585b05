import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CABECALHOS, chamarApi, criarCard, criarFluxoComEtapa, postarApi } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';

/**
 * Entries of the specification that were missing from built screens (issue 25, item 12): the
 * menu's Ajuda, the user menu's update history, the flow list's "Ver métricas", the flow header's
 * "Base de dados", sharing a data base as its editor, the home feed's photos and colours, the
 * board's unread badges, opening a card reads its notifications, and an attachment's public link.
 * Each person and piece of data is made here through the API.
 */
const { abrirPagina, pessoaNova } = usarNavegador();

/** A real 1x1 png, as the SPA sends a photo. */
const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const obter = async <T>(pagina: Page, caminho: string): Promise<T> => {
  const r = await pagina.request.get(caminho, { headers: CABECALHOS });
  expect(r.status(), `GET ${caminho}: ${await r.text()}`).toBe(200);
  return (await r.json()) as T;
};

/** Authorises a person on a stage (executar), so he sees the flow. */
const autorizar = (pagina: Page, idEtapa: string, email: string) =>
  postarApi(pagina, '/api/etapa-usuario/inserir-autorizacao', {
    EtapaUsuario: { idEtapa, emailAutorizado: email, executar: 'S', editar: 'N', autorizar: 'N' },
  });

const contagemNaoLidas = async (pagina: Page) =>
  (await obter<{ totalNaoLidas: number }>(pagina, '/api/notificacao-interna/count-nao-lidas')).totalNaoLidas;

describe('the shell', () => {
  it('offers Ajuda in the side menu, opening the help in a new tab', async () => {
    const ana = await pessoaNova('ajuda-ana');
    const menu = ana.pagina.getByRole('navigation', { name: 'Menu principal' });
    const ajuda = menu.getByRole('link', { name: /^Ajuda/ });
    await ajuda.waitFor();
    expect(await ajuda.getAttribute('target')).toBe('_blank');
    const href = (await ajuda.getAttribute('href'))!;
    expect(href).toBe('/workflow/ajuda');
    await ana.pagina.goto(href);
    await ana.pagina.getByRole('heading', { level: 1, name: 'Ajuda' }).waitFor();
    expect(ana.errosDaPagina).toEqual([]);
    await ana.contexto.close();
  });

  it('links the user menu to the update history', async () => {
    const ana = await pessoaNova('historico-ana');
    await ana.pagina.getByRole('button', { name: 'Menu do usuário' }).click();
    await ana.pagina.getByRole('menuitem', { name: 'Histórico de atualizações' }).click();
    await ana.pagina.waitForURL(/\/workflow\/historico-atualiacao$/);
    await ana.pagina.getByRole('heading', { level: 1, name: 'Histórico de atualizações' }).waitFor();
    expect(ana.errosDaPagina).toEqual([]);
    await ana.contexto.close();
  });
});

describe('flows', () => {
  it('opens a flow’s metrics from the flow list’s menu (Ver métricas)', async () => {
    const ana = await pessoaNova('vermetricas-ana');
    const { idFluxo } = await criarFluxoComEtapa(ana.pagina, 'Fluxo das métricas');
    await ana.pagina.goto('/workflow/process');
    await ana.pagina.getByRole('button', { name: 'Ações do fluxo Fluxo das métricas', exact: true }).click();
    await ana.pagina.getByRole('menuitem', { name: 'Ver métricas', exact: true }).filter({ visible: true }).click();
    await ana.pagina.waitForURL(new RegExp(`/process/${idFluxo}\\?tab=metricas`));
    await ana.pagina.getByTestId('aba-metricas').waitFor();
    expect(ana.errosDaPagina).toEqual([]);
    await ana.contexto.close();
  });

  it('goes to the data bases from the flow header’s menu (Base de dados)', async () => {
    const ana = await pessoaNova('menubase-ana');
    const { idFluxo } = await criarFluxoComEtapa(ana.pagina, 'Fluxo com bases');
    await ana.pagina.goto(`/workflow/process/${idFluxo}`);
    await ana.pagina.getByRole('button', { name: 'Mais opções do fluxo' }).click();
    await ana.pagina.getByRole('menuitem', { name: 'Base de dados', exact: true }).click();
    await ana.pagina.waitForURL(/\/workflow\/base-dados$/);
    expect(ana.errosDaPagina).toEqual([]);
    await ana.contexto.close();
  });
});

describe('data bases', () => {
  it('lets an editor the base was shared with share it too (Compartilhar)', async () => {
    const bruna = await pessoaNova('compartilhar-bruna');
    const ana = await pessoaNova('compartilhar-ana');
    const { data } = await postarApi<{ data: { idDataSource: string } }>(ana.pagina, '/api/datasources/inserir', {
      descricao: 'Fornecedores compartilhados',
      jsonDados: JSON.stringify({ colunas: [{ id: 'nome', titulo: 'Nome', keyCampo: 'textoCurto' }], linhas: [] }),
    });
    const idBase = data.idDataSource;
    await chamarApi(ana.pagina, 'put', `/api/datasources/${idBase}/compartilhamentos`, { emails: [bruna.email] });

    await bruna.pagina.goto(`/workflow/data-base/${idBase}`);
    await bruna.pagina.getByRole('button', { name: 'Compartilhar' }).click();
    const dialogo = bruna.pagina.getByRole('dialog', { name: 'Compartilhar base de dados' });
    await dialogo.getByText('Somente o dono pode excluir a base.').waitFor();
    await dialogo.getByText(bruna.email).waitFor();
    const novo = `carla.${Date.now()}@exemplo.com.br`;
    await dialogo.getByRole('combobox', { name: 'E-mails das pessoas' }).fill(novo);
    await bruna.pagina.keyboard.press('Enter');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    const { emails } = await obter<{ emails: string[] }>(ana.pagina, `/api/datasources/${idBase}/compartilhamentos`);
    expect([...emails].sort()).toEqual([bruna.email.toLowerCase(), novo].sort());
    expect(bruna.errosDaPagina).toEqual([]);
    await bruna.contexto.close();
    await ana.contexto.close();
  });
});

describe('home feed', () => {
  it('shows each author’s photo, or his initials on his own colour', async () => {
    const bruna = await pessoaNova('feed-bruna');
    const ana = await pessoaNova('feed-ana');
    await chamarApi(ana.pagina, 'put', '/api/usuario/atualizar', { nome: 'Pessoa feed-ana', imgFoto: PNG_1X1 });
    const { idFluxo, idEtapa } = await criarFluxoComEtapa(ana.pagina, 'Fluxo do feed');
    await autorizar(ana.pagina, idEtapa, bruna.email);
    await criarCard(ana.pagina, idFluxo, 'Card da Ana');
    await criarCard(bruna.pagina, idFluxo, 'Card da Bruna');

    type Linha = { emailUsuario: string; cor: string };
    const linhas = async () =>
      (await obter<{ listaAtividades: Linha[] }>(ana.pagina, '/api/home/atividades?count=20')).listaAtividades;
    await expect
      .poll(async () => new Set((await linhas()).map((l) => l.emailUsuario.toLowerCase())).size, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(2);
    const corBruna = (await linhas()).find((l) => l.emailUsuario.toLowerCase() === bruna.email.toLowerCase())!.cor;

    await ana.pagina.goto('/workflow/home');
    const feed = ana.pagina.getByTestId('feed-atividades');
    const daAna = feed.getByTestId('atividade').filter({ hasText: 'Card da Ana' }).first();
    await daAna.getByRole('img', { name: 'Foto de Pessoa feed-ana' }).waitFor();
    const daBruna = feed.getByTestId('atividade').filter({ hasText: 'Card da Bruna' }).first();
    const avatar = daBruna.getByLabel('Pessoa feed-bruna', { exact: true });
    await avatar.waitFor();
    const fundo = await avatar.evaluate((e) => getComputedStyle(e).backgroundColor);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(corBruna.slice(i, i + 2), 16));
    expect(fundo).toBe(`rgb(${r}, ${g}, ${b})`);
    expect(ana.errosDaPagina).toEqual([]);
    await ana.contexto.close();
    await bruna.contexto.close();
  });
});

describe('notifications on the board', () => {
  /** Ana's flow where Bruna is made responsible of "Com aviso" (a notification for Bruna), not of "Sem aviso". */
  async function arrumar(prefixo: string) {
    const bruna = await pessoaNova(`${prefixo}-bruna`);
    const ana = await pessoaNova(`${prefixo}-ana`);
    const { idFluxo, idEtapa } = await criarFluxoComEtapa(ana.pagina, 'Fluxo dos avisos');
    await autorizar(ana.pagina, idEtapa, bruna.email);
    const comAviso = await criarCard(ana.pagina, idFluxo, 'Com aviso');
    await criarCard(ana.pagina, idFluxo, 'Sem aviso');
    await postarApi(ana.pagina, '/api/instancia/responsaveis/inserir', {
      idInstancia: comAviso,
      emailUsuario: bruna.email,
    });
    await expect.poll(() => contagemNaoLidas(bruna.pagina), { timeout: 15_000, interval: 200 }).toBe(1);
    return { ana, bruna, idFluxo, comAviso };
  }

  it('badges a tile with its unread notifications', async () => {
    const { ana, bruna, idFluxo, comAviso } = await arrumar('selo');
    await bruna.pagina.goto(`/workflow/process/${idFluxo}`);
    const tile = bruna.pagina.locator(`[data-card-id="${comAviso}"]`);
    await tile.getByTestId('notificacoes-card').locator('[title="1 notificação não lida"]').waitFor();
    await bruna.pagina.getByRole('button', { name: 'Sem aviso', exact: true }).waitFor();
    expect(await bruna.pagina.getByTestId('notificacoes-card').count()).toBe(1);
    expect(bruna.errosDaPagina).toEqual([]);
    await ana.contexto.close();
    await bruna.contexto.close();
  });

  it('reads a card’s notifications when the card is opened from the board', async () => {
    const { ana, bruna, idFluxo, comAviso } = await arrumar('abrir');
    await bruna.pagina.goto(`/workflow/process/${idFluxo}`);
    const sino = bruna.pagina.getByTestId('sino-notificacoes');
    await expect.poll(() => sino.getAttribute('aria-label')).toBe('Notificações: 1 não lida');
    await bruna.pagina.getByRole('button', { name: 'Com aviso', exact: true }).click();
    await bruna.pagina
      .getByRole('dialog')
      .filter({ has: bruna.pagina.getByRole('heading', { name: 'Com aviso' }) })
      .waitFor();
    await expect.poll(() => sino.getAttribute('aria-label')).toBe('Notificações');
    await bruna.pagina.keyboard.press('Escape');
    await bruna.pagina.locator(`[data-card-id="${comAviso}"]`).getByTestId('notificacoes-card').waitFor({
      state: 'detached',
    });
    expect(await contagemNaoLidas(bruna.pagina)).toBe(0);
    expect(bruna.errosDaPagina).toEqual([]);
    await ana.contexto.close();
    await bruna.contexto.close();
  });
});

describe('attachments', () => {
  it('gives an attachment a public link that downloads it without signing in', async () => {
    const ana = await pessoaNova('binario-ana');
    const { idFluxo } = await criarFluxoComEtapa(ana.pagina, 'Fluxo dos arquivos');
    const idCard = await criarCard(ana.pagina, idFluxo, 'Contrato assinado');
    const bytes = Buffer.from('Contrato de prestação de serviços\n', 'utf8');
    const g = await postarApi<{ idAnexo: string; uploadUrl: string }>(
      ana.pagina,
      `/api/instancia/anexos/solicitar-upload/${idCard}`,
      { nomeArquivo: 'contrato.txt', tipoMime: 'text/plain', tamanho: bytes.length },
    );
    const envio = await ana.pagina.request.put(g.uploadUrl, { data: bytes, headers: { 'content-type': 'text/plain' } });
    expect(envio.status()).toBe(200);
    await postarApi(ana.pagina, `/api/instancia/anexos/confirmar/${g.idAnexo}?idInstancia=${idCard}`, {});

    await ana.pagina.goto(`/workflow/process/${idFluxo}?card=${idCard}`);
    const modal = ana.pagina
      .getByRole('dialog')
      .filter({ has: ana.pagina.getByRole('heading', { name: 'Contrato assinado' }) });
    await modal.getByRole('button', { name: 'Link público de contrato.txt' }).click();
    const dialogo = ana.pagina.getByRole('dialog', { name: 'Link público do arquivo' });
    const campo = dialogo.getByRole('textbox', { name: 'Link público' });
    await campo.waitFor();
    const link = await campo.inputValue();
    expect(link).toMatch(/\/workflow\/arquivo\/[^/]+\/[A-Za-z0-9_-]{43}$/);

    // Someone with no session opens it.
    const visitante = await abrirPagina();
    await visitante.pagina.goto(link);
    await visitante.pagina.getByRole('heading', { level: 1, name: 'Arquivo compartilhado' }).waitFor();
    await visitante.pagina.getByText('contrato.txt').waitFor();
    const baixar = visitante.pagina.getByRole('link', { name: /Baixar arquivo/ });
    const url = (await baixar.getAttribute('href'))!;
    const baixado = await visitante.pagina.request.get(url);
    expect(Buffer.from(await baixado.body())).toEqual(bytes);
    expect(visitante.errosDaPagina).toEqual([]);
    expect(ana.errosDaPagina).toEqual([]);
    await visitante.contexto.close();
    await ana.contexto.close();
  });
});
