import { useEffect, useState } from 'react';

/** Searches filter 500 ms after the user stops typing. */
export const ATRASO_BUSCA_MS = 500;

/** The value, updated only once it has stayed the same for `atrasoMs` (a debounce). */
export function useValorAtrasado<T>(valor: T, atrasoMs = ATRASO_BUSCA_MS): T {
  const [atrasado, setAtrasado] = useState(valor);
  useEffect(() => {
    const temporizador = window.setTimeout(() => setAtrasado(valor), atrasoMs);
    return () => window.clearTimeout(temporizador);
  }, [valor, atrasoMs]);
  return atrasado;
}
