import type { AppDeps } from '../../kernel/deps';
import { vinculoSchema, type Vinculo } from '../../domains/fluxos/entities/vinculo';
import type { ChaveItem } from '../chaves';
import { entidade } from '../entidade';
import type { TransactItem } from '../transact';
import { fluxoKeys } from './fluxoRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Links between stages, in their flow's collection: pk `T#<SIGLA>#FLUXO#<idFluxo>`,
 * sk `REL#<idEtapaOrigem>#<idEtapaDestino>`. The key IS the pair (origin first), so:
 * - the same direction cannot be stored twice: the insert's attribute_not_exists condition is
 *   the uniqueness guard, race-free, with no separate uniqueness item;
 * - the links leaving a stage are one Query on the prefix `REL#<idEtapaOrigem>#`.
 */
export const vinculoKeys = {
  sk: (idEtapaOrigem: string, idEtapaDestino: string) => `REL#${idEtapaOrigem}#${idEtapaDestino}`,
  prefixoSk: () => 'REL#',
  prefixoOrigem: (idEtapaOrigem: string) => `REL#${idEtapaOrigem}#`,
};

const chaveVinculo = (sigla: string, v: Pick<Vinculo, 'idFluxo' | 'idEtapaOrigem' | 'idEtapaDestino'>): ChaveItem => ({
  pk: fluxoKeys.pk(sigla, v.idFluxo),
  sk: vinculoKeys.sk(v.idEtapaOrigem, v.idEtapaDestino),
});

const vinculo = entidade('ETAPA_REL', vinculoSchema);

export const lerVinculo = (item: Record<string, unknown>): Vinculo => vinculo.ler(item);

export async function buscarVinculo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  idEtapaOrigem: string,
  idEtapaDestino: string,
): Promise<Vinculo | null> {
  return vinculo.buscar(deps, chaveVinculo(sigla, { idFluxo, idEtapaOrigem, idEtapaDestino }), { consistente: true });
}

export async function listarVinculosDeOrigem(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  idEtapaOrigem: string,
): Promise<Vinculo[]> {
  return vinculo.listar(deps, {
    pk: fluxoKeys.pk(sigla, idFluxo),
    prefixoSk: vinculoKeys.prefixoOrigem(idEtapaOrigem),
    consistente: true,
  });
}

/** A new link; fails if that direction already exists (the key is the pair). */
export function inserirVinculoItem(deps: Deps, sigla: string, v: Vinculo): TransactItem {
  return vinculo.inserir(deps, chaveVinculo(sigla, v), v);
}

export function atualizarLadosVinculoItem(deps: Deps, sigla: string, v: Vinculo): TransactItem {
  return vinculo.atualizar(
    deps,
    chaveVinculo(sigla, v),
    { set: { posicaoOrigem: v.posicaoOrigem, posicaoDestino: v.posicaoDestino } },
    { existe: true },
  );
}

export function excluirVinculoItem(
  deps: Deps,
  sigla: string,
  v: Pick<Vinculo, 'idFluxo' | 'idEtapaOrigem' | 'idEtapaDestino'>,
): TransactItem {
  return vinculo.excluir(deps, chaveVinculo(sigla, v));
}

export const chaveDoVinculo = chaveVinculo;
