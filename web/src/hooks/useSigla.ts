import { useSyncExternalStore } from 'react';
import { assinarSigla, lerSigla } from '../lib/siglaCliente';

/** The stored tenant code, re-rendering when the user switches environment. */
export function useSigla(): string {
  return useSyncExternalStore(assinarSigla, lerSigla);
}
