import type { NoOrg, PessoaResumo, UnidadeOrg, UsuarioOrg } from '@wf/shared/schemas/organograma';
import type { Unidade } from '../entities/unidade';
import type { VinculoOrg } from '../entities/vinculoOrg';

export interface PessoaConhecida {
  id: string;
  nome: string;
  email: string;
}

export const paraPessoaResumo = (u: PessoaConhecida): PessoaResumo => ({ id: u.id, nome: u.nome, email: u.email });

export const paraUnidadeOrg = (u: Unidade, pessoas: ReadonlyMap<string, PessoaConhecida>): UnidadeOrg => {
  const responsavel = u.idUsuario ? pessoas.get(u.idUsuario) : undefined;
  return {
    id: u.id,
    idOrgSup: u.idOrgSup,
    descricao: u.descricao,
    sigla: u.sigla,
    Usuario: responsavel ? paraPessoaResumo(responsavel) : null,
  };
};

const porDescricao = (a: { descricao: string }, b: { descricao: string }) =>
  a.descricao.localeCompare(b.descricao, 'pt-BR');

/** The flat units as a tree (roots and each level sorted by descricao). */
export function montarArvore(unidades: readonly Unidade[], pessoas: ReadonlyMap<string, PessoaConhecida>): NoOrg[] {
  const filhos = new Map<string | null, Unidade[]>();
  const ids = new Set(unidades.map((u) => u.id));
  for (const u of unidades) {
    // A unit whose parent is missing (never expected) shows at the root rather than vanish.
    const pai = u.idOrgSup && ids.has(u.idOrgSup) ? u.idOrgSup : null;
    filhos.set(pai, [...(filhos.get(pai) ?? []), u]);
  }
  const no = (u: Unidade): NoOrg => ({
    ...paraUnidadeOrg(u, pessoas),
    qtdeUsuarios: u.qtdeUsuarios,
    filhos: (filhos.get(u.id) ?? []).sort(porDescricao).map(no),
  });
  return (filhos.get(null) ?? []).sort(porDescricao).map(no);
}

export const paraUsuarioOrg = (v: VinculoOrg, pessoa: PessoaConhecida): UsuarioOrg => ({
  id: v.id,
  idOrg: v.idOrg,
  incluirEmSubniveis: v.incluirEmSubniveis,
  Usuario: paraPessoaResumo(pessoa),
});

export const resumoDaUnidade = (u: Unidade | undefined, idOrg: string) => ({
  id: idOrg,
  descricao: u?.descricao ?? '',
  sigla: u?.sigla ?? '',
});
