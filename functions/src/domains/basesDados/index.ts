/**
 * The public module of basesDados: what other domains use of it. The rest of the domain is private
 * (rule `dominio-so-pelo-index`, .dependency-cruiser.cjs). Named re-exports only, no
 * `export *`: with "sideEffects": false (functions/package.json) a bundle keeps only what it calls.
 */
export { buscarPrimeiroRegistro, valorExisteNaColuna } from './services/buscaRegistroService';
export { opcoesDaColuna } from './services/registroService';
export { conferirVinculoBaseDados } from './services/vinculoBaseDados';
export { conferirNovosVinculos } from './services/vinculosDoFormulario';
