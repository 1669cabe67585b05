import type { EventoLido } from '@wf/shared/events';
import { enviarParaConexao } from '../../../adapters/realtimeGateway';
import type { AppDeps } from '../../../app/deps';
import { conexoesDaSala, removerConexaoSumida } from '../../../data/repositories/conexaoRepository';
import { emParalelo } from '../../../lib/emParalelo';
import { mensagemDoEvento } from '../mensagemDoEvento';
import { salasDoEvento } from '../salasDoEvento';

// @connections calls in flight per event: a 200-socket room is posted in 200 / 25 rounds
// instead of 200 sequential ones, without opening hundreds of sockets to API Gateway at once.
export const ENVIOS_EM_PARALELO = 25;

/**
 * Posts an event to every socket in its rooms, ENVIOS_EM_PARALELO at a time; a socket that is
 * gone (410) is removed. Any other failure throws once the others were posted, so the delivery
 * is retried (sockets may then see the event twice and dedupe on dados.idEvento).
 */
export async function entregarEvento(deps: AppDeps, evento: EventoLido): Promise<void> {
  for (const sala of salasDoEvento(evento)) {
    const mensagem = mensagemDoEvento(evento, sala);
    const conexoes = await conexoesDaSala(deps, evento.detalhe.sigla, sala);
    await emParalelo(conexoes, ENVIOS_EM_PARALELO, async (connectionId) => {
      if ((await enviarParaConexao(deps, connectionId, mensagem)) === 'desconectado') {
        await removerConexaoSumida(deps, evento.detalhe.sigla, sala, connectionId);
      }
    });
  }
}
