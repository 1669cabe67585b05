import type { Page } from 'playwright-core';

/**
 * The socket's answer to joining a flow's room (not its chat's, which the flow page joins too),
 * read off the page's WebSocket frames: from then on the flow's events reach the page. Call it
 * before the navigation that opens the new socket, await it after.
 */
export function aguardarEntradaNaSalaDoFluxo(pagina: Page, idFluxo: string, sigla = 'AVMB'): Promise<void> {
  const sala = `FLUXO:${sigla}:${idFluxo}`;
  return new Promise((resolve) => {
    pagina.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const mensagem = JSON.parse(String(payload)) as { tipo?: string; sala?: string };
        if (mensagem.tipo === 'entrou' && mensagem.sala === sala) resolve();
      }),
    );
  });
}
