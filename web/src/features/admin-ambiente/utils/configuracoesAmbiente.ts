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
