import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaSessao, RespostaTourStep } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaveSessao } from '../../../lib/sessao';
import { lerSigla } from '../../../lib/siglaCliente';

export function registrarTourStep(tourStep: number): Promise<RespostaTourStep> {
  return api<RespostaTourStep>('/usuario/tourStep', { method: 'PUT', body: { tourStep } });
}

/**
 * Stores the tour's step. The cached session takes the step at once, so leaving the home and
 * coming back resumes where the person is even before the server answered.
 */
export function useRegistrarTourStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarTourStep,
    onMutate: (tourStep) => {
      queryClient.setQueryData<RespostaSessao>(chaveSessao(lerSigla()), (sessao) =>
        sessao ? { ...sessao, usuario: { ...sessao.usuario, tourStep } } : sessao,
      );
    },
    meta: { silenciarErro: true },
  });
}
