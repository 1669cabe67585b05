/**
 * The public module of fluxos: what other domains use of it. The rest of the domain is private
 * (rule `dominio-so-pelo-index`, .dependency-cruiser.cjs). Named re-exports only, no
 * `export *`: with "sideEffects": false (functions/package.json) a bundle keeps only what it calls.
 */
export { alterarPermissoes, copiaDaAutorizacao, novaAutorizacao } from './entities/autorizacao';
export type { Autorizacao } from './entities/autorizacao';
export {
  camposComNovosIds,
  conferirLimiteDeEtapas,
  conferirTamanhoDoFormulario,
  deslocadaParaADireita,
  destinosPermitidos,
  emOrdemDeExibicao,
  novaEtapa,
  planejarFlags,
  posicaoDaNovaEtapa,
  proximaOrdem,
  reordenar,
} from './entities/etapa';
export type { EtapaArmazenada } from './entities/etapa';
export { alterarEtiqueta, emOrdemDeNome, novaEtiqueta, paraEtiqueta } from './entities/etiqueta';
export type { EtiquetaArmazenada } from './entities/etiqueta';
export type { FluxoArmazenado } from './entities/fluxo';
export { permissoesNaEtapa, permiteEditarElementosFluxo, podeVerFluxo } from './entities/permissoes';
export {
  aceitaSaida,
  arestaDoVinculo,
  conferirNovoVinculo,
  lerIdDoVinculo,
  novoVinculo,
  paraEtapaRel,
} from './entities/vinculo';
export type { Vinculo } from './entities/vinculo';
export { erroFluxo } from './erros';
export { erroEtapa } from './errosEtapa';
export {
  acessoNaColecao,
  autorizacoesNoFluxo,
  carregarAcesso,
  conferirEdicaoDeElementos,
  fluxosDaPessoa,
  usuarioVeFluxo,
} from './services/acessoFluxoService';
export type { ContextoFluxo, FluxoDaPessoa } from './services/acessoFluxoService';
export { paraEtapa, paraEtapaDaLista, paraEtapaUsuario, paraListaEtapas } from './services/apresentacaoEtapa';
export { paraUsuarioResumo } from './services/apresentacaoFluxo';
export {
  ToquesNasEtapas,
  carregarEtapa,
  carregarFluxo,
  comMudancaNaEtapa,
  conferirPermissaoNaEtapa,
} from './services/contextoEtapa';
export type { FluxoCarregado } from './services/contextoEtapa';
export { comNovasTentativas, gravarNoFluxo } from './services/escritaNoFluxo';
export type { MudancaPessoa } from './services/escritaNoFluxo';
export { buscarFluxo, criarFluxo, listarFluxos } from './services/fluxoService';
export type { LimpezaDoPainel } from './services/limpezaFluxoService';
