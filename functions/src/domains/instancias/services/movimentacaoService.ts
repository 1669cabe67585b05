import type { atualizarOrdemInstanciaSchema, moverInstanciaSchema } from '@wf/shared/schemas/instancia';
import type { InstanciaResumo } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  buscarInstancias,
  chaveDeOrdem,
  moverInstanciaItem,
  vizinhoNaEtapa,
} from '../../../data/repositories/instanciaRepository';
import { transact } from '../../../data/transact';
import type { InstanciaArmazenada } from '../entities/instancia';
import { chaveEntre } from '../entities/ordem';
import { conferirBloqueioMovimentacao } from './bloqueioMovimentacao';
import { erroInstancia } from '../erros';
import { paraInstanciaResumo, pessoasDosCards } from './apresentacaoInstancia';
import { carregarInstancia, conferirExecutar, type ContextoInstancia } from './contextoInstancia';
import { conferirDestino, errosDeMovimentacao } from './regrasMovimentacao';
import { detalheCard, evento, itensDaMovimentacao } from './escritasCard';

type Mover = z.output<typeof moverInstanciaSchema>;
type AtualizarOrdem = z.output<typeof atualizarOrdemInstanciaSchema>;

/** Where the client dropped the card: the cards it saw around the drop point, and the 1-based position. */
export interface PosicaoNaEtapa {
  idInstanciaAnterior?: string | null;
  idInstanciaPosterior?: string | null;
  ordem?: number;
}

/**
 * The fractional key of a drop point WITHOUT reading the stage: the two named neighbours (one
 * BatchGet), and when one side is missing the card next to the other one (one Query, Limit 1);
 * with no neighbour at all, the top (position 1 or none) or the bottom of the stage. A neighbour
 * that is not (or no longer) in the stage is ignored. At most 2 requests, whatever the stage size.
 */
export async function chaveNaPosicao(
  deps: AppDeps,
  sigla: string,
  idEtapa: string,
  pos: PosicaoNaEtapa,
  idMovido: string,
): Promise<string> {
  const ids = [pos.idInstanciaAnterior, pos.idInstanciaPosterior].filter(
    (id): id is string => Boolean(id) && id !== idMovido,
  );
  const lidos = ids.length ? await buscarInstancias(deps, sigla, ids) : [];
  const naEtapa = (id: string | null | undefined) => lidos.find((c) => c.id === id && c.idEtapa === idEtapa) ?? null;
  const anterior = naEtapa(pos.idInstanciaAnterior);
  const posterior = naEtapa(pos.idInstanciaPosterior);
  if (anterior && posterior) return chaveEntre(anterior.ordemChave, posterior.ordemChave);
  if (anterior) {
    const depois = await vizinhoNaEtapa(deps, sigla, idEtapa, { depoisDe: chaveDeOrdem(anterior) });
    return chaveEntre(anterior.ordemChave, depois && depois.id !== idMovido ? depois.ordemChave : null);
  }
  if (posterior) {
    const antes = await vizinhoNaEtapa(deps, sigla, idEtapa, { antesDe: chaveDeOrdem(posterior) });
    return chaveEntre(antes && antes.id !== idMovido ? antes.ordemChave : null, posterior.ordemChave);
  }
  if (pos.ordem !== undefined && pos.ordem > 1) {
    const ultima = await vizinhoNaEtapa(deps, sigla, idEtapa, { ultimo: true });
    return chaveEntre(ultima && ultima.id !== idMovido ? ultima.ordemChave : null, null);
  }
  const primeira = await vizinhoNaEtapa(deps, sigla, idEtapa, {});
  return chaveEntre(null, primeira && primeira.id !== idMovido ? primeira.ordemChave : null);
}

/** One card moved (to another stage) or reordered (in its own stage), as it is now. */
export interface CardReposicionado {
  movimento: 'movido' | 'reordenado';
  Instancia: InstanciaResumo;
}

async function resumo(deps: AppDeps, sessao: Sessao, ctx: ContextoInstancia, c: InstanciaArmazenada, ordem: number) {
  const pessoas = await pessoasDosCards(deps, sessao.sigla, [c]);
  return paraInstanciaResumo(c, ordem, { fluxo: ctx, pessoas, emailSessao: sessao.email });
}

/**
 * PATCH /api/instancias/mover with one card: only to a destination of its stage, with
 * permiteExecutarInstancias on the stage it leaves, and only when the form of that stage is
 * complete (422 'Erros ao movimentar cards' otherwise) and no active rule blocks it (422
 * 'Movimentação impedida'). One transaction of 6 items.
 */
async function moverUmCard(
  deps: AppDeps,
  sessao: Sessao,
  d: Extract<Mover, { idInstancia: string }>,
): Promise<CardReposicionado> {
  const ctx = await carregarInstancia(deps, sessao, d.idInstancia);
  conferirExecutar(ctx);
  if (d.idEtapaDestino === ctx.etapa.id) {
    return reordenar(deps, sessao, ctx, { ...d, ordem: d.ordemNaEtapaDestino });
  }
  const destino = conferirDestino(ctx, ctx.etapa, d.idEtapaDestino);
  const erros = errosDeMovimentacao(ctx.etapa, [ctx.instancia]);
  if (erros.length) throw erroInstancia.errosMovimentacao(erros);
  const c = ctx.instancia;
  await conferirBloqueioMovimentacao(deps, sessao.sigla, c, {
    idFluxoOrigem: c.idFluxo,
    idEtapaOrigem: c.idEtapa,
    idFluxoDestino: c.idFluxo,
    idEtapaDestino: destino.id,
    alteradoPor: sessao.email,
  });
  const pos = { ...d, ordem: d.ordemNaEtapaDestino };
  const ordemChave = await chaveNaPosicao(deps, sessao.sigla, destino.id, pos, ctx.instancia.id);
  const agora = deps.clock();
  const gravou = await transact(deps, itensDaMovimentacao(deps, sessao, ctx.instancia, destino, ordemChave, agora));
  if (!gravou) throw erroInstancia.alteradoPorOutro();
  const movido = { ...ctx.instancia, idEtapa: destino.id, ordemChave, dataHoraAlteracao: agora.toISOString() };
  return { movimento: 'movido', Instancia: await resumo(deps, sessao, ctx, movido, d.ordemNaEtapaDestino ?? 1) };
}

/** PATCH /api/instancias/mover with one card (the whole stage: jobMoverEtapaService). */
export function moverInstancia(
  deps: AppDeps,
  sessao: Sessao,
  d: Extract<Mover, { idInstancia: string }>,
): Promise<CardReposicionado> {
  return moverUmCard(deps, sessao, d);
}

/** A card to another place in its own stage: its key only (O(1)) and cardsReordenados. */
async function reordenar(
  deps: AppDeps,
  sessao: Sessao,
  ctx: ContextoInstancia,
  pos: PosicaoNaEtapa,
): Promise<CardReposicionado> {
  const c = ctx.instancia;
  const ordemChave = await chaveNaPosicao(deps, sessao.sigla, c.idEtapa, pos, c.id);
  const agora = deps.clock();
  const gravou = await transact(deps, [
    moverInstanciaItem(deps, sessao.sigla, c, { idFluxo: c.idFluxo, idEtapa: c.idEtapa, ordemChave }, agora),
    evento(deps, {
      tipo: 'cardsReordenados',
      detalhe: { ...detalheCard(sessao, c), idInstancia: c.id, tipoOrdenacao: null },
    }),
  ]);
  if (!gravou) throw erroInstancia.alteradoPorOutro();
  const movido = { ...c, ordemChave, dataHoraAlteracao: agora.toISOString() };
  return { movimento: 'reordenado', Instancia: await resumo(deps, sessao, ctx, movido, pos.ordem ?? 1) };
}

/** PUT /api/instancias/atualizar-ordem: needs permiteExecutarInstancias on the card's stage. */
export async function atualizarOrdem(deps: AppDeps, sessao: Sessao, d: AtualizarOrdem): Promise<CardReposicionado> {
  const ctx = await carregarInstancia(deps, sessao, d.idInstancia);
  conferirExecutar(ctx);
  return reordenar(deps, sessao, ctx, { ...d, ordem: d.ordemNaEtapa });
}
