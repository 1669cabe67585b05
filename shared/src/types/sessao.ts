/** Shapes the session calls answer with. */
export type FlagSN = 'S' | 'N';
export type PerfilUsuario = '1' | '2' | '3' | '4' | '5';
export type Tema = 'LIGHT' | 'DARK';

export interface AmbienteAcesso {
  nomeAmbienteCliente: string;
  siglaAmbienteCliente: string;
  logoAmbienteClienteURL: string | null;
}

/** What anyone may know of a tenant (GET /api/cliente/{customer}): no lists, no secrets beyond the public token. */
export interface ClientePublico {
  id: string;
  sigla: string;
  nome: string;
  /** Names the tenant in public calls (login, sign-up, forgot password). */
  token: string;
  logoURL: string | null;
  logoLoginURL: string | null;
  googleSignIn: FlagSN;
  azureSignIn: FlagSN;
  loginExclusivoViaGoogleSignIn: FlagSN;
  controlarPlanos: FlagSN;
  restringirCPF: FlagSN;
  restringirDominio: FlagSN;
  exigirAtivacaoUsuario: FlagSN;
  exibirNomeLogin: FlagSN;
  /**
   * S when the server has a Google client configured: only then does the login offer Google and
   * honour loginExclusivoViaGoogleSignIn, and only then may an administrator turn those flags on.
   */
  googleSignInDisponivel: FlagSN;
}

export interface UsuarioSessao {
  id: string;
  nome: string;
  email: string;
  iniciais: string;
  /** Avatar colour derived from the name. */
  cor: string;
  cpf: string | null;
  celular: string | null;
  dataNascimento: string | null;
  empresa: string | null;
  cargo: string | null;
  /** Short-lived URL of the photo, or null. */
  imgFoto: string | null;
  perfilUsuario: PerfilUsuario;
  ativo: FlagSN;
  acessoAPI: FlagSN;
  tokenAPI: string | null;
  urlAcessoAPI: string | null;
  /** Token of the session's tenant. */
  authTokenCliente: string;
  listaAmbientesAcesso: AmbienteAcesso[];
  /** Session length in minutes (docs/adr/0075-user-settings.md). */
  tempoSessao: number;
  /** The home tour's next step; TOUR_PASSOS once finished or skipped. */
  tourStep: number;
  /** Stored and shown, not yet enforced. */
  auth2fa: FlagSN;
  /** Stored and shown, no effect yet. */
  permiteInteracaoCompleta: FlagSN;
}

/** POST /api/auth/local and GET /api/auth/verify-login */
export interface RespostaSessao {
  usuario: UsuarioSessao;
  cliente: ClientePublico;
}

/** POST /api/auth/alternar-ambiente (the contract's capitalised names). */
export interface RespostaAlternarAmbiente {
  Usuario: UsuarioSessao;
  Cliente: ClientePublico;
}

export interface RespostaMensagem {
  mensagem: string;
}

/** The body of every error answer. */
export interface RespostaErro {
  mensagem: string;
  tipo: string;
  /** Field-level messages of a failed validation, keyed by the field path. */
  campos?: Record<string, string>;
}

/** A row of GET /api/usuario/buscarUsuarios. */
export interface UsuarioAdministrado {
  id: string;
  nome: string;
  email: string;
  iniciais: string;
  cor: string;
  perfilUsuario: PerfilUsuario;
  ativo: FlagSN;
  dataCadastro: string;
  /** Invited and not yet accepted: the row offers "Reenviar convite" instead of deactivation. */
  convitePendente: boolean;
  /** Session length in minutes; 2FA and full interaction are stored for later (docs/adr/0075-user-settings.md). */
  tempoSessao: number;
  auth2fa: FlagSN;
  permiteInteracaoCompleta: FlagSN;
}

export interface RespostaBuscarUsuarios {
  listaUsuarios: UsuarioAdministrado[];
  total: number;
  pagina: number;
  tamanhoPagina: number;
}

/** GET /api/cliente: the session's own tenant, with its settings lists (for /admin/ambiente). */
export interface ClienteCompleto extends ClientePublico {
  cpfsPermitidos: string[];
  dominiosPermitidos: string[];
  /** With mask, or null. */
  cnpj: string | null;
  /** The profile of a person who signs up: '1' or '2' (docs/adr/0074-tenant-settings.md). */
  acessoPadrao: PerfilUsuario;
  /** Plain text at the foot of every e-mail; '' for none. */
  mensagemRodapeEmail: string;
  /** E-signature limits: MB per document, documents per envelope. */
  tamanhoMaxPorDocumento: number;
  maxDocsPorEnvelope: number;
  certDigitalAut: FlagSN;
  /** https address or ''. */
  urlInstanciaWS: string;
}

/** GET /api/auth/refresh-user-token (the new session travels in the cookie). */
export interface RespostaRenovarToken {
  usuario: UsuarioSessao;
}

/** GET /api/auth/logout */
export interface RespostaLogout {
  redirectURL: string;
}

/** PATCH /api/usuario/resetarsenha: sent back, with the new password, to recuperarsenha. */
/** PATCH /api/usuario/dadosconvite: what the invitation page shows before the person accepts. */
export interface RespostaDadosConvite {
  email: string;
  nome: string;
  nomeAmbiente: string;
}

export interface RespostaLinkRecuperacao {
  customer: string;
  hash: string;
  email: string;
}

/** PUT /api/usuario/atualizar */
export interface RespostaAtualizarMinhaConta {
  mensagem: string;
  usuario: UsuarioSessao;
}

/** PUT /api/usuario/tourStep */
export interface RespostaTourStep {
  tourStep: number;
}

/** PUT /api/usuario/atualizarUsuario */
export interface RespostaAtualizarUsuario {
  mensagem: string;
  usuario: UsuarioAdministrado;
}

/** PUT /api/cliente/atualizar */
export interface RespostaAtualizarCliente {
  mensagem: string;
  cliente: ClienteCompleto;
}
