import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface EnvioFormularioPublico {
  nome?: string;
  descricao?: string;
  listaValoresFormulario: Record<string, unknown>;
  anexos?: Array<{ nomeArquivo: string; tipoMime: string; tamanho: number }>;
}

export interface RespostaFormularioPublico {
  mensagem: string;
  idInstancia: string;
  /** One presigned upload per attachment sent, in the same order. */
  uploads: Array<{ idAnexo: string; uploadUrl: string }>;
}

/** POST /api/instancias/inserir/{customer}/{hash}: creates the card in the initial stage. */
export function inserirCardPublico(customer: string, hash: string, envio: EnvioFormularioPublico): Promise<RespostaFormularioPublico> {
  return api<RespostaFormularioPublico>(`/instancias/inserir/${encodeURIComponent(customer)}/${encodeURIComponent(hash)}`, {
    method: 'POST',
    body: envio,
    sigla: customer,
    redirecionarSeExpirada: false,
  });
}

/** POST /api/instancias/anexos-publicos/confirmar/{customer}/{hash}/{idAnexo}: after the PUT to storage. */
export function confirmarAnexoPublico(customer: string, hash: string, idAnexo: string): Promise<unknown> {
  return api(
    `/instancias/anexos-publicos/confirmar/${encodeURIComponent(customer)}/${encodeURIComponent(hash)}/${encodeURIComponent(idAnexo)}`,
    { method: 'POST', sigla: customer, redirecionarSeExpirada: false },
  );
}

export function useInserirCardPublico(customer: string, hash: string) {
  return useMutation({ mutationFn: (envio: EnvioFormularioPublico) => inserirCardPublico(customer, hash, envio) });
}
