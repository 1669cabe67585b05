import type { RespostaLinkRecuperacao } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import { emSegundos } from '../../../data/chaves';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { contarEnvioLinkSenha } from '../../../data/repositories/envioLinkSenhaRepository';
import { limparTodasFalhasDaConta } from '../../../data/repositories/tentativaLoginRepository';
import { buscarTokenValido, consumirTokenItem } from '../../../data/repositories/tokenRepository';
import { buscarUsuario, buscarUsuarioPorEmail, salvarUsuarioItem } from '../../../data/repositories/usuarioRepository';
import { transact, type TransactItem } from '../../../data/transact';
import { hashDeSegredo } from '../../../lib/segredos';
import { hashSenha } from '../../../lib/senhas';
import { exigirClienteAtivo, exigirClienteAtivoPorToken, loginSomenteGoogle } from '../../clientes';
import { definirSenhaPeloEmail, entraSemGoogle, type Usuario } from '../entities/usuario';
import { erroUsuario } from '../erros';
import { tokenDeLink } from './tokenDeLink';
import { logger } from '../../../kernel/observabilidade';

/** Recovery links are valid for 1 hour. */
export const VALIDADE_RECUPERACAO_SEGUNDOS = 3600;
/** "Set your password to confirm your e-mail" links (a new account's first e-mail) are valid for 7 days. */
export const VALIDADE_CONFIRMACAO_SEGUNDOS = 7 * 24 * 3600;
/** At most this many password-link e-mails per address of a tenant in an hour (docs/adr/0004-identity-sign-up-and-sign-in.md). */
export const MAXIMO_LINKS_SENHA_POR_HORA = 3;

/**
 * A single-use link token that lets the mailbox owner choose the account's password (reset, or
 * confirmation of a new account's e-mail: both are RECUPERACAO tokens, only the validity differs).
 */
export const tokenDeSenha = (
  deps: AppDeps,
  usuario: Usuario,
  agora: Date,
  validadeSegundos: number,
): { token: string; item: TransactItem } => tokenDeLink(deps, usuario, 'RECUPERACAO', agora, validadeSegundos);

/**
 * The one write of a password-link request: an event naming the tenant and the e-mail, the same
 * whether the e-mail has an account or not. Everything that depends on the account (the lookup,
 * the token, the e-mail) happens later in the e-mail consumer (prepararLinkDeSenha), so neither
 * the answer nor its time tells whether the e-mail exists.
 */
export const pedidoLinkSenhaItem = (
  deps: AppDeps,
  sigla: string,
  email: string,
  opcoes: { cadastroRepetido?: boolean } = {},
): TransactItem =>
  outboxPut(deps, {
    tipo: 'recuperacaoSenhaSolicitada',
    detalhe: { sigla, email: email.toLowerCase(), ...(opcoes.cadastroRepetido ? { cadastroRepetido: true } : {}) },
  });

/** Request mode (esquecisenha, recuperarsenha with an e-mail): one event, one answer, for any e-mail. */
export async function solicitarRecuperacaoSenha(
  deps: AppDeps,
  pedido: { email: string; tokenCliente: string },
): Promise<void> {
  const cliente = await exigirClienteAtivoPorToken(deps, pedido.tokenCliente);
  await transact(deps, [pedidoLinkSenhaItem(deps, cliente.sigla, pedido.email)]);
}

/**
 * The e-mail consumer's side of a request: the account and a fresh one-hour token when the e-mail
 * has an account and has not had MAXIMO_LINKS_SENHA_POR_HORA links within the hour; otherwise
 * null and no e-mail (an unknown e-mail, or a flood of requests aimed at the owner's mailbox).
 */
export async function prepararLinkDeSenha(
  deps: AppDeps,
  pedido: { sigla: string; email: string },
): Promise<{ usuario: Usuario; token: string } | null> {
  const usuario = await buscarUsuarioPorEmail(deps, pedido.sigla, pedido.email);
  if (!usuario) return null;
  if (!(await aceitaSenha(deps, usuario))) return null;
  const agora = deps.clock();
  const envios = await contarEnvioLinkSenha(deps, usuario.sigla, usuario.email, emSegundos(agora), 3600);
  if (envios > MAXIMO_LINKS_SENHA_POR_HORA) {
    logger.warn('Limite de links de senha atingido; e-mail não enviado', {
      sigla: usuario.sigla,
      usuarioId: usuario.id,
    });
    return null;
  }
  const { token, item } = tokenDeSenha(deps, usuario, agora, VALIDADE_RECUPERACAO_SEGUNDOS);
  await transact(deps, [item]);
  return { usuario, token };
}

/**
 * A password is of use in this account's tenant: any tenant but a Google-only one, where only
 * the break-glass system administrator keeps one (docs/adr/0072-google-only-login.md). Elsewhere
 * a reset link would be a way around Google, so none is sent and an old one is refused.
 */
async function aceitaSenha(deps: AppDeps, usuario: Usuario): Promise<boolean> {
  const cliente = await exigirClienteAtivo(deps, usuario.sigla);
  return !loginSomenteGoogle(cliente, deps.env.googleSignInConfigurado) || entraSemGoogle(usuario);
}

export interface LinkRecuperacao {
  customer: string;
  hash: string;
}

export async function exigirLinkValido(deps: AppDeps, link: LinkRecuperacao, agora: Date) {
  const token = await buscarTokenValido(
    deps,
    link.customer,
    'RECUPERACAO',
    hashDeSegredo(link.hash),
    emSegundos(agora),
  );
  const usuario: Usuario | null = token && (await buscarUsuario(deps, token.sigla, token.usuarioId));
  if (!token || !usuario) throw erroUsuario.linkRecuperacaoInvalido();
  return { token, usuario };
}

/** PATCH /api/usuario/resetarsenha: checks the link and answers the data the reset call sends back. */
export async function validarLinkRecuperacao(deps: AppDeps, link: LinkRecuperacao): Promise<RespostaLinkRecuperacao> {
  const { usuario } = await exigirLinkValido(deps, link, deps.clock());
  return { customer: link.customer, hash: link.hash, email: usuario.email };
}

/**
 * Reset mode (the reset link and the e-mail confirmation link alike): the new password, the
 * token's consumption and the event in one transaction. The account's older sessions stop working
 * (sessoesInvalidadasEm), signing the person out everywhere, and whoever knew the old password no
 * longer can sign in: the mailbox owner now holds the account, so its e-mail is verified here and
 * only here (entities/usuario.ts, definirSenhaPeloEmail).
 */
export async function redefinirSenhaPorLink(deps: AppDeps, dados: LinkRecuperacao & { senha: string }): Promise<void> {
  const agora = deps.clock();
  const { token, usuario } = await exigirLinkValido(deps, dados, agora);
  if (!(await aceitaSenha(deps, usuario))) throw erroUsuario.loginSomenteGoogle();
  const gravou = await transact(deps, [
    consumirTokenItem(deps, token, emSegundos(agora)),
    salvarUsuarioItem(deps, definirSenhaPeloEmail(usuario, await hashSenha(dados.senha), agora)),
    outboxPut(deps, { tipo: 'senhaRedefinida', detalhe: { sigla: usuario.sigla, usuarioId: usuario.id } }),
  ]);
  if (!gravou) throw erroUsuario.linkRecuperacaoInvalido();
  // Whoever proved the e-mail and chose a new password is not kept waiting by old failures
  // (from any address): this is the owner's way past the account's limit a stranger reached.
  // Every counter of the account, not those of addresses (auth's login limit reads them).
  await limparTodasFalhasDaConta(deps, usuario.sigla, usuario.email);
}
