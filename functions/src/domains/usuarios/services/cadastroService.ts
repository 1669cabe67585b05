import { cadastroUsuarioSchema } from '@wf/shared/schemas/usuario';
import type { AppDeps } from '../../../kernel/deps';
import { validar } from '../../../kernel/zodErro';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { inserirUsuarioItens } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { hashSenha } from '../../../lib/senhas';
import {
  conferirRestricoesDeCadastro,
  exigirClienteAtivoPorToken,
  loginSomenteGoogle,
  perfilDoCadastro,
} from '../../clientes';
import { novoUsuario } from '../entities/usuario';
import { erroUsuario } from '../erros';
import { tokenDeAtivacao } from './ativacaoService';
import { pedidoLinkSenhaItem, tokenDeSenha, VALIDADE_CONFIRMACAO_SEGUNDOS } from './recuperacaoSenhaService';

/**
 * Sign-up (POST /api/usuario/inserir). The payload is checked with the schema of the tenant named
 * by tokenCliente (its flags change the form), then against the tenant's CPF/domain lists. The
 * account, its e-mail guard, the link token and the event go in one transaction, so a refused
 * sign-up writes nothing and a duplicate e-mail is caught by the guard, even under a race.
 *
 * The answer never says whether the e-mail already had an account: same status and body, and
 * about the same work (the password is hashed and one transaction is tried in both cases; when
 * the guard refuses it, one event is written instead, and the e-mail consumer sends the owner a
 * reset link with a word that someone tried to sign up). A new account gets one link: the
 * activation link when the tenant requires activation, else a link where the owner sets the
 * password to confirm the e-mail (the account is usable at once but unverified until then).
 */
export async function cadastrarUsuario(
  deps: AppDeps,
  entrada: { tokenCliente: string; Usuario: Record<string, unknown> },
): Promise<{ exigeAtivacao: boolean }> {
  const cliente = await exigirClienteAtivoPorToken(deps, entrada.tokenCliente);
  if (loginSomenteGoogle(cliente, deps.env.googleSignInConfigurado)) throw erroUsuario.loginSomenteGoogle();
  const dados = validar(cadastroUsuarioSchema(cliente), entrada.Usuario);
  conferirRestricoesDeCadastro(cliente, dados);

  const agora = deps.clock();
  const exigeAtivacao = cliente.exigirAtivacaoUsuario === 'S';
  const usuario = novoUsuario({
    id: deps.newId(),
    sigla: cliente.sigla,
    nome: dados.nome,
    email: dados.email,
    cpf: dados.cpf,
    celular: dados.celular,
    empresa: dados.empresa,
    cargo: dados.cargo,
    senhaHash: await hashSenha(dados.senha),
    // The tenant's acessoPadrao: '1' unless the administrator chose otherwise.
    perfilUsuario: perfilDoCadastro(cliente),
    exigeAtivacao,
    agora,
  });
  const link = exigeAtivacao
    ? tokenDeAtivacao(deps, usuario, agora)
    : tokenDeSenha(deps, usuario, agora, VALIDADE_CONFIRMACAO_SEGUNDOS);
  const criou = await transact(deps, [
    ...inserirUsuarioItens(deps, usuario),
    link.item,
    outboxPut(deps, {
      tipo: 'usuarioCadastrado',
      detalhe: {
        sigla: cliente.sigla,
        usuarioId: usuario.id,
        email: usuario.email,
        nome: usuario.nome,
        ...(exigeAtivacao ? { tokenAtivacao: link.token } : { tokenConfirmacao: link.token }),
      },
    }),
  ]);
  // Refused by the e-mail guard: the e-mail has an account, which is left untouched.
  if (!criou)
    await transact(deps, [pedidoLinkSenhaItem(deps, cliente.sigla, usuario.email, { cadastroRepetido: true })]);
  // The tenant's rule, not the account's: the same for a new e-mail and one that had an account.
  return { exigeAtivacao };
}
