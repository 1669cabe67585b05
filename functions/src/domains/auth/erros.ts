import { ErroDominio, erro } from '../../kernel/errors';

/** Errors of the sign-in domain, with the messages users see. */
export const erroAuth = {
  /** One answer for unknown e-mail and wrong password: the call must not reveal which accounts exist. */
  credenciaisInvalidas: () => erro.credenciais('E-mail ou senha inválidos'),
  /** The address that failed too often; other addresses (the owner's) are not affected. */
  muitasTentativasDoEndereco: () =>
    erro.muitasTentativas('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.'),
  /** The account is locked for everyone, so the message gives the owner his way in at once. */
  contaBloqueada: () =>
    erro.muitasTentativas(
      'Muitas tentativas de login nesta conta. Para entrar agora, redefina sua senha em "Esqueci minha senha"; ou aguarde 15 minutos e tente novamente.',
    ),
  contaAguardandoAtivacao: () =>
    new ErroDominio(
      'proibido',
      'EUsuarioInativo',
      'Sua conta ainda não foi ativada. Use o link de ativação enviado para o seu e-mail.',
    ),
  contaInativa: () =>
    new ErroDominio('proibido', 'EUsuarioInativo', 'Sua conta está inativa. Procure o administrador do ambiente.'),
  semAcessoAoAmbiente: () => erro.acessoNegado('Você não possui acesso a este ambiente'),
};
