/**
 * The public module of etapas: what other domains use of it. The rest of the domain is private
 * (rule `dominio-so-pelo-index`, .dependency-cruiser.cjs). Named re-exports only, no
 * `export *`: with "sideEffects": false (functions/package.json) a bundle keeps only what it calls.
 */
export { excluirAutorizacao, inserirAutorizacao, listarAutorizacoes } from './services/autorizacaoService';
export { atualizarCamposFormulario, inserirEtapa, listarEtapas } from './services/etapaService';
export { criarVinculo } from './services/vinculoService';
export { respostasEtapa } from './handlers/respostas';
