import type { EventoLido } from '@wf/shared/events';
import type { MensagemServidor } from '@wf/shared/realtime';
import { desligarConexao, enviarParaConexao } from '../../../adapters/realtimeGateway';
import type { AppDeps } from '../../../kernel/deps';
import { logger } from '../../../kernel/observabilidade';
import { emSegundos } from '../../../data/chaves';
import { conexoesDaConta, removerConexao, type Conexao } from '../../../data/repositories/conexaoRepository';
import { emParalelo } from '../../../lib/emParalelo';
import { sessaoViva } from '../../auth';
import { alvosDoLote, type AlvoDoEncerramento } from '../encerramentos';

export const MENSAGEM_SESSAO_ENCERRADA =
  'Sua sessão foi encerrada. Entre novamente para continuar recebendo atualizações.';

// Sockets closed at once: each is a post, a DELETE and a few small writes.
const FECHAMENTOS_EM_PARALELO = 10;

/** Is the session this socket was opened with still alive, for the same person? One read of the session, one of the account. */
export async function conexaoViva(deps: AppDeps, conexao: Conexao): Promise<boolean> {
  if (!conexao.sessaoId || conexao.expiraEm <= emSegundos(deps.clock())) return false;
  return (await sessaoViva(deps, conexao.sigla, conexao.sessaoId))?.usuarioId === conexao.usuarioId;
}

/**
 * Ends a socket: tells the client why (when it is still there), closes it through @connections
 * and deletes its items (the connection, its rooms, its line in the account), so the fan-out no
 * longer finds it in any room. Every step is idempotent, and $disconnect, which the close
 * triggers, removes the same items again harmlessly.
 */
export async function encerrarConexao(deps: AppDeps, connectionId: string, aviso: MensagemServidor): Promise<void> {
  if ((await enviarParaConexao(deps, connectionId, aviso)) === 'enviado') await desligarConexao(deps, connectionId);
  await removerConexao(deps, connectionId);
}

/**
 * Closes the target's sockets whose session is no longer alive; those of live sessions stay (a
 * password change keeps the session it renewed).
 */
async function encerrarConexoesMortas(deps: AppDeps, alvo: AlvoDoEncerramento): Promise<void> {
  const conexoes = await conexoesDaConta(deps, alvo.sigla, alvo.usuarioId, alvo.sessaoId);
  const vivas = new Set<string>();
  for (const sessaoId of new Set(conexoes.map((c) => c.sessaoId))) {
    if ((await sessaoViva(deps, alvo.sigla, sessaoId))?.usuarioId === alvo.usuarioId) vivas.add(sessaoId);
  }
  const mortas = conexoes.filter((c) => !vivas.has(c.sessaoId));
  await emParalelo(mortas, FECHAMENTOS_EM_PARALELO, ({ connectionId }) =>
    encerrarConexao(deps, connectionId, { tipo: 'erro', mensagem: MENSAGEM_SESSAO_ENCERRADA }),
  );
}

/**
 * The fan-out's first step for a batch: the sockets of sessions that ended (encerramentos.ts),
 * closed before the batch's room events are posted. Answers the ids of the events whose closing
 * failed: they come again, and closing again is harmless.
 */
export async function encerrarConexoesDoLote(deps: AppDeps, eventos: readonly EventoLido[]): Promise<Set<string>> {
  const falhas = new Set<string>();
  for (const { alvo, idsEvento } of alvosDoLote(eventos)) {
    try {
      await encerrarConexoesMortas(deps, alvo);
    } catch (falha) {
      logger.error('falha ao encerrar as conexões de uma sessão; o evento será entregue de novo', {
        sigla: alvo.sigla,
        usuarioId: alvo.usuarioId,
        erro: falha as Error,
      });
      for (const id of idsEvento) falhas.add(id);
    }
  }
  return falhas;
}
