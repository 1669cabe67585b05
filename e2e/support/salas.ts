import type { Page } from 'playwright-core';
import { TIPO_LOTE, type MensagemServidor } from '@wf/shared/realtime';

/** Every server message a frame carries: a batch (lote) is its messages. */
function mensagensDoQuadro(payload: string | Buffer): MensagemServidor[] {
  const mensagem = JSON.parse(String(payload)) as MensagemServidor;
  return mensagem.tipo === TIPO_LOTE ? mensagem.mensagens : [mensagem];
}

/** Resolves at the first frame, on a socket the page opens from now on, with a message that passes. */
function aguardarMensagem(pagina: Page, passa: (mensagem: MensagemServidor) => boolean): Promise<void> {
  return new Promise((resolve) => {
    pagina.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (mensagensDoQuadro(payload).some(passa)) resolve();
      }),
    );
  });
}

/**
 * The socket's answer to joining a flow's room (not its chat's, which the flow page joins too),
 * read off the page's WebSocket frames: from then on the flow's events reach the page. Call it
 * before the navigation that opens the new socket, await it after.
 */
export function aguardarEntradaNaSalaDoFluxo(pagina: Page, idFluxo: string, sigla = 'AVMB'): Promise<void> {
  const sala = `FLUXO:${sigla}:${idFluxo}`;
  return aguardarMensagem(pagina, (mensagem) => mensagem.tipo === 'entrou' && mensagem.sala === sala);
}

/** An event of the given type reaching the page (alone or in a batch); called before the navigation, like the above. */
export function aguardarEventoNaPagina(pagina: Page, tipo: MensagemServidor['tipo']): Promise<void> {
  return aguardarMensagem(pagina, (mensagem) => mensagem.tipo === tipo);
}
