import type { AtualizarUsuarioAdmin } from '@wf/shared/schemas/administracao';
import type { RespostaAtualizarUsuario, RespostaBuscarUsuarios, UsuarioAdministrado } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import {
  buscarUsuario,
  listarUsuariosDoCliente,
  salvarUsuarioItem,
} from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { corDoNome, iniciaisDoNome } from '../entities/avatar';
import { conferirPodeAdministrarUsuarios } from '../entities/politicaAdministracao';
import { alterarPorAdministrador, type Usuario } from '../entities/usuario';
import { erroUsuario } from '../erros';

const paraUsuarioAdministrado = (u: Usuario): UsuarioAdministrado => ({
  id: u.id,
  nome: u.nome,
  email: u.email,
  iniciais: iniciaisDoNome(u.nome),
  cor: corDoNome(u.nome),
  perfilUsuario: u.perfilUsuario,
  ativo: u.ativo,
  dataCadastro: u.criadoEm,
});

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

/** PUT /api/usuario/atualizarUsuario: an administrator's edit, under the rules of politicaAdministracao. */
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
  const gravou = await transact(deps, [
    salvarUsuarioItem(deps, alterado),
    outboxPut(deps, {
      tipo: 'usuarioAtualizado',
      detalhe: { sigla: alvo.sigla, usuarioId: alvo.id, alteradoPor: sessao.usuarioId },
    }),
  ]);
  if (!gravou) throw erroUsuario.alteradoPorOutro();
  return paraUsuarioAdministrado(alterado);
}
