import {
  CANAL_PUBLICO,
  mensagensChat,
  type ConversaChat,
  type MsgChat,
  type PessoaChat,
  type RespostaListaMsgsChat,
  type RespostaResumoChat,
  type listarMensagensQuery,
  type marcarComoLidaSchema,
} from '@wf/shared/schemas/chat';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { listarAutorizacoesDoFluxo } from '../../../data/repositories/autorizacaoRepository';
import {
  leiturasDoUsuario,
  marcarCanalComoLido,
  marcarDiretaComoLida,
  paginaDeMensagens,
} from '../../../data/repositories/chatRepository';
import { buscarUsuariosPorEmails, buscarUsuariosPorIds } from '../../../data/repositories/usuarioRepository';
import { carregarAcesso } from '../../fluxos';
import { paraMsgChat, type MensagemChatArmazenada } from '../entities/mensagemChat';
import { erroChat } from '../erros';
import { conversaDaSessao, mensagemVisivel } from './acessoChat';

const NOME_CANAL_PUBLICO = mensagensChat.canalPublico;

/** Names of the given people who still have an account; the others show as 'Usuário removido'. */
export async function nomesDasPessoas(deps: AppDeps, sigla: string, ids: string[]): Promise<Map<string, string>> {
  const unicos = [...new Set(ids.filter((id) => id !== CANAL_PUBLICO))];
  if (!unicos.length) return new Map();
  return new Map((await buscarUsuariosPorIds(deps, sigla, unicos)).map((u) => [u.id, u.nome]));
}

export async function paraRespostas(deps: AppDeps, sigla: string, lista: MensagemChatArmazenada[]): Promise<MsgChat[]> {
  const nomes = await nomesDasPessoas(
    deps,
    sigla,
    lista.map((m) => m.idUsuarioRemetente),
  );
  return lista.map((m) => paraMsgChat(m, nomes));
}

/** GET /api/fluxo/chat/mensagens/listar: one page of a conversation, newest first. */
export async function listarMensagens(
  deps: AppDeps,
  sessao: Sessao,
  q: z.output<typeof listarMensagensQuery>,
): Promise<RespostaListaMsgsChat> {
  const { conversa } = await conversaDaSessao(deps, sessao, q.idFluxo, q.idDestinatario);
  const pagina = await paginaDeMensagens(deps, sessao.sigla, q.idFluxo, conversa, q.sqlMaxRecords, q.cursor);
  return { listaMsgsChat: await paraRespostas(deps, sessao.sigla, pagina.itens), proximoCursor: pagina.proximoCursor };
}

/** GET /api/fluxo/chat/mensagens/dados/{msgId} */
export async function dadosDaMensagem(deps: AppDeps, sessao: Sessao, id: string): Promise<{ MsgChat: MsgChat }> {
  const m = await mensagemVisivel(deps, sessao, id, erroChat.mensagemNaoEncontrada);
  const [msg] = await paraRespostas(deps, sessao.sigla, [m]);
  return { MsgChat: msg! };
}

/** POST /api/fluxo/chat/mensagens/marcar-como-lida: the conversation with idRemetente ('0': the channel) is read. */
export async function marcarComoLida(
  deps: AppDeps,
  sessao: Sessao,
  b: z.output<typeof marcarComoLidaSchema>,
): Promise<void> {
  await conversaDaSessao(deps, sessao, b.idFluxo, b.idRemetente);
  if (b.idRemetente === CANAL_PUBLICO) {
    const { canal } = await leiturasDoUsuario(deps, sessao.sigla, b.idFluxo, sessao.usuarioId);
    if (canal?.total) await marcarCanalComoLido(deps, sessao.sigla, b.idFluxo, sessao.usuarioId, canal.total);
  } else {
    await marcarDiretaComoLida(deps, sessao.sigla, b.idFluxo, sessao.usuarioId, b.idRemetente);
  }
}

/** The people of a flow the session user may talk to: its owner and everyone authorised on a stage. */
async function pessoasDoFluxo(deps: AppDeps, sessao: Sessao, donoId: string, idFluxo: string): Promise<PessoaChat[]> {
  const emails = [
    ...new Set((await listarAutorizacoesDoFluxo(deps, sessao.sigla, idFluxo)).map((a) => a.emailAutorizado)),
  ];
  const [autorizados, donos] = await Promise.all([
    emails.length ? buscarUsuariosPorEmails(deps, sessao.sigla, emails) : [],
    buscarUsuariosPorIds(deps, sessao.sigla, [donoId]),
  ]);
  const porId = new Map([...donos, ...autorizados].filter((u) => u.ativo === 'S').map((u) => [u.id, u]));
  porId.delete(sessao.usuarioId);
  return [...porId.values()]
    .map((u) => ({ id: u.id, nome: u.nome, email: u.email }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/**
 * GET /api/fluxo/chat/resumo/{idFluxo}: the public channel and each direct conversation of the
 * session user, with unread counts and last message (newest first after the channel), and the
 * people he may start a conversation with.
 */
export async function resumo(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<RespostaResumoChat> {
  const ctx = await carregarAcesso(deps, sessao, idFluxo);
  const [{ leituras, canal }, listaPessoas] = await Promise.all([
    leiturasDoUsuario(deps, sessao.sigla, idFluxo, sessao.usuarioId),
    pessoasDoFluxo(deps, sessao, ctx.fluxo.donoId, idFluxo),
  ]);
  const diretas = leituras.filter((l) => l.com !== CANAL_PUBLICO);
  const lidasCanal = leituras.find((l) => l.com === CANAL_PUBLICO)?.lidas ?? 0;
  const nomes = await nomesDasPessoas(deps, sessao.sigla, [
    ...diretas.map((l) => l.com),
    ...[canal?.ultima, ...diretas.map((l) => l.ultima)].flatMap((u) => (u ? [u.idUsuarioRemetente] : [])),
  ]);
  const pessoas = new Map(listaPessoas.map((p) => [p.id, p]));
  const ultima = (u: (typeof leituras)[number]['ultima']): ConversaChat['ultimaMensagem'] =>
    u
      ? {
          mensagem: u.mensagem,
          dataHoraRegistro: u.dataHoraRegistro,
          nomeUsuarioRemetente: nomes.get(u.idUsuarioRemetente) ?? mensagensChat.usuarioRemovido,
        }
      : null;
  const conversas: ConversaChat[] = diretas
    .map((l) => ({
      idUsuario: l.com,
      nome: nomes.get(l.com) ?? mensagensChat.usuarioRemovido,
      email: pessoas.get(l.com)?.email ?? null,
      countNaoLidas: Math.max(0, l.total - l.lidas),
      ultimaMensagem: ultima(l.ultima),
    }))
    .sort((a, b) => (b.ultimaMensagem?.dataHoraRegistro ?? '').localeCompare(a.ultimaMensagem?.dataHoraRegistro ?? ''));
  return {
    listaMsgsChat: [
      {
        idUsuario: CANAL_PUBLICO,
        nome: NOME_CANAL_PUBLICO,
        email: null,
        countNaoLidas: Math.max(0, (canal?.total ?? 0) - lidasCanal),
        ultimaMensagem: ultima(canal?.ultima),
      },
      ...conversas,
    ],
    listaPessoas,
  };
}
