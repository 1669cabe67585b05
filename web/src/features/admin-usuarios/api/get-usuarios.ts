import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaBuscarUsuarios } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

export interface PaginaUsuarios {
  pagina: number;
  tamanhoPagina: number;
}

export function getUsuarios({ pagina, tamanhoPagina }: PaginaUsuarios): Promise<RespostaBuscarUsuarios> {
  const consulta = new URLSearchParams({ pagina: String(pagina), tamanhoPagina: String(tamanhoPagina) });
  return api<RespostaBuscarUsuarios>(`/usuario/buscarUsuarios?${consulta.toString()}`);
}

export function usuariosQueryOptions(pagina: PaginaUsuarios) {
  return queryOptions({
    queryKey: chaves.usuarios.pagina(pagina),
    queryFn: () => getUsuarios(pagina),
    // The previous page stays on screen while the next one loads: no flashing table.
    placeholderData: keepPreviousData,
  });
}

export function useUsuarios(pagina: PaginaUsuarios) {
  return useQuery(usuariosQueryOptions(pagina));
}
