import * as z from 'zod';
import { ladosConexao } from '@wf/shared/constants/fluxos';
import type { ArestaDiagrama, EtapaRel } from '@wf/shared/types/fluxo';
import { erroEtapa } from '../errosEtapa';

const lado = z.enum(ladosConexao);

/** A link between two stages of a flow (EtapaRel), as stored in the flow's collection. */
export const vinculoSchema = z.object({
  id: z.string(),
  idFluxo: z.string(),
  idEtapaOrigem: z.string(),
  idEtapaDestino: z.string(),
  posicaoOrigem: lado,
  posicaoDestino: lado,
  criadoEm: z.string(),
});
export type Vinculo = z.infer<typeof vinculoSchema>;

/**
 * A link's id is made of its two stage ids (origin first). The id is the key of the link's item,
 * so "one link per direction" is enforced by the key itself: a second insert of the same
 * direction fails its attribute_not_exists condition, whatever the race. The reverse direction
 * is another id. Stage ids are UUIDs, which never contain the separator.
 */
const SEPARADOR = '_';
export const idDoVinculo = (idEtapaOrigem: string, idEtapaDestino: string): string =>
  `${idEtapaOrigem}${SEPARADOR}${idEtapaDestino}`;

export function lerIdDoVinculo(id: string): { idEtapaOrigem: string; idEtapaDestino: string } | null {
  const partes = id.split(SEPARADOR);
  if (partes.length !== 2 || !partes[0] || !partes[1]) return null;
  return { idEtapaOrigem: partes[0], idEtapaDestino: partes[1] };
}

export function novoVinculo(d: {
  idFluxo: string;
  idEtapaOrigem: string;
  idEtapaDestino: string;
  posicaoOrigem?: Vinculo['posicaoOrigem'];
  posicaoDestino?: Vinculo['posicaoDestino'];
  agora: Date;
}): Vinculo {
  return {
    id: idDoVinculo(d.idEtapaOrigem, d.idEtapaDestino),
    idFluxo: d.idFluxo,
    idEtapaOrigem: d.idEtapaOrigem,
    idEtapaDestino: d.idEtapaDestino,
    posicaoOrigem: d.posicaoOrigem ?? 'right',
    posicaoDestino: d.posicaoDestino ?? 'left',
    criadoEm: d.agora.toISOString(),
  };
}

interface PontaDoVinculo {
  id: string;
  etapaFinal: 'S' | 'N';
  fluxoAberto: 'S' | 'N';
}

/**
 * The edge rules: no link from a stage to itself; none out of a final or
 * open stage (a final one has no exit, an open one already goes everywhere); one per direction.
 */
export function conferirNovoVinculo(
  origem: PontaDoVinculo,
  destino: { id: string },
  existentes: readonly Pick<Vinculo, 'id'>[],
): void {
  if (origem.id === destino.id) throw erroEtapa.vinculoMesmaEtapa();
  if (origem.etapaFinal === 'S' || origem.fluxoAberto === 'S') throw erroEtapa.vinculoSaidaBloqueada();
  const id = idDoVinculo(origem.id, destino.id);
  if (existentes.some((v) => v.id === id)) throw erroEtapa.vinculoDuplicado();
}

/** An origin that may get an automatic link to a new stage (final and open ones are skipped). */
export const aceitaSaida = (origem: PontaDoVinculo): boolean => origem.etapaFinal === 'N' && origem.fluxoAberto === 'N';

/**
 * Links whose two stages exist. A link created while its destination was being deleted can
 * outlive it (the destination is not locked by link creation); such a link is never shown.
 */
export const vinculosValidos = <V extends Pick<Vinculo, 'idEtapaOrigem' | 'idEtapaDestino'>>(
  etapas: readonly { id: string }[],
  vinculos: readonly V[],
): V[] => {
  const ids = new Set(etapas.map((e) => e.id));
  return vinculos.filter((v) => ids.has(v.idEtapaOrigem) && ids.has(v.idEtapaDestino));
};

export const paraEtapaRel = (v: Vinculo): EtapaRel => ({
  id: v.id,
  idEtapaOrigem: v.idEtapaOrigem,
  idEtapaDestino: v.idEtapaDestino,
  posicaoOrigem: v.posicaoOrigem,
  posicaoDestino: v.posicaoDestino,
});

/** The canvas edge of a link (React Flow): type defaultCustom, handles on the stored sides. */
export const arestaDoVinculo = (
  v: Pick<Vinculo, 'id' | 'idEtapaOrigem' | 'idEtapaDestino' | 'posicaoOrigem' | 'posicaoDestino'>,
): ArestaDiagrama => ({
  id: v.id,
  source: v.idEtapaOrigem,
  target: v.idEtapaDestino,
  sourceHandle: v.posicaoOrigem,
  targetHandle: v.posicaoDestino,
  type: 'defaultCustom',
});
