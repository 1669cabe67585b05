import type { ClienteCompleto, ClientePublico } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import { urlDeLeitura } from '../../../data/storage/imagemStorage';
import { cpfsComMascara, type Cliente } from '../entities/cliente';

/** What anyone may see of a tenant: flags for the login screen, never the restriction lists. */
export async function paraClientePublico(deps: AppDeps, c: Cliente): Promise<ClientePublico> {
  const [logoURL, logoLoginURL] = await Promise.all([
    urlDeLeitura(deps, c.logoChave),
    urlDeLeitura(deps, c.logoLoginChave),
  ]);
  return {
    id: c.id,
    sigla: c.sigla,
    nome: c.nome,
    token: c.token,
    logoURL,
    logoLoginURL,
    googleSignIn: c.googleSignIn,
    azureSignIn: c.azureSignIn,
    loginExclusivoViaGoogleSignIn: c.loginExclusivoViaGoogleSignIn,
    controlarPlanos: c.controlarPlanos,
    restringirCPF: c.restringirCPF,
    restringirDominio: c.restringirDominio,
    exigirAtivacaoUsuario: c.exigirAtivacaoUsuario,
    exibirNomeLogin: c.exibirNomeLogin,
    googleSignInDisponivel: deps.env.googleSignInConfigurado ? 'S' : 'N',
  };
}

/** The session's own tenant with its settings lists (/admin/ambiente). */
export async function paraClienteCompleto(deps: AppDeps, c: Cliente): Promise<ClienteCompleto> {
  return {
    ...(await paraClientePublico(deps, c)),
    cpfsPermitidos: cpfsComMascara(c),
    dominiosPermitidos: c.dominiosPermitidos,
    cnpj: c.cnpj,
    acessoPadrao: c.acessoPadrao,
    mensagemRodapeEmail: c.mensagemRodapeEmail,
    tamanhoMaxPorDocumento: c.tamanhoMaxPorDocumento,
    maxDocsPorEnvelope: c.maxDocsPorEnvelope,
    certDigitalAut: c.certDigitalAut,
    urlInstanciaWS: c.urlInstanciaWS,
  };
}
