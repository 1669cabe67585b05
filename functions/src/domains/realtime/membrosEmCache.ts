import type { AppDeps } from '../../kernel/deps';
import { membrosDaSala, versaoDaSala, type MembroSala } from '../../data/repositories/conexaoRepository';

/**
 * A room's members as the fan-out last read them, kept by this instance while the room's version
 * stays the same (conexaoRepository.ts: every join, leave and removal writes a new one in its own
 * transaction). A busy room costs one small read per event instead of a Query of every member:
 * in the realtime bench (200 sockets, an event every 100 ms) that Query was the largest wait
 * between a move and its posts, on DynamoDB Local's one SQLite thread.
 *
 * The version is read before the members: a change between the two reads leaves members newer
 * than the version they are kept under, and the next event, seeing the newer version, reads again.
 * A room with no version (expired) is read every time and not kept.
 */
export const MAX_SALAS = 256;
const guardadas = new Map<string, { versao: string; membros: MembroSala[] }>();

export async function membrosDaSalaEmCache(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  sala: string,
): Promise<MembroSala[]> {
  const chave = `${deps.tableName}\n${sigla}\n${sala}`;
  const versao = await versaoDaSala(deps, sigla, sala);
  const guardada = guardadas.get(chave);
  guardadas.delete(chave);
  if (versao !== null && guardada?.versao === versao) {
    // Back to the newest end: the least recently used rooms leave first.
    guardadas.set(chave, guardada);
    return guardada.membros;
  }
  const membros = await membrosDaSala(deps, sigla, sala);
  if (versao !== null) {
    guardadas.set(chave, { versao, membros });
    if (guardadas.size > MAX_SALAS) guardadas.delete(guardadas.keys().next().value as string);
  }
  return membros;
}
