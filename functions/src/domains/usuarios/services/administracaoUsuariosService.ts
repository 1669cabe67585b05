import type { AtualizarUsuarioAdmin } from '@wf/shared/schemas/administracao';
import type { RespostaAtualizarUsuario, RespostaBuscarUsuarios } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import {
  buscarUsuario,
  conferirAdministradorAtivoItem,
  listarUsuariosDoCliente,
  salvarUsuarioItem,
} from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import {
  conferirPodeAdministrarUsuarios,
  conferirRestaAdministrador,
  deixaDeSerAdministrador,
} from '../entities/politicaAdministracao';
import { alterarPorAdministrador } from '../entities/usuario';
import { erroUsuario } from '../erros';
import { paraUsuarioAdministrado } from './apresentacaoUsuario';

/** GET /api/usuario/buscarUsuarios: the session tenant's users in name order, page `pagina` (from 1). */
export async function listarUsuariosAdministrados(
  deps: AppDeps,
  sessao: Sessao,
  pagina: { pagina: number; tamanhoPagina: number },
): Promise<RespostaBuscarUsuarios> {
  conferirPodeAdministrarUsuarios(sessao);
  const todos = await listarUsuariosDoCliente(deps, sessao.sigla);
  const inicio = (pagina.pagina - 1) * pagina.tamanhoPagina;
  return {
    listaUsuarios: todos.slice(inicio, inicio + pagina.tamanhoPagina).map(paraUsuarioAdministrado),
    total: todos.length,
    pagina: pagina.pagina,
    tamanhoPagina: pagina.tamanhoPagina,
  };
}

/**
 * PUT /api/usuario/atualizarUsuario: an administrator's edit, under the rules of
 * politicaAdministracao. Deactivating ends the person's sessions and sockets in this tenant: every
 * request checks the account is active (auth's sessaoViva), and the usuarioAtualizado event makes
 * the realtime fan-out close the sockets that check now refuses. History stays (nothing is deleted).
 */
export async function atualizarUsuarioAdministrado(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarUsuarioAdmin,
): Promise<RespostaAtualizarUsuario['usuario']> {
  conferirPodeAdministrarUsuarios(sessao);
  // Scoped by the session's tenant: an id of another tenant is simply not found.
  const alvo = await buscarUsuario(deps, sessao.sigla, dados.id);
  if (!alvo) throw erroUsuario.naoEncontrado();
  const alterado = alterarPorAdministrador(alvo, sessao, dados, deps.clock());
  // The tenant's people are read only for an edit that takes an administrator away.
  if (deixaDeSerAdministrador(alvo, alterado))
    conferirRestaAdministrador(await listarUsuariosDoCliente(deps, sessao.sigla), alvo, alterado);
  const gravou = await transact(deps, [
    salvarUsuarioItem(deps, alterado),
    // The actor is still an active administrator when this commits (another may have just
    // deactivated him): see conferirAdministradorAtivoItem. His own edit already names his account.
    ...(alvo.id === sessao.usuarioId ? [] : [conferirAdministradorAtivoItem(deps, sessao.sigla, sessao.usuarioId)]),
    outboxPut(deps, {
      tipo: 'usuarioAtualizado',
      detalhe: { sigla: alvo.sigla, usuarioId: alvo.id, alteradoPor: sessao.usuarioId },
    }),
  ]);
  if (!gravou) throw erroUsuario.alteradoPorOutro();
  return paraUsuarioAdministrado(alterado);
}
