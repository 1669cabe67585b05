import { useConsultaMidia } from './useConsultaMidia';

/** Phones and narrow tablets (below antd's md breakpoint): menu in a drawer, full-width forms. */
export function useTelaPequena(): boolean {
  return useConsultaMidia('(max-width: 767.98px)');
}

/** Wide enough (antd's lg) for side panels such as the sample flow next to the login form. */
export function useTelaLarga(): boolean {
  return useConsultaMidia('(min-width: 992px)');
}
