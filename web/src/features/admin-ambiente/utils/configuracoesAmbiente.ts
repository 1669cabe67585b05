import type { AtualizarCliente } from '@wf/shared/schemas/administracao';
import type { ClienteCompleto } from '@wf/shared/types/sessao';

/** The settings form works with booleans; the API speaks S/N. */
export interface CamposConfiguracoes {
  nome: string;
  googleSignIn: boolean;
  loginExclusivoViaGoogleSignIn: boolean;
  exigirAtivacaoUsuario: boolean;
  exibirNomeLogin: boolean;
  restringirCPF: boolean;
  cpfsPermitidos: string[];
  restringirDominio: boolean;
  dominiosPermitidos: string[];
  // The section "Outras configurações" (SecaoOutrasConfiguracoes.tsx).
  cnpj: string;
  acessoPadrao: '1' | '2';
  mensagemRodapeEmail: string;
  tamanhoMaxPorDocumento: number;
  maxDocsPorEnvelope: number;
  certDigitalAut: boolean;
  urlInstanciaWS: string;
}

const sn = (valor: boolean) => (valor ? 'S' : 'N');

export function camposDoCliente(cliente: ClienteCompleto): CamposConfiguracoes {
  return {
    nome: cliente.nome,
    googleSignIn: cliente.googleSignIn === 'S',
    loginExclusivoViaGoogleSignIn: cliente.loginExclusivoViaGoogleSignIn === 'S',
    exigirAtivacaoUsuario: cliente.exigirAtivacaoUsuario === 'S',
    exibirNomeLogin: cliente.exibirNomeLogin === 'S',
    restringirCPF: cliente.restringirCPF === 'S',
    cpfsPermitidos: cliente.cpfsPermitidos,
    restringirDominio: cliente.restringirDominio === 'S',
    dominiosPermitidos: cliente.dominiosPermitidos,
    cnpj: cliente.cnpj ?? '',
    acessoPadrao: cliente.acessoPadrao === '2' ? '2' : '1',
    mensagemRodapeEmail: cliente.mensagemRodapeEmail,
    tamanhoMaxPorDocumento: cliente.tamanhoMaxPorDocumento,
    maxDocsPorEnvelope: cliente.maxDocsPorEnvelope,
    certDigitalAut: cliente.certDigitalAut === 'S',
    urlInstanciaWS: cliente.urlInstanciaWS,
  };
}

/** The PUT body; logos are absent (kept) unless given. */
export function payloadConfiguracoes(
  campos: CamposConfiguracoes,
  logos: Pick<AtualizarCliente, 'logo' | 'logoLogin'> = {},
): Record<string, unknown> {
  return {
    nome: campos.nome,
    googleSignIn: sn(campos.googleSignIn),
    loginExclusivoViaGoogleSignIn: sn(campos.googleSignIn && campos.loginExclusivoViaGoogleSignIn),
    exigirAtivacaoUsuario: sn(campos.exigirAtivacaoUsuario),
    exibirNomeLogin: sn(campos.exibirNomeLogin),
    restringirCPF: sn(campos.restringirCPF),
    cpfsPermitidos: campos.restringirCPF ? campos.cpfsPermitidos : [],
    restringirDominio: sn(campos.restringirDominio),
    dominiosPermitidos: campos.restringirDominio ? campos.dominiosPermitidos : [],
    cnpj: campos.cnpj ?? '',
    acessoPadrao: campos.acessoPadrao,
    mensagemRodapeEmail: campos.mensagemRodapeEmail ?? '',
    tamanhoMaxPorDocumento: campos.tamanhoMaxPorDocumento,
    maxDocsPorEnvelope: campos.maxDocsPorEnvelope,
    certDigitalAut: sn(campos.certDigitalAut),
    urlInstanciaWS: campos.urlInstanciaWS ?? '',
    ...(logos.logo !== undefined ? { logo: logos.logo } : {}),
    ...(logos.logoLogin !== undefined ? { logoLogin: logos.logoLogin } : {}),
  };
}

/**
 * Restricting by CPF and by domain exclude each other, and unchecking a
 * restriction clears its list. Returns the fields to change after one of the two was toggled.
 */
export function efeitosDasRestricoes(mudou: Partial<CamposConfiguracoes>): Partial<CamposConfiguracoes> {
  if (mudou.restringirCPF === true) return { restringirDominio: false, dominiosPermitidos: [] };
  if (mudou.restringirCPF === false) return { cpfsPermitidos: [] };
  if (mudou.restringirDominio === true) return { restringirCPF: false, cpfsPermitidos: [] };
  if (mudou.restringirDominio === false) return { dominiosPermitidos: [] };
  if (mudou.googleSignIn === false) return { loginExclusivoViaGoogleSignIn: false };
  return {};
}

/**
 * Giving newcomers the administrator's profile needs a restricted sign-up (the server refuses it
 * otherwise): dropping the last restriction sets the default access back to Usuário comum.
 */
export function efeitoNoAcessoPadrao(campos: Partial<CamposConfiguracoes>): Partial<CamposConfiguracoes> {
  if (campos.acessoPadrao === '2' && !campos.restringirCPF && !campos.restringirDominio) return { acessoPadrao: '1' };
  return {};
}
