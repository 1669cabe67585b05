import type { OperacaoApi } from '../operacao';
import {
  atualizarCard,
  buscarCard,
  criarCard,
  excluirCard,
  listarCardsDaEtapa,
  listarComentarios,
  moverCard,
} from './cards';
import {
  adicionarEtiqueta,
  adicionarResponsavel,
  baixarAnexo,
  criarAutorizacao,
  criarComentario,
  enviarAnexo,
  excluirAutorizacao,
  listarAnexos,
  listarAutorizacoes,
  listarResponsaveis,
  removerEtiqueta,
  removerResponsavel,
} from './elementos';
import { buscarFluxo, listarEtapas, listarEtiquetas, listarFluxos, pesquisarCards } from './fluxos';
import {
  relatorioCardsAcompanhados,
  relatorioCardsCriados,
  relatorioCardsVencendo,
  relatorioResumoFluxos,
} from './relatorios';

/**
 * Every operation of the public API (/api/v1), in the manual's order: the single list the
 * OpenAPI document, the /api-docs manual, the typed client and the Lambda's routes come from.
 */
export const operacoesApi: readonly OperacaoApi[] = [
  listarFluxos,
  buscarFluxo,
  listarEtapas,
  listarCardsDaEtapa,
  pesquisarCards,
  criarCard,
  buscarCard,
  atualizarCard,
  moverCard,
  excluirCard,
  listarComentarios,
  criarComentario,
  listarResponsaveis,
  adicionarResponsavel,
  removerResponsavel,
  listarEtiquetas,
  adicionarEtiqueta,
  removerEtiqueta,
  listarAnexos,
  enviarAnexo,
  baixarAnexo,
  listarAutorizacoes,
  criarAutorizacao,
  excluirAutorizacao,
  relatorioResumoFluxos,
  relatorioCardsCriados,
  relatorioCardsVencendo,
  relatorioCardsAcompanhados,
];
