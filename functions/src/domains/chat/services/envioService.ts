import {
  LIMITES_CHAT,
  type inserirMensagemSchema,
  type RespostaDownloadAnexoChat,
  type RespostaInserirMsgChat,
  type solicitarUploadChatSchema,
  type UploadChatConcedido,
} from '@wf/shared/schemas/chat';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  buscarUploadPendente,
  consumirUploadPendenteItem,
  inserirUploadPendenteItem,
} from '../../../data/repositories/anexoRepository';
import { inserirMensagemItens } from '../../../data/repositories/chatRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarUsuario } from '../../../data/repositories/usuarioRepository';
import {
  anexoKeys,
  copiarObjeto,
  excluirObjeto,
  lerInicioDoObjeto,
  lerObjeto,
  urlDeDownload,
  urlDeUpload,
} from '../../../data/storage/anexoStorage';
import { transact } from '../../../data/transact';
import { BYTES_INSPECIONADOS } from '../../../lib/assinaturasDeArquivo';
import {
  erroCard,
  nomeSeguro,
  problemaDoArquivo,
  problemaDoConteudo,
  problemaDoObjeto,
  type UploadPendente,
} from '../../cards';
import { carregarAcesso } from '../../fluxos';
import {
  conversaEntre,
  paraMsgChat,
  type AnexoChatArmazenado,
  type MensagemChatArmazenada,
} from '../entities/mensagemChat';
import { erroChat } from '../erros';
import { conferirDestinatario, conversaDaSessao, mensagemVisivel } from './acessoChat';

/**
 * Chat attachments take the card attachments' two steps (docs/architecture.md, "Attachments"):
 * a grant with a presigned PUT to `pendentes/`, then the message's insert copies each upload out
 * of the URL's reach, checks the copy (size, type, first bytes) and records the message with the
 * grants consumed in the same transaction as the message, its counters and its event.
 */
export async function solicitarUpload(
  deps: AppDeps,
  sessao: Sessao,
  b: z.output<typeof solicitarUploadChatSchema>,
): Promise<UploadChatConcedido> {
  const problema = problemaDoArquivo(b, LIMITES_CHAT.anexoBytes);
  if (problema?.tipo === 'tipo') throw erroCard.tipoArquivo(problema.mensagem);
  if (problema?.tipo === 'tamanho') throw erroChat.anexoGrande();
  const ctx = await carregarAcesso(deps, sessao, b.idFluxo);
  const agora = deps.clock();
  const idAnexo = deps.newId();
  const chave = anexoKeys.pendente(sessao.sigla, idAnexo, nomeSeguro(b.nomeArquivo));
  const pendente: UploadPendente = {
    idAnexo,
    idInstancia: '',
    idFluxo: ctx.fluxo.id,
    chave,
    nomeArquivo: b.nomeArquivo,
    tipoMime: b.tipoMime,
    tamanho: b.tamanho,
    emailUsuario: sessao.email.toLowerCase(),
    origem: 'chat',
    hashLink: null,
    criadoEm: agora.toISOString(),
  };
  await transact(deps, [inserirUploadPendenteItem(deps, sessao.sigla, pendente, agora)]);
  return { idAnexo, uploadUrl: await urlDeUpload(deps, chave, b.tipoMime, b.tamanho) };
}

/** Copies one granted upload out of the URL's reach and checks the copy; refused: nothing is left behind. */
async function anexoConferido(deps: AppDeps, sigla: string, pendente: UploadPendente): Promise<AnexoChatArmazenado> {
  const copia = anexoKeys.objetoChat(
    sigla,
    pendente.idFluxo,
    pendente.idAnexo,
    deps.newId(),
    nomeSeguro(pendente.nomeArquivo),
  );
  if (!(await copiarObjeto(deps, pendente.chave, copia))) throw erroCard.arquivoNaoEnviado();
  const objeto = await lerObjeto(deps, copia);
  if (!objeto) throw erroCard.arquivoNaoEnviado();
  const recusar = async (erro: Error) => {
    await Promise.all([excluirObjeto(deps, copia), excluirObjeto(deps, pendente.chave)]);
    await transact(deps, [consumirUploadPendenteItem(deps, sigla, pendente.idAnexo)]);
    return erro;
  };
  const problema = problemaDoObjeto(pendente, objeto, LIMITES_CHAT.anexoBytes);
  if (problema) throw await recusar(problema === 'tamanho' ? erroChat.anexoGrande() : erroCard.arquivoDiferente());
  const conteudo = problemaDoConteudo(
    pendente.nomeArquivo,
    await lerInicioDoObjeto(deps, copia, objeto.tamanho, BYTES_INSPECIONADOS),
  );
  if (conteudo) {
    throw await recusar(
      conteudo === 'executavel' ? erroCard.conteudoExecutavel() : erroCard.conteudoDiferente(pendente.nomeArquivo),
    );
  }
  return {
    id: pendente.idAnexo,
    nomeAnexo: pendente.nomeArquivo,
    tipoMime: pendente.tipoMime,
    tamanho: objeto.tamanho,
    chave: copia,
  };
}

/** POST /api/fluxo/chat/mensagens/inserir: 201 with idMsgChat; the message reaches the rooms through its event. */
export async function inserirMensagem(
  deps: AppDeps,
  sessao: Sessao,
  b: z.output<typeof inserirMensagemSchema>,
): Promise<Omit<RespostaInserirMsgChat, 'mensagem'>> {
  const { idFluxo, idUsuarioDestino: para } = b.MsgChat;
  await conversaDaSessao(deps, sessao, idFluxo, para);
  await conferirDestinatario(deps, sessao, idFluxo, para);
  const email = sessao.email.toLowerCase();
  const pendentes = await Promise.all(
    [...new Set(b.idsAnexos)].map(async (id) => {
      const p = await buscarUploadPendente(deps, sessao.sigla, id, deps.clock());
      if (!p || p.origem !== 'chat' || p.idFluxo !== idFluxo || p.emailUsuario !== email)
        throw erroCard.uploadNaoEncontrado();
      return p;
    }),
  );
  const anexos: AnexoChatArmazenado[] = [];
  for (const p of pendentes) anexos.push(await anexoConferido(deps, sessao.sigla, p));
  const autor = await buscarUsuario(deps, sessao.sigla, sessao.usuarioId);
  const m: MensagemChatArmazenada = {
    id: deps.newId(),
    idFluxo,
    conversa: conversaEntre(sessao.usuarioId, para),
    mensagem: b.MsgChat.mensagem.trim(),
    dataHoraRegistro: deps.clock().toISOString(),
    idUsuarioRemetente: sessao.usuarioId,
    idUsuarioDestino: para,
    anexos,
  };
  const msg = paraMsgChat(m, new Map(autor ? [[autor.id, autor.nome]] : []));
  const gravou = await transact(deps, [
    ...pendentes.map((p) => consumirUploadPendenteItem(deps, sessao.sigla, p.idAnexo)),
    ...inserirMensagemItens(deps, sessao.sigla, m),
    outboxPut(deps, {
      tipo: 'mensagemChatEnviada',
      detalhe: {
        sigla: sessao.sigla,
        idFluxo,
        alteradoPor: sessao.email,
        idUsuarioRemetente: sessao.usuarioId,
        idUsuarioDestino: para,
        MsgChat: msg,
      },
    }),
  ]);
  if (!gravou) {
    // An upload confirmed meanwhile by another send, this call's copies its own and unreferenced.
    await Promise.all(anexos.map((a) => excluirObjeto(deps, a.chave)));
    // Or the flow was deleted meanwhile: then the answer is the flow's own 404.
    await carregarAcesso(deps, sessao, idFluxo);
    throw erroCard.uploadNaoEncontrado();
  }
  await Promise.all(pendentes.map((p) => excluirObjeto(deps, p.chave)));
  return { idMsgChat: m.id, MsgChat: msg };
}

/** GET /api/fluxo/chat/mensagens/download/anexo/{id}: the name and a short-lived download URL. */
export async function baixarAnexo(deps: AppDeps, sessao: Sessao, id: string): Promise<RespostaDownloadAnexoChat> {
  const m = await mensagemVisivel(deps, sessao, id, erroChat.anexoNaoEncontrado);
  const anexo = m.anexos.find((a) => a.id === id);
  if (!anexo) throw erroChat.anexoNaoEncontrado();
  return { nomeArquivo: anexo.nomeAnexo, url: await urlDeDownload(deps, anexo.chave, anexo.nomeAnexo, anexo.tipoMime) };
}
