import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaUsuariosDoFluxo } from '@wf/shared/types/fluxo';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

export function buscarEmailsUsadosNoFluxo(idFluxo: string): Promise<RespostaUsuariosDoFluxo> {
  return api<RespostaUsuariosDoFluxo>(`/fluxos/emails-usados-no-fluxo/${encodeURIComponent(idFluxo)}`);
}

export function emailsUsadosNoFluxoQueryOptions(idFluxo: string) {
  return queryOptions({
    queryKey: chaves.fluxos.pessoas(idFluxo),
    queryFn: () => buscarEmailsUsadosNoFluxo(idFluxo),
    // Only suggestions: without them the e-mail is typed in full.
    meta: { silenciarErro: true },
    retry: false,
  });
}

export function useEmailsUsadosNoFluxo(idFluxo: string) {
  return useQuery(emailsUsadosNoFluxoQueryOptions(idFluxo));
}
