import type { AppDeps } from '../../kernel/deps';
import { unidadeSchema, type Unidade } from '../../domains/organograma/entities/unidade';
import { vinculoOrgSchema, type VinculoOrg } from '../../domains/organograma/entities/vinculoOrg';
import { prefixoTenant, type ChaveItem } from '../chaves';
import { entidade } from '../entidade';
import { lerEmLote } from '../lotes';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The organogram (docs/adr/0069-organogram-and-access-by-unit.md):
 * - the tree, one partition per tenant `T#<SIGLA>#ORG`: sk `UNID#<id>` each unit (flat, with its
 *   ancestors' ids and its count of people), `VINC#<idOrg>#<idUsuario>` each link (the unit's
 *   people are one Query; the key refuses the same person twice in a unit, race-free) and
 *   `VINCID#<id>` the link's id, pointing at its unit and person (unlink names the link by id);
 * - the person's links, `T#<SIGLA>#ORGPESSOA#<idUsuario>`, sk `VINC#<idOrg>`: "which units is
 *   he in" is one Query of a handful of items, whatever the tree's size.
 * The three items of a link are always written together.
 */
export const organogramaKeys = {
  arvorePk: (sigla: string) => `${prefixoTenant(sigla)}#ORG`,
  unidadeSk: (id: string) => `UNID#${id}`,
  prefixoUnidades: () => 'UNID#',
  vinculoSk: (idOrg: string, idUsuario: string) => `VINC#${idOrg}#${idUsuario}`,
  prefixoVinculosDaUnidade: (idOrg: string) => `VINC#${idOrg}#`,
  vinculoIdSk: (id: string) => `VINCID#${id}`,
  pessoaPk: (sigla: string, idUsuario: string) => `${prefixoTenant(sigla)}#ORGPESSOA#${idUsuario}`,
  pessoaSk: (idOrg: string) => `VINC#${idOrg}`,
  prefixoPessoa: () => 'VINC#',
};

const unidade = entidade('UNIDADE_ORG', unidadeSchema);
const vinculo = entidade('USUARIO_ORG', vinculoOrgSchema);

const chaveUnidade = (sigla: string, id: string): ChaveItem => ({
  pk: organogramaKeys.arvorePk(sigla),
  sk: organogramaKeys.unidadeSk(id),
});

/** Every unit of the tenant (one Query of the tree's partition, paged). */
export async function listarUnidades(deps: Deps, sigla: string): Promise<Unidade[]> {
  return unidade.listar(deps, {
    pk: organogramaKeys.arvorePk(sigla),
    prefixoSk: organogramaKeys.prefixoUnidades(),
    consistente: true,
  });
}

export async function buscarUnidade(deps: Deps, sigla: string, id: string): Promise<Unidade | null> {
  return unidade.buscar(deps, chaveUnidade(sigla, id), { consistente: true });
}

/** Several units by id, one BatchGet per 100 (missing ones are absent). */
export async function buscarUnidades(deps: Deps, sigla: string, ids: readonly string[]): Promise<Unidade[]> {
  if (ids.length === 0) return [];
  const itens = await lerEmLote(
    deps,
    [...new Set(ids)].map((id) => chaveUnidade(sigla, id)),
    true,
  );
  return itens.map((i) => unidade.ler(i));
}

export function inserirUnidadeItem(deps: Deps, sigla: string, u: Unidade): TransactItem {
  return unidade.inserir(deps, chaveUnidade(sigla, u.id), u);
}

/** The unit's data and place, conditioned on the ancestors it was read with (a concurrent move loses). */
export function salvarUnidadeItem(deps: Deps, sigla: string, u: Unidade, lida: Unidade): TransactItem {
  return unidade.atualizar(
    deps,
    chaveUnidade(sigla, u.id),
    {
      set: {
        idOrgSup: u.idOrgSup,
        descricao: u.descricao,
        sigla: u.sigla,
        idUsuario: u.idUsuario,
        ancestrais: u.ancestrais,
        atualizadoEm: u.atualizadoEm,
      },
    },
    { existe: true, iguais: { ancestrais: lida.ancestrais, atualizadoEm: lida.atualizadoEm } },
  );
}

/** Deletes a unit with no sub-unit, whose people (as counted when read) leave in the same transaction. */
export function excluirUnidadeItem(deps: Deps, sigla: string, u: Unidade): TransactItem {
  return unidade.excluir(deps, chaveUnidade(sigla, u.id), {
    iguais: { qtdeUsuarios: u.qtdeUsuarios, qtdeSubunidades: 0 },
  });
}

/**
 * Moves a unit's counters, and refuses the transaction when the unit is gone: a link, a grant or
 * a sub-unit must point at a live unit, and a delete racing with them loses on its condition.
 */
export function contarNaUnidadeItem(
  deps: Deps,
  sigla: string,
  idOrg: string,
  delta: { pessoas?: number; subunidades?: number } = {},
): TransactItem {
  return unidade.atualizar(
    deps,
    chaveUnidade(sigla, idOrg),
    { add: { qtdeUsuarios: delta.pessoas ?? 0, qtdeSubunidades: delta.subunidades ?? 0 } },
    { existe: true },
  );
}

// ---------------------------------------------------------------- links

const chavesDoVinculo = (sigla: string, v: Pick<VinculoOrg, 'id' | 'idOrg' | 'idUsuario'>): ChaveItem[] => [
  { pk: organogramaKeys.arvorePk(sigla), sk: organogramaKeys.vinculoSk(v.idOrg, v.idUsuario) },
  { pk: organogramaKeys.pessoaPk(sigla, v.idUsuario), sk: organogramaKeys.pessoaSk(v.idOrg) },
  { pk: organogramaKeys.arvorePk(sigla), sk: organogramaKeys.vinculoIdSk(v.id) },
];

/** The people linked to a unit. */
export async function listarVinculosDaUnidade(deps: Deps, sigla: string, idOrg: string): Promise<VinculoOrg[]> {
  const itens = await vinculo.listar(deps, {
    pk: organogramaKeys.arvorePk(sigla),
    prefixoSk: organogramaKeys.prefixoVinculosDaUnidade(idOrg),
    consistente: true,
  });
  return itens.filter((v) => v.idOrg === idOrg);
}

/** The units a person is linked to: one Query of his partition. */
export async function listarVinculosDaPessoa(deps: Deps, sigla: string, idUsuario: string): Promise<VinculoOrg[]> {
  return vinculo.listar(deps, {
    pk: organogramaKeys.pessoaPk(sigla, idUsuario),
    prefixoSk: organogramaKeys.prefixoPessoa(),
    consistente: true,
  });
}

export async function buscarVinculo(deps: Deps, sigla: string, id: string): Promise<VinculoOrg | null> {
  return vinculo.buscar(
    deps,
    { pk: organogramaKeys.arvorePk(sigla), sk: organogramaKeys.vinculoIdSk(id) },
    { consistente: true },
  );
}

/** The link's three items, each refused if it exists (the same person twice in a unit). */
export function inserirVinculoItens(deps: Deps, sigla: string, v: VinculoOrg): TransactItem[] {
  return chavesDoVinculo(sigla, v).map((c) => vinculo.inserir(deps, c, v));
}

export function excluirVinculoItens(deps: Deps, sigla: string, v: VinculoOrg): TransactItem[] {
  return chavesDoVinculo(sigla, v).map((c) => vinculo.excluir(deps, c, { existe: true }));
}
