import { cadastroUsuarioSchema } from '@wf/shared/schemas/usuario';
import type { RespostaMensagem } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../app/deps';
import { validar } from '../../../app/http/zodErro';
import { emSegundos } from '../../../data/chaves';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { criarTokenItem } from '../../../data/repositories/tokenRepository';
import { inserirUsuarioItens } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { gerarSegredo, hashDeSegredo } from '../../../lib/segredos';
import { hashSenha } from '../../../lib/senhas';
import { conferirRestricoesDeCadastro, loginSomenteGoogle } from '../../clientes/entities/cliente';
import { exigirClienteAtivoPorToken } from '../../clientes/services/clienteService';
import { novoUsuario } from '../entities/usuario';
import { erroUsuario } from '../erros';

/** Activation links are valid for 7 days. */
export const VALIDADE_ATIVACAO_SEGUNDOS = 7 * 24 * 3600;

/** Profile of everyone who signs up alone (spec 1, section 3: a fresh user is '1'). */
const PERFIL_CADASTRO = '1';

export const mensagensCadastro = {
  sucesso: 'Cadastro realizado com sucesso!',
  sucessoComAtivacao: 'Cadastro realizado com sucesso! Enviamos um link de ativação para o seu e-mail.',
};

/**
 * Sign-up (POST /api/usuario/inserir). The payload is checked with the schema of the tenant named
 * by tokenCliente (its flags change the form), then against the tenant's CPF/domain lists. The
 * account, its e-mail guard, the activation token and the event go in one transaction, so a
 * refused sign-up writes nothing and a duplicate e-mail is caught even under a race.
 */
export async function cadastrarUsuario(
  deps: AppDeps,
  entrada: { tokenCliente: string; Usuario: Record<string, unknown> },
): Promise<RespostaMensagem> {
  const cliente = await exigirClienteAtivoPorToken(deps, entrada.tokenCliente);
  if (loginSomenteGoogle(cliente)) throw erroUsuario.loginSomenteGoogle();
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
    perfilUsuario: PERFIL_CADASTRO,
    exigeAtivacao,
    agora,
  });
  const tokenAtivacao = exigeAtivacao ? gerarSegredo() : undefined;
  const gravou = await transact(deps, [
    ...inserirUsuarioItens(deps, usuario),
    ...(tokenAtivacao
      ? [
          criarTokenItem(deps, {
            hash: hashDeSegredo(tokenAtivacao),
            tipo: 'ATIVACAO',
            sigla: cliente.sigla,
            usuarioId: usuario.id,
            criadoEm: agora.toISOString(),
            expiraEm: emSegundos(agora) + VALIDADE_ATIVACAO_SEGUNDOS,
          }),
        ]
      : []),
    outboxPut(deps, {
      tipo: 'usuarioCadastrado',
      detalhe: { sigla: cliente.sigla, usuarioId: usuario.id, email: usuario.email, nome: usuario.nome, tokenAtivacao },
    }),
  ]);
  if (!gravou) throw erroUsuario.emailJaCadastrado();
  return { mensagem: exigeAtivacao ? mensagensCadastro.sucessoComAtivacao : mensagensCadastro.sucesso };
}
