import type { AppDeps } from '../../kernel/deps';
import {
  canalChatSchema,
  leituraChatSchema,
  mensagemChatSchema,
  referenciaChatSchema,
  resumoDoTexto,
  type CanalChat,
  type LeituraChat,
  type MensagemChatArmazenada,
  type ReferenciaChat,
} from '../../domains/chat/entities/mensagemChat';
import { prefixoTenant } from '../chaves';
import { entidade, escrever } from '../entidade';
import { fluxoKeys } from './fluxoRepository';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The in-flow chat (docs/data-model.md, "Chat"):
 *   pk `T#<SIGLA>#CHAT#<idFluxo>#<conversa>`, sk `MSG#<dataHoraRegistro>#<id>`: the messages of
 *     one conversation ('0': the public channel; `<a>#<b>`: the two people's ids sorted); a page
 *     is one Query, newest first, the cursor the last sort key read;
 *   pk `T#<SIGLA>#CHAT#<idFluxo>`, sk `CANAL#0`: the public channel's message total and last message;
 *   same pk, sk `LEITOR#<usuarioId>#<com>`: one person's state in one conversation (`com` '0' or
 *     the other person's id): messages read, and for a direct conversation its total and last
 *     message. One Query of `LEITOR#<usuarioId>#` is that person's summary. Counters move in the
 *     message's own transaction, so unread counts are exact;
 *   pk `T#<SIGLA>#CHATREF#<id>`, sk `CHATREF`: where a message or an attachment is, by its id.
 */
export const chatKeys = {
  conversaPk: (sigla: string, idFluxo: string, conversa: string) =>
    `${prefixoTenant(sigla)}#CHAT#${idFluxo}#${conversa}`,
  mensagemSk: (dataHoraRegistro: string, id: string) => `MSG#${dataHoraRegistro}#${id}`,
  prefixoMensagem: () => 'MSG#',
  fluxoPk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#CHAT#${idFluxo}`,
  canalSk: () => 'CANAL#0',
  leitorSk: (usuarioId: string, com: string) => `LEITOR#${usuarioId}#${com}`,
  prefixoLeitor: (usuarioId: string) => `LEITOR#${usuarioId}#`,
  /** Every reader item of the flow: the flow's direct conversations, named by their two people. */
  prefixoLeitores: () => 'LEITOR#',
  referenciaPk: (sigla: string, id: string) => `${prefixoTenant(sigla)}#CHATREF#${id}`,
  referenciaSk: () => 'CHATREF',
};

const mensagem = entidade('MSG_CHAT', mensagemChatSchema);
const referencia = entidade('REF_CHAT', referenciaChatSchema);
const leitura = entidade('LEITURA_CHAT', leituraChatSchema);
const canal = entidade('CANAL_CHAT', canalChatSchema);

const chaveLeitor = (sigla: string, idFluxo: string, usuarioId: string, com: string) => ({
  pk: chatKeys.fluxoPk(sigla, idFluxo),
  sk: chatKeys.leitorSk(usuarioId, com),
});
const chaveCanal = (sigla: string, idFluxo: string) => ({
  pk: chatKeys.fluxoPk(sigla, idFluxo),
  sk: chatKeys.canalSk(),
});
const chaveReferencia = (sigla: string, id: string) => ({
  pk: chatKeys.referenciaPk(sigla, id),
  sk: chatKeys.referenciaSk(),
});

const ultimaDe = (m: MensagemChatArmazenada) => ({
  mensagem: resumoDoTexto(m),
  dataHoraRegistro: m.dataHoraRegistro,
  idUsuarioRemetente: m.idUsuarioRemetente,
});

/**
 * A new message's writes: the message, one reference per id (message and attachments), and the
 * counters: the public channel's total, or the direct conversation's total on both sides; the
 * sender's read count goes up with it (his own message is read). The flow must still exist: a
 * message sent while the flow is deleted either lands before (and its clean-up finds it) or not
 * at all, never after the clean-up went by.
 */
export function inserirMensagemItens(deps: Deps, sigla: string, m: MensagemChatArmazenada): TransactItem[] {
  const skMensagem = chatKeys.mensagemSk(m.dataHoraRegistro, m.id);
  const ref = { idFluxo: m.idFluxo, conversa: m.conversa, skMensagem };
  const ultima = ultimaDe(m);
  const itens: TransactItem[] = [
    {
      ConditionCheck: {
        TableName: deps.tableName,
        Key: { pk: fluxoKeys.pk(sigla, m.idFluxo), sk: fluxoKeys.sk() },
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    mensagem.inserir(deps, { pk: chatKeys.conversaPk(sigla, m.idFluxo, m.conversa), sk: skMensagem }, m),
    ...[m.id, ...m.anexos.map((a) => a.id)].map((id) => referencia.inserir(deps, chaveReferencia(sigla, id), ref)),
  ];
  if (m.idUsuarioDestino === '0') {
    itens.push(
      canal.atualizar(deps, chaveCanal(sigla, m.idFluxo), { set: { entidade: canal.nome, ultima }, add: { total: 1 } }),
      leitura.atualizar(deps, chaveLeitor(sigla, m.idFluxo, m.idUsuarioRemetente, '0'), {
        set: { entidade: leitura.nome, com: '0' },
        add: { lidas: 1 },
      }),
    );
  } else {
    itens.push(
      leitura.atualizar(deps, chaveLeitor(sigla, m.idFluxo, m.idUsuarioRemetente, m.idUsuarioDestino), {
        set: { entidade: leitura.nome, com: m.idUsuarioDestino, ultima },
        add: { total: 1, lidas: 1 },
      }),
      leitura.atualizar(deps, chaveLeitor(sigla, m.idFluxo, m.idUsuarioDestino, m.idUsuarioRemetente), {
        set: { entidade: leitura.nome, com: m.idUsuarioRemetente, ultima },
        add: { total: 1 },
      }),
    );
  }
  return itens;
}

/** One page of a conversation, newest first (ONE Query of at most `limite` items). */
export function paginaDeMensagens(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  conversa: string,
  limite: number,
  cursor?: string,
): Promise<{ itens: MensagemChatArmazenada[]; proximoCursor: string | null }> {
  return mensagem.pagina(
    deps,
    { pk: chatKeys.conversaPk(sigla, idFluxo, conversa), prefixoSk: chatKeys.prefixoMensagem(), decrescente: true },
    limite,
    cursor,
  );
}

export function buscarReferencia(deps: Deps, sigla: string, id: string): Promise<ReferenciaChat | null> {
  return referencia.buscar(deps, chaveReferencia(sigla, id));
}

export function buscarMensagem(deps: Deps, sigla: string, ref: ReferenciaChat): Promise<MensagemChatArmazenada | null> {
  return mensagem.buscar(deps, { pk: chatKeys.conversaPk(sigla, ref.idFluxo, ref.conversa), sk: ref.skMensagem });
}

/** The person's state in every conversation he has (one Query), and the public channel's item. */
export async function leiturasDoUsuario(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  usuarioId: string,
): Promise<{ leituras: LeituraChat[]; canal: CanalChat | null }> {
  const [leituras, c] = await Promise.all([
    leitura.listar(deps, {
      pk: chatKeys.fluxoPk(sigla, idFluxo),
      prefixoSk: chatKeys.prefixoLeitor(usuarioId),
      consistente: true,
    }),
    canal.buscar(deps, chaveCanal(sigla, idFluxo), { consistente: true }),
  ]);
  return { leituras, canal: c };
}

/**
 * Marks a direct conversation read: read = total, in one Update (a message arriving meanwhile is
 * counted either before, and read, or after, and unread; never lost). False when there is none.
 */
export function marcarDiretaComoLida(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  usuarioId: string,
  com: string,
): Promise<boolean> {
  const chave = chaveLeitor(sigla, idFluxo, usuarioId, com);
  return escrever(deps, {
    Update: {
      TableName: deps.tableName,
      Key: chave,
      UpdateExpression: 'SET lidas = #total',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#total': 'total' },
    },
  });
}

/**
 * Marks the public channel read up to `total` (the channel's total just read): never lowers the
 * count, so two tabs marking at once leave the higher one.
 */
export function marcarCanalComoLido(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  usuarioId: string,
  total: number,
): Promise<boolean> {
  return escrever(
    deps,
    leitura.atualizar(
      deps,
      chaveLeitor(sigla, idFluxo, usuarioId, '0'),
      { set: { entidade: leitura.nome, com: '0', lidas: total } },
      { expressao: 'attribute_not_exists(lidas) OR lidas < :lidasNovas', valores: { ':lidasNovas': total } },
    ),
  );
}
