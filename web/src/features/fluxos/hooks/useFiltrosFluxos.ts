import { useState } from 'react';
import { carregarFiltrosFluxos, salvarFiltrosFluxos, type FiltrosFluxos } from '../utils/filtrosFluxos';

/** The flow list's filters of one user, restored on load and saved on every change. */
export function useFiltrosFluxos(idUsuario: string): [FiltrosFluxos, (filtros: FiltrosFluxos) => void] {
  const [estado, setEstado] = useState(() => ({ idUsuario, filtros: carregarFiltrosFluxos(idUsuario) }));
  // Another user in the same tab (environment switch): his own filters, not the previous one's.
  const filtros = estado.idUsuario === idUsuario ? estado.filtros : carregarFiltrosFluxos(idUsuario);

  const alterar = (novos: FiltrosFluxos) => {
    salvarFiltrosFluxos(idUsuario, novos);
    setEstado({ idUsuario, filtros: novos });
  };
  return [filtros, alterar];
}
