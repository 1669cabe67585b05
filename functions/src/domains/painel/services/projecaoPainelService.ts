import type { EventoLido } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import { emSegundos } from '../../../data/chaves';
import { listarAutorizacoesDoFluxo } from '../../../data/repositories/autorizacaoRepository';
import { buscarComentario } from '../../../data/repositories/comentarioRepository';
import { buscarEtapa } from '../../../data/repositories/etapaRepository';
import type { EtapaArmazenada } from '../../fluxos';
import { gravarNoFeed } from '../../../data/repositories/feedRepository';
import { buscarFluxo } from '../../../data/repositories/fluxoRepository';
import { buscarInstancia } from '../../../data/repositories/instanciaRepository';
import {
  aplicarDiferencaItens,
  buscarRetrato,
  contarEventoNoDiaItens,
  type DeltaDia,
} from '../../../data/repositories/painelRepository';
import { buscarUsuarioPorEmail } from '../../../data/repositories/usuarioRepository';
import { cabeNumaTransacao, transact } from '../../../data/transact';
import type { InstanciaArmazenada } from '../../instancias';
import { diaDoInstante } from '../entities/diaDoEvento';
import { diferencaDoCard, escritasDaDiferenca } from '../entities/diferencaRetrato';
import type { AtividadeFeed, EstadoCard } from '../entities/painel';
import { EVENTOS_QUE_MUDAM_O_RETRATO } from '../entities/eventosDoPainel';
import { esperarAntesDe } from '../../../lib/esperarAntesDe';
import { TENTATIVAS_RETRATO } from '../entities/tentativasRetrato';

/** Markers of counted events outlive every redelivery (outbox and idempotency records live 7 days). */
const DIAS_MARCADOR_EVENTO = 8;
/** A person's feed keeps 90 days (the home shows the recent ones; the flow's own feed keeps everything). */
const DIAS_FEED_PESSOA = 90;

const MUDAM_O_RETRATO: ReadonlySet<string> = new Set(EVENTOS_QUE_MUDAM_O_RETRATO);

/**
 * The `painel` consumer (events/rules.ts routes card events to it): keeps the home's projections.
 * 1. The card's tile memberships and counts, state-based: re-read the card and apply only the
 *    difference from the last projected snapshot (conditioned on its version), so repeated, late
 *    or lost events all converge to the card as it is.
 * 2. The flow's day counters, event-based: a creation or a move counted once per event id (a
 *    put-if-absent marker in the same transaction).
 * 3. The activity feeds (the flow's and each of its people's), keyed by the event.
 */
export async function projetarPainel(deps: AppDeps, evento: EventoLido): Promise<void> {
  const d = evento.detalhe;
  if (!('idInstancia' in d) || typeof d.idInstancia !== 'string' || !('idFluxo' in d)) return;
  // A move asks for its destination stage three times (snapshot, day count, feed line): read once.
  const etapaDe = etapasLidasUmaVez(deps, d.sigla);
  // The card as the reconciliation read it, which the feed line names too.
  const card = MUDAM_O_RETRATO.has(evento.tipo)
    ? await reconciliarCard(deps, d.sigla, d.idInstancia, etapaDe)
    : await buscarInstancia(deps, d.sigla, d.idInstancia);
  // A late event of a deleted flow counts and logs nothing: its clean-up may be done already.
  const fluxo = await buscarFluxo(deps, d.sigla, d.idFluxo);
  if (!fluxo) return;

  const contagem = await contarNoDia(deps, evento, etapaDe);
  const linha = await linhaDoFeed(deps, evento, card, contagem.concluido, etapaDe);
  if (linha)
    await gravarNoFeed(
      deps,
      d.sigla,
      linha,
      await pessoasDoFluxo(deps, d.sigla, fluxo),
      expiraEm(deps, DIAS_FEED_PESSOA),
    );
}

type EtapaDe = (idFluxo: string, idEtapa: string) => Promise<EtapaArmazenada | null>;

/** buscarEtapa for one event's projection: each stage read at most once. */
function etapasLidasUmaVez(deps: AppDeps, sigla: string): EtapaDe {
  const lidas = new Map<string, Promise<EtapaArmazenada | null>>();
  return (idFluxo, idEtapa) => {
    const chave = `${idFluxo}#${idEtapa}`;
    let lida = lidas.get(chave);
    if (!lida) lidas.set(chave, (lida = buscarEtapa(deps, sigla, idFluxo, idEtapa)));
    return lida;
  };
}

const expiraEm = (deps: Pick<AppDeps, 'clock'>, dias: number) => emSegundos(deps.clock()) + dias * 86_400;

export function estadoDoCard(c: InstanciaArmazenada, emEtapaFinal: boolean): EstadoCard {
  return {
    idInstancia: c.id,
    idFluxo: c.idFluxo,
    dataHoraCriacao: c.dataHoraCriacao,
    dataVencimento: c.dataVencimento,
    responsaveis: c.responsaveis,
    seguidores: c.seguidores,
    emEtapaFinal,
  };
}

/**
 * Brings the card's projections to the card as it is now (gone: everything it had is removed), and
 * answers the card as it read it.
 */
export async function reconciliarCard(
  deps: AppDeps,
  sigla: string,
  idInstancia: string,
  etapaDe: EtapaDe = (idFluxo, idEtapa) => buscarEtapa(deps, sigla, idFluxo, idEtapa),
): Promise<InstanciaArmazenada | null> {
  for (let i = 0; i < TENTATIVAS_RETRATO; i++) {
    await esperarAntesDe(i);
    // The snapshot first, then the card: read together, a card older than a snapshot another
    // delivery just wrote would pass the version condition and roll the projection back.
    const antes = await buscarRetrato(deps, sigla, idInstancia);
    const card = await buscarInstancia(deps, sigla, idInstancia);
    // The stage's flag decides whether a due card counts in its flow's overdue counters. A card
    // whose stage is gone belongs to a deleted flow (a stage with cards cannot be deleted): it
    // projects as gone, so a late event cannot bring back what the flow's clean-up took away.
    const etapa = card ? await etapaDe(card.idFluxo, card.idEtapa) : null;
    const depois = card && etapa ? estadoDoCard(card, etapa.etapaFinal === 'S') : null;
    const dif = diferencaDoCard(antes, depois);
    const escritas = escritasDaDiferenca(dif);
    if (escritas === 0 && (antes === null) === (depois === null)) return card;
    if (!cabeNumaTransacao(escritas + 1))
      throw new Error(`Mudança do card ${idInstancia} grande demais para uma transação`);
    if (await transact(deps, aplicarDiferencaItens(deps, sigla, antes, depois, dif))) return card;
  }
  throw new Error(
    `O retrato do card ${idInstancia} mudou ${TENTATIVAS_RETRATO} vezes seguidas; a entrega será repetida`,
  );
}

/** Counts a creation or a move in its flow's day, once per event; says whether the move concluded the card. */
async function contarNoDia(deps: AppDeps, evento: EventoLido, etapaDe: EtapaDe): Promise<{ concluido: boolean }> {
  let delta: DeltaDia | null = null;
  let concluido = false;
  if (evento.tipo === 'cardCriado') delta = { criados: 1 };
  if (evento.tipo === 'cardEntrarEtapa' && evento.detalhe.idEtapaOrigem !== null) {
    const etapa = await etapaDe(evento.detalhe.idFluxo, evento.detalhe.idEtapa);
    concluido = etapa?.etapaFinal === 'S';
    delta = { movidos: 1, concluidos: concluido ? 1 : 0 };
  }
  if (!delta || !('idFluxo' in evento.detalhe)) return { concluido };
  const { sigla, idFluxo, idEvento, ocorridoEm } = evento.detalhe;
  // false: this event was counted by an earlier delivery (its marker exists).
  await transact(
    deps,
    contarEventoNoDiaItens(
      deps,
      sigla,
      idFluxo,
      { idEvento, dia: diaDoInstante(ocorridoEm), expiraEm: expiraEm(deps, DIAS_MARCADOR_EVENTO) },
      delta,
    ),
  );
  return { concluido };
}

/** The feed line of an event (creations, moves, comments, new responsibles), or null. */
async function linhaDoFeed(
  deps: AppDeps,
  evento: EventoLido,
  card: InstanciaArmazenada | null,
  concluido: boolean,
  etapaDe: EtapaDe,
): Promise<AtividadeFeed | null> {
  const d = evento.detalhe;
  if (!('idInstancia' in d) || typeof d.idInstancia !== 'string' || !('idEtapa' in d) || !('alteradoPor' in d))
    return null;
  let tipo: AtividadeFeed['tipo'];
  let comentario: string;
  let geradoPeloSistema: 'S' | 'N' = 'S';
  const etapa = await etapaDe(d.idFluxo, d.idEtapa);
  const descricaoEtapa = etapa?.descricao ?? '';
  switch (evento.tipo) {
    case 'cardCriado':
      tipo = 'criado';
      comentario = `Card criado na etapa ${descricaoEtapa}`;
      break;
    case 'cardEntrarEtapa':
      if (evento.detalhe.idEtapaOrigem === null) return null;
      tipo = 'movido';
      comentario = concluido
        ? `Card concluído na etapa ${descricaoEtapa}`
        : `Card movido para a etapa ${descricaoEtapa}`;
      break;
    case 'comentarioAdicionado': {
      const c = await buscarComentario(deps, d.sigla, evento.detalhe.idInstancia, evento.detalhe.idComentario);
      if (!c) return null;
      tipo = 'comentario';
      comentario = c.comentario;
      geradoPeloSistema = evento.detalhe.geradoPeloSistema;
      break;
    }
    case 'pessoaResponsavel':
      tipo = 'responsavel';
      comentario = `${evento.detalhe.emailResponsavel} agora é responsável pelo card`;
      break;
    default:
      return null;
  }
  const autor = await buscarUsuarioPorEmail(deps, d.sigla, d.alteradoPor);
  return {
    id: d.idEvento,
    tipo,
    idFluxo: d.idFluxo,
    idEtapa: d.idEtapa,
    idInstancia: d.idInstancia,
    descricaoInstancia: card?.descricao ?? ('descricaoInstancia' in d ? String(d.descricaoInstancia) : ''),
    descricaoEtapa,
    concluido,
    comentario,
    geradoPeloSistema,
    emailUsuario: d.alteradoPor,
    nomeUsuario: autor?.nome ?? null,
    dataHoraAlteracao: d.ocorridoEm,
  };
}

/** Who sees the flow now: its owner and every authorised e-mail (lower case, once each). */
async function pessoasDoFluxo(
  deps: AppDeps,
  sigla: string,
  fluxo: { id: string; donoEmail: string },
): Promise<string[]> {
  const autorizacoes = await listarAutorizacoesDoFluxo(deps, sigla, fluxo.id);
  return [...new Set([fluxo.donoEmail, ...autorizacoes.map((a) => a.emailAutorizado)].map((e) => e.toLowerCase()))];
}
