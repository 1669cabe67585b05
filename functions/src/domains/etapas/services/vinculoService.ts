import type { atualizarVinculoSchema, criarVinculoSchema } from '@wf/shared/schemas/etapa';
import type { RespostaConexoes, RespostaListaEtapas, RespostaVinculo } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import {
  atualizarLadosVinculoItem,
  excluirVinculoItem,
  inserirVinculoItem,
} from '../../../data/repositories/vinculoRepository';
import {
  arestaDoVinculo,
  carregarEtapa,
  comNovasTentativas,
  conferirEdicaoDeElementos,
  conferirNovoVinculo,
  destinosPermitidos,
  emOrdemDeExibicao,
  erroEtapa,
  type EtapaArmazenada,
  gravarNoFluxo,
  lerIdDoVinculo,
  novoVinculo,
  paraEtapa,
  paraEtapaRel,
  ToquesNasEtapas,
  type Vinculo,
} from '../../fluxos';
import { autoriaDoEvento } from './eventosEtapa';

type CriarVinculo = z.output<typeof criarVinculoSchema>;
type AtualizarVinculo = z.output<typeof atualizarVinculoSchema>;

const detalheConexao = (sessao: Sessao, v: Vinculo, etapas: readonly EtapaArmazenada[]) => ({
  ...autoriaDoEvento(sessao, v.idFluxo),
  idEtapaRel: v.id,
  idEtapaOrigem: v.idEtapaOrigem,
  idEtapaDestino: v.idEtapaDestino,
  descricaoEtapaOrigem: etapas.find((e) => e.id === v.idEtapaOrigem)?.descricao ?? '',
  descricaoEtapaDestino: etapas.find((e) => e.id === v.idEtapaDestino)?.descricao ?? '',
});

/** GET /api/etapas/conexoes-origem/{id}: the links leaving the stage, as links and as canvas edges. */
export async function conexoesDeOrigem(deps: AppDeps, sessao: Sessao, idEtapa: string): Promise<RespostaConexoes> {
  const { vinculos } = await carregarEtapa(deps, sessao, idEtapa);
  const saindo = vinculos.filter((v) => v.idEtapaOrigem === idEtapa);
  return { listaEtapasRel: saindo.map(paraEtapaRel), edges: saindo.map(arestaDoVinculo) };
}

/** GET /api/etapa-rel/etapas-destino/{idEtapa}: where a card of the stage may go. */
export async function etapasDestino(deps: AppDeps, sessao: Sessao, idEtapa: string): Promise<RespostaListaEtapas> {
  const { ctx, etapa, etapas, vinculos } = await carregarEtapa(deps, sessao, idEtapa);
  const destinos = new Set(destinosPermitidos(etapa, etapas, vinculos));
  return {
    listaEtapas: emOrdemDeExibicao(etapas)
      .filter((e) => destinos.has(e.id))
      .map((e) => paraEtapa(e, ctx, etapas, vinculos)),
  };
}

/**
 * POST /api/etapa-rel/criar-vinculo (permiteEditarElementosFluxo). The rules are checked on what
 * was read; the write then holds them against races: the link's key is the pair (a second one
 * in the same direction fails its condition) and the origin is touched on condition that it is
 * still neither final nor open.
 */
export async function criarVinculo(deps: AppDeps, sessao: Sessao, dados: CriarVinculo): Promise<RespostaVinculo> {
  const { idEtapaOrigem, idEtapaDestino, posicaoOrigem, posicaoDestino } = dados.EtapaRel;
  return comNovasTentativas(async () => {
    const { ctx, etapa: origem, etapas, colecao } = await carregarEtapa(deps, sessao, idEtapaOrigem);
    conferirEdicaoDeElementos(ctx);
    const destino = etapas.find((e) => e.id === idEtapaDestino);
    if (!destino) throw erroEtapa.naoEncontrada();
    conferirNovoVinculo(origem, destino, colecao.vinculos);
    const v = novoVinculo({
      idFluxo: origem.idFluxo,
      idEtapaOrigem,
      idEtapaDestino,
      posicaoOrigem,
      posicaoDestino,
      agora: deps.clock(),
    });
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: origem.idFluxo,
      agora: deps.clock(),
      principal: [
        inserirVinculoItem(deps, sessao.sigla, v),
        ...new ToquesNasEtapas()
          .tocar(origem.id, {}, { etapaFinal: 'N', fluxoAberto: 'N' })
          .itens(deps, sessao.sigla, origem.idFluxo),
        outboxPut(deps, { tipo: 'conexaoCriada', detalhe: detalheConexao(sessao, v, etapas) }),
      ],
    });
    return gravou ? { EtapaRel: paraEtapaRel(v), edge: arestaDoVinculo(v) } : null;
  });
}

/** The link of an id in the session's tenant: its origin stage's address leads to the flow. */
async function carregarVinculo(deps: AppDeps, sessao: Sessao, id: string) {
  const pares = lerIdDoVinculo(id);
  if (!pares) throw erroEtapa.vinculoNaoEncontrado();
  const carregado = await carregarEtapa(deps, sessao, pares.idEtapaOrigem).catch((e: unknown) => {
    throw e instanceof ErroDominio && e.tipo === erroEtapa.naoEncontrada().tipo ? erroEtapa.vinculoNaoEncontrado() : e;
  });
  const vinculo = carregado.colecao.vinculos.find((v) => v.id === id);
  if (!vinculo) throw erroEtapa.vinculoNaoEncontrado();
  return { ...carregado, vinculo };
}

/** PUT /api/etapa-rel/atualizar-vinculo (permiteEditarElementosFluxo): the handle sides of a link. */
export async function atualizarVinculo(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarVinculo,
): Promise<RespostaVinculo> {
  const { ctx, vinculo, etapas } = await carregarVinculo(deps, sessao, dados.EtapaRel.id);
  conferirEdicaoDeElementos(ctx);
  const v: Vinculo = {
    ...vinculo,
    posicaoOrigem: dados.EtapaRel.posicaoOrigem,
    posicaoDestino: dados.EtapaRel.posicaoDestino,
  };
  const gravou = await gravarNoFluxo(deps, {
    sigla: sessao.sigla,
    idFluxo: v.idFluxo,
    agora: deps.clock(),
    principal: [
      atualizarLadosVinculoItem(deps, sessao.sigla, v),
      outboxPut(deps, { tipo: 'conexaoAtualizada', detalhe: detalheConexao(sessao, v, etapas) }),
    ],
  });
  if (!gravou) throw erroEtapa.vinculoNaoEncontrado();
  return { EtapaRel: paraEtapaRel(v), edge: arestaDoVinculo(v) };
}

/** DELETE /api/etapa-rel/remover-vinculo/{id} (permiteEditarElementosFluxo). */
export async function removerVinculo(deps: AppDeps, sessao: Sessao, id: string): Promise<void> {
  const { ctx, vinculo, etapas } = await carregarVinculo(deps, sessao, id);
  conferirEdicaoDeElementos(ctx);
  const gravou = await gravarNoFluxo(deps, {
    sigla: sessao.sigla,
    idFluxo: vinculo.idFluxo,
    agora: deps.clock(),
    principal: [
      excluirVinculoItem(deps, sessao.sigla, vinculo),
      outboxPut(deps, { tipo: 'conexaoRemovida', detalhe: detalheConexao(sessao, vinculo, etapas) }),
    ],
  });
  if (!gravou) throw erroEtapa.vinculoNaoEncontrado();
}
