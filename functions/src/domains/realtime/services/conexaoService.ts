import { salaNotificacao, type MensagemServidor } from '@wf/shared/realtime';
import { enviarParaConexao } from '../../../adapters/realtimeGateway';
import type { AppDeps } from '../../../app/deps';
import { emSegundos } from '../../../data/chaves';
import {
  buscarConexao,
  contarSalasDaConexao,
  DURACAO_CONEXAO_SEGUNDOS,
  entrarNaSala,
  removerConexao,
  sairDaSala,
  salvarConexao,
  type Conexao,
} from '../../../data/repositories/conexaoRepository';
import { lerMensagemCliente } from '../mensagemCliente';
import { usuarioVeFluxo } from '../../fluxos/services/acessoFluxoService';
import { decidirEntradaNaSala, lerSala, mensagensSala, type Ouvinte } from '../salas';

// Bounds what one socket can write to the table (each room is two items).
export const MAX_SALAS_POR_CONEXAO = 50;

export const mensagensConexao = {
  invalida: 'Mensagem inválida: envie JSON com acao "entrar", "sair" ou "ping"',
  expirada: 'Conexão expirada. Reconecte-se.',
  limiteSalas: `Limite de ${MAX_SALAS_POR_CONEXAO} salas por conexão atingido`,
} as const;

/** $connect of an authenticated user: the connection is stored and joins the user's notification room. */
export async function abrirConexao(deps: AppDeps, connectionId: string, ouvinte: Ouvinte): Promise<void> {
  const agora = deps.clock();
  const conexao: Conexao = {
    connectionId,
    sigla: ouvinte.sigla,
    usuarioId: ouvinte.usuarioId,
    conectadoEm: agora.toISOString(),
    expiraEm: emSegundos(agora) + DURACAO_CONEXAO_SEGUNDOS,
  };
  await salvarConexao(deps, conexao);
  await entrarNaSala(deps, conexao, salaNotificacao(conexao.sigla, conexao.usuarioId));
}

export async function fecharConexao(deps: AppDeps, connectionId: string): Promise<void> {
  await removerConexao(deps, connectionId);
}

async function responderEntrar(deps: AppDeps, conexao: Conexao, sala: string): Promise<MensagemServidor> {
  const decisao = await decidirEntradaNaSala(conexao, sala, (idFluxo) =>
    usuarioVeFluxo(deps, conexao.sigla, conexao.usuarioId, idFluxo),
  );
  if (!decisao.permitido) return { tipo: 'erro', mensagem: decisao.mensagem, sala };
  if ((await contarSalasDaConexao(deps, conexao.connectionId)) >= MAX_SALAS_POR_CONEXAO) {
    return { tipo: 'erro', mensagem: mensagensConexao.limiteSalas, sala };
  }
  await entrarNaSala(deps, conexao, sala);
  return { tipo: 'entrou', sala };
}

async function responderSair(deps: AppDeps, conexao: Conexao, sala: string): Promise<MensagemServidor> {
  if (!lerSala(sala)) return { tipo: 'erro', mensagem: mensagensSala.invalida, sala };
  await sairDaSala(deps, conexao, sala);
  return { tipo: 'saiu', sala };
}

async function responder(deps: AppDeps, connectionId: string, corpo: string | undefined): Promise<MensagemServidor> {
  const mensagem = lerMensagemCliente(corpo);
  if (!mensagem) return { tipo: 'erro', mensagem: mensagensConexao.invalida };
  if (mensagem.acao === 'ping') return { tipo: 'pong' };
  const conexao = await buscarConexao(deps, connectionId);
  if (!conexao) return { tipo: 'erro', mensagem: mensagensConexao.expirada, sala: mensagem.sala };
  return mensagem.acao === 'entrar'
    ? responderEntrar(deps, conexao, mensagem.sala)
    : responderSair(deps, conexao, mensagem.sala);
}

/**
 * $default: one client message, answered through @connections (the socket has no route
 * responses). A socket that closed meanwhile is left to its $disconnect.
 */
export async function tratarMensagem(deps: AppDeps, connectionId: string, corpo: string | undefined): Promise<void> {
  await enviarParaConexao(deps, connectionId, await responder(deps, connectionId, corpo));
}
