import * as z from 'zod';
import type { PerfilUsuario } from '@wf/shared/types/sessao';
import { TEMPO_SESSAO_PADRAO_MINUTOS, TOUR_PASSOS } from '@wf/shared/constants/configuracoesAmbiente';
import { mascaraCpf, mascaraTelefone } from '@wf/shared/validation/documentos';
import { conferirEdicaoAdministrativa, type Ator } from './politicaAdministracao';

const flag = z.enum(['S', 'N']);
export const perfilSchema = z.enum(['1', '2', '3', '4', '5']);

/** A user account of one tenant, as stored (and re-validated on every read by usuarioRepository). */
export const usuarioSchema = z.object({
  id: z.string(),
  sigla: z.string(),
  nome: z.string(),
  /** Lower-case; unique inside the tenant (see usuarioRepository). */
  email: z.string(),
  cpf: z.string().nullable(),
  celular: z.string().nullable(),
  dataNascimento: z.string().nullable(),
  empresa: z.string().nullable(),
  cargo: z.string().nullable(),
  /** scrypt$N$r$p$salt$hash (lib/senhas.ts). */
  senhaHash: z.string(),
  /** S3 key of the photo; answers carry a presigned URL. */
  fotoChave: z.string().nullable(),
  perfilUsuario: perfilSchema,
  ativo: flag,
  /** When the account was first activated; null while it waits for its activation link. */
  ativadoEm: z.string().nullable(),
  acessoAPI: flag,
  /**
   * SHA-256 of the public-API token (header `token` of /api/v1); the token itself is shown once,
   * in the answer that generated it. Accounts stored with the old readable token read as none:
   * their owner generates a new one (docs/adr/0028-public-api.md).
   */
  hashTokenAPI: z.string().nullable().default(null),
  /** Sessions created before this instant are refused (password reset signs out everywhere). */
  sessoesInvalidadasEm: z.string().nullable(),
  /**
   * When the owner proved this e-mail by choosing the account's password through a link sent to
   * it (password reset, or the "set your password to confirm your e-mail" link); null until then.
   * Following a link alone proves the mailbox, not that its owner chose the password someone else
   * may know, so activation does not set it, and neither does any administrator's edit: the
   * environment switch trusts the e-mail only when both accounts have it. Accounts stored before
   * the mark existed read as unverified.
   */
  emailVerificadoEm: z.string().nullable().default(null),
  /**
   * SHA-256 of the current invitation link's token while the person has not accepted it; null for
   * every other account. Resending replaces it, so only the newest link is accepted.
   */
  conviteHash: z.string().nullable().default(null),
  /*
   * Settings added later (docs/adr/0075-user-settings.md); accounts stored before them read
   * with these defaults.
   */
  /** Length of this person's sessions, in minutes (one of TEMPOS_SESSAO_MINUTOS); set by administrators. */
  tempoSessao: z.number().int().default(TEMPO_SESSAO_PADRAO_MINUTOS),
  /**
   * The home tour's next step (0 for a new account); TOUR_PASSOS once finished or skipped. Accounts
   * older than the tour read as done: it is for people new to the product.
   */
  tourStep: z.number().int().default(TOUR_PASSOS),
  /** Two-factor authentication wanted (S/N): stored and shown, not yet enforced at login. */
  auth2fa: flag.default('N'),
  /** Full interaction allowed (S/N): stored and shown, no effect yet. */
  permiteInteracaoCompleta: flag.default('S'),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  versao: z.number().int(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

const ouNulo = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

export interface DadosNovoUsuario {
  id: string;
  sigla: string;
  nome: string;
  email: string;
  cpf?: string;
  celular?: string;
  empresa?: string;
  cargo?: string;
  senhaHash: string;
  perfilUsuario: PerfilUsuario;
  /** The tenant requires e-mail activation: the account starts inactive. */
  exigeAtivacao: boolean;
  /** Only the demo seed creates accounts already verified; sign-up, admins and the operator CLI never do. */
  emailVerificado?: boolean;
  agora: Date;
}

export function novoUsuario(d: DadosNovoUsuario): Usuario {
  const agora = d.agora.toISOString();
  return {
    id: d.id,
    sigla: d.sigla,
    nome: d.nome,
    email: d.email.toLowerCase(),
    cpf: d.cpf ? mascaraCpf(d.cpf) : null,
    celular: d.celular ? mascaraTelefone(d.celular) : null,
    dataNascimento: null,
    empresa: ouNulo(d.empresa),
    cargo: ouNulo(d.cargo),
    senhaHash: d.senhaHash,
    fotoChave: null,
    perfilUsuario: d.perfilUsuario,
    ativo: d.exigeAtivacao ? 'N' : 'S',
    ativadoEm: d.exigeAtivacao ? null : agora,
    acessoAPI: 'N',
    hashTokenAPI: null,
    sessoesInvalidadasEm: null,
    emailVerificadoEm: d.emailVerificado ? agora : null,
    conviteHash: null,
    tempoSessao: TEMPO_SESSAO_PADRAO_MINUTOS,
    tourStep: 0,
    auth2fa: 'N',
    permiteInteracaoCompleta: 'S',
    criadoEm: agora,
    atualizadoEm: agora,
    versao: 1,
  };
}

/**
 * An account an administrator invited: inactive and without a usable password (a random one
 * nobody knows) until the person accepts the invitation link whose token hash it keeps.
 */
export function novoConvidado(d: {
  id: string;
  sigla: string;
  nome: string;
  email: string;
  perfilUsuario: PerfilUsuario;
  senhaHash: string;
  conviteHash: string;
  agora: Date;
}): Usuario {
  return {
    ...novoUsuario({ ...d, exigeAtivacao: true }),
    conviteHash: d.conviteHash,
  };
}

export const convitePendente = (u: Usuario): boolean => u.conviteHash !== null;

/**
 * In a tenant that signs in only with Google, the system administrator (profile 3) still may use
 * his password: the break-glass way in when Google is unreachable or misconfigured
 * (docs/adr/0072-google-only-login.md).
 */
export const entraSemGoogle = (u: Pick<Usuario, 'perfilUsuario'>): boolean => u.perfilUsuario === '3';

const alterado = (u: Usuario, mudancas: Partial<Usuario>, agora: Date): Usuario => ({
  ...u,
  ...mudancas,
  atualizadoEm: agora.toISOString(),
});

export const emailVerificado = (u: Usuario): boolean => u.emailVerificadoEm !== null;

/**
 * The activation link was used. It proves only that someone read the mailbox, not who chose the
 * password, so the e-mail stays unverified. Only a never-activated account becomes active: one
 * activated before and later deactivated by an administrator stays inactive.
 */
export const ativar = (u: Usuario, agora: Date): Usuario =>
  u.ativadoEm === null ? alterado(u, { ativo: 'S', ativadoEm: agora.toISOString() }, agora) : u;

/** A new password signs the person out everywhere: older sessions are refused from now on. */
export const definirSenha = (u: Usuario, senhaHash: string, agora: Date): Usuario =>
  alterado(u, { senhaHash, sessoesInvalidadasEm: agora.toISOString() }, agora);

/**
 * The owner of the mailbox chose the password through a link sent to it (reset or e-mail
 * confirmation): whoever knew the old password is signed out and locked out, so the account is
 * now provably the mailbox owner's. The e-mail is verified (the first proof is kept), and a
 * never-activated account is activated (the link proves at least what the activation link does).
 */
export const definirSenhaPeloEmail = (u: Usuario, senhaHash: string, agora: Date): Usuario => {
  const comSenha = ativar(definirSenha(u, senhaHash, agora), agora);
  // An invited person who reset the password instead of using the invitation has accepted it.
  return alterado(
    comSenha,
    { emailVerificadoEm: u.emailVerificadoEm ?? agora.toISOString(), conviteHash: null },
    agora,
  );
};

/** A new invitation link replaces the previous one (only the newest is accepted). */
export const renovarConvite = (u: Usuario, conviteHash: string, agora: Date): Usuario =>
  alterado(u, { conviteHash }, agora);

/**
 * The invited person accepted through the link: the name and password are his, the account is
 * active, and the e-mail is verified (the mailbox owner chose the password, as in a reset).
 */
export const aceitarConvite = (u: Usuario, d: { nome: string; senhaHash: string }, agora: Date): Usuario =>
  alterado(
    definirSenhaPeloEmail(u, d.senhaHash, agora),
    { nome: d.nome, ativo: 'S', ativadoEm: agora.toISOString(), conviteHash: null },
    agora,
  );

/**
 * The invited person signed in with Google under the invited e-mail, which Google reports as
 * verified: the invitation is accepted. The name stays the one the administrator wrote and the
 * password the random one nobody knows ('Esqueci minha senha' sets one, where the tenant allows).
 */
export const aceitarConvitePeloGoogle = (u: Usuario, agora: Date): Usuario =>
  alterado(
    u,
    {
      ativo: 'S',
      ativadoEm: agora.toISOString(),
      conviteHash: null,
      emailVerificadoEm: u.emailVerificadoEm ?? agora.toISOString(),
    },
    agora,
  );

/**
 * The person proved the e-mail by typing, on the page of the sign-up confirmation link, the
 * password he chose at sign-up: the mailbox owner is the one who chose it.
 */
export const confirmarEmail = (u: Usuario, agora: Date): Usuario =>
  alterado(u, { emailVerificadoEm: u.emailVerificadoEm ?? agora.toISOString() }, agora);

export interface DadosProprios {
  nome: string;
  cpf?: string;
  celular?: string;
  dataNascimento?: string;
  empresa?: string;
  cargo?: string;
}

/**
 * My account, basic data. A field sent empty is cleared; a field left out of the body is kept,
 * so a screen that edits only part of the account (the API tab) cannot wipe the rest.
 */
export function atualizarDadosProprios(u: Usuario, d: DadosProprios, agora: Date): Usuario {
  const campo = (k: Exclude<keyof DadosProprios, 'nome'>, formatar = (v: string) => v): string | null =>
    k in d ? (d[k] ? formatar(d[k]) : null) : u[k];
  return alterado(
    u,
    {
      nome: d.nome,
      cpf: campo('cpf', mascaraCpf),
      celular: campo('celular', mascaraTelefone),
      dataNascimento: campo('dataNascimento'),
      empresa: campo('empresa'),
      cargo: campo('cargo'),
    },
    agora,
  );
}

export const trocarFoto = (u: Usuario, fotoChave: string | null, agora: Date): Usuario =>
  alterado(u, { fotoChave }, agora);

/**
 * Turning API access on issues a token only when there is none, so existing integrations keep
 * working; `rotacionar` ("gerar novo token") replaces it, and the old one stops at once.
 * Answers the new token's hash to store, or null when the token stays.
 */
export function habilitarAcessoApi(
  u: Usuario,
  hashNovo: string,
  agora: Date,
  rotacionar = false,
): { usuario: Usuario; gerado: boolean } {
  if (u.hashTokenAPI && u.acessoAPI === 'S' && !rotacionar) return { usuario: alterado(u, {}, agora), gerado: false };
  return { usuario: alterado(u, { acessoAPI: 'S', hashTokenAPI: hashNovo }, agora), gerado: true };
}

export const desabilitarAcessoApi = (u: Usuario, agora: Date): Usuario =>
  alterado(u, { acessoAPI: 'N', hashTokenAPI: null }, agora);

/** What a call of the public API with this account's token may do: an active account with API access on. */
export const aceitaTokenApi = (u: Usuario, hash: string): boolean =>
  u.ativo === 'S' && u.acessoAPI === 'S' && u.hashTokenAPI === hash;

/** An administrator's edit (/admin/usuarios), allowed only by the rules of politicaAdministracao.ts. */
export function alterarPorAdministrador(
  alvo: Usuario,
  ator: Ator,
  novo: {
    nome: string;
    perfilUsuario: PerfilUsuario;
    ativo: 'S' | 'N';
    tempoSessao?: number;
    auth2fa?: 'S' | 'N';
    permiteInteracaoCompleta?: 'S' | 'N';
  },
  agora: Date,
): Usuario {
  conferirEdicaoAdministrativa(ator, { ...alvo, convitePendente: convitePendente(alvo) }, novo);
  const reativado = novo.ativo === 'S' && alvo.ativo === 'N';
  return alterado(
    alvo,
    {
      nome: novo.nome,
      perfilUsuario: novo.perfilUsuario,
      ativo: novo.ativo,
      ativadoEm: reativado ? (alvo.ativadoEm ?? agora.toISOString()) : alvo.ativadoEm,
      // Absent from the edit: kept.
      tempoSessao: novo.tempoSessao ?? alvo.tempoSessao,
      auth2fa: novo.auth2fa ?? alvo.auth2fa,
      permiteInteracaoCompleta: novo.permiteInteracaoCompleta ?? alvo.permiteInteracaoCompleta,
    },
    agora,
  );
}

/** The person moved through the home tour (or closed it: TOUR_PASSOS). */
export const registrarPassoTour = (u: Usuario, tourStep: number, agora: Date): Usuario =>
  alterado(u, { tourStep }, agora);

/** The session of this user, created at `criadaEm`, is still honoured. */
export const aceitaSessao = (u: Usuario, criadaEm: string): boolean =>
  u.ativo === 'S' && (u.sessoesInvalidadasEm === null || criadaEm >= u.sessoesInvalidadasEm);
