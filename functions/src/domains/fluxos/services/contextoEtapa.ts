import type { PermissoesEtapa } from '@wf/shared/types/fluxo';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarColecaoDoFluxo, type ColecaoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { atualizarEtapaItem, type EstadoEsperadoEtapa } from '../../../data/repositories/etapaRepository';
import type { TransactItem } from '../../../data/transact';
import { permissoesNaEtapa } from '../entities/permissoes';
import { acessoNaColecao, idFluxoDaEtapa, type ContextoFluxo } from './acessoFluxoService';
import type { EtapaArmazenada } from '../entities/etapa';
import { vinculosValidos, type Vinculo } from '../entities/vinculo';
import { erroEtapa } from '../errosEtapa';

/** A flow as the stage calls need it: its collection (one Query), the user's rights, its valid links. */
export interface FluxoCarregado {
  colecao: ColecaoFluxo;
  ctx: ContextoFluxo;
  etapas: EtapaArmazenada[];
  vinculos: Vinculo[];
}

export async function carregarFluxo(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<FluxoCarregado> {
  const colecao = await buscarColecaoDoFluxo(deps, sessao.sigla, idFluxo);
  const ctx = await acessoNaColecao(deps, sessao, colecao);
  return { colecao, ctx, etapas: colecao.etapas, vinculos: vinculosValidos(colecao.etapas, colecao.vinculos) };
}

/** A stage named by its id alone: its address leads to the flow, read whole. */
export async function carregarEtapa(
  deps: AppDeps,
  sessao: Sessao,
  idEtapa: string,
): Promise<FluxoCarregado & { etapa: EtapaArmazenada }> {
  const carregado = await carregarFluxo(deps, sessao, await idFluxoDaEtapa(deps, sessao, idEtapa));
  const etapa = carregado.etapas.find((e) => e.id === idEtapa);
  if (!etapa) throw erroEtapa.naoEncontrada();
  return { ...carregado, etapa };
}

export function conferirPermissaoNaEtapa(
  ctx: ContextoFluxo,
  idEtapa: string,
  permissao: keyof Omit<PermissoesEtapa, 'restrAbrirCard'>,
): void {
  if (permissoesNaEtapa(ctx, idEtapa)[permissao] === 'S') return;
  throw permissao === 'permiteConcederAutorizacoes'
    ? erroEtapa.semPermissaoAutorizar()
    : erroEtapa.semPermissaoEditar();
}

/** The stages as they are once a write changed one of them (the answer is built without re-reading). */
export const comMudancaNaEtapa = (
  etapas: readonly EtapaArmazenada[],
  id: string,
  m: Partial<EtapaArmazenada>,
): EtapaArmazenada[] => etapas.map((e) => (e.id === id ? { ...e, ...m } : e));

type MudancasEtapa = Parameters<typeof atualizarEtapaItem>[4];

/**
 * The writes on existing stages of one transaction, one per stage (a transaction may touch an
 * item once): changes and expectations of the same stage are merged.
 */
export class ToquesNasEtapas {
  private readonly toques = new Map<string, { mudancas: MudancasEtapa; esperado: EstadoEsperadoEtapa }>();

  tocar(idEtapa: string, mudancas: MudancasEtapa = {}, esperado: EstadoEsperadoEtapa = {}): this {
    const atual = this.toques.get(idEtapa) ?? { mudancas: {}, esperado: {} };
    this.toques.set(idEtapa, {
      mudancas: { ...atual.mudancas, ...mudancas },
      esperado: { ...atual.esperado, ...esperado },
    });
    return this;
  }

  itens(deps: AppDeps, sigla: string, idFluxo: string): TransactItem[] {
    return [...this.toques].map(([id, t]) => atualizarEtapaItem(deps, sigla, idFluxo, id, t.mudancas, t.esperado));
  }
}
