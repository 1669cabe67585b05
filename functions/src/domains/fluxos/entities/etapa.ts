import * as z from 'zod';
import { LIMITES_FLUXO, POSICAO_NO_PADRAO } from '@wf/shared/constants/fluxos';
import { campoFormularioSchema, type CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type { FlagSN } from '@wf/shared/types/sessao';
import { erroEtapa } from '../errosEtapa';
import type { Vinculo } from './vinculo';

const flag = z.enum(['S', 'N']);

/**
 * A stage as stored in its flow's collection: flags, board order, diagram position and its form
 * (listaCamposFormulario, re-validated by the field schema on every read).
 */
export const etapaSchema = z.object({
  id: z.string(),
  idFluxo: z.string(),
  descricao: z.string(),
  cor: z.string(),
  etapaInicial: flag,
  etapaFinal: flag,
  fluxoAberto: flag,
  ordemExibicao: z.number().int(),
  totalCardsPresentes: z.number().int(),
  listaCamposFormulario: z.array(campoFormularioSchema),
  posicao: z.object({ x: z.number(), y: z.number() }),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  /**
   * Bumped by every write that touches the stage, including a link created from it: a change
   * decided on what was read (flags, deletion) is conditioned on it, so it cannot miss a link
   * created meanwhile (e.g. a link out of a stage just made final).
   */
  versao: z.number().int(),
});
export type EtapaArmazenada = z.infer<typeof etapaSchema>;

export interface FlagsEtapa {
  etapaInicial: FlagSN;
  etapaFinal: FlagSN;
  fluxoAberto: FlagSN;
}

export function novaEtapa(d: {
  id: string;
  idFluxo: string;
  descricao: string;
  cor: string;
  flags: FlagsEtapa;
  posicao: { x: number; y: number };
  ordemExibicao: number;
  listaCamposFormulario?: CampoFormulario[];
  agora: Date;
}): EtapaArmazenada {
  const agora = d.agora.toISOString();
  return {
    id: d.id,
    idFluxo: d.idFluxo,
    descricao: d.descricao,
    cor: d.cor,
    ...d.flags,
    ordemExibicao: d.ordemExibicao,
    totalCardsPresentes: 0,
    listaCamposFormulario: d.listaCamposFormulario ?? [],
    posicao: d.posicao,
    criadoEm: agora,
    atualizadoEm: agora,
    versao: 1,
  };
}

/** Board order, then creation, so equal orders (never written by us) still sort the same way everywhere. */
export const emOrdemDeExibicao = (etapas: readonly EtapaArmazenada[]): EtapaArmazenada[] =>
  [...etapas].sort(
    (a, b) => a.ordemExibicao - b.ordemExibicao || a.criadoEm.localeCompare(b.criadoEm) || a.id.localeCompare(b.id),
  );

export const proximaOrdem = (etapas: readonly EtapaArmazenada[]): number =>
  etapas.reduce((max, e) => Math.max(max, e.ordemExibicao), 0) + 1;

/** A new node goes 400 px right of the rightmost node, at its height; the first one at 50,50. */
export function posicaoDaNovaEtapa(etapas: readonly EtapaArmazenada[]): { x: number; y: number } {
  const maisADireita = etapas.reduce<EtapaArmazenada | null>((m, e) => (!m || e.posicao.x > m.posicao.x ? e : m), null);
  if (!maisADireita) return { ...POSICAO_NO_PADRAO };
  return { x: maisADireita.posicao.x + LIMITES_FLUXO.espacamentoNos, y: maisADireita.posicao.y };
}

export const deslocadaParaADireita = (posicao: { x: number; y: number }) => ({
  x: posicao.x + LIMITES_FLUXO.deslocamentoClone,
  y: posicao.y,
});

export function conferirLimiteDeEtapas(etapas: readonly EtapaArmazenada[]): void {
  if (etapas.length >= LIMITES_FLUXO.etapasPorFluxo) throw erroEtapa.limiteEtapas();
}

/** The outcome of a change of a stage's flags. */
export interface PlanoFlags {
  flags: FlagsEtapa;
  /** Other stages that lose the initial flag (exactly one initial stage). */
  desmarcarInicial: string[];
  /** Links leaving the stage, removed because it became final or open. */
  vinculosRemovidos: Vinculo[];
}

/**
 * Setting a stage initial clears the flag on the others; a flow with stages always has exactly
 * one initial stage, so clearing it on the initial stage itself is refused (the way to move it
 * is to mark another stage). Setting final or open removes every outgoing link. A stage cannot
 * be final and open at once (no exit versus exits everywhere).
 */
export function planejarFlags(
  etapa: Pick<EtapaArmazenada, 'id' | 'etapaInicial' | 'etapaFinal' | 'fluxoAberto'>,
  outras: readonly EtapaArmazenada[],
  vinculos: readonly Vinculo[],
  mudanca: Partial<FlagsEtapa>,
): PlanoFlags {
  const flags: FlagsEtapa = {
    etapaInicial: mudanca.etapaInicial ?? etapa.etapaInicial,
    etapaFinal: mudanca.etapaFinal ?? etapa.etapaFinal,
    fluxoAberto: mudanca.fluxoAberto ?? etapa.fluxoAberto,
  };
  if (etapa.etapaInicial === 'S' && flags.etapaInicial === 'N') throw erroEtapa.desmarcarInicial();
  if (flags.etapaFinal === 'S' && flags.fluxoAberto === 'S') throw erroEtapa.finalEAberta();
  const desmarcarInicial =
    flags.etapaInicial === 'S'
      ? outras.filter((o) => o.id !== etapa.id && o.etapaInicial === 'S').map((o) => o.id)
      : [];
  const semSaida = flags.etapaFinal === 'S' || flags.fluxoAberto === 'S';
  return {
    flags,
    desmarcarInicial,
    vinculosRemovidos: semSaida ? vinculos.filter((v) => v.idEtapaOrigem === etapa.id) : [],
  };
}

/**
 * Where a card of the stage may go: nowhere from a final stage, anywhere else from an open one,
 * otherwise the destinations of its links (never itself).
 */
export function destinosPermitidos(
  etapa: EtapaArmazenada,
  etapas: readonly EtapaArmazenada[],
  vinculos: readonly Vinculo[],
): string[] {
  if (etapa.etapaFinal === 'S') return [];
  if (etapa.fluxoAberto === 'S')
    return emOrdemDeExibicao(etapas)
      .filter((e) => e.id !== etapa.id)
      .map((e) => e.id);
  const destinos = new Set(
    vinculos.filter((v) => v.idEtapaOrigem === etapa.id && v.idEtapaDestino !== etapa.id).map((v) => v.idEtapaDestino),
  );
  return emOrdemDeExibicao(etapas)
    .filter((e) => destinos.has(e.id))
    .map((e) => e.id);
}

/**
 * The board order after moving one stage to position `novaOrdem` (1-based, clamped): every
 * stage renumbered 1..n. Answers only the stages whose number changes.
 */
export function reordenar(
  etapas: readonly EtapaArmazenada[],
  idEtapa: string,
  novaOrdem: number,
): { id: string; ordemExibicao: number }[] {
  const ordenadas = emOrdemDeExibicao(etapas);
  const movida = ordenadas.find((e) => e.id === idEtapa);
  if (!movida) throw erroEtapa.naoEncontrada();
  const resto = ordenadas.filter((e) => e.id !== idEtapa);
  const indice = Math.min(Math.max(novaOrdem, 1), ordenadas.length) - 1;
  resto.splice(indice, 0, movida);
  return resto
    .map((e, i) => ({ id: e.id, ordemExibicao: i + 1 }))
    .filter((n) => etapas.find((e) => e.id === n.id)?.ordemExibicao !== n.ordemExibicao);
}

/** A copy of a form gets new field ids (and so new dataIndex), in the same order. */
export const camposComNovosIds = (campos: readonly CampoFormulario[], novoId: () => string): CampoFormulario[] =>
  campos.map((c, ordem) => {
    const id = novoId();
    return { ...c, id, ordem, dataIndex: `${c.keyCampo}_${id}` };
  });

/** A stage item must stay well under DynamoDB's 400 KB item limit; the form is nearly all of it. */
const TAMANHO_MAXIMO_FORMULARIO = 300_000;
export function conferirTamanhoDoFormulario(campos: readonly CampoFormulario[]): void {
  if (Buffer.byteLength(JSON.stringify(campos), 'utf8') > TAMANHO_MAXIMO_FORMULARIO) throw erroEtapa.formularioGrande();
}
