import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chamarApi as chamar } from './support/cards';
import { usarNavegador } from './support/navegadorDoArquivo';
import { aguardarEntradaNaSalaDoFluxo, aguardarEventoNaPagina } from './support/salas';

/**
 * Two people on one flow, in two browser contexts: what one changes (through the API, with the
 * session of its page) shows on the other's open board and card modal without a reload. Every
 * wait is bounded (ESPERA_TEMPO_REAL), none is a sleep. Then the other's socket is dropped
 * server side: the SPA reconnects and catches up with what changed meanwhile.
 */
const { pessoaNova } = usarNavegador();
// B's browser is told apart by its user agent, to drop its socket alone; each run of the test marks
// its own, so no other socket is ever counted.
const marcaB = (): string => `wf-e2e-tempo-real-b-${Math.random().toString(36).slice(2, 10)}`;
// A change shows in the other browser in about 2 s or less on an idle machine; under CI the two
// cores also run the runtime's fan-out behind the earlier files' events, so the wait allows 15 s
// before calling it missed (latency itself is measured by the realtime bench, not here).
const ESPERA_TEMPO_REAL = { timeout: 15_000 };

/** Entrada -> Análise, two cards, one label; the colleague authorised on both stages. */
async function arrumarFluxo(pagina: Page, emailColega: string) {
  const { Fluxo } = await chamar<{ Fluxo: { id: string } }>(pagina, 'post', '/api/fluxos/inserir', {
    Fluxo: { descricao: 'Compras', icone: 'RocketOutlined', detalhes: 'Fluxo em tempo real' },
  });
  const etapa = async (descricao: string, origens: string[]) =>
    (
      await chamar<{ Etapa: { id: string } }>(pagina, 'post', '/api/etapas/inserir', {
        Etapa: { idFluxo: Fluxo.id, descricao },
        listaEtapas: origens,
      })
    ).Etapa.id;
  const entrada = await etapa('Entrada', []);
  const analise = await etapa('Análise', [entrada]);
  for (const idEtapa of [entrada, analise]) {
    await chamar(pagina, 'post', '/api/etapa-usuario/inserir-autorizacao', {
      EtapaUsuario: { idEtapa, emailAutorizado: emailColega, executar: 'S', editar: 'S' },
    });
  }
  const { Etiqueta } = await chamar<{ Etiqueta: { id: string } }>(pagina, 'post', '/api/etiquetas/inserir', {
    Etiqueta: { idFluxo: Fluxo.id, descricao: 'Urgente', cor: '#f5222d' },
  });
  const criarCard = async (descricao: string) =>
    (
      await chamar<{ Instancia: { id: string } }>(pagina, 'post', '/api/instancias/inserir', {
        Instancia: { idFluxo: Fluxo.id, descricao },
      })
    ).Instancia.id;
  return {
    idFluxo: Fluxo.id,
    analise,
    idEtiqueta: Etiqueta.id,
    criarCard,
    p1: await criarCard('Pedido 1'),
    p2: await criarCard('Pedido 2'),
  };
}

const coluna = (pagina: Page, nome: string) => pagina.locator(`section[aria-label="Etapa ${nome}"]`);
const cardsDaColuna = (pagina: Page, etapa: string) =>
  coluna(pagina, etapa)
    .locator('[data-card-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

interface Tile {
  id: string;
  nome: string;
}
const tilesDaColuna = (pagina: Page, etapa: string): Promise<Tile[]> =>
  coluna(pagina, etapa)
    .locator('[data-card-id]')
    .evaluateAll((els) =>
      els.map((e) => ({ id: e.getAttribute('data-card-id') ?? '', nome: e.getAttribute('aria-label') ?? '' })),
    );

describe('realtime on the board and the card modal', () => {
  it("shows one person's changes on the other's open board and card, and catches up after the socket drops", async () => {
    const MARCA_B = marcaB();
    const b = await pessoaNova('temporeal-b', { marcaUserAgent: MARCA_B });
    const a = await pessoaNova('temporeal-a');
    const fluxo = await arrumarFluxo(a.pagina, b.email);

    const entrouB = aguardarEntradaNaSalaDoFluxo(b.pagina, fluxo.idFluxo);
    await b.pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban`);
    await coluna(b.pagina, 'Entrada').waitFor();
    await entrouB;
    await expect.poll(async () => (await cardsDaColuna(b.pagina, 'Entrada')).sort()).toEqual(['Pedido 1', 'Pedido 2']);

    // Create, move, reorder.
    await fluxo.criarCard('Pedido 3');
    await expect.poll(() => cardsDaColuna(b.pagina, 'Entrada'), ESPERA_TEMPO_REAL).toContain('Pedido 3');
    await chamar(a.pagina, 'patch', '/api/instancias/mover', { idInstancia: fluxo.p1, idEtapaDestino: fluxo.analise });
    await expect.poll(() => cardsDaColuna(b.pagina, 'Análise'), ESPERA_TEMPO_REAL).toEqual(['Pedido 1']);
    // The last tile of Entrada dragged to the top, as the board's drop sends it.
    const tiles = await tilesDaColuna(b.pagina, 'Entrada');
    const ultimo = tiles[tiles.length - 1] as Tile;
    await chamar(a.pagina, 'put', '/api/instancias/atualizar-ordem', {
      idInstancia: ultimo.id,
      ordemNaEtapa: 1,
      idInstanciaAnterior: null,
      idInstanciaPosterior: tiles[0]?.id,
    });
    const esperada = [ultimo.nome, ...tiles.slice(0, -1).map((t) => t.nome)];
    await expect.poll(() => cardsDaColuna(b.pagina, 'Entrada'), ESPERA_TEMPO_REAL).toEqual(esperada);

    // The card open in B follows A's comment and label. The page load opens a new socket: A
    // changes the card once it has joined the flow's room again, so what B shows came live.
    const reabriuB = aguardarEntradaNaSalaDoFluxo(b.pagina, fluxo.idFluxo);
    await b.pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban&card=${fluxo.p2}`);
    const modal = b.pagina.getByRole('dialog').filter({ has: b.pagina.getByRole('heading', { name: 'Pedido 2' }) });
    await modal.waitFor();
    await reabriuB;
    await chamar(a.pagina, 'post', '/api/instancia/comentarios/inserir', {
      idInstancia: fluxo.p2,
      comentario: 'Aprovado pelo gestor',
    });
    await modal.getByRole('list', { name: 'Comentários' }).getByText('Aprovado pelo gestor').waitFor(ESPERA_TEMPO_REAL);
    await chamar(a.pagina, 'post', '/api/instancia/etiquetas/inserir', {
      idInstancia: fluxo.p2,
      idEtiqueta: fluxo.idEtiqueta,
    });
    await modal
      .locator('.ant-select-selection-item, .ant-tag')
      .filter({ hasText: 'Urgente' })
      .first()
      .waitFor(ESPERA_TEMPO_REAL);

    // Deleted by A while open in B: B's modal closes with a notice.
    await chamar(a.pagina, 'delete', `/api/instancias/excluir/${fluxo.p2}`);
    // The notice is a toast and, 50 ms later, the page's live region: either one will do.
    await b.pagina
      .getByText('Este card não existe mais ou foi excluído.')
      .first()
      .waitFor({ state: 'attached', ...ESPERA_TEMPO_REAL });
    await modal.waitFor({ state: 'hidden', ...ESPERA_TEMPO_REAL });
    await expect.poll(() => cardsDaColuna(b.pagina, 'Entrada'), ESPERA_TEMPO_REAL).not.toContain('Pedido 2');

    // B's socket dropped server side; a card created before it is back reaches B's board.
    const reentrouB = aguardarEntradaNaSalaDoFluxo(b.pagina, fluxo.idFluxo);
    const queda = await fetch(`${inject('baseUrl')}/_local/connections?userAgent=${MARCA_B}`, { method: 'DELETE' });
    expect(((await queda.json()) as { derrubadas: number }).derrubadas).toBe(1);
    await fluxo.criarCard('Pedido 4');
    await reentrouB;
    await expect.poll(() => cardsDaColuna(b.pagina, 'Entrada'), ESPERA_TEMPO_REAL).toContain('Pedido 4');

    expect(b.errosDaPagina).toEqual([]);
    await Promise.all([a.contexto.close(), b.contexto.close()]);
  });

  it("shows a comment whose event reaches the open card before the card's first read of its comments answers", async () => {
    const b = await pessoaNova('temporeal-comentario-b');
    const a = await pessoaNova('temporeal-comentario-a');
    const fluxo = await arrumarFluxo(a.pagina, b.email);
    // B's first read of the card's comments is made on the server at once but answered only after
    // the comment's event reached B: an answer from before the comment, arriving after its event.
    const eventoChegou = aguardarEventoNaPagina(b.pagina, 'comentarioAdicionado');
    let leituraFeita: () => void = () => undefined;
    const primeiraLeitura = new Promise<void>((resolve) => (leituraFeita = resolve));
    let primeira = true;
    await b.pagina.route('**/api/instancia/comentarios/buscar-por-instancia/**', async (rota) => {
      if (!primeira) return rota.continue();
      primeira = false;
      const resposta = await rota.fetch();
      leituraFeita();
      await eventoChegou;
      await rota.fulfill({ response: resposta });
    });
    const entrouB = aguardarEntradaNaSalaDoFluxo(b.pagina, fluxo.idFluxo);
    await b.pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban&card=${fluxo.p2}`);
    const modal = b.pagina.getByRole('dialog').filter({ has: b.pagina.getByRole('heading', { name: 'Pedido 2' }) });
    await modal.waitFor();
    await entrouB;
    await primeiraLeitura;
    await chamar(a.pagina, 'post', '/api/instancia/comentarios/inserir', {
      idInstancia: fluxo.p2,
      comentario: 'Aprovado pelo gestor',
    });

    await modal.getByRole('list', { name: 'Comentários' }).getByText('Aprovado pelo gestor').waitFor(ESPERA_TEMPO_REAL);
    expect(b.errosDaPagina).toEqual([]);
    await Promise.all([a.contexto.close(), b.contexto.close()]);
  });
});

describe('realtime on the list and the diagram', () => {
  it("shows one person's new and renamed cards on the other's list, and new and deleted stages and links on the diagram", async () => {
    const b = await pessoaNova('temporeal-lista-b');
    const a = await pessoaNova('temporeal-lista-a');
    const fluxo = await arrumarFluxo(a.pagina, b.email);

    const entrouB = aguardarEntradaNaSalaDoFluxo(b.pagina, fluxo.idFluxo);
    await b.pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=kanban&visao=lista`);
    const linha = (nome: string) => b.pagina.getByRole('row', { name: `Abrir card ${nome}` });
    await linha('Pedido 1').waitFor();
    await entrouB;
    await fluxo.criarCard('Pedido 5');
    await linha('Pedido 5').waitFor(ESPERA_TEMPO_REAL);
    await chamar(a.pagina, 'put', `/api/instancias/atualizar/${fluxo.p1}`, { descricao: 'Pedido 1 revisado' });
    await linha('Pedido 1 revisado').waitFor(ESPERA_TEMPO_REAL);

    const voltouB = aguardarEntradaNaSalaDoFluxo(b.pagina, fluxo.idFluxo);
    await b.pagina.goto(`/workflow/process/${fluxo.idFluxo}?tab=flow`);
    const no = (nome: string) => b.pagina.getByRole('group', { name: `Etapa ${nome}`, exact: true });
    await no('Análise').waitFor();
    await voltouB;
    const { Etapa } = await chamar<{ Etapa: { id: string } }>(a.pagina, 'post', '/api/etapas/inserir', {
      Etapa: { idFluxo: fluxo.idFluxo, descricao: 'Conferência' },
      listaEtapas: [fluxo.analise],
    });
    await no('Conferência').waitFor(ESPERA_TEMPO_REAL);
    await b.pagina
      .locator('[aria-label="Conexão de Análise para Conferência"]')
      .first()
      .waitFor({ state: 'attached', ...ESPERA_TEMPO_REAL });
    await chamar(a.pagina, 'delete', `/api/etapas/excluir/${Etapa.id}`);
    await no('Conferência').waitFor({ state: 'detached', ...ESPERA_TEMPO_REAL });

    expect(b.errosDaPagina).toEqual([]);
    await Promise.all([a.contexto.close(), b.contexto.close()]);
  });
});
