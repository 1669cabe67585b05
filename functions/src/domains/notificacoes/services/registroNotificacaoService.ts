import { AUTOR_FORMULARIO_PUBLICO } from '@wf/shared/constants/cards';
import type { EventoLido } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import { buscarAcessosDoFluxo } from '../../../data/repositories/acessoFluxoRepository';
import { buscarEtapa } from '../../../data/repositories/etapaRepository';
import { buscarInstancia } from '../../../data/repositories/instanciaRepository';
import { inserirNotificacaoItens } from '../../../data/repositories/notificacaoRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarUsuariosPorEmails } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { planejarAvisos, textoDoAviso, type AvisoPlanejado } from '../entities/avisosDoEvento';
import { idDaNotificacao, type NotificacaoArmazenada } from '../entities/notificacao';

/**
 * The `notificacoes` consumer (events/rules.ts routes card events to it): turns a mention, a new
 * responsible, or a move, comment or change of a followed card into one notification per person.
 * Only people who are users of the tenant (active accounts) and see the card's flow now are told,
 * never the author. Each notification is its own transaction: the item (put-if-absent on an id
 * derived from the event), its unread marker, +1 on the person's count and the
 * `notificacaoCriada` event for the person's room. A redelivery, or a retry after a failure half
 * way, therefore skips the people already told and counts nobody twice. A card deleted meanwhile
 * tells nobody.
 */
export async function registrarNotificacoes(deps: AppDeps, evento: EventoLido): Promise<void> {
  // Card events only (they name the card, its stage and who changed it).
  if (!('idInstancia' in evento.detalhe) || !('idEtapa' in evento.detalhe) || evento.detalhe.idInstancia === null)
    return;
  const { sigla, idEvento, ocorridoEm } = evento.detalhe;
  const card = await buscarInstancia(deps, sigla, evento.detalhe.idInstancia);
  if (!card) return;
  const plano = planejarAvisos(evento, card.seguidores);
  if (!plano || plano.idFluxo !== card.idFluxo) return;

  const destinatarios = await quemPodeSerAvisado(deps, sigla, plano.idFluxo, plano.avisos);
  if (destinatarios.length === 0) return;

  const nomeAutor = await nomeDoAutor(deps, sigla, plano.autor);
  const descricaoEtapa = destinatarios.some((d) => d.aviso.motivo === 'movido')
    ? (await buscarEtapa(deps, sigla, plano.idFluxo, evento.detalhe.idEtapa))?.descricao
    : undefined;
  const id = idDaNotificacao(ocorridoEm, idEvento);

  for (const { aviso, usuarioId } of destinatarios) {
    const n: NotificacaoArmazenada = {
      id,
      usuarioId,
      ...textoDoAviso(aviso.motivo, { nomeAutor, descricaoCard: card.descricao, descricaoEtapa }),
      msgLida: 'N',
      dataHoraRegistro: ocorridoEm,
      idInstancia: plano.idInstancia,
      idFluxo: plano.idFluxo,
      idEvento,
    };
    // false: this person was told by an earlier delivery (the put-if-absent refused): nothing to do.
    await transact(deps, [
      ...inserirNotificacaoItens(deps, sigla, n),
      outboxPut(
        deps,
        {
          tipo: 'notificacaoCriada',
          detalhe: {
            sigla,
            usuarioId,
            idNotificacao: id,
            idFluxo: n.idFluxo,
            idInstancia: n.idInstancia,
            titulo: n.titulo,
          },
        },
        `${idEvento}-${usuarioId}`,
      ),
    ]);
  }
}

/** The planned people who are active users of the tenant and see the flow, with their user ids. */
async function quemPodeSerAvisado(
  deps: AppDeps,
  sigla: string,
  idFluxo: string,
  avisos: AvisoPlanejado[],
): Promise<Array<{ aviso: AvisoPlanejado; usuarioId: string }>> {
  const emails = avisos.map((a) => a.email);
  const [usuarios, acessos] = await Promise.all([
    buscarUsuariosPorEmails(deps, sigla, emails),
    buscarAcessosDoFluxo(deps, sigla, idFluxo, emails),
  ]);
  const ativos = new Map(usuarios.filter((u) => u.ativo === 'S').map((u) => [u.email.toLowerCase(), u.id]));
  const veem = new Set([...acessos.keys()].map((e) => e.toLowerCase()));
  return avisos.flatMap((aviso) => {
    const usuarioId = ativos.get(aviso.email);
    return usuarioId && veem.has(aviso.email) ? [{ aviso, usuarioId }] : [];
  });
}

async function nomeDoAutor(deps: AppDeps, sigla: string, email: string): Promise<string> {
  if (email === AUTOR_FORMULARIO_PUBLICO) return 'O formulário público';
  const [autor] = await buscarUsuariosPorEmails(deps, sigla, [email]);
  return autor?.nome ?? email;
}
