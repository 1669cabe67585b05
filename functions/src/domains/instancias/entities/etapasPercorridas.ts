import type { EtapaArmazenada } from '../../fluxos';
import type { HistoricoArmazenado } from './instancia';

/**
 * The stages a card went through before the one it is in, in the order it first entered them
 * (its history: creation, moves, copy). The current stage is not one of them even when the card
 * came back to it; a stage deleted since is skipped (its form is gone).
 */
export function etapasAnteriores(
  historico: readonly Pick<HistoricoArmazenado, 'idEtapa'>[],
  etapas: readonly EtapaArmazenada[],
  idEtapaAtual: string,
): EtapaArmazenada[] {
  const porId = new Map(etapas.map((e) => [e.id, e]));
  const vistas = new Set<string>([idEtapaAtual]);
  const resultado: EtapaArmazenada[] = [];
  for (const { idEtapa } of historico) {
    if (vistas.has(idEtapa)) continue;
    vistas.add(idEtapa);
    const etapa = porId.get(idEtapa);
    if (etapa) resultado.push(etapa);
  }
  return resultado;
}
