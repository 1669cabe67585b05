import type { AppDeps } from '../../kernel/deps';
import {
  autorizacaoBaseOrgSchema,
  autorizacaoEtapaOrgSchema,
  indiceConcessaoOrgSchema,
  type AutorizacaoBaseOrg,
  type AutorizacaoEtapaOrg,
  type IndiceConcessaoOrg,
} from '../../domains/organograma/entities/concessaoOrg';
import { prefixoTenant, type ChaveItem } from '../chaves';
import { entidade } from '../entidade';
import type { TransactItem } from '../transact';
import { baseDadosKeys } from './buscaBaseDadosRepository';
import { fluxoKeys } from './fluxoRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Grants of organogram units (docs/adr/0069-organogram-and-access-by-unit.md):
 * - on a stage, in the flow's collection: pk `T#<SIGLA>#FLUXO#<idFluxo>`, sk
 *   `AUTORG#<idEtapa>#<idOrg>` (one per unit and stage, the key refusing a duplicate): the flow's
 *   unit grants are one Query of its partition, read with the rest of the collection;
 * - on a data base, in the base's partition: sk `AUTORG#<idOrg>`;
 * - the tenant's index of both, `T#<SIGLA>#ORGCONCESSOES`, sk `<idOrg>#ETAPA#<idFluxo>#<idEtapa>`
 *   or `<idOrg>#BASE#<idBase>`: a person's flow and base lists read it whole (it grows with the
 *   tenant's unit grants, not with its people or units) and a unit's delete reads its prefix.
 * A grant and its index item are always written together.
 */
export const autorizacaoOrgKeys = {
  etapaSk: (idEtapa: string, idOrg: string) => `AUTORG#${idEtapa}#${idOrg}`,
  prefixoSk: () => 'AUTORG#',
  baseSk: (idOrg: string) => `AUTORG#${idOrg}`,
  indicePk: (sigla: string) => `${prefixoTenant(sigla)}#ORGCONCESSOES`,
  indiceEtapaSk: (idOrg: string, idFluxo: string, idEtapa: string) => `${idOrg}#ETAPA#${idFluxo}#${idEtapa}`,
  indiceBaseSk: (idOrg: string, idBase: string) => `${idOrg}#BASE#${idBase}`,
  prefixoIndiceDaUnidade: (idOrg: string) => `${idOrg}#`,
};

const etapaOrg = entidade('ETAPA_ORG', autorizacaoEtapaOrgSchema);
const baseOrg = entidade('DATASOURCE_ORG', autorizacaoBaseOrgSchema);
const indice = entidade('INDICE_CONCESSAO_ORG', indiceConcessaoOrgSchema);

export const lerAutorizacaoEtapaOrg = (item: Record<string, unknown>): AutorizacaoEtapaOrg => etapaOrg.ler(item);

const chaveEtapaOrg = (sigla: string, a: Pick<AutorizacaoEtapaOrg, 'idFluxo' | 'idEtapa' | 'idOrg'>): ChaveItem => ({
  pk: fluxoKeys.pk(sigla, a.idFluxo),
  sk: autorizacaoOrgKeys.etapaSk(a.idEtapa, a.idOrg),
});
const chaveIndiceEtapa = (sigla: string, a: Pick<AutorizacaoEtapaOrg, 'idFluxo' | 'idEtapa' | 'idOrg'>): ChaveItem => ({
  pk: autorizacaoOrgKeys.indicePk(sigla),
  sk: autorizacaoOrgKeys.indiceEtapaSk(a.idOrg, a.idFluxo, a.idEtapa),
});
const chaveBaseOrg = (sigla: string, a: Pick<AutorizacaoBaseOrg, 'idDatasource' | 'idOrg'>): ChaveItem => ({
  pk: baseDadosKeys.pk(sigla, a.idDatasource),
  sk: autorizacaoOrgKeys.baseSk(a.idOrg),
});
const chaveIndiceBase = (sigla: string, a: Pick<AutorizacaoBaseOrg, 'idDatasource' | 'idOrg'>): ChaveItem => ({
  pk: autorizacaoOrgKeys.indicePk(sigla),
  sk: autorizacaoOrgKeys.indiceBaseSk(a.idOrg, a.idDatasource),
});

const indiceDaEtapa = (a: AutorizacaoEtapaOrg): IndiceConcessaoOrg => ({
  tipo: 'ETAPA',
  idAlvo: a.idFluxo,
  idEtapa: a.idEtapa,
  id: a.id,
  idOrg: a.idOrg,
  incluirEmSubniveis: a.incluirEmSubniveis,
});
const indiceDaBase = (a: AutorizacaoBaseOrg): IndiceConcessaoOrg => ({
  tipo: 'BASE',
  idAlvo: a.idDatasource,
  id: a.id,
  idOrg: a.idOrg,
  incluirEmSubniveis: a.incluirEmSubniveis,
});

// ---------------------------------------------------------------- stages

/** The flow's unit grants (all stages): one Query of the flow's partition. */
export async function listarAutorizacoesOrgDoFluxo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
): Promise<AutorizacaoEtapaOrg[]> {
  return etapaOrg.listar(deps, {
    pk: fluxoKeys.pk(sigla, idFluxo),
    prefixoSk: autorizacaoOrgKeys.prefixoSk(),
    consistente: true,
  });
}

/** A new unit grant and its index item; refused when the unit already has one on the stage. */
export function inserirAutorizacaoEtapaOrgItens(deps: Deps, sigla: string, a: AutorizacaoEtapaOrg): TransactItem[] {
  return [
    etapaOrg.inserir(deps, chaveEtapaOrg(sigla, a), a),
    indice.gravar(deps, chaveIndiceEtapa(sigla, a), indiceDaEtapa(a)),
  ];
}

export function salvarAutorizacaoEtapaOrgItens(deps: Deps, sigla: string, a: AutorizacaoEtapaOrg): TransactItem[] {
  return [
    etapaOrg.gravar(deps, chaveEtapaOrg(sigla, a), a, { existe: true, iguais: { id: a.id } }),
    indice.gravar(deps, chaveIndiceEtapa(sigla, a), indiceDaEtapa(a)),
  ];
}

export function excluirAutorizacaoEtapaOrgItens(
  deps: Deps,
  sigla: string,
  a: Pick<AutorizacaoEtapaOrg, 'idFluxo' | 'idEtapa' | 'idOrg'>,
): TransactItem[] {
  return [etapaOrg.excluir(deps, chaveEtapaOrg(sigla, a)), indice.excluir(deps, chaveIndiceEtapa(sigla, a))];
}

// ---------------------------------------------------------------- data bases

export async function listarAutorizacoesOrgDaBase(
  deps: Deps,
  sigla: string,
  idBase: string,
): Promise<AutorizacaoBaseOrg[]> {
  return baseOrg.listar(deps, {
    pk: baseDadosKeys.pk(sigla, idBase),
    prefixoSk: autorizacaoOrgKeys.prefixoSk(),
    consistente: true,
  });
}

export function inserirAutorizacaoBaseOrgItens(deps: Deps, sigla: string, a: AutorizacaoBaseOrg): TransactItem[] {
  return [
    baseOrg.inserir(deps, chaveBaseOrg(sigla, a), a),
    indice.gravar(deps, chaveIndiceBase(sigla, a), indiceDaBase(a)),
  ];
}

export function salvarAutorizacaoBaseOrgItens(deps: Deps, sigla: string, a: AutorizacaoBaseOrg): TransactItem[] {
  return [
    baseOrg.gravar(deps, chaveBaseOrg(sigla, a), a, { existe: true, iguais: { id: a.id } }),
    indice.gravar(deps, chaveIndiceBase(sigla, a), indiceDaBase(a)),
  ];
}

export function excluirAutorizacaoBaseOrgItens(
  deps: Deps,
  sigla: string,
  a: Pick<AutorizacaoBaseOrg, 'idDatasource' | 'idOrg'>,
): TransactItem[] {
  return [baseOrg.excluir(deps, chaveBaseOrg(sigla, a)), indice.excluir(deps, chaveIndiceBase(sigla, a))];
}

// ---------------------------------------------------------------- the tenant's index

/** Every unit grant of the tenant (the person's lists filter them by his units). */
export async function listarIndiceConcessoesOrg(deps: Deps, sigla: string): Promise<IndiceConcessaoOrg[]> {
  return indice.listar(deps, { pk: autorizacaoOrgKeys.indicePk(sigla) });
}

/** The grants of one unit (its delete removes them). */
export async function listarConcessoesDaUnidade(
  deps: Deps,
  sigla: string,
  idOrg: string,
): Promise<IndiceConcessaoOrg[]> {
  const itens = await indice.listar(deps, {
    pk: autorizacaoOrgKeys.indicePk(sigla),
    prefixoSk: autorizacaoOrgKeys.prefixoIndiceDaUnidade(idOrg),
    consistente: true,
  });
  return itens.filter((i) => i.idOrg === idOrg);
}

/** The keys of a stage's unit grant and of its index item (a deleted flow's leftovers). */
export const chavesDaAutorizacaoEtapaOrg = (
  sigla: string,
  a: Pick<AutorizacaoEtapaOrg, 'idFluxo' | 'idEtapa' | 'idOrg'>,
): ChaveItem[] => [chaveEtapaOrg(sigla, a), chaveIndiceEtapa(sigla, a)];
