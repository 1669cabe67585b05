import type { RespostaLinkRecuperacao, RespostaMensagem } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../app/deps';
import { emSegundos } from '../../../data/chaves';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarTokenValido, consumirTokenItem, criarTokenItem } from '../../../data/repositories/tokenRepository';
import { buscarUsuario, buscarUsuarioPorEmail, salvarUsuarioItem } from '../../../data/repositories/usuarioRepository';
import { transact, type TransactItem } from '../../../data/transact';
import { gerarSegredo, hashDeSegredo } from '../../../lib/segredos';
import { hashSenha } from '../../../lib/senhas';
import { esquecerFalhasDaConta } from '../../auth/services/limiteTentativasLogin';
import { exigirClienteAtivoPorToken } from '../../clientes/services/clienteService';
import { definirSenha, verificarEmail, type Usuario } from '../entities/usuario';
import { erroUsuario } from '../erros';

/** Recovery links are valid for 1 hour. */
export const VALIDADE_RECUPERACAO_SEGUNDOS = 3600;

export const mensagensRecuperacao = {
  solicitada: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
  redefinida: 'Senha redefinida com sucesso! Faça login com a nova senha.',
};

/**
 * The reset token and the event that e-mails its link, to be written together. With
 * cadastroRepetido the e-mail says that someone tried to sign up with this address (cadastroService).
 */
export function pedidoRecuperacaoItens(
  deps: AppDeps,
  usuario: Usuario,
  agora: Date,
  opcoes: { cadastroRepetido?: boolean } = {},
): TransactItem[] {
  const token = gerarSegredo();
  return [
    criarTokenItem(deps, {
      hash: hashDeSegredo(token),
      tipo: 'RECUPERACAO',
      sigla: usuario.sigla,
      usuarioId: usuario.id,
      criadoEm: agora.toISOString(),
      expiraEm: emSegundos(agora) + VALIDADE_RECUPERACAO_SEGUNDOS,
    }),
    outboxPut(deps, {
      tipo: 'recuperacaoSenhaSolicitada',
      detalhe: {
        sigla: usuario.sigla,
        usuarioId: usuario.id,
        email: usuario.email,
        nome: usuario.nome,
        tokenRecuperacao: token,
        ...(opcoes.cadastroRepetido ? { cadastroRepetido: true } : {}),
      },
    }),
  ];
}

/**
 * Request mode (esquecisenha, recuperarsenha with an e-mail): the same answer whether the e-mail
 * has an account or not, so the call cannot be used to discover accounts. When it has, a
 * single-use token and the event that makes the e-mail consumer send the link are written together.
 */
export async function solicitarRecuperacaoSenha(
  deps: AppDeps,
  pedido: { email: string; tokenCliente: string },
): Promise<RespostaMensagem> {
  const cliente = await exigirClienteAtivoPorToken(deps, pedido.tokenCliente);
  const usuario = await buscarUsuarioPorEmail(deps, cliente.sigla, pedido.email);
  if (usuario) await transact(deps, pedidoRecuperacaoItens(deps, usuario, deps.clock()));
  return { mensagem: mensagensRecuperacao.solicitada };
}

interface LinkRecuperacao {
  customer: string;
  hash: string;
}

async function exigirLinkValido(deps: AppDeps, link: LinkRecuperacao, agora: Date) {
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
 * Reset mode: the new password, the token's consumption and the event in one transaction. The
 * account's older sessions stop working (sessoesInvalidadasEm), signing the person out everywhere.
 */
export async function redefinirSenhaPorLink(
  deps: AppDeps,
  dados: LinkRecuperacao & { senha: string },
): Promise<RespostaMensagem> {
  const agora = deps.clock();
  const { token, usuario } = await exigirLinkValido(deps, dados, agora);
  const gravou = await transact(deps, [
    consumirTokenItem(deps, token, emSegundos(agora)),
    // Following the link proves the e-mail too.
    salvarUsuarioItem(deps, verificarEmail(definirSenha(usuario, await hashSenha(dados.senha), agora), agora)),
    outboxPut(deps, { tipo: 'senhaRedefinida', detalhe: { sigla: usuario.sigla, usuarioId: usuario.id } }),
  ]);
  if (!gravou) throw erroUsuario.linkRecuperacaoInvalido();
  // Whoever proved the e-mail and chose a new password is not kept waiting by old failures:
  // this is the owner's way past a lock a stranger caused.
  await esquecerFalhasDaConta(deps, usuario.sigla, usuario.email);
  return { mensagem: mensagensRecuperacao.redefinida };
}
