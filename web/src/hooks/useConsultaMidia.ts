import { useCallback, useSyncExternalStore } from 'react';

/** A CSS media query as state, read synchronously so the first paint already matches. */
export function useConsultaMidia(consulta: string): boolean {
  const assinar = useCallback(
    (aoMudar: () => void) => {
      const lista = window.matchMedia(consulta);
      lista.addEventListener('change', aoMudar);
      return () => lista.removeEventListener('change', aoMudar);
    },
    [consulta],
  );
  return useSyncExternalStore(assinar, () => window.matchMedia(consulta).matches);
}
