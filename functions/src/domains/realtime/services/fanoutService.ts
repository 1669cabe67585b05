import type { EventoLido } from '@wf/shared/events';
import { enviarParaConexao } from '../../../adapters/realtimeGateway';
import type { AppDeps } from '../../../app/deps';
import { conexoesDaSala, removerConexaoSumida } from '../../../data/repositories/conexaoRepository';
import { mensagemDoEvento } from '../mensagemDoEvento';
import { salasDoEvento } from '../salasDoEvento';

/**
 * Posts an event to every socket in its rooms; a socket that is gone (410) is removed. Any
 * other failure throws, so the delivery is retried (sockets may then see the event twice and
 * dedupe on dados.idEvento).
 */
export async function entregarEvento(deps: AppDeps, evento: EventoLido): Promise<void> {
  for (const sala of salasDoEvento(evento)) {
    const mensagem = mensagemDoEvento(evento, sala);
    const conexoes = await conexoesDaSala(deps, evento.detalhe.sigla, sala);
    await Promise.all(
      conexoes.map(async (connectionId) => {
        if ((await enviarParaConexao(deps, connectionId, mensagem)) === 'desconectado') {
          await removerConexaoSumida(deps, evento.detalhe.sigla, sala, connectionId);
        }
      }),
    );
  }
}
