import { salaNotificacao, type MensagemServidor } from '@wf/shared/realtime';
import { enviarParaConexao } from '../../../adapters/realtimeGateway';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
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
import { usuarioVeFluxo } from '../../fluxos';
import { decidirEntradaNaSala, lerSala, mensagensSala } from '../salas';
import { conexaoViva, encerrarConexao, MENSAGEM_SESSAO_ENCERRADA } from './encerramentoService';

// Bounds what one socket can write to the table (each room is two items).
export const MAX_SALAS_POR_CONEXAO = 50;

export const mensagensConexao = {
  invalida: 'Mensagem inválida: envie JSON com acao "entrar", "sair" ou "ping"',
  expirada: 'Conexão expirada. Reconecte-se.',
  sessaoEncerrada: MENSAGEM_SESSAO_ENCERRADA,
  limiteSalas: `Limite de ${MAX_SALAS_POR_CONEXAO} salas por conexão atingido`,
} as const;

/**
 * $connect of an authenticated user: the connection is stored with its session and joins the
 * user's notification room. It lives no longer than its session (expiraEm), so the fan-out stops
 * posting to it when the session expires, even before TTL deletes its items. The session is read
 * again after the write: had it ended between the handshake's check and the write, the end's
 * consumer may have looked for the account's sockets before this one existed, so it is removed
 * here and the handshake refused (false).
 */
export async function abrirConexao(deps: AppDeps, connectionId: string, sessao: Sessao): Promise<boolean> {
  const agora = deps.clock();
  const limite = emSegundos(agora) + DURACAO_CONEXAO_SEGUNDOS;
  const conexao = {
    connectionId,
    sigla: sessao.sigla,
    usuarioId: sessao.usuarioId,
    sessaoId: sessao.sessaoId,
    conectadoEm: agora.toISOString(),
    expiraEm: Math.min(limite, sessao.expiraEm ?? limite),
  };
  await salvarConexao(deps, conexao);
  if (!(await conexaoViva(deps, conexao))) {
    await removerConexao(deps, connectionId);
    return false;
  }
  await entrarNaSala(deps, conexao, salaNotificacao(conexao.sigla, conexao.usuarioId));
  return true;
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

/**
 * $default: one client message, answered through @connections (the socket has no route
 * responses). A socket that closed meanwhile is left to its $disconnect. Every message that can
 * be read re-checks the socket's session (a socket carries no cookie): a socket whose connection
 * expired or whose session ended is told why and closed, joining nothing. A ping is checked too,
 * so an idle tab's socket (the SPA pings every 4 min) ends soon after its session expires.
 */
export async function tratarMensagem(deps: AppDeps, connectionId: string, corpo: string | undefined): Promise<void> {
  const mensagem = lerMensagemCliente(corpo);
  if (!mensagem)
    return void (await enviarParaConexao(deps, connectionId, { tipo: 'erro', mensagem: mensagensConexao.invalida }));
  const sala = mensagem.acao === 'ping' ? {} : { sala: mensagem.sala };
  const conexao = await buscarConexao(deps, connectionId);
  if (!conexao || !(await conexaoViva(deps, conexao))) {
    const aviso = conexao ? mensagensConexao.sessaoEncerrada : mensagensConexao.expirada;
    return encerrarConexao(deps, connectionId, { tipo: 'erro', mensagem: aviso, ...sala });
  }
  const resposta: MensagemServidor =
    mensagem.acao === 'ping'
      ? { tipo: 'pong' }
      : mensagem.acao === 'entrar'
        ? await responderEntrar(deps, conexao, mensagem.sala)
        : await responderSair(deps, conexao, mensagem.sala);
  await enviarParaConexao(deps, connectionId, resposta);
}
