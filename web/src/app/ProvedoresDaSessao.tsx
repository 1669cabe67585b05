import type { ReactNode } from 'react';
import { ProvedorAssistenteIa } from './ProvedorAssistenteIa';
import { ProvedorTempoReal, type ProvedorTempoRealProps } from './ProvedorTempoReal';

/**
 * What the signed-in screens get around them, in one chunk loaded by the session guard (the
 * entry that the login and sign-up screens share carries none of it): the realtime socket and
 * the AI assistant's composition.
 */
export function ProvedoresDaSessao({ sigla, children }: ProvedorTempoRealProps & { children: ReactNode }) {
  return (
    <ProvedorTempoReal sigla={sigla}>
      <ProvedorAssistenteIa comSessao={sigla !== null}>{children}</ProvedorAssistenteIa>
    </ProvedorTempoReal>
  );
}
