/** The toast texts of the account routes (sign-up, activation, password links, profile, administration). */
export const mensagensUsuario = {
  cadastro: 'Cadastro realizado com sucesso!',
  cadastroComAtivacao: 'Cadastro realizado com sucesso! Enviamos um link de ativação para o seu e-mail.',
  ativado: 'Usuário ativado com sucesso! Faça login para continuar.',
  /** The same whether the e-mail has an account or not. */
  recuperacaoSolicitada: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
  senhaRedefinida: 'Senha redefinida com sucesso! Faça login com a nova senha.',
  dadosAtualizados: 'Dados atualizados com sucesso!',
  usuarioAtualizado: 'Usuário atualizado com sucesso!',
  conviteEnviado: 'Convite enviado! A pessoa recebe por e-mail um link para entrar no ambiente.',
  conviteReenviado: 'Convite reenviado! O link anterior deixou de valer.',
  emailConfirmado: 'E-mail confirmado com sucesso!',
  conviteAceito: 'Bem-vindo(a)! Seu acesso ao ambiente está pronto.',
};
