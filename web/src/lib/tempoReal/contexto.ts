import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ConexaoTempoReal, EstadoConexao } from './conexaoTempoReal';

/** The tab's connection, provided by the logged-in part of the app; absent on public pages. */
export const ContextoTempoReal = createContext<ConexaoTempoReal | null>(null);

/**
 * Hears a room (`FLUXO:<SIGLA>:<id>`, a chat room ...) while the calling component is mounted.
 * Rooms are reference-counted: the socket leaves when the last user of the room unmounts.
 */
export function useSala(sala: string | null): void {
  const conexao = useContext(ContextoTempoReal);
  useEffect(() => (conexao && sala ? conexao.entrar(sala) : undefined), [conexao, sala]);
}

const semConexao = (): (() => void) => () => undefined;

/** The socket's state, for the offline indicator; 'conectado' where there is no socket at all. */
export function useEstadoConexao(): EstadoConexao {
  const conexao = useContext(ContextoTempoReal);
  return useSyncExternalStore(
    conexao ? (ouvinte) => conexao.assinarEstado(ouvinte) : semConexao,
    () => conexao?.estado ?? 'conectado',
  );
}
