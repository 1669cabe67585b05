/**
 * The public module of organograma: what other domains use of it. The rest of the domain is
 * private (rule `dominio-so-pelo-index`, .dependency-cruiser.cjs). Named re-exports only, no
 * `export *`: with "sideEffects": false (functions/package.json) a bundle keeps only what it calls.
 */
export { concessaoAlcanca, unirPermissoes } from './entities/alcance';
export type { FlagsDeEtapa } from './entities/alcance';
export type { AutorizacaoBaseOrg, AutorizacaoEtapaOrg, IndiceConcessaoOrg } from './entities/concessaoOrg';
export { erroOrganograma, mensagensOrganograma } from './erros';
export { concessoesQueAlcancam, pessoasAlcancadas, vinculosDaPessoa } from './services/alcanceService';
export type { VinculosDaPessoa } from './services/alcanceService';
export { resumoDaUnidade } from './services/apresentacaoOrganograma';
export { arvoreDoOrganograma } from './services/organogramaService';
export { conferirCompartilhamentoPorUnidade, situacaoDoOrganograma } from './services/politicaOrganograma';
