import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inserirAutorizacaoSchema } from '@wf/shared/schemas/autorizacao';
import type { RespostaAutorizacao } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { api } from '../../../lib/api';
import { fluxoComEtapasQueryOptions } from '../../../lib/fluxoComEtapas';
import { autorizacoesQueryOptions } from './buscar-autorizacoes';
import { emailsUsadosNoFluxoQueryOptions } from './emails-usados-no-fluxo';

export type NovaAutorizacao = z.input<typeof inserirAutorizacaoSchema>;

export function inserirAutorizacao(dados: NovaAutorizacao): Promise<RespostaAutorizacao> {
  return api<RespostaAutorizacao>('/etapa-usuario/inserir-autorizacao', { method: 'POST', body: dados });
}

export function useInserirAutorizacao(idFluxo: string, idEtapa: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inserirAutorizacao,
    // The form shows the refusal on the e-mail field (e.g. already authorised).
    meta: { silenciarErro: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: autorizacoesQueryOptions(idEtapa).queryKey }),
        queryClient.invalidateQueries({ queryKey: fluxoComEtapasQueryOptions(idFluxo).queryKey }),
        queryClient.invalidateQueries({ queryKey: emailsUsadosNoFluxoQueryOptions(idFluxo).queryKey }),
      ]),
  });
}
