import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type {
  atualizarEtapaSchema,
  atualizarOrdemEtapaSchema,
  atualizarPosicoesSchema,
  inserirEtapaSchema,
} from '@wf/shared/schemas/etapa';
import type {
  PermissoesEtapa,
  RespostaEtapa,
  RespostaEtapaAtualizada,
  RespostaEtapaInserida,
  RespostaListaEtapas,
} from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import { excluirAutorizacaoEtapaOrgItens } from '../../../data/repositories/autorizacaoOrgRepository';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { excluirAutorizacaoItem } from '../../../data/repositories/autorizacaoRepository';
import { excluirEtapaItens, inserirEtapaItens } from '../../../data/repositories/etapaRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { excluirVinculoItem, inserirVinculoItem } from '../../../data/repositories/vinculoRepository';
import {
  aceitaSaida,
  carregarEtapa,
  carregarFluxo,
  comMudancaNaEtapa,
  comNovasTentativas,
  conferirEdicaoDeElementos,
  conferirLimiteDeEtapas,
  conferirPermissaoNaEtapa,
  conferirTamanhoDoFormulario,
  erroEtapa,
  gravarNoFluxo,
  novaEtapa,
  novoVinculo,
  paraEtapa,
  paraEtapaDaLista,
  paraEtapaRel,
  paraListaEtapas,
  permissoesNaEtapa,
  planejarFlags,
  posicaoDaNovaEtapa,
  proximaOrdem,
  reordenar,
  ToquesNasEtapas,
} from '../../fluxos';
import { conferirNovosVinculos } from '../../basesDados';
import { autoriaDoEvento, autoriaNaEtapa } from './eventosEtapa';

type InserirEtapa = z.output<typeof inserirEtapaSchema>;
type AtualizarEtapa = z.output<typeof atualizarEtapaSchema>;
type AtualizarPosicoes = z.output<typeof atualizarPosicoesSchema>;
type AtualizarOrdem = z.output<typeof atualizarOrdemEtapaSchema>;

/** GET /api/etapas/buscar/{id} */
export async function buscarEtapa(deps: AppDeps, sessao: Sessao, idEtapa: string): Promise<RespostaEtapa> {
  const { ctx, etapa, etapas, vinculos } = await carregarEtapa(deps, sessao, idEtapa);
  return { Etapa: paraEtapa(etapa, ctx, etapas, vinculos) };
}

/** GET /api/etapas/etapas-fluxo/{idFluxo}: the stages in board order. */
export async function listarEtapas(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<RespostaListaEtapas> {
  const { ctx, etapas, vinculos } = await carregarFluxo(deps, sessao, idFluxo);
  return { listaEtapas: paraListaEtapas(etapas, ctx, vinculos) };
}

/** GET /api/etapas/permissoes-usuario/{id} */
export async function permissoesDoUsuario(deps: AppDeps, sessao: Sessao, idEtapa: string): Promise<PermissoesEtapa> {
  const { ctx, etapa } = await carregarEtapa(deps, sessao, idEtapa);
  return permissoesNaEtapa(ctx, etapa.id);
}

/**
 * POST /api/etapas/inserir (permiteEditarElementosFluxo). The first stage of a flow becomes its
 * initial stage; after that at least one origin is required, and each origin that may have an
 * exit (not final, not open) gets a link to the new stage. The node goes 400 px right of the
 * rightmost one. Stage, address, links, the origins' touch (they must still allow exits), the
 * initial flag moved if asked, the flow's counter and the event: one transaction.
 */
export async function inserirEtapa(deps: AppDeps, sessao: Sessao, dados: InserirEtapa): Promise<RespostaEtapaInserida> {
  const { idFluxo, descricao, cor, posicao, ...flags } = dados.Etapa;
  return comNovasTentativas(async () => {
    const { ctx, etapas, vinculos } = await carregarFluxo(deps, sessao, idFluxo);
    conferirEdicaoDeElementos(ctx);
    conferirLimiteDeEtapas(etapas);
    const idsOrigem = [...new Set(dados.listaEtapas)];
    if (etapas.length > 0 && idsOrigem.length === 0) throw erroEtapa.origemObrigatoria();
    const origens = idsOrigem.map((id) => {
      const origem = etapas.find((e) => e.id === id);
      if (!origem) throw erroEtapa.origemNaoEncontrada();
      return origem;
    });
    const primeira = etapas.length === 0;
    const agora = deps.clock();
    const id = deps.newId();
    const plano = planejarFlags({ id, etapaInicial: 'N', etapaFinal: 'N', fluxoAberto: 'N' }, etapas, [], {
      ...flags,
      etapaInicial: primeira ? 'S' : flags.etapaInicial,
    });
    const etapa = novaEtapa({
      id,
      idFluxo,
      descricao,
      cor,
      flags: plano.flags,
      posicao: posicao ?? posicaoDaNovaEtapa(etapas),
      ordemExibicao: proximaOrdem(etapas),
      agora,
    });
    const comSaida = origens.filter(aceitaSaida);
    const novos = comSaida.map((o) => novoVinculo({ idFluxo, idEtapaOrigem: o.id, idEtapaDestino: id, agora }));
    const toques = new ToquesNasEtapas();
    for (const o of comSaida) toques.tocar(o.id, {}, { etapaFinal: 'N', fluxoAberto: 'N' });
    for (const d of plano.desmarcarInicial)
      toques.tocar(d, { etapaInicial: 'N', atualizadoEm: agora.toISOString() }, { etapaInicial: 'S' });
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo,
      agora,
      principal: [
        ...inserirEtapaItens(deps, sessao.sigla, etapa),
        ...novos.map((v) => inserirVinculoItem(deps, sessao.sigla, v)),
        ...toques.itens(deps, sessao.sigla, idFluxo),
        outboxPut(deps, {
          tipo: 'etapaCriada',
          detalhe: {
            ...autoriaNaEtapa(sessao, idFluxo, id, descricao),
            idsEtapasRel: novos.map((v) => v.id),
          },
        }),
      ],
      // The first stage is decided on "no stage yet": a concurrent first stage makes one of them retry.
      contadores: { etapas: 1, ...(primeira ? { etapasEsperadas: 0 } : {}) },
    });
    if (!gravou) return null;
    let depois = [...etapas, etapa];
    for (const d of plano.desmarcarInicial) depois = comMudancaNaEtapa(depois, d, { etapaInicial: 'N' });
    const todosVinculos = [...vinculos, ...novos];
    return {
      Etapa: paraEtapa(etapa, ctx, depois, todosVinculos),
      listaEtapas: paraListaEtapas(depois, ctx, todosVinculos),
    };
  });
}

/**
 * PUT /api/etapas/atualizar/{id} (stage permiteEditar; the owner has it everywhere). Name,
 * colour and flags, with the flag rules: initial moves here from the other stage, final or
 * open removes every outgoing link. One transaction, conditioned on the stage as read (versao),
 * so a link created from it meanwhile makes the change retry and remove that link too.
 */
export async function atualizarEtapa(
  deps: AppDeps,
  sessao: Sessao,
  idEtapa: string,
  dados: AtualizarEtapa,
): Promise<RespostaEtapaAtualizada> {
  return comNovasTentativas(async () => {
    const { ctx, etapa, etapas, vinculos } = await carregarEtapa(deps, sessao, idEtapa);
    conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteEditar');
    const plano = planejarFlags(etapa, etapas, vinculos, dados);
    const agora = deps.clock().toISOString();
    const mudancas = { descricao: dados.descricao, cor: dados.cor, ...plano.flags, atualizadoEm: agora };
    const toques = new ToquesNasEtapas().tocar(idEtapa, mudancas, { versao: etapa.versao });
    for (const d of plano.desmarcarInicial)
      toques.tocar(d, { etapaInicial: 'N', atualizadoEm: agora }, { etapaInicial: 'S' });
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora: deps.clock(),
      principal: [
        ...toques.itens(deps, sessao.sigla, etapa.idFluxo),
        ...plano.vinculosRemovidos.map((v) => excluirVinculoItem(deps, sessao.sigla, v)),
        outboxPut(deps, {
          tipo: 'etapaAtualizada',
          detalhe: {
            ...autoriaNaEtapa(sessao, etapa.idFluxo, idEtapa, dados.descricao),
            idsEtapasAlteradas: plano.desmarcarInicial,
            idsEtapasRelRemovidas: plano.vinculosRemovidos.map((v) => v.id),
          },
        }),
      ],
    });
    if (!gravou) return null;
    let depois = comMudancaNaEtapa(etapas, idEtapa, mudancas);
    for (const d of plano.desmarcarInicial) depois = comMudancaNaEtapa(depois, d, { etapaInicial: 'N' });
    const removidos = new Set(plano.vinculosRemovidos.map((v) => v.id));
    const restantes = vinculos.filter((v) => !removidos.has(v.id));
    return {
      Etapa: paraEtapaDaLista(idEtapa, ctx, depois, restantes),
      listaEtapas: paraListaEtapas(depois, ctx, restantes),
      listaEtapasRel: restantes.map(paraEtapaRel),
    };
  });
}

/** PATCH /api/etapas/atualizar-posicoes (permiteEditarElementosFluxo): node positions after a drag. */
export async function atualizarPosicoes(deps: AppDeps, sessao: Sessao, dados: AtualizarPosicoes): Promise<void> {
  const { ctx, etapas } = await carregarFluxo(deps, sessao, dados.idFluxo);
  conferirEdicaoDeElementos(ctx);
  const ultimas = new Map(dados.listaPosicoes.map((p) => [p.idEtapa, p.posicao]));
  for (const id of ultimas.keys()) if (!etapas.some((e) => e.id === id)) throw erroEtapa.naoEncontrada();
  const toques = new ToquesNasEtapas();
  for (const [id, posicao] of ultimas) toques.tocar(id, { posicao });
  const gravou = await gravarNoFluxo(deps, {
    sigla: sessao.sigla,
    idFluxo: dados.idFluxo,
    agora: deps.clock(),
    principal: [
      ...toques.itens(deps, sessao.sigla, dados.idFluxo),
      outboxPut(deps, {
        tipo: 'posicoesAtualizadas',
        detalhe: { ...autoriaDoEvento(sessao, dados.idFluxo), idsEtapas: [...ultimas.keys()] },
      }),
    ],
  });
  // The only condition is "the stage exists": a failure means one was deleted meanwhile.
  if (!gravou) throw erroEtapa.naoEncontrada();
}

/**
 * DELETE /api/etapas/excluir/{id} (stage permiteEditar and permiteEditarElementosFluxo). Refused
 * while it has cards, and for the initial stage while other stages exist (the flow must keep
 * exactly one initial stage: mark another one first). Its links and authorisations go with it,
 * and people left without any authorisation in the flow lose it from their list.
 */
export async function excluirEtapa(deps: AppDeps, sessao: Sessao, idEtapa: string): Promise<void> {
  await comNovasTentativas(async () => {
    const { ctx, etapa, etapas, colecao } = await carregarEtapa(deps, sessao, idEtapa);
    conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteEditar');
    conferirEdicaoDeElementos(ctx);
    if (etapa.totalCardsPresentes > 0) throw erroEtapa.excluirComCards();
    if (etapa.etapaInicial === 'S' && etapas.length > 1) throw erroEtapa.excluirInicial();
    // Every link touching the stage, dangling ones included.
    const vinculos = colecao.vinculos.filter((v) => v.idEtapaOrigem === idEtapa || v.idEtapaDestino === idEtapa);
    const autorizacoes = colecao.autorizacoes.filter((a) => a.idEtapa === idEtapa);
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora: deps.clock(),
      principal: [
        ...excluirEtapaItens(deps, sessao.sigla, etapa),
        ...vinculos.map((v) => excluirVinculoItem(deps, sessao.sigla, v)),
        // The units' grants on the stage go with it (and their index items).
        ...colecao.autorizacoesOrg
          .filter((a) => a.idEtapa === idEtapa)
          .flatMap((a) => excluirAutorizacaoEtapaOrgItens(deps, sessao.sigla, a)),
        outboxPut(deps, {
          tipo: 'etapaExcluida',
          detalhe: autoriaNaEtapa(sessao, etapa.idFluxo, idEtapa, etapa.descricao),
        }),
      ],
      contadores: { etapas: -1 },
      pessoas: autorizacoes.map((a) => ({
        email: a.emailAutorizado,
        itens: [excluirAutorizacaoItem(deps, sessao.sigla, a)],
        delta: -1,
      })),
      pessoasDepois: false,
    });
    return gravou || null;
  });
}

/** POST /api/etapas/atualizar-campos-form/{idEtapa} (stage permiteEditar): the whole form, in order. */
export async function atualizarCamposFormulario(
  deps: AppDeps,
  sessao: Sessao,
  idEtapa: string,
  listaCamposFormulario: CampoFormulario[],
): Promise<RespostaEtapa> {
  const campos = listaCamposFormulario.map((c, ordem) => ({ ...c, ordem }));
  conferirTamanhoDoFormulario(campos);
  return comNovasTentativas(async () => {
    const { ctx, etapa, etapas, vinculos } = await carregarEtapa(deps, sessao, idEtapa);
    conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteEditar');
    await conferirNovosVinculos(deps, sessao, etapa.listaCamposFormulario, campos);
    const agora = deps.clock();
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora,
      principal: [
        ...new ToquesNasEtapas()
          .tocar(idEtapa, { listaCamposFormulario: campos, atualizadoEm: agora.toISOString() })
          .itens(deps, sessao.sigla, etapa.idFluxo),
        outboxPut(deps, {
          tipo: 'camposFormularioAtualizados',
          detalhe: autoriaNaEtapa(sessao, etapa.idFluxo, idEtapa, etapa.descricao),
        }),
      ],
    });
    if (!gravou) return null;
    const depois = comMudancaNaEtapa(etapas, idEtapa, { listaCamposFormulario: campos });
    return { Etapa: paraEtapaDaLista(idEtapa, ctx, depois, vinculos) };
  });
}

/**
 * POST /api/etapas/atualizar-ordem (permiteEditarElementosFluxo): a board column moved; every
 * stage renumbered 1..n (a flow has few stages, so all fit one transaction).
 */
export async function atualizarOrdem(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarOrdem,
): Promise<RespostaListaEtapas> {
  return comNovasTentativas(async () => {
    const { ctx, etapa, etapas, vinculos } = await carregarEtapa(deps, sessao, dados.idEtapa);
    conferirEdicaoDeElementos(ctx);
    const novas = reordenar(etapas, dados.idEtapa, dados.ordemExibicao);
    const toques = new ToquesNasEtapas();
    for (const n of novas) {
      const lida = etapas.find((e) => e.id === n.id)!;
      toques.tocar(n.id, { ordemExibicao: n.ordemExibicao }, { versao: lida.versao });
    }
    const ordemFinal = novas.find((n) => n.id === dados.idEtapa)?.ordemExibicao ?? etapa.ordemExibicao;
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora: deps.clock(),
      principal: [
        ...toques.itens(deps, sessao.sigla, etapa.idFluxo),
        outboxPut(deps, {
          tipo: 'etapasReordenadas',
          detalhe: {
            ...autoriaNaEtapa(sessao, etapa.idFluxo, etapa.id, etapa.descricao),
            ordemExibicao: ordemFinal,
          },
        }),
      ],
    });
    if (!gravou) return null;
    let depois = etapas;
    for (const n of novas) depois = comMudancaNaEtapa(depois, n.id, { ordemExibicao: n.ordemExibicao });
    return { listaEtapas: paraListaEtapas(depois, ctx, vinculos) };
  });
}
