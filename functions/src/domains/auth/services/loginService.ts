import type { LoginPayload } from '@wf/shared/schemas/auth';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import { buscarUsuarioPorEmail } from '../../../data/repositories/usuarioRepository';
import { conferirSenha, conferirSenhaFicticia } from '../../../lib/senhas';
import { exigirClienteAtivoPorToken, loginSomenteGoogle, paraClientePublico } from '../../clientes';
import { entraSemGoogle, erroUsuario, montarUsuarioSessao } from '../../usuarios';
import { erroAuth } from '../erros';
import { esquecerFalhasDoEndereco, exigirLoginLiberado, registrarFalha } from './limiteTentativasLogin';
import type { SessaoAberta } from '../../../kernel/novaSessao';
import { abrirSessao } from './sessaoService';
import { logger } from '../../../kernel/observabilidade';

/**
 * POST /api/auth/local. Order matters: the locks (limiteTentativasLogin.ts) are checked before
 * the password (a locked e-mail learns nothing, even with the right password); unknown e-mail and wrong password cost the same
 * time and get the same answer; an inactive account is reported only after its password matched.
 * A tenant that signs in only with Google refuses the password (403) once it matched, except
 * for a system administrator's, the break-glass way in (docs/adr/0072-google-only-login.md):
 * a wrong password there gets the same 401 as anywhere, so the answer tells no one which
 * accounts are administrators.
 */
export async function entrarComSenha(
  deps: AppDeps,
  dados: LoginPayload,
  ip: string,
): Promise<{ sessao: SessaoAberta; resposta: RespostaSessao }> {
  const cliente = await exigirClienteAtivoPorToken(deps, dados.tokenCliente);
  const tentativa = { sigla: cliente.sigla, email: dados.email, ip };
  await exigirLoginLiberado(deps, tentativa);

  const usuario = await buscarUsuarioPorEmail(deps, cliente.sigla, dados.email);
  const senhaConfere = usuario
    ? await conferirSenha(dados.senha, usuario.senhaHash)
    : await conferirSenhaFicticia(dados.senha);
  if (!usuario || !senhaConfere) {
    await registrarFalha(deps, tentativa);
    throw erroAuth.credenciaisInvalidas();
  }
  await esquecerFalhasDoEndereco(deps, tentativa);
  if (loginSomenteGoogle(cliente, deps.env.googleSignInConfigurado)) {
    if (!entraSemGoogle(usuario)) throw erroUsuario.loginSomenteGoogle();
    // The break-glass entry leaves its own log line (the product has no audit trail of sign-ins).
    logger.warn('Login de emergência com senha em ambiente somente Google', {
      sigla: cliente.sigla,
      usuarioId: usuario.id,
      ip,
    });
  }
  if (usuario.ativo !== 'S') throw usuario.ativadoEm ? erroAuth.contaInativa() : erroAuth.contaAguardandoAtivacao();

  const sessao = await abrirSessao(deps, usuario);
  const [usuarioSessao, clientePublico] = await Promise.all([
    montarUsuarioSessao(deps, cliente, usuario),
    paraClientePublico(deps, cliente),
  ]);
  return { sessao, resposta: { usuario: usuarioSessao, cliente: clientePublico } };
}
