import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { etapaSchema, type EtapaArmazenada } from '../../domains/fluxos/entities/etapa';
import { prefixoTenant, type ChaveItem } from '../chaves';
import { buscarItem, deleteItem, entidade, putSeAusente } from '../entidade';
import type { TransactItem } from '../transact';
import { fluxoKeys } from './fluxoRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Stages live in their flow's collection (see fluxoRepository): pk `T#<SIGLA>#FLUXO#<idFluxo>`,
 * sk `ETAPA#<id>`, so the flow screen reads them with everything else in one Query.
 *
 * Address: pk `T#<SIGLA>#ETAPA#<id>`, sk `FLUXO` -> idFluxo. Many calls name a stage by its id
 * alone (/api/etapas/buscar/{id}, ...); this small item, written and deleted in the same
 * transaction as the stage, leads to its flow with a strongly consistent read (an index would be
 * eventually consistent right after the stage is created).
 */
export const etapaKeys = {
  sk: (idEtapa: string) => `ETAPA#${idEtapa}`,
  prefixoSk: () => 'ETAPA#',
  enderecoPk: (sigla: string, idEtapa: string) => `${prefixoTenant(sigla)}#ETAPA#${idEtapa}`,
  enderecoSk: () => 'FLUXO',
};

const enderecoSchema = z.object({ idFluxo: z.string() });

const chaveEtapa = (sigla: string, idFluxo: string, idEtapa: string): ChaveItem => ({
  pk: fluxoKeys.pk(sigla, idFluxo),
  sk: etapaKeys.sk(idEtapa),
});

const etapa = entidade('ETAPA', etapaSchema);
const chaveEndereco = (sigla: string, idEtapa: string): ChaveItem => ({
  pk: etapaKeys.enderecoPk(sigla, idEtapa),
  sk: etapaKeys.enderecoSk(),
});

export const lerEtapa = (item: Record<string, unknown>): EtapaArmazenada => etapa.ler(item);

export async function buscarIdFluxoDaEtapa(deps: Deps, sigla: string, idEtapa: string): Promise<string | null> {
  const endereco = await buscarItem(deps, enderecoSchema, chaveEndereco(sigla, idEtapa), { consistente: true });
  return endereco?.idFluxo ?? null;
}

export async function buscarEtapa(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  idEtapa: string,
): Promise<EtapaArmazenada | null> {
  return etapa.buscar(deps, chaveEtapa(sigla, idFluxo, idEtapa), { consistente: true });
}

/** Every stage of a flow (one Query on the flow's partition, sk prefix ETAPA#). */
export async function listarEtapasDoFluxo(deps: Deps, sigla: string, idFluxo: string): Promise<EtapaArmazenada[]> {
  return etapa.listar(deps, { pk: fluxoKeys.pk(sigla, idFluxo), prefixoSk: etapaKeys.prefixoSk(), consistente: true });
}

/** A new stage and its address; both refuse to overwrite. */
export function inserirEtapaItens(deps: Deps, sigla: string, e: EtapaArmazenada): TransactItem[] {
  return [
    etapa.inserir(deps, chaveEtapa(sigla, e.idFluxo, e.id), e),
    putSeAusente(deps, { ...chaveEndereco(sigla, e.id), entidade: 'ENDERECO_ETAPA', idFluxo: e.idFluxo }),
  ];
}

/** What a write expects of a stage it touches (the state the change was decided on). */
export type EstadoEsperadoEtapa = Partial<
  Pick<EtapaArmazenada, 'etapaInicial' | 'etapaFinal' | 'fluxoAberto' | 'totalCardsPresentes' | 'versao'>
>;

/**
 * One write on one stage: SET the changed attributes (none for a mere touch) and bump versao,
 * conditioned on the stage existing (in this flow: the key holds the flow) and on the expected
 * state. One per stage per transaction, since a transaction may touch an item only once.
 */
export function atualizarEtapaItem(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  idEtapa: string,
  mudancas: Partial<Omit<EtapaArmazenada, 'id' | 'idFluxo' | 'criadoEm' | 'versao'>>,
  esperado: EstadoEsperadoEtapa = {},
): TransactItem {
  return etapa.atualizar(
    deps,
    chaveEtapa(sigla, idFluxo, idEtapa),
    { set: mudancas, add: { versao: 1 } },
    { existe: true, iguais: esperado },
  );
}

/** Deletes a stage (only while it has no cards and nobody changed it since it was read) and its address. */
export function excluirEtapaItens(
  deps: Deps,
  sigla: string,
  e: Pick<EtapaArmazenada, 'idFluxo' | 'id' | 'versao'>,
): TransactItem[] {
  return [
    etapa.excluir(deps, chaveEtapa(sigla, e.idFluxo, e.id), {
      existe: true,
      iguais: { totalCardsPresentes: 0, versao: e.versao },
    }),
    deleteItem(deps, chaveEndereco(sigla, e.id)),
  ];
}

/** Keys of a stage and its address, for clean-ups. */
export const chavesDaEtapa = (sigla: string, idFluxo: string, idEtapa: string): ChaveItem[] => [
  chaveEtapa(sigla, idFluxo, idEtapa),
  chaveEndereco(sigla, idEtapa),
];

// ---------------------------------------------------------------- cards (issue 4: instancias)

/**
 * The stage's card counter, changed in the same transaction as every card create, move and
 * delete: an atomic ADD, conditioned only on the stage existing (a card cannot land in a stage
 * deleted meanwhile). It leaves `versao` alone: card traffic must not make the stage's own
 * edits (flags, deletion), which are conditioned on versao, fail.
 */
export function alterarTotalCardsEtapaItem(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  idEtapa: string,
  delta: number,
): TransactItem {
  return etapa.atualizar(
    deps,
    chaveEtapa(sigla, idFluxo, idEtapa),
    { add: { totalCardsPresentes: delta } },
    { existe: true },
  );
}
