/**
 * The public module of clientes: what other domains use of it. The rest of the domain is private
 * (rule `dominio-so-pelo-index`, .dependency-cruiser.cjs). Named re-exports only, no
 * `export *`: with "sideEffects": false (functions/package.json) a bundle keeps only what it calls.
 */
export {
  SIGLA_PADRAO,
  conferirRestricoesDeCadastro,
  googleSignInLigado,
  loginSomenteGoogle,
  novoCliente,
  perfilDoCadastro,
  siglaValida,
} from './entities/cliente';
export type { Cliente } from './entities/cliente';
export { erroCliente } from './erros';
export { paraClientePublico } from './services/apresentacaoCliente';
export { exigirClienteAtivoPorToken } from './services/clienteAtivo';
export { exigirClienteAtivo } from './services/clienteService';
