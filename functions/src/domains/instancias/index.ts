/**
 * The public module of instancias: what other domains use of it. The rest of the domain is private
 * (rule `dominio-so-pelo-index`, .dependency-cruiser.cjs). Named re-exports only, no
 * `export *`: with "sideEffects": false (functions/package.json) a bundle keeps only what it calls.
 */
export { avaliarCondicoes, dataDoTexto } from './entities/condicoes';
export { novaInstancia } from './entities/instancia';
export type { InstanciaArmazenada } from './entities/instancia';
export { chaveEntre } from './entities/ordem';
export { pessoaAbreCard } from './entities/quemAbreCard';
export { erroInstancia } from './erros';
export { filtrarInstancias, paginaDaEtapaDoBoard } from './services/consultaInstanciaService';
export {
  carregarInstancia,
  conferirAbrirCard,
  conferirExecutar,
  conferirRestricao,
} from './services/contextoInstancia';
export type { ContextoInstancia, RestricoesCard } from './services/contextoInstancia';
export { comProfundidade, detalheCard, evento, itensDeEntradaNoFluxo } from './services/escritasCard';
export { atualizarFormulario } from './services/formularioService';
export { gerarIdUnicoDoCard } from './services/idUnicoService';
export {
  atualizarInstancia,
  buscarInstanciaPorId,
  excluirInstancia,
  inserirInstancia,
  valoresValidados,
} from './services/instanciaService';
export { moverInstancia } from './services/movimentacaoService';
export {
  atualizarPelaRegra,
  carregarCardDaRegra,
  conferirDestino,
  conferirEntreFluxos,
  configurarCamposPelaRegra,
  copiarPelaRegra,
  entreFluxosPelaRegra,
  formularioPelaRegra,
  moverPelaRegra,
  paraOTopoPelaRegra,
} from './services/regraNoCardService';
export { errosDeMovimentacao } from './services/regrasMovimentacao';
export { conferirValoresBaseDados } from './services/valoresBaseDados';
export { valoresDasVariaveis, variaveisDoFluxo, type VariaveisDoCard } from './services/variaveisCard';
export { respostasInstancia } from './handlers/respostas';
