import { useContext } from 'react';
import { DialogosEtapaContext, type DialogosEtapa } from '../components/dialogosEtapa';

export function useDialogosEtapa(): DialogosEtapa {
  return useContext(DialogosEtapaContext);
}
