import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { etiquetaSchema, type EtiquetaArmazenada } from '../../domains/fluxos/entities/etiqueta';
import { prefixoTenant, type ChaveItem } from '../chaves';
import { buscarItem, deleteItem, entidade, putSeAusente } from '../entidade';
import type { TransactItem } from '../transact';
import { fluxoKeys } from './fluxoRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Labels, in their flow's collection: pk `T#<SIGLA>#FLUXO#<idFluxo>`, sk `ETIQUETA#<id>`.
 * Address: pk `T#<SIGLA>#ETIQUETA#<id>`, sk `FLUXO` -> idFluxo, because update and delete name a
 * label by its id alone (written and deleted with the label).
 */
export const etiquetaKeys = {
  sk: (id: string) => `ETIQUETA#${id}`,
  prefixoSk: () => 'ETIQUETA#',
  enderecoPk: (sigla: string, id: string) => `${prefixoTenant(sigla)}#ETIQUETA#${id}`,
  enderecoSk: () => 'FLUXO',
};

const enderecoSchema = z.object({ idFluxo: z.string() });

const chaveEtiqueta = (sigla: string, idFluxo: string, id: string): ChaveItem => ({
  pk: fluxoKeys.pk(sigla, idFluxo),
  sk: etiquetaKeys.sk(id),
});

const etiqueta = entidade('ETIQUETA', etiquetaSchema);
const chaveEndereco = (sigla: string, id: string): ChaveItem => ({
  pk: etiquetaKeys.enderecoPk(sigla, id),
  sk: etiquetaKeys.enderecoSk(),
});

export const lerEtiqueta = (item: Record<string, unknown>): EtiquetaArmazenada => etiqueta.ler(item);

export async function buscarIdFluxoDaEtiqueta(deps: Deps, sigla: string, id: string): Promise<string | null> {
  const endereco = await buscarItem(deps, enderecoSchema, chaveEndereco(sigla, id), { consistente: true });
  return endereco?.idFluxo ?? null;
}

export async function buscarEtiqueta(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  id: string,
): Promise<EtiquetaArmazenada | null> {
  return etiqueta.buscar(deps, chaveEtiqueta(sigla, idFluxo, id), { consistente: true });
}

export async function listarEtiquetasDoFluxo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
): Promise<EtiquetaArmazenada[]> {
  return etiqueta.listar(deps, {
    pk: fluxoKeys.pk(sigla, idFluxo),
    prefixoSk: etiquetaKeys.prefixoSk(),
    consistente: true,
  });
}

export function inserirEtiquetaItens(deps: Deps, sigla: string, e: EtiquetaArmazenada): TransactItem[] {
  return [
    etiqueta.inserir(deps, chaveEtiqueta(sigla, e.idFluxo, e.id), e),
    putSeAusente(deps, { ...chaveEndereco(sigla, e.id), entidade: 'ENDERECO_ETIQUETA', idFluxo: e.idFluxo }),
  ];
}

export function salvarEtiquetaItem(deps: Deps, sigla: string, e: EtiquetaArmazenada): TransactItem {
  return etiqueta.atualizar(
    deps,
    chaveEtiqueta(sigla, e.idFluxo, e.id),
    { set: { descricao: e.descricao, cor: e.cor, atualizadoEm: e.atualizadoEm } },
    { existe: true },
  );
}

export function excluirEtiquetaItens(
  deps: Deps,
  sigla: string,
  e: Pick<EtiquetaArmazenada, 'idFluxo' | 'id'>,
): TransactItem[] {
  return [
    etiqueta.excluir(deps, chaveEtiqueta(sigla, e.idFluxo, e.id), { existe: true }),
    deleteItem(deps, chaveEndereco(sigla, e.id)),
  ];
}

export const chavesDaEtiqueta = (sigla: string, idFluxo: string, id: string): ChaveItem[] => [
  chaveEtiqueta(sigla, idFluxo, id),
  chaveEndereco(sigla, id),
];
