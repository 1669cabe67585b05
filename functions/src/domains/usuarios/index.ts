/**
 * The public module of usuarios: what other domains use of it. The rest of the domain is private
 * (rule `dominio-so-pelo-index`, .dependency-cruiser.cjs). Named re-exports only, no
 * `export *`: with "sideEffects": false (functions/package.json) a bundle keeps only what it calls.
 */
export { corDoNome, iniciaisDoNome } from './entities/avatar';
export { aceitaSessao, aceitaTokenApi, emailVerificado, entraSemGoogle } from './entities/usuario';
export type { Usuario } from './entities/usuario';
export { erroUsuario } from './erros';
export { contaDaSessao } from './services/contaService';
export { aceitarConvitePorLink } from './services/conviteService';
export { contaDoLoginGoogle, type RecusaDaContaGoogle } from './services/contaDoLoginGoogle';
export { montarUsuarioSessao } from './services/usuarioSessaoService';
