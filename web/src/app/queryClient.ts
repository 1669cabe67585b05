import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, ehSessaoExpirada, mensagemDoErro } from '../lib/api';
import type { MetaConsulta } from '../lib/metaConsultas';
import { toast } from '../lib/toast';

/**
 * Most failed calls show the server's message in a 2 s toast. An expired
 * session is not toasted: the api client is already taking the user to the login.
 */
function avisarFalha(erro: unknown, meta: MetaConsulta | undefined): void {
  if (meta?.silenciarErro || ehSessaoExpirada(erro)) return;
  toast.erro(mensagemDoErro(erro));
}

/** Client errors (4xx) will not change on retry; network and server failures get two more tries. */
function deveTentarDeNovo(tentativas: number, erro: unknown): boolean {
  if (erro instanceof ApiError && erro.status >= 400 && erro.status < 500) return false;
  return tentativas < 2;
}

export function criarQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (erro, consulta) => avisarFalha(erro, consulta.meta) }),
    mutationCache: new MutationCache({
      onError: (erro, _variaveis, _contexto, mutacao) => avisarFalha(erro, mutacao.meta),
    }),
    defaultOptions: {
      queries: { retry: deveTentarDeNovo, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
