import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlternarAmbientePayload } from '@wf/shared/schemas/auth';
import type { RespostaAlternarAmbiente, RespostaSessao } from '@wf/shared/types/sessao';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { caminhoLogin } from '../../../lib/caminhos';
import { chaveSessao } from '../../../lib/sessao';
import { gravarSigla } from '../../../lib/siglaCliente';
import { chaves } from '../../../lib/chavesDeConsulta';

export function alternarAmbiente(payload: AlternarAmbientePayload): Promise<RespostaAlternarAmbiente> {
  return api<RespostaAlternarAmbiente>('/auth/alternar-ambiente', { method: 'POST', body: payload });
}

/**
 * The server answers with the user and tenant of the new environment; the
 * SPA stores the new code and continues at its /home. On failure the (already toasted)
 * message is followed by that environment's login.
 */
export function useAlternarAmbiente() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: alternarAmbiente,
    onSuccess: ({ Usuario, Cliente }) => {
      // Answers cached for the previous tenant must not leak into the new one.
      queryClient.removeQueries({ predicate: (consulta) => consulta.queryKey[0] !== chaves.sessao('')[0] });
      // Primed before the switch, so the guard finds the new session without asking again.
      queryClient.setQueryData<RespostaSessao>(chaveSessao(Cliente.sigla), { usuario: Usuario, cliente: Cliente });
      gravarSigla(Cliente.sigla);
      navigate('/home');
    },
    onError: (_erro, { sigla }) => navigate(caminhoLogin(sigla)),
  });
}
