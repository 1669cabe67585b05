import type { clonarEtapaSchema } from '@wf/shared/schemas/etapa';
import type { RespostaEtapa } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { inserirAutorizacaoItem } from '../../../data/repositories/autorizacaoRepository';
import { inserirEtapaItens } from '../../../data/repositories/etapaRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { inserirVinculoItem } from '../../../data/repositories/vinculoRepository';
import { cabeNumaTransacao, transact } from '../../../data/transact';
import {
  aceitaSaida,
  camposComNovosIds,
  carregarFluxo,
  comNovasTentativas,
  conferirEdicaoDeElementos,
  conferirLimiteDeEtapas,
  copiaDaAutorizacao,
  deslocadaParaADireita,
  erroEtapa,
  erroFluxo,
  gravarNoFluxo,
  novaEtapa,
  novoVinculo,
  paraEtapa,
  proximaOrdem,
  ToquesNasEtapas,
} from '../../fluxos';
import { autoriaNaEtapa } from './eventosEtapa';

type ClonarEtapa = z.output<typeof clonarEtapaSchema>;

/**
 * POST /api/etapas/clonar (permiteEditarElementosFluxo): a copy of a stage under a new name,
 * 400 px right of the original, last on the board, with its form (fields get new ids) and flags
 * except "initial" (a flow has one initial stage). On request it also gets the original's
 * authorisations, its incoming links (from the same origins) and its outgoing links (to the same
 * destinations; none when the copy is final or open).
 */
export async function clonarEtapa(deps: AppDeps, sessao: Sessao, dados: ClonarEtapa): Promise<RespostaEtapa> {
  return comNovasTentativas(async () => {
    const { ctx, etapas, vinculos, colecao } = await carregarFluxo(deps, sessao, dados.idFluxo);
    conferirEdicaoDeElementos(ctx);
    const referencia = etapas.find((e) => e.id === dados.idEtapaReferencia);
    if (!referencia) throw erroEtapa.naoEncontrada();
    conferirLimiteDeEtapas(etapas);
    const agora = deps.clock();
    const idFluxo = dados.idFluxo;
    const etapa = novaEtapa({
      id: deps.newId(),
      idFluxo,
      descricao: dados.descricaoNovaEtapa,
      cor: referencia.cor,
      flags: { etapaInicial: 'N', etapaFinal: referencia.etapaFinal, fluxoAberto: referencia.fluxoAberto },
      posicao: deslocadaParaADireita(referencia.posicao),
      ordemExibicao: proximaOrdem(etapas),
      listaCamposFormulario: camposComNovosIds(referencia.listaCamposFormulario, deps.newId),
      agora,
    });
    const porId = new Map(etapas.map((e) => [e.id, e]));
    const entrada = dados.copiarVinculosOrigem
      ? vinculos
          .filter(
            (v) =>
              v.idEtapaDestino === referencia.id &&
              v.idEtapaOrigem !== referencia.id &&
              aceitaSaida(porId.get(v.idEtapaOrigem)!),
          )
          .map((v) => novoVinculo({ ...v, idFluxo, idEtapaDestino: etapa.id, agora }))
      : [];
    const saida =
      dados.copiarVinculosDestino && aceitaSaida(etapa)
        ? vinculos
            .filter((v) => v.idEtapaOrigem === referencia.id && v.idEtapaDestino !== referencia.id)
            .map((v) => novoVinculo({ ...v, idFluxo, idEtapaOrigem: etapa.id, agora }))
        : [];
    // Origins of the copied incoming links must still allow exits when the copy lands.
    const toques = new ToquesNasEtapas();
    for (const v of entrada) toques.tocar(v.idEtapaOrigem, {}, { etapaFinal: 'N', fluxoAberto: 'N' });
    const autorizacoes = dados.copiarAutorizacoes
      ? colecao.autorizacoes
          .filter((a) => a.idEtapa === referencia.id)
          .map((a) => copiaDaAutorizacao(a, { id: deps.newId(), idFluxo, idEtapa: etapa.id }, agora))
      : [];
    const principal = [
      ...inserirEtapaItens(deps, sessao.sigla, etapa),
      ...entrada.map((v) => inserirVinculoItem(deps, sessao.sigla, v)),
      ...toques.itens(deps, sessao.sigla, idFluxo),
      outboxPut(deps, {
        tipo: 'etapaClonada',
        detalhe: {
          ...autoriaNaEtapa(sessao, idFluxo, etapa.id, etapa.descricao),
          idEtapaReferencia: referencia.id,
          descricaoEtapaReferencia: referencia.descricao,
        },
      }),
    ];
    // A fully connected flow may not fit one transaction: the copy's outgoing links (new keys
    // from a new stage, nothing to race with) then follow in their own.
    const saidaJunto = cabeNumaTransacao(principal.length + saida.length + autorizacoes.length * 2 + 1);
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo,
      agora,
      principal: saidaJunto
        ? [...principal, ...saida.map((v) => inserirVinculoItem(deps, sessao.sigla, v))]
        : principal,
      contadores: { etapas: 1 },
      pessoas: autorizacoes.map((a) => ({
        email: a.emailAutorizado,
        itens: [inserirAutorizacaoItem(deps, sessao.sigla, a)],
        delta: 1,
      })),
      pessoasDepois: true,
    });
    if (!gravou) return null;
    if (
      !saidaJunto &&
      saida.length > 0 &&
      !(await transact(
        deps,
        saida.map((v) => inserirVinculoItem(deps, sessao.sigla, v)),
      ))
    ) {
      throw erroFluxo.alteradoPorOutro();
    }
    const depois = [...etapas, etapa];
    return { Etapa: paraEtapa(etapa, ctx, depois, [...vinculos, ...entrada, ...saida]) };
  });
}
