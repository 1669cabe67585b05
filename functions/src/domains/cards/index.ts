/**
 * The public module of cards: what other domains use of it. The rest of the domain is private
 * (rule `dominio-so-pelo-index`, .dependency-cruiser.cjs). Named re-exports only, no
 * `export *`: with "sideEffects": false (functions/package.json) a bundle keeps only what it calls.
 */
export { idsDoCampo, nomeSeguro, problemaDoArquivo, problemaDoObjeto } from './entities/anexo';
export { problemaDoConteudo } from './entities/conteudoAnexo';
export type { UploadPendente } from './entities/uploadPendente';
export { erroCard } from './erros';
export { confirmarUpload, listarAnexos, solicitarUpload, urlDoAnexo } from './services/anexoService';
export { inserirComentario, listarComentarios } from './services/comentarioService';
export { desvincularEtiqueta, vincularEtiqueta } from './services/etiquetasCardService';
export {
  anexosDoCampoPelaRegra,
  comentarioPelaRegra,
  etiquetasPelaRegra,
  responsaveisPelaRegra,
} from './services/regraNosElementosService';
export { excluirResponsavel, inserirResponsavel, listarResponsaveis } from './services/responsaveisService';
export { respostasCard } from './handlers/respostas';
