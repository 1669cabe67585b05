import * as z from 'zod';
import type { AtualizarCliente } from '@wf/shared/schemas/administracao';
import { ACESSO_PADRAO, CONFIGURACOES_AMBIENTE } from '@wf/shared/constants/configuracoesAmbiente';
import { cpfValido, mascaraCnpj, mascaraCpf, somenteDigitos } from '@wf/shared/validation/documentos';
import { erroCliente } from '../erros';

const flag = z.enum(['S', 'N']);
const perfilSchema = z.enum(['1', '2', '3', '4', '5']);

/** The tenant as stored (and re-validated on every read by clienteRepository). */
export const clienteSchema = z.object({
  id: z.string(),
  sigla: z.string(),
  nome: z.string(),
  /** Public identifier sent by login, sign-up and forgot-password (tokenCliente). */
  token: z.string(),
  ativo: flag,
  /** S3 keys of the logos; the answers carry presigned URLs, never the keys. */
  logoChave: z.string().nullable(),
  logoLoginChave: z.string().nullable(),
  cnpj: z.string().nullable(),
  googleSignIn: flag,
  azureSignIn: flag,
  loginExclusivoViaGoogleSignIn: flag,
  controlarPlanos: flag,
  restringirCPF: flag,
  /** Digits only, compared with the digits of the CPF typed at sign-up. */
  cpfsPermitidos: z.array(z.string()),
  restringirDominio: flag,
  dominiosPermitidos: z.array(z.string()),
  exigirAtivacaoUsuario: flag,
  exibirNomeLogin: flag,
  /*
   * Settings added later (docs/adr/0074-tenant-settings.md): a tenant stored before them reads
   * with these defaults.
   */
  /** The profile of a person who signs up ('1' Usuário comum, or '2' with a restricted sign-up). */
  acessoPadrao: perfilSchema.default(ACESSO_PADRAO),
  /** Plain text at the foot of every e-mail the tenant's people receive; '' for none. */
  mensagemRodapeEmail: z.string().default(''),
  /** E-signature limits, kept for it: MB per document, documents per envelope. */
  tamanhoMaxPorDocumento: z.number().int().default(CONFIGURACOES_AMBIENTE.tamanhoMaxPorDocumento.padrao),
  maxDocsPorEnvelope: z.number().int().default(CONFIGURACOES_AMBIENTE.maxDocsPorEnvelope.padrao),
  /** Signing with a digital certificate allowed (S/N), kept for e-signature. */
  certDigitalAut: flag.default('N'),
  /** The https address of the tenant's web-service instance, '' for none; kept for integrations. */
  urlInstanciaWS: z.string().default(''),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  /** Optimistic concurrency: every save expects the version it read. */
  versao: z.number().int(),
});
export type Cliente = z.infer<typeof clienteSchema>;

export const SIGLA_PADRAO = 'AVMB';
const SIGLA_PATTERN = /^[A-Z][A-Z0-9]{1,19}$/;
export const siglaValida = (sigla: string): boolean => SIGLA_PATTERN.test(sigla);

export type FlagsIniciais = Partial<
  Pick<
    Cliente,
    'googleSignIn' | 'loginExclusivoViaGoogleSignIn' | 'controlarPlanos' | 'exigirAtivacaoUsuario' | 'exibirNomeLogin'
  >
>;

/** A new tenant: every flag N unless given, no logos, no restriction lists. */
export function novoCliente(
  dados: { id: string; sigla: string; nome: string; token: string; agora: Date } & FlagsIniciais,
): Cliente {
  if (!siglaValida(dados.sigla)) throw erroCliente.siglaInvalida();
  const agora = dados.agora.toISOString();
  return {
    id: dados.id,
    sigla: dados.sigla,
    nome: dados.nome,
    token: dados.token,
    ativo: 'S',
    logoChave: null,
    logoLoginChave: null,
    cnpj: null,
    googleSignIn: dados.googleSignIn ?? 'N',
    azureSignIn: 'N',
    loginExclusivoViaGoogleSignIn: dados.loginExclusivoViaGoogleSignIn ?? 'N',
    controlarPlanos: dados.controlarPlanos ?? 'N',
    restringirCPF: 'N',
    cpfsPermitidos: [],
    restringirDominio: 'N',
    dominiosPermitidos: [],
    exigirAtivacaoUsuario: dados.exigirAtivacaoUsuario ?? 'N',
    exibirNomeLogin: dados.exibirNomeLogin ?? 'N',
    acessoPadrao: ACESSO_PADRAO,
    mensagemRodapeEmail: '',
    tamanhoMaxPorDocumento: CONFIGURACOES_AMBIENTE.tamanhoMaxPorDocumento.padrao,
    maxDocsPorEnvelope: CONFIGURACOES_AMBIENTE.maxDocsPorEnvelope.padrao,
    certDigitalAut: 'N',
    urlInstanciaWS: '',
    criadoEm: agora,
    atualizadoEm: agora,
    versao: 1,
  };
}

/** Reads the CPF list typed by the admin: each must be a valid CPF; kept as digits, without repeats. */
function normalizarCpfs(cpfs: string[]): string[] {
  const invalido = cpfs.find((c) => !cpfValido(c));
  if (invalido !== undefined) throw erroCliente.cpfPermitidoInvalido(invalido);
  return [...new Set(cpfs.map(somenteDigitos))];
}

/**
 * Applies the /admin/ambiente settings. Turning a restriction off clears its list; the
 * logos are handled by the service (they live in S3) and passed in as keys.
 */
export function aplicarConfiguracoes(
  cliente: Cliente,
  dados: Omit<AtualizarCliente, 'logo' | 'logoLogin'>,
  logos: { logoChave: string | null; logoLoginChave: string | null },
  agora: Date,
  googleConfigurado: boolean,
): Cliente {
  conferirFlagsGoogle(cliente, dados, googleConfigurado);
  const resultado: Cliente = {
    ...cliente,
    nome: dados.nome,
    googleSignIn: dados.googleSignIn,
    loginExclusivoViaGoogleSignIn: dados.loginExclusivoViaGoogleSignIn,
    exigirAtivacaoUsuario: dados.exigirAtivacaoUsuario,
    exibirNomeLogin: dados.exibirNomeLogin,
    restringirCPF: dados.restringirCPF,
    cpfsPermitidos: dados.restringirCPF === 'S' ? normalizarCpfs(dados.cpfsPermitidos) : [],
    restringirDominio: dados.restringirDominio,
    dominiosPermitidos: dados.restringirDominio === 'S' ? [...new Set(dados.dominiosPermitidos)] : [],
    ...configuracoesExtras(cliente, dados),
    ...logos,
    atualizadoEm: agora.toISOString(),
  };
  conferirAcessoPadrao(resultado);
  return resultado;
}

type ConfiguracoesExtras = Pick<
  Cliente,
  | 'cnpj'
  | 'acessoPadrao'
  | 'mensagemRodapeEmail'
  | 'tamanhoMaxPorDocumento'
  | 'maxDocsPorEnvelope'
  | 'certDigitalAut'
  | 'urlInstanciaWS'
>;

/** The later settings (docs/adr/0074-tenant-settings.md): a field absent from the body keeps what is stored. */
function configuracoesExtras(
  c: Cliente,
  d: Partial<Omit<ConfiguracoesExtras, 'cnpj'>> & { cnpj?: string },
): ConfiguracoesExtras {
  return {
    cnpj: d.cnpj === undefined ? c.cnpj : d.cnpj === '' ? null : mascaraCnpj(d.cnpj),
    acessoPadrao: d.acessoPadrao ?? c.acessoPadrao,
    mensagemRodapeEmail: d.mensagemRodapeEmail ?? c.mensagemRodapeEmail,
    tamanhoMaxPorDocumento: d.tamanhoMaxPorDocumento ?? c.tamanhoMaxPorDocumento,
    maxDocsPorEnvelope: d.maxDocsPorEnvelope ?? c.maxDocsPorEnvelope,
    certDigitalAut: d.certDigitalAut ?? c.certDigitalAut,
    urlInstanciaWS: d.urlInstanciaWS ?? c.urlInstanciaWS,
  };
}

/**
 * Giving every newcomer the tenant administrator's profile is allowed only while the sign-up is
 * restricted (CPF or domain list): otherwise anyone with the link would administer the tenant.
 */
const cadastroRestrito = (c: Cliente): boolean => c.restringirCPF === 'S' || c.restringirDominio === 'S';

function conferirAcessoPadrao(c: Cliente): void {
  if (c.acessoPadrao === '2' && !cadastroRestrito(c)) throw erroCliente.acessoPadraoSemRestricao();
}

/**
 * The profile a person who signs up gets (acessoPadrao). Checked again here, whatever is stored:
 * '2' only while the sign-up is restricted, and never another administrative profile.
 */
export const perfilDoCadastro = (c: Cliente): '1' | '2' =>
  c.acessoPadrao === '2' && cadastroRestrito(c) ? '2' : ACESSO_PADRAO;

/** The sign-up restrictions of the tenant (set in the environment settings). */
export function conferirRestricoesDeCadastro(cliente: Cliente, dados: { email: string; cpf?: string }): void {
  if (cliente.restringirCPF === 'S' && !(dados.cpf && cliente.cpfsPermitidos.includes(somenteDigitos(dados.cpf)))) {
    throw erroCliente.cpfNaoPermitido();
  }
  const dominio = dados.email.split('@')[1] ?? '';
  if (cliente.restringirDominio === 'S' && !cliente.dominiosPermitidos.includes(dominio)) {
    throw erroCliente.dominioNaoPermitido();
  }
}

export const cpfsComMascara = (cliente: Cliente): string[] => cliente.cpfsPermitidos.map(mascaraCpf);

/**
 * Google-only login is honoured only while a Google client is configured: a tenant saved that way
 * before (or by the operator) still accepts passwords, so it is never locked out.
 */
export const loginSomenteGoogle = (cliente: Cliente, googleConfigurado: boolean): boolean =>
  googleConfigurado && cliente.loginExclusivoViaGoogleSignIn === 'S';

/** The tenant offers "Entrar com Google": its flag is on and a Google client is configured. */
export const googleSignInLigado = (cliente: Cliente, googleConfigurado: boolean): boolean =>
  googleConfigurado && cliente.googleSignIn === 'S';

/** The Google flags can be turned on only while a Google client is configured; turning them off is always allowed. */
export function conferirFlagsGoogle(
  atual: Pick<Cliente, 'googleSignIn' | 'loginExclusivoViaGoogleSignIn'>,
  novo: Pick<Cliente, 'googleSignIn' | 'loginExclusivoViaGoogleSignIn'>,
  googleConfigurado: boolean,
): void {
  if (googleConfigurado) return;
  const ligou = (k: 'googleSignIn' | 'loginExclusivoViaGoogleSignIn') => novo[k] === 'S' && atual[k] !== 'S';
  if (ligou('googleSignIn')) throw erroCliente.googleIndisponivel('googleSignIn');
  if (ligou('loginExclusivoViaGoogleSignIn')) throw erroCliente.googleIndisponivel('loginExclusivoViaGoogleSignIn');
}
