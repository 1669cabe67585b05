import { cadastroUsuarioSchema } from '@wf/shared/schemas/usuario';
import type { RespostaMensagem } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../app/deps';
import { validar } from '../../../app/zodErro';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarUsuarioPorEmail, inserirUsuarioItens } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { hashSenha } from '../../../lib/senhas';
import { conferirRestricoesDeCadastro, loginSomenteGoogle } from '../../clientes/entities/cliente';
import { exigirClienteAtivoPorToken } from '../../clientes/services/clienteService';
import { novoUsuario } from '../entities/usuario';
import { erroUsuario } from '../erros';
import { tokenDeAtivacao } from './ativacaoService';
import { pedidoRecuperacaoItens } from './recuperacaoSenhaService';

/** Profile of everyone who signs up alone (spec 1, section 3: a fresh user is '1'). */
const PERFIL_CADASTRO = '1';

export const mensagensCadastro = {
  sucesso: 'Cadastro realizado com sucesso!',
  sucessoComAtivacao: 'Cadastro realizado com sucesso! Enviamos um link de ativação para o seu e-mail.',
};

/** The e-mail has an account: its owner gets a reset link and a word that someone tried to sign up. */
async function avisarDonoDoEmail(deps: AppDeps, sigla: string, email: string, agora: Date): Promise<boolean> {
  const dono = await buscarUsuarioPorEmail(deps, sigla, email);
  if (dono) await transact(deps, pedidoRecuperacaoItens(deps, dono, agora, { cadastroRepetido: true }));
  return dono !== null;
}

/**
 * Sign-up (POST /api/usuario/inserir). The payload is checked with the schema of the tenant named
 * by tokenCliente (its flags change the form), then against the tenant's CPF/domain lists. The
 * account, its e-mail guard, the link token and the event go in one transaction, so a refused
 * sign-up writes nothing and a duplicate e-mail is caught even under a race.
 *
 * The answer never says whether the e-mail already had an account (same status and body, and the
 * password is hashed first in both cases, so the time is alike too): the owner of an existing
 * e-mail learns of the attempt by e-mail, with a reset link. Every new account gets a link that
 * proves its e-mail: the activation link, or a confirmation link when the tenant needs no
 * activation (the account is usable at once but stays unverified until the link is followed).
 */
export async function cadastrarUsuario(
  deps: AppDeps,
  entrada: { tokenCliente: string; Usuario: Record<string, unknown> },
): Promise<RespostaMensagem> {
  const cliente = await exigirClienteAtivoPorToken(deps, entrada.tokenCliente);
  if (loginSomenteGoogle(cliente, deps.env.googleSignInConfigurado)) throw erroUsuario.loginSomenteGoogle();
  const dados = validar(cadastroUsuarioSchema(cliente), entrada.Usuario);
  conferirRestricoesDeCadastro(cliente, dados);

  const agora = deps.clock();
  const exigeAtivacao = cliente.exigirAtivacaoUsuario === 'S';
  const resposta = { mensagem: exigeAtivacao ? mensagensCadastro.sucessoComAtivacao : mensagensCadastro.sucesso };
  const senhaHash = await hashSenha(dados.senha);
  if (await avisarDonoDoEmail(deps, cliente.sigla, dados.email, agora)) return resposta;

  const usuario = novoUsuario({
    id: deps.newId(),
    sigla: cliente.sigla,
    nome: dados.nome,
    email: dados.email,
    cpf: dados.cpf,
    celular: dados.celular,
    empresa: dados.empresa,
    cargo: dados.cargo,
    senhaHash,
    perfilUsuario: PERFIL_CADASTRO,
    exigeAtivacao,
    agora,
  });
  const link = tokenDeAtivacao(deps, usuario, agora);
  const gravou = await transact(deps, [
    ...inserirUsuarioItens(deps, usuario),
    link.item,
    outboxPut(deps, {
      tipo: 'usuarioCadastrado',
      detalhe: {
        sigla: cliente.sigla,
        usuarioId: usuario.id,
        email: usuario.email,
        nome: usuario.nome,
        tokenAtivacao: link.token,
        contaAtiva: !exigeAtivacao,
      },
    }),
  ]);
  // Refused only when the same e-mail was signed up meanwhile (a race): its owner is told, as above.
  if (!gravou && !(await avisarDonoDoEmail(deps, cliente.sigla, dados.email, agora))) {
    throw new Error('cadastro recusado pela tabela sem conta existente para o e-mail');
  }
  return resposta;
}
