import type { PropostaEtapa } from '../../../components/assistenteIa';
import type { EtapaProposta } from '../api/tipos';

/** The proposed stage as the manual tab's fields (its origins are chosen there, among real stages). */
export const paraPropostaEtapa = (etapa: EtapaProposta): PropostaEtapa => ({
  descricao: etapa.descricao,
  etapaInicial: etapa.etapaInicial === 'S',
  etapaFinal: etapa.etapaFinal === 'S',
});
