import type { AmbienteAcesso, UsuarioSessao } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import { buscarClientesPorSiglas } from '../../../data/repositories/clienteRepository';
import { listarContasVerificadasDaPessoa } from '../../../data/repositories/usuarioRepository';
import { urlDeLeitura } from '../../../data/storage/imagemStorage';
import type { Cliente } from '../../clientes';
import { corDoNome, iniciaisDoNome } from '../entities/avatar';
import { emailVerificado, type Usuario } from '../entities/usuario';

/**
 * The tenants the environment switch would honour for this account: its own, plus, when its
 * e-mail is proven, every active tenant where the same e-mail has an active, proven account (one
 * index query plus one batch read). An unproven account lists only its own tenant.
 */
async function ambientesDaPessoa(deps: AppDeps, u: Usuario): Promise<AmbienteAcesso[]> {
  const outras = emailVerificado(u) ? await listarContasVerificadasDaPessoa(deps, u.email) : [];
  const siglas = [...new Set([u.sigla, ...outras.map((c) => c.sigla)])];
  const clientes = await buscarClientesPorSiglas(deps, siglas);
  const ativos = clientes.filter((c) => c.ativo === 'S').sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  return Promise.all(
    ativos.map(async (c) => ({
      nomeAmbienteCliente: c.nome,
      siglaAmbienteCliente: c.sigla,
      logoAmbienteClienteURL: await urlDeLeitura(deps, c.logoChave),
    })),
  );
}

/** The signed-in user as the SPA sees him (login, verify-login, my account, environment switch). */
export async function montarUsuarioSessao(deps: AppDeps, cliente: Cliente, u: Usuario): Promise<UsuarioSessao> {
  const [imgFoto, listaAmbientesAcesso] = await Promise.all([
    urlDeLeitura(deps, u.fotoChave),
    ambientesDaPessoa(deps, u),
  ]);
  const comApi = u.acessoAPI === 'S';
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    iniciais: iniciaisDoNome(u.nome),
    cor: corDoNome(u.nome),
    cpf: u.cpf,
    celular: u.celular,
    dataNascimento: u.dataNascimento,
    empresa: u.empresa,
    cargo: u.cargo,
    imgFoto,
    perfilUsuario: u.perfilUsuario,
    ativo: u.ativo,
    acessoAPI: u.acessoAPI,
    // Only the hash is stored: the token is in the one answer that generated it (minhaContaService).
    tokenAPI: null,
    urlAcessoAPI: comApi ? `${deps.env.appUrl}/api/v1` : null,
    authTokenCliente: cliente.token,
    listaAmbientesAcesso,
    tempoSessao: u.tempoSessao,
    tourStep: u.tourStep,
    auth2fa: u.auth2fa,
    permiteInteracaoCompleta: u.permiteInteracaoCompleta,
  };
}
