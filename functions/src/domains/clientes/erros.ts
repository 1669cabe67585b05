import { MENSAGEM_GOOGLE_INDISPONIVEL } from '@wf/shared/constants/google';
import { ErroDominio, erro } from '../../kernel/errors';

const MENSAGEM_ACESSO_PADRAO_SEM_RESTRICAO =
  'O acesso padrão Administrador do ambiente exige o cadastro restrito por CPF ou por domínio';

/** Errors of the tenant domain, with the messages users see. */
export const erroCliente = {
  naoEncontrado: () => new ErroDominio('naoEncontrado', 'EClienteNaoEncontrado', 'Ambiente não encontrado'),
  siglaInvalida: () =>
    erro.validacao('A sigla deve ter de 2 a 20 letras maiúsculas ou números, começando por uma letra', {
      sigla: 'Sigla inválida',
    }),
  siglaEmUso: (sigla: string) =>
    new ErroDominio('conflito', 'EClienteExistente', `Já existe um ambiente com a sigla ${sigla}`),
  somenteAdministradorDoAmbiente: () =>
    erro.acessoNegado('Somente o administrador do ambiente pode alterar as configurações do ambiente'),
  cpfPermitidoInvalido: (cpf: string) =>
    erro.validacao(`CPF inválido na lista de CPFs permitidos: ${cpf}`, { cpfsPermitidos: 'CPF inválido' }),
  cpfNaoPermitido: () =>
    erro.validacao('CPF não autorizado a se cadastrar neste ambiente', {
      cpf: 'CPF não autorizado a se cadastrar neste ambiente',
    }),
  dominioNaoPermitido: () =>
    erro.validacao('O domínio do e-mail informado não é permitido neste ambiente', {
      email: 'O domínio do e-mail informado não é permitido neste ambiente',
    }),
  googleIndisponivel: (campo: 'googleSignIn' | 'loginExclusivoViaGoogleSignIn') =>
    erro.validacao(MENSAGEM_GOOGLE_INDISPONIVEL, { [campo]: MENSAGEM_GOOGLE_INDISPONIVEL }),
  acessoPadraoSemRestricao: () =>
    erro.validacao(MENSAGEM_ACESSO_PADRAO_SEM_RESTRICAO, { acessoPadrao: MENSAGEM_ACESSO_PADRAO_SEM_RESTRICAO }),
  logoInvalido: () => erro.validacao('O logo deve ser uma imagem png'),
  alteradoPorOutro: () =>
    erro.conflito('As configurações foram alteradas por outra pessoa. Recarregue e tente novamente.'),
};
