import { useMutation } from '@tanstack/react-query';
import type { inserirFormularioPublicoSchema } from '@wf/shared/schemas/instancia';
import type { RespostaFormularioPublico } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import { api } from '../../../lib/api';

/** What the public form sends (the schema's input: absent lists take their defaults). */
export type EnvioFormularioPublico = z.input<typeof inserirFormularioPublicoSchema>;

/** POST /api/instancias/inserir/{customer}/{hash}: creates the card in the initial stage. */
export function inserirCardPublico(
  customer: string,
  hash: string,
  envio: EnvioFormularioPublico,
): Promise<RespostaFormularioPublico> {
  return api<RespostaFormularioPublico>(
    `/instancias/inserir/${encodeURIComponent(customer)}/${encodeURIComponent(hash)}`,
    {
      method: 'POST',
      body: envio,
      sigla: customer,
      redirecionarSeExpirada: false,
    },
  );
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
