import { useContext } from 'react';
import { TemaContext, type ContextoTema } from '../lib/tema';

export function useTema(): ContextoTema {
  return useContext(TemaContext);
}
