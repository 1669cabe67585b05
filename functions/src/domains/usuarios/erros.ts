import { ErroDominio, erro } from '../../kernel/errors';

/** Errors of the users domain, with the messages users see. */
export const erroUsuario = {
  naoEncontrado: () => new ErroDominio('naoEncontrado', 'EUsuarioNaoEncontrado', 'Usuário não encontrado'),
  linkAtivacaoInvalido: () => erro.linkInvalido('Link de ativação inválido ou expirado'),
  linkRecuperacaoInvalido: () => erro.linkInvalido('Link de recuperação inválido ou expirado'),
  loginSomenteGoogle: () =>
    new ErroDominio('proibido', 'ELoginSomenteGoogle', 'Este ambiente aceita apenas o login com Google'),
  alteradoPorOutro: () => erro.conflito('Os dados foram alterados por outra pessoa. Recarregue e tente novamente.'),
  fotoInvalida: () =>
    erro.validacao('A foto deve ser uma imagem png ou jpg', { imgFoto: 'A foto deve ser uma imagem png ou jpg' }),
  // Administration: each refused edit says which rule refused it.
  semPermissaoAdministrar: () => erro.acessoNegado('Você não tem permissão para administrar usuários'),
  somenteSistemaEditaSistema: () =>
    erro.acessoNegado('Somente um Administrador do sistema pode alterar a conta de outro Administrador do sistema'),
  somenteSistemaAtribuiSistema: () =>
    erro.acessoNegado('Somente um Administrador do sistema pode atribuir o perfil Administrador do sistema'),
  somenteSistemaAtribuiGerencialOuOperador: () =>
    erro.acessoNegado(
      'Somente um Administrador do sistema pode atribuir os perfis Administrador gerencial e Operador de atendimento',
    ),
  somenteSistemaAtivaSistema: () =>
    erro.acessoNegado('Somente um Administrador do sistema pode ativar ou desativar um Administrador do sistema'),
  acessoApiDesligado: () => erro.validacao('Ative o acesso à API para gerar um token'),
  naoPodeDesativarASiMesmo: () => erro.acessoNegado('Você não pode desativar a sua própria conta'),
  ultimoAdministrador: () =>
    erro.conflito(
      'O ambiente precisa de pelo menos um administrador ativo: promova outra pessoa antes de desativar ou alterar o perfil deste administrador',
    ),
  convitePendenteNaoAtiva: () =>
    erro.validacao('Esta pessoa ainda não aceitou o convite: a conta fica ativa quando ela aceitar'),
  // Invitations.
  jaEhMembro: () => erro.conflito('Este e-mail já pertence a uma pessoa deste ambiente'),
  convitePendenteExiste: () =>
    erro.conflito('Já existe um convite pendente para este e-mail. Use "Reenviar convite" na lista de usuários.'),
  semConvitePendente: () => erro.conflito('Esta pessoa já aceitou o convite'),
  linkConviteInvalido: () =>
    erro.linkInvalido('Link de convite inválido ou expirado. Peça ao administrador do ambiente um novo convite.'),
  // Sign-up confirmation: the password the person chose at sign-up.
  senhaNaoConfere: () =>
    erro.validacao('A senha não confere. Digite a senha que você escolheu no cadastro.', {
      senha: 'A senha não confere. Digite a senha que você escolheu no cadastro.',
    }),
};
