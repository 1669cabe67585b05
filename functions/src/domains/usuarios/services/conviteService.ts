import { VALIDADE_CONVITE_DIAS } from '@wf/shared/constants/convites';
import type { ConvidarUsuario } from '@wf/shared/schemas/administracao';
import type { AceitarConvite } from '@wf/shared/schemas/usuario';
import type { RespostaDadosConvite, UsuarioAdministrado } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { emSegundos } from '../../../data/chaves';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarTokenValido, consumirTokenItem, descartarTokenItem } from '../../../data/repositories/tokenRepository';
import {
  buscarUsuario,
  buscarUsuarioPorEmail,
  inserirUsuarioItens,
  salvarUsuarioItem,
} from '../../../data/repositories/usuarioRepository';
import { transact, type TransactItem } from '../../../data/transact';
import { gerarSegredo, hashDeSegredo } from '../../../lib/segredos';
import { hashSenha } from '../../../lib/senhas';
import { exigirClienteAtivo, loginSomenteGoogle } from '../../clientes';
import { conferirConvite, conferirPodeAdministrarUsuarios } from '../entities/politicaAdministracao';
import {
  aceitarConvite,
  convitePendente,
  entraSemGoogle,
  novoConvidado,
  renovarConvite,
  type Usuario,
} from '../entities/usuario';
import { erroUsuario } from '../erros';
import { paraUsuarioAdministrado } from './apresentacaoUsuario';
import { tokenDeLink } from './tokenDeLink';

/** Invitation links are valid for 7 days (docs/adr/0052-invitations.md). */
export const VALIDADE_CONVITE_SEGUNDOS = VALIDADE_CONVITE_DIAS * 24 * 3600;

/** A new link token plus the event that e-mails it, for the caller's transaction. */
async function enviarConviteItens(
  deps: AppDeps,
  sessao: Sessao,
  usuario: Pick<Usuario, 'sigla' | 'id' | 'email' | 'nome'>,
  token: { token: string; item: TransactItem },
): Promise<TransactItem[]> {
  const [cliente, ator] = await Promise.all([
    exigirClienteAtivo(deps, sessao.sigla),
    buscarUsuario(deps, sessao.sigla, sessao.usuarioId),
  ]);
  return [
    token.item,
    outboxPut(deps, {
      tipo: 'conviteEnviado',
      detalhe: {
        sigla: usuario.sigla,
        usuarioId: usuario.id,
        email: usuario.email,
        nome: usuario.nome,
        nomeAmbiente: cliente.nome,
        convidadoPor: ator?.nome ?? sessao.email,
        tokenConvite: token.token,
      },
    }),
  ];
}

/**
 * POST /api/usuario/convidar. An e-mail with an account in this tenant is refused (the
 * administrator sees the tenant's people anyway). Any other e-mail gets a new account here, the
 * same whether the person has accounts in other tenants or not (nothing tells which): accounts are
 * per tenant, and the person's environments list joins them once he accepts (the e-mail is then
 * verified). The account, its e-mail guard, the link token and the event commit together.
 */
export async function convidarUsuario(
  deps: AppDeps,
  sessao: Sessao,
  dados: ConvidarUsuario,
): Promise<UsuarioAdministrado> {
  conferirConvite(sessao, dados.perfilUsuario);
  const existente = await buscarUsuarioPorEmail(deps, sessao.sigla, dados.email);
  if (existente) throw convitePendente(existente) ? erroUsuario.convitePendenteExiste() : erroUsuario.jaEhMembro();

  const agora = deps.clock();
  const id = deps.newId();
  const token = tokenDeLink(deps, { sigla: sessao.sigla, id }, 'CONVITE', agora, VALIDADE_CONVITE_SEGUNDOS);
  const usuario = novoConvidado({
    id,
    sigla: sessao.sigla,
    nome: dados.nome,
    email: dados.email,
    perfilUsuario: dados.perfilUsuario,
    // Nobody knows it: the account has no usable password until the person chooses one.
    senhaHash: await hashSenha(gerarSegredo()),
    conviteHash: hashDeSegredo(token.token),
    agora,
  });
  const criou = await transact(deps, [
    ...inserirUsuarioItens(deps, usuario),
    ...(await enviarConviteItens(deps, sessao, usuario, token)),
  ]);
  // The e-mail guard refused it: someone got this e-mail in the tenant meanwhile.
  if (!criou) throw erroUsuario.jaEhMembro();
  return paraUsuarioAdministrado(usuario);
}

/**
 * POST /api/usuario/reenviarConvite: a new link; the previous one stops working (its token is
 * deleted and the account keeps only the new hash). Only for an invitation not yet accepted.
 */
export async function reenviarConvite(deps: AppDeps, sessao: Sessao, id: string): Promise<UsuarioAdministrado> {
  conferirPodeAdministrarUsuarios(sessao);
  // Scoped by the session's tenant: an id of another tenant is simply not found.
  const alvo = await buscarUsuario(deps, sessao.sigla, id);
  if (!alvo) throw erroUsuario.naoEncontrado();
  if (alvo.conviteHash === null) throw erroUsuario.semConvitePendente();
  conferirConvite(sessao, alvo.perfilUsuario);

  const agora = deps.clock();
  const token = tokenDeLink(deps, alvo, 'CONVITE', agora, VALIDADE_CONVITE_SEGUNDOS);
  const renovado = renovarConvite(alvo, hashDeSegredo(token.token), agora);
  const gravou = await transact(deps, [
    descartarTokenItem(deps, { sigla: alvo.sigla, tipo: 'CONVITE', hash: alvo.conviteHash }),
    salvarUsuarioItem(deps, renovado),
    ...(await enviarConviteItens(deps, sessao, alvo, token)),
  ]);
  if (!gravou) throw erroUsuario.alteradoPorOutro();
  return paraUsuarioAdministrado(renovado);
}

/** The invitation a link names, if it is the account's current one, unused and unexpired. */
async function exigirConviteValido(deps: AppDeps, link: { customer: string; hash: string }, agora: Date) {
  const hash = hashDeSegredo(link.hash);
  const token = await buscarTokenValido(deps, link.customer, 'CONVITE', hash, emSegundos(agora));
  const usuario = token && (await buscarUsuario(deps, token.sigla, token.usuarioId));
  if (!token || !usuario || usuario.conviteHash !== hash) throw erroUsuario.linkConviteInvalido();
  return { token, usuario };
}

/** PATCH /api/usuario/dadosconvite: what the invitation page shows (the link is checked, not used). */
export async function dadosDoConvite(
  deps: AppDeps,
  link: { customer: string; hash: string },
): Promise<RespostaDadosConvite> {
  const { usuario } = await exigirConviteValido(deps, link, deps.clock());
  const cliente = await exigirClienteAtivo(deps, usuario.sigla);
  return { email: usuario.email, nome: usuario.nome, nomeAmbiente: cliente.nome };
}

/**
 * The invited person accepts (POST /api/auth/aceitar-convite, which then opens his session): the
 * name and password he chose, the token's consumption and the event in one transaction, so the
 * link works once. Answers the active account.
 */
export async function aceitarConvitePorLink(deps: AppDeps, dados: AceitarConvite): Promise<Usuario> {
  const agora = deps.clock();
  const { token, usuario } = await exigirConviteValido(deps, dados, agora);
  // A Google-only tenant: the invited person accepts by signing in with Google (contaDoLoginGoogle).
  const cliente = await exigirClienteAtivo(deps, usuario.sigla);
  if (loginSomenteGoogle(cliente, deps.env.googleSignInConfigurado) && !entraSemGoogle(usuario))
    throw erroUsuario.loginSomenteGoogle();
  const aceito = aceitarConvite(usuario, { nome: dados.nome, senhaHash: await hashSenha(dados.senha) }, agora);
  const gravou = await transact(deps, [
    consumirTokenItem(deps, token, emSegundos(agora)),
    salvarUsuarioItem(deps, aceito),
    outboxPut(deps, { tipo: 'usuarioAtivado', detalhe: { sigla: usuario.sigla, usuarioId: usuario.id } }),
  ]);
  if (!gravou) throw erroUsuario.linkConviteInvalido();
  return { ...aceito, versao: aceito.versao + 1 };
}
