import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RespostaBuscarUsuarios, UsuarioAdministrado } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

const TAMANHO_PAGINA = 100;
/** A guard against a server that never ends its pages: 10,000 people is far beyond any tenant. */
const MAXIMO_PAGINAS = 100;

/**
 * Every user of the tenant, for the responsible and people pickers: the same paged route as
 * /admin/usuarios, read page after page (100 a page, the route's most).
 */
export async function buscarTodosUsuarios(): Promise<UsuarioAdministrado[]> {
  const todos: UsuarioAdministrado[] = [];
  for (let pagina = 1; pagina <= MAXIMO_PAGINAS; pagina++) {
    const consulta = new URLSearchParams({ pagina: String(pagina), tamanhoPagina: String(TAMANHO_PAGINA) });
    const resposta = await api<RespostaBuscarUsuarios>(`/usuario/buscarUsuarios?${consulta.toString()}`);
    todos.push(...resposta.listaUsuarios);
    if (resposta.listaUsuarios.length < TAMANHO_PAGINA || todos.length >= resposta.total) break;
  }
  return todos;
}

export function usuariosDoAmbienteQueryOptions() {
  return queryOptions({ queryKey: chaves.usuarios.lista(), queryFn: buscarTodosUsuarios });
}

export function useUsuariosDoAmbiente() {
  return useQuery(usuariosDoAmbienteQueryOptions());
}
