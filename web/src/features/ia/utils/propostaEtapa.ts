import type { PropostaEtapa } from '../../../components/assistenteIa';
import type { EtapaProposta } from '../api/tipos';
import { ehSim } from './propostaFluxo';

/**
 * The proposed stage as the manual tab's fields: origins kept only when they name one of the
 * flow's current stages (by id or by name), so the person reviews real links only.
 */
export function paraPropostaEtapa(
  etapa: EtapaProposta,
  atuais: readonly { id: string; descricao: string }[],
): PropostaEtapa {
  const origens = [etapa.listaEtapasOrigem, etapa.idsEtapasOrigem, etapa.etapasOrigem].find(Array.isArray) as
    | unknown[]
    | undefined;
  const idsOrigem = (origens ?? [])
    .map((o) => {
      const valor = String(o).trim().toLowerCase();
      return atuais.find((e) => e.id.toLowerCase() === valor || e.descricao.trim().toLowerCase() === valor)?.id;
    })
    .filter((id): id is string => !!id);
  return {
    descricao: etapa.descricao ?? '',
    cor: typeof etapa.cor === 'string' && /^#[0-9a-f]{6}$/i.test(etapa.cor) ? etapa.cor : undefined,
    etapaInicial: ehSim(etapa.etapaInicial),
    etapaFinal: ehSim(etapa.etapaFinal),
    fluxoAberto: ehSim(etapa.fluxoAberto),
    idsEtapasOrigem: [...new Set(idsOrigem)],
  };
}
