import type { EventoLido } from '@wf/shared/events';

/**
 * Why a person is told about a card event. One notification per person per event: the most
 * personal reason wins (a follower mentioned in a comment is told of the mention only).
 */
export type MotivoAviso = 'mencao' | 'responsavel' | 'comentario' | 'movido' | 'alterado';

export interface AvisoPlanejado {
  email: string;
  motivo: MotivoAviso;
}

export interface PlanoDeAvisos {
  idFluxo: string;
  idInstancia: string;
  /** Who did it: never told of his own change. */
  autor: string;
  avisos: AvisoPlanejado[];
}

const minusculo = (e: string) => e.trim().toLowerCase();

/**
 * Who an event may concern, before the checks that need the table (is the person a user of the
 * tenant, does he see the flow; notificacoesService does those). `seguidores`: the card's
 * followers now. "Changed", for followers, is the card's own data: title, details, due date
 * (cardAtualizado) and form values (campoFormularioAtualizado). Labels, checklists, attachments,
 * people and order are not told (each is visible on the card and would make the bell noise).
 * A system comment (written by the product, e.g. on a move) tells followers nothing: the move
 * itself does. null: the event raises no notification.
 */
export function planejarAvisos(evento: EventoLido, seguidores: readonly string[]): PlanoDeAvisos | null {
  const paraSeguidores = (motivo: MotivoAviso): AvisoPlanejado[] => seguidores.map((email) => ({ email, motivo }));
  let avisos: AvisoPlanejado[];
  switch (evento.tipo) {
    case 'comentarioAdicionado':
      avisos = [
        ...evento.detalhe.emailsMencionados.map((email) => ({ email, motivo: 'mencao' as const })),
        ...(evento.detalhe.geradoPeloSistema === 'S' ? [] : paraSeguidores('comentario')),
      ];
      break;
    case 'pessoaResponsavel':
      avisos = [{ email: evento.detalhe.emailResponsavel, motivo: 'responsavel' }];
      break;
    case 'cardEntrarEtapa':
      // A creation (no origin) is nobody's followed card yet; a move in the same stage is no move.
      if (evento.detalhe.idEtapaOrigem === null || evento.detalhe.idEtapaOrigem === evento.detalhe.idEtapa) return null;
      avisos = paraSeguidores('movido');
      break;
    case 'cardAtualizado':
    case 'campoFormularioAtualizado':
      avisos = paraSeguidores('alterado');
      break;
    default:
      return null;
  }
  const autor = minusculo(evento.detalhe.alteradoPor);
  const porPessoa = new Map<string, AvisoPlanejado>();
  for (const a of avisos) {
    const email = minusculo(a.email);
    if (email === autor || porPessoa.has(email)) continue;
    porPessoa.set(email, { email, motivo: a.motivo });
  }
  if (porPessoa.size === 0) return null;
  return {
    idFluxo: evento.detalhe.idFluxo,
    idInstancia: evento.detalhe.idInstancia,
    autor,
    avisos: [...porPessoa.values()],
  };
}

/** Title and text of a notification (pt-BR). */
export function textoDoAviso(
  motivo: MotivoAviso,
  c: { nomeAutor: string; descricaoCard: string; descricaoEtapa?: string },
): { titulo: string; mensagem: string } {
  const card = `"${c.descricaoCard}"`;
  switch (motivo) {
    case 'mencao':
      return {
        titulo: 'Você foi mencionado',
        mensagem: `${c.nomeAutor} mencionou você em um comentário do card ${card}`,
      };
    case 'responsavel':
      return {
        titulo: 'Novo card sob sua responsabilidade',
        mensagem: `${c.nomeAutor} definiu você como responsável pelo card ${card}`,
      };
    case 'comentario':
      return { titulo: 'Novo comentário', mensagem: `${c.nomeAutor} comentou no card ${card}, que você acompanha` };
    case 'movido':
      return {
        titulo: 'Card movido',
        mensagem: `${c.nomeAutor} moveu o card ${card}, que você acompanha, para a etapa "${c.descricaoEtapa ?? ''}"`,
      };
    case 'alterado':
      return { titulo: 'Card alterado', mensagem: `${c.nomeAutor} alterou o card ${card}, que você acompanha` };
  }
}
