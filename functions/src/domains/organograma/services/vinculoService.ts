import type { RespostaUsuariosOrg, UsuarioOrg, VincularUsuarioOrg } from '@wf/shared/schemas/organograma';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  buscarUnidade,
  buscarVinculo,
  contarNaUnidadeItem,
  excluirVinculoItens,
  inserirVinculoItens,
  listarVinculosDaPessoa,
  listarVinculosDaUnidade,
} from '../../../data/repositories/organogramaRepository';
import { buscarUsuario, buscarUsuariosPorIds } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import type { VinculoOrg } from '../entities/vinculoOrg';
import { erroOrganograma } from '../erros';
import { paraUsuarioOrg } from './apresentacaoOrganograma';
import { conferirEscritaNoOrganograma } from './politicaOrganograma';

/** GET buscar-usuarios/{idOrg}: the people linked to the unit, by name. */
export async function listarUsuariosDaUnidade(
  deps: AppDeps,
  sessao: Sessao,
  idOrg: string,
): Promise<RespostaUsuariosOrg> {
  if (!(await buscarUnidade(deps, sessao.sigla, idOrg))) throw erroOrganograma.unidadeNaoEncontrada();
  const vinculos = await listarVinculosDaUnidade(deps, sessao.sigla, idOrg);
  const usuarios = new Map(
    (
      await buscarUsuariosPorIds(
        deps,
        sessao.sigla,
        vinculos.map((v) => v.idUsuario),
      )
    ).map((u) => [u.id, u]),
  );
  const listaUsuariosOrg = vinculos
    .flatMap((v) => {
      const u = usuarios.get(v.idUsuario);
      return u ? [paraUsuarioOrg(v, u)] : [];
    })
    .sort((a, b) => a.Usuario.nome.localeCompare(b.Usuario.nome, 'pt-BR'));
  return { listaUsuariosOrg };
}

/** POST vincular-usuario: a user of the tenant into a unit, once. */
export async function vincularUsuario(deps: AppDeps, sessao: Sessao, dados: VincularUsuarioOrg): Promise<UsuarioOrg> {
  await conferirEscritaNoOrganograma(deps, sessao);
  const [unidade, usuario, jaTem] = await Promise.all([
    buscarUnidade(deps, sessao.sigla, dados.idOrg),
    buscarUsuario(deps, sessao.sigla, dados.idUsuario),
    listarVinculosDaPessoa(deps, sessao.sigla, dados.idUsuario),
  ]);
  if (!unidade) throw erroOrganograma.unidadeNaoEncontrada();
  if (!usuario) throw erroOrganograma.usuarioNaoEncontrado();
  if (jaTem.some((v) => v.idOrg === dados.idOrg)) throw erroOrganograma.vinculoDuplicado();
  const v: VinculoOrg = {
    id: deps.newId(),
    idOrg: dados.idOrg,
    idUsuario: dados.idUsuario,
    incluirEmSubniveis: dados.incluirEmSubniveis,
    criadoEm: deps.clock().toISOString(),
  };
  const ok = await transact(deps, [
    ...inserirVinculoItens(deps, sessao.sigla, v),
    contarNaUnidadeItem(deps, sessao.sigla, v.idOrg, { pessoas: 1 }),
  ]);
  if (!ok) {
    // Lost to a twin request (the key refuses it) or to the unit's delete.
    const agora = await listarVinculosDaPessoa(deps, sessao.sigla, dados.idUsuario);
    if (agora.some((x) => x.idOrg === dados.idOrg)) throw erroOrganograma.vinculoDuplicado();
    throw erroOrganograma.unidadeNaoEncontrada();
  }
  return paraUsuarioOrg(v, usuario);
}

/** DELETE desvincular-usuario: the person leaves the unit (his access through it goes at once). */
export async function desvincularUsuario(deps: AppDeps, sessao: Sessao, idUsuarioOrg: string): Promise<void> {
  await conferirEscritaNoOrganograma(deps, sessao);
  const v = await buscarVinculo(deps, sessao.sigla, idUsuarioOrg);
  if (!v) throw erroOrganograma.vinculoNaoEncontrado();
  const ok = await transact(deps, [
    ...excluirVinculoItens(deps, sessao.sigla, v),
    contarNaUnidadeItem(deps, sessao.sigla, v.idOrg, { pessoas: -1 }),
  ]);
  if (!ok) throw erroOrganograma.vinculoNaoEncontrado();
}
