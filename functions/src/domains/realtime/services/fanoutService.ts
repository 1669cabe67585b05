import type { EventoLido } from '@wf/shared/events';
import { salaChatPublica } from '@wf/shared/realtime';
import { lerSala } from '../salas';
import { codificarMensagem, enviarParaConexao } from '../../../adapters/realtimeGateway';
import type { AppDeps } from '../../../kernel/deps';
import { logger } from '../../../kernel/observabilidade';
import { emSegundos } from '../../../data/chaves';
import {
  buscarConexao,
  membrosDaSala,
  removerConexaoSumida,
  sairDaSala,
  type MembroSala,
} from '../../../data/repositories/conexaoRepository';
import { emParalelo } from '../../../lib/emParalelo';
import { usuarioVeFluxo } from '../../fluxos';
import { mensagemDosEventos } from '../mensagemDoEvento';
import { salasDoEvento } from '../salasDoEvento';

// @connections calls in flight per room: as many as the client's kept-alive sockets (50, the
// SDK's default), so a post never waits for a socket nor opens one, and a 200-socket room costs
// 4 round trips to API Gateway instead of 200.
export const ENVIOS_EM_PARALELO = 50;
// Rooms of one batch served at once: a batch of many flows' events (one invocation at a time,
// events/rules.ts) does not wait for one room after another.
export const SALAS_EM_PARALELO = 4;

/**
 * After a change of a flow's authorisations, the room keeps only people who still see the flow:
 * join is checked once, so a person whose last authorisation went would otherwise go on hearing
 * the flow. One access check per user in the room; each of his sockets leaves and is told so.
 */
async function retirarQuemPerdeuAcesso(
  deps: AppDeps,
  sigla: string,
  sala: string,
  membros: MembroSala[],
): Promise<void> {
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

/** The batch's events by room, in arrival order; a room's name carries its tenant. */
function eventosPorSala(eventos: readonly EventoLido[]): Map<string, EventoLido[]> {
  const porSala = new Map<string, EventoLido[]>();
  for (const evento of eventos) {
    for (const sala of salasDoEvento(evento)) {
      const daSala = porSala.get(sala);
      if (daSala) daSala.push(evento);
      else porSala.set(sala, [evento]);
    }
  }
  return porSala;
}

/** The live members of a room. */
async function membrosVivos(deps: AppDeps, sigla: string, sala: string): Promise<MembroSala[]> {
  const membros = await membrosDaSala(deps, sigla, sala);
  // A membership lives no longer than its socket's session: past expiraEm the session expired,
  // and TTL may take hours to delete the item.
  const agora = emSegundos(deps.clock());
  return membros.filter(({ expiraEm }) => expiraEm === undefined || expiraEm > agora);
}

/** One room's events of a batch: its members read once, one post per socket for all its events. */
async function entregarNaSala(deps: AppDeps, sala: string, eventos: EventoLido[]): Promise<void> {
  const { sigla } = (eventos[0] as EventoLido).detalhe;
  // Serialized once for the whole room, not once per socket.
  const mensagem = codificarMensagem(mensagemDosEventos(eventos, sala));
  const membros = await membrosVivos(deps, sigla, sala);
  await emParalelo(membros, ENVIOS_EM_PARALELO, async ({ connectionId }) => {
    if ((await enviarParaConexao(deps, connectionId, mensagem)) === 'desconectado') {
      await removerConexaoSumida(deps, sigla, sala, connectionId);
    }
  });
  if (eventos.some((e) => e.tipo === 'autorizacaoEtapaAlterada')) {
    await retirarQuemPerdeuAcesso(deps, sigla, sala, membros);
    // The flow's public chat channel follows the same rule (its events are not the flow's).
    const lida = lerSala(sala);
    if (lida?.prefixo === 'FLUXO') {
      const canal = salaChatPublica(sigla, lida.id);
      await retirarQuemPerdeuAcesso(deps, sigla, canal, await membrosVivos(deps, sigla, canal));
    }
  }
}

/**
 * Posts a batch of events to the sockets of their rooms: per room, one Query of its members and
 * one post per socket carrying all the room's events of the batch (mensagemDosEventos), ENVIOS_EM_PARALELO
 * at a time; a socket that is gone (410) is removed. Answers the idEvento of every event whose room
 * failed (any other failure, once the others were posted): those are delivered again, and sockets
 * that already had them drop the repeat by dados.idEvento.
 */
export async function entregarLote(deps: AppDeps, eventos: readonly EventoLido[]): Promise<Set<string>> {
  const falhas = new Set<string>();
  await emParalelo([...eventosPorSala(eventos)], SALAS_EM_PARALELO, async ([sala, daSala]) => {
    try {
      await entregarNaSala(deps, sala, daSala);
    } catch (falha) {
      logger.error('falha ao entregar à sala; os eventos serão entregues de novo', { sala, erro: falha as Error });
      for (const evento of daSala) falhas.add(evento.detalhe.idEvento);
    }
  });
  return falhas;
}
