import type { InserirByGpt } from '@wf/shared/schemas/ia';
import type { CampoProposto, EtapaProposta, FluxoProposto, ResultadoCriarFluxo } from '../api/tipos';

/**
 * The proposed flow under review: the person may rename the flow and its stages and remove
 * stages or fields before creating it. The model links stages by name; under review a link
 * points to the stage's key, so a renamed stage keeps its links and a removed one takes them
 * away. The names come back at the end (POST /api/fluxos/inserir-by-gpt validates it all again).
 */
export interface EtapaEmRevisao {
  chave: string;
  etapa: EtapaProposta;
  /** Keys of the stages a card of this one may go to. */
  destinos: string[];
}

export interface PropostaEmRevisao {
  fluxo: FluxoProposto;
  etapas: EtapaEmRevisao[];
}

const normalizar = (nome: string) => nome.trim().toLocaleLowerCase('pt-BR');

export function iniciarRevisao(resultado: ResultadoCriarFluxo): PropostaEmRevisao {
  const chavePorNome = new Map(resultado.listaEtapas.map((e, i) => [normalizar(e.descricao), String(i)]));
  return {
    fluxo: { ...resultado.fluxo },
    etapas: resultado.listaEtapas.map((etapa, i) => ({
      chave: String(i),
      etapa,
      destinos: [
        ...new Set(
          (etapa.destinos ?? [])
            .map((d) => chavePorNome.get(normalizar(d)))
            .filter((c): c is string => c !== undefined),
        ),
      ],
    })),
  };
}

export const renomearFluxo = (p: PropostaEmRevisao, descricao: string): PropostaEmRevisao => ({
  ...p,
  fluxo: { ...p.fluxo, descricao },
});

export const renomearEtapa = (p: PropostaEmRevisao, chave: string, descricao: string): PropostaEmRevisao => ({
  ...p,
  etapas: p.etapas.map((e) => (e.chave === chave ? { ...e, etapa: { ...e.etapa, descricao } } : e)),
});

export const removerEtapa = (p: PropostaEmRevisao, chave: string): PropostaEmRevisao => ({
  ...p,
  etapas: p.etapas
    .filter((e) => e.chave !== chave)
    .map((e) => ({ ...e, destinos: e.destinos.filter((d) => d !== chave) })),
});

export const removerCampo = (p: PropostaEmRevisao, chave: string, indiceCampo: number): PropostaEmRevisao => ({
  ...p,
  etapas: p.etapas.map((e) =>
    e.chave === chave
      ? {
          ...e,
          etapa: {
            ...e.etapa,
            listaCamposFormulario: e.etapa.listaCamposFormulario.filter((_, i) => i !== indiceCampo),
          },
        }
      : e,
  ),
});

/** The names of a stage's destinations, for the review. */
export function nomesDestinos(p: PropostaEmRevisao, etapa: EtapaEmRevisao): string[] {
  const porChave = new Map(p.etapas.map((e) => [e.chave, e.etapa.descricao]));
  return etapa.destinos.map((d) => porChave.get(d)).filter((n): n is string => n !== undefined);
}

export const camposDaEtapa = (e: EtapaEmRevisao): CampoProposto[] => e.etapa.listaCamposFormulario ?? [];

/** What is missing before the proposal can be created (pt-BR), or null. */
export function problemaDaRevisao(p: PropostaEmRevisao): string | null {
  if (!p.fluxo.descricao.trim()) return 'Informe o nome do fluxo';
  if (p.etapas.length === 0) return 'O fluxo precisa de pelo menos uma etapa';
  if (p.etapas.some((e) => !e.etapa.descricao.trim())) return 'Toda etapa precisa de um nome';
  const nomes = p.etapas.map((e) => normalizar(e.etapa.descricao));
  if (new Set(nomes).size !== nomes.length) return 'Duas etapas não podem ter o mesmo nome';
  return null;
}

/** The body of POST /api/fluxos/inserir-by-gpt: links by the stages' current names. */
export function corpoInserirByGpt(p: PropostaEmRevisao): InserirByGpt {
  const porChave = new Map(p.etapas.map((e) => [e.chave, e.etapa.descricao.trim()]));
  return {
    Fluxo: {
      descricao: p.fluxo.descricao.trim(),
      detalhes: p.fluxo.detalhes,
      icone: p.fluxo.icone,
      rotuloNovaInstancia: p.fluxo.rotuloNovaInstancia,
    },
    listaEtapasGpt: p.etapas.map((e) => ({
      ...e.etapa,
      descricao: e.etapa.descricao.trim(),
      destinos: e.destinos.map((d) => porChave.get(d)).filter((n): n is string => n !== undefined),
    })) as InserirByGpt['listaEtapasGpt'],
  };
}
