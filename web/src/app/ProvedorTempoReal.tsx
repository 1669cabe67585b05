import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { ConexaoTempoReal } from '../lib/tempoReal/conexaoTempoReal';
import { ContextoTempoReal, useEstadoConexao } from '../lib/tempoReal/contexto';
import { aplicarEventoNoCache, retomarAposLacuna } from '../lib/tempoReal/eventosNoCache';
import { aoRegrasExecutadas } from '../lib/tempoReal/regrasExecutadas';
import { repetirInvalidacaoDaPrimeiraBusca } from '../lib/invalidacaoNaPrimeiraBusca';
import { chaves } from '../lib/chavesDeConsulta';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import { TIPO_REGRAS_EXECUTADAS } from '@wf/shared/realtime';

/** Same origin as the SPA: the session cookie goes with the handshake; ?cliente= names the tenant. */
const urlDoSocket = (sigla: string): string => {
  const protocolo = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocolo}//${window.location.host}/ws?cliente=${encodeURIComponent(sigla)}`;
};

// A reconnect that succeeds quickly is not worth a banner.
const ATRASO_AVISO_MS = 1_500;

/** 'Sem conexão' while the socket is down (after a short grace, so a quick reconnect shows nothing). */
function IndicadorConexao() {
  const estado = useEstadoConexao();
  const [visivel, setVisivel] = useState(false);
  useEffect(() => {
    if (estado === 'conectado') return setVisivel(false);
    const timer = setTimeout(() => setVisivel(true), ATRASO_AVISO_MS);
    return () => clearTimeout(timer);
  }, [estado]);
  // The live region stays in the page, empty while connected: a region added with its text may go unread.
  return (
    <div
      role="status"
      style={{ position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 2000 }}
    >
      {visivel && <Alert type="warning" showIcon title="Sem conexão — tentando reconectar…" />}
    </div>
  );
}

export interface ProvedorTempoRealProps {
  /** The tenant of the session; null while there is none (no socket is opened then). */
  sigla: string | null;
  children: ReactNode;
}

/** One socket per tab for the logged-in app; its events go to the query cache. */
export function ProvedorTempoReal({ sigla, children }: ProvedorTempoRealProps) {
  const queryClient = useQueryClient();
  const [conexao, setConexao] = useState<ConexaoTempoReal | null>(null);
  // Events and room joins invalidate queries that may still be on their first fetch: such an
  // invalidation is done again once that fetch settles. Here, in the signed-in app's chunk, not in
  // the entry: the public screens' weight has a ceiling (e2e/pesoSpa), and they get no events.
  useEffect(() => repetirInvalidacaoDaPrimeiraBusca(queryClient), [queryClient]);
  useEffect(() => {
    if (!sigla) return;
    const nova = new ConexaoTempoReal({
      url: () => urlDoSocket(sigla),
      aoMensagem: (mensagem) => {
        // A rule run also tells the person who fired it how it went (toasts).
        if (mensagem.tipo === TIPO_REGRAS_EXECUTADAS) {
          const email = queryClient.getQueryData<RespostaSessao>(chaves.sessao(sigla))?.usuario.email ?? null;
          return void aoRegrasExecutadas(queryClient, mensagem.dados, email);
        }
        return void aplicarEventoNoCache(queryClient, mensagem);
      },
      aoRetomar: () => void retomarAposLacuna(queryClient),
    });
    nova.iniciar();
    setConexao(nova);
    return () => {
      nova.parar();
      setConexao(null);
    };
  }, [sigla, queryClient]);
  return (
    <ContextoTempoReal.Provider value={conexao}>
      {children}
      {conexao && <IndicadorConexao />}
    </ContextoTempoReal.Provider>
  );
}
