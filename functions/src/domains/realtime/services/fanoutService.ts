import type { EventoLido } from '@wf/shared/events';
import { salaChatPublica } from '@wf/shared/realtime';
import { lerSala } from '../salas';
import { codificarMensagem, enviarParaConexao } from '../../../adapters/realtimeGateway';
import type { AppDeps } from '../../../app/deps';
import {
  buscarConexao,
  membrosDaSala,
  removerConexaoSumida,
  sairDaSala,
  type MembroSala,
} from '../../../data/repositories/conexaoRepository';
import { emParalelo } from '../../../lib/emParalelo';
import { usuarioVeFluxo } from '../../fluxos/services/acessoFluxoService';
import { mensagemDoEvento } from '../mensagemDoEvento';
import { salasDoEvento } from '../salasDoEvento';

// @connections calls in flight per event: a 200-socket room goes in 8 rounds of 25 rather than
// 200 requests at once from one Lambda. (The client keeps its sockets alive, 50 at most, the
// SDK's default: these 25 never wait for one nor open one per post.)
export const ENVIOS_EM_PARALELO = 25;

/**
 * After a change of a flow's authorisations, the room keeps only people who still see the flow:
 * join is checked once, so a person whose last authorisation went would otherwise go on hearing
 * the flow. One access check per user in the room; each of his sockets leaves and is told so.
 */
async function retirarQuemPerdeuAcesso(deps: AppDeps, sigla: string, sala: string, membros: MembroSala[]): Promise<void> {
  const idFluxo = lerSala(sala)?.id;
  if (!idFluxo) return;
  const usuarios = [...new Set(membros.map((m) => m.usuarioId).filter((u): u is string => Boolean(u)))];
  const semAcesso = new Set<string>();
  await emParalelo(usuarios, ENVIOS_EM_PARALELO, async (usuarioId) => {
    if (!(await usuarioVeFluxo(deps, sigla, usuarioId, idFluxo))) semAcesso.add(usuarioId);
  });
  const retirar = membros.filter((m) => m.usuarioId && semAcesso.has(m.usuarioId));
  await emParalelo(retirar, ENVIOS_EM_PARALELO, async ({ connectionId }) => {
    const conexao = await buscarConexao(deps, connectionId);
    if (conexao) await sairDaSala(deps, conexao, sala);
    await enviarParaConexao(deps, connectionId, { tipo: 'saiu', sala });
  });
}

/**
 * Posts an event to every socket in its rooms, ENVIOS_EM_PARALELO at a time; a socket that is
 * gone (410) is removed. Any other failure throws once the others were posted, so the delivery
 * is retried (sockets may then see the event twice and dedupe on dados.idEvento).
 */
export async function entregarEvento(deps: AppDeps, evento: EventoLido): Promise<void> {
  const { sigla } = evento.detalhe;
  for (const sala of salasDoEvento(evento)) {
    // Serialized once for the whole room, not once per socket.
    const mensagem = codificarMensagem(mensagemDoEvento(evento, sala));
    const membros = await membrosDaSala(deps, sigla, sala);
    await emParalelo(membros, ENVIOS_EM_PARALELO, async ({ connectionId }) => {
      if ((await enviarParaConexao(deps, connectionId, mensagem)) === 'desconectado') {
        await removerConexaoSumida(deps, sigla, sala, connectionId);
      }
    });
    if (evento.tipo === 'autorizacaoEtapaAlterada') {
      await retirarQuemPerdeuAcesso(deps, sigla, sala, membros);
      // The flow's public chat channel follows the same rule (its events are not the flow's).
      const lida = lerSala(sala);
      if (lida?.prefixo === 'FLUXO') {
        const canal = salaChatPublica(sigla, lida.id);
        await retirarQuemPerdeuAcesso(deps, sigla, canal, await membrosDaSala(deps, sigla, canal));
      }
    }
  }
}

export async function entregarLote(deps: AppDeps, eventos: EventoLido[]): Promise<Set<string>> {
  const falhas = new Set<string>();
  for (const evento of eventos) await entregarEvento(deps, evento).catch(() => falhas.add(evento.detalhe.idEvento));
  return falhas;
}
