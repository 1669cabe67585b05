/**
 * The public module of regras: what other domains use of it (the AI assistant saves the rules it
 * proposes through the same service and checks as a rule made by hand). Named re-exports only.
 */
export { acessoAsRegras, inserirRegra, regraSalva } from './services/regraService';
