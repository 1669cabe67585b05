import type { Etapa, EtapaUsuario } from '@wf/shared/types/fluxo';
import { permissoesNaEtapa, type AcessoDoUsuario } from '../entities/permissoes';
import type { Autorizacao } from '../entities/autorizacao';
import { destinosPermitidos, emOrdemDeExibicao, type EtapaArmazenada } from '../entities/etapa';
import type { Vinculo } from '../entities/vinculo';

/** A stage as the API answers it: with the session user's permissions and its allowed destinations. */
export function paraEtapa(
  e: EtapaArmazenada,
  acesso: AcessoDoUsuario,
  etapas: readonly EtapaArmazenada[],
  vinculos: readonly Vinculo[],
): Etapa {
  return {
    id: e.id,
    idFluxo: e.idFluxo,
    descricao: e.descricao,
    cor: e.cor,
    etapaInicial: e.etapaInicial,
    etapaFinal: e.etapaFinal,
    fluxoAberto: e.fluxoAberto,
    ordemExibicao: e.ordemExibicao,
    totalCardsPresentes: e.totalCardsPresentes,
    ...permissoesNaEtapa(acesso, e.id),
    listaIdsEtapasDestino: destinosPermitidos(e, etapas, vinculos),
    jsonConfig: {
      listaCamposFormulario: e.listaCamposFormulario,
      node: { id: e.id, type: 'square', position: e.posicao },
    },
  };
}

/** paraEtapa of the stage `id` as it stands in `etapas` (a list that a write just changed). */
export const paraEtapaDaLista = (
  id: string,
  acesso: AcessoDoUsuario,
  etapas: readonly EtapaArmazenada[],
  vinculos: readonly Vinculo[],
): Etapa =>
  paraEtapa(
    etapas.find((e) => e.id === id)!,
    acesso,
    etapas,
    vinculos,
  );

/** Every stage of the flow in board order. */
export const paraListaEtapas = (
  etapas: readonly EtapaArmazenada[],
  acesso: AcessoDoUsuario,
  vinculos: readonly Vinculo[],
): Etapa[] => emOrdemDeExibicao(etapas).map((e) => paraEtapa(e, acesso, etapas, vinculos));

export const paraEtapaUsuario = (a: Autorizacao, nome: string | null): EtapaUsuario => ({
  id: a.id,
  idEtapa: a.idEtapa,
  emailAutorizado: a.emailAutorizado,
  nome,
  autorizar: a.autorizar,
  editar: a.editar,
  executar: a.executar,
  restrTitulo: a.restrTitulo,
  restrDetalhes: a.restrDetalhes,
  restrEtiquetas: a.restrEtiquetas,
  restrResponsaveis: a.restrResponsaveis,
  restrChecklists: a.restrChecklists,
  restrAnexos: a.restrAnexos,
  restrValidade: a.restrValidade,
  restrComentarios: a.restrComentarios,
  restrAbrirCard: a.restrAbrirCard,
});
