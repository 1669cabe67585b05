import { useContext } from 'react';
import { AssistenteIaContext, type AssistenteIa } from '../components/assistenteIa';

export function useAssistenteIa(): AssistenteIa {
  return useContext(AssistenteIaContext);
}
