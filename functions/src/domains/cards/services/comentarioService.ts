import { mensagensSubElementos as m } from '@wf/shared/constants/cards';
import type { inserirComentarioSchema } from '@wf/shared/schemas/instancia';
import type { Comentario } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { CadeiaRegra, Sessao } from '../../../kernel/sessao';
import {
  buscarComentario,
  excluirComentarioItem,
  inserirComentarioItem,
  paginaDeComentarios,
} from '../../../data/repositories/comentarioRepository';
import { atualizarTileCardItem } from '../../../data/repositories/instanciaRepository';
import { buscarUsuariosPorEmails } from '../../../data/repositories/usuarioRepository';
import type { TransactItem } from '../../../data/transact';
import type { InstanciaArmazenada } from '../../instancias';
import {
  comentarioVazio,
  emailsMencionados,
  idDeComentario,
  sanitizarComentario,
  type ComentarioArmazenado,
} from '../entities/comentario';
import { erroCard } from '../erros';
import { baseDoEvento, cardParaAlterar, cardParaLer, gravarComEvento } from './escritaNoCard';

/**
 * Comments. The HTML is sanitised on the server (allow-list, entities/comentario.ts); empty after
 * sanitising is 'Preencha o campo de comentário.'. Human comments are counted on the card tile
 * (numComentariosHumanos); system comments are not, and nobody can delete them. Only the author
 * deletes his own comment.
 */
async function paraComentarios(deps: AppDeps, sigla: string, lista: ComentarioArmazenado[]): Promise<Comentario[]> {
  const emails = [...new Set(lista.filter((c) => c.geradoPeloSistema === 'N').map((c) => c.emailUsuario))];
  const nomes = new Map((await buscarUsuariosPorEmails(deps, sigla, emails)).map((u) => [u.email, u.nome]));
  return lista.map((c) => ({
    id: c.id,
    comentario: c.comentario,
    emailUsuario: c.emailUsuario,
    nomeUsuario: nomes.get(c.emailUsuario) ?? null,
    geradoPeloSistema: c.geradoPeloSistema,
    dataHoraAlteracao: c.dataHoraAlteracao,
  }));
}

export async function listarComentarios(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
  pagina: { count: number; cursor?: string },
) {
  await cardParaLer(deps, sessao, idInstancia);
  const r = await paginaDeComentarios(deps, sessao.sigla, idInstancia, pagina.count, pagina.cursor);
  return { listaComentarios: await paraComentarios(deps, sessao.sigla, r.itens), proximoCursor: r.proximoCursor };
}

/** A new comment's writes: the item, the tile counter (human comments only) and its event. */
export function escritaDeComentario(
  deps: AppDeps,
  sigla: string,
  c: Pick<InstanciaArmazenada, 'id' | 'idFluxo' | 'idEtapa'>,
  d: { html: string; autor: string; sistema: boolean; cadeia?: CadeiaRegra },
): { comentario: ComentarioArmazenado; itens: TransactItem[]; evento: Parameters<typeof gravarComEvento>[2][number] } {
  const agora = deps.clock();
  const html = sanitizarComentario(d.html);
  if (comentarioVazio(html)) throw erroCard.comentarioVazio();
  const comentario: ComentarioArmazenado = {
    id: idDeComentario(agora, deps.newId()),
    idInstancia: c.id,
    comentario: html,
    emailUsuario: d.autor,
    geradoPeloSistema: d.sistema ? 'S' : 'N',
    emailsMencionados: emailsMencionados(html),
    dataHoraAlteracao: agora.toISOString(),
  };
  const itens = [inserirComentarioItem(deps, sigla, comentario)];
  if (!d.sistema) itens.push(atualizarTileCardItem(deps, sigla, c.id, { somar: { numComentariosHumanos: 1 } }));
  return {
    comentario,
    itens,
    evento: {
      tipo: 'comentarioAdicionado',
      detalhe: {
        ...baseDoEvento(sigla, c, d.autor, d.cadeia),
        idComentario: comentario.id,
        geradoPeloSistema: comentario.geradoPeloSistema,
        emailsMencionados: comentario.emailsMencionados,
      },
    },
  };
}

export async function inserirComentario(deps: AppDeps, sessao: Sessao, body: z.output<typeof inserirComentarioSchema>) {
  // Cheap check first: an empty comment never costs a read.
  if (comentarioVazio(sanitizarComentario(body.comentario))) throw erroCard.comentarioVazio();
  const ctx = await cardParaAlterar(deps, sessao, body.idInstancia, 'restrComentarios', m.semPermissaoComentarios);
  const e = escritaDeComentario(deps, sessao.sigla, ctx.instancia, {
    html: body.comentario,
    autor: sessao.email.toLowerCase(),
    sistema: false,
  });
  // The counter is an unconditional ADD on an existing card: only the card's deletion can fail it.
  if (!(await gravarComEvento(deps, e.itens, [e.evento]))) throw erroCard.comentarioNaoEncontrado();
  const [comentario] = await paraComentarios(deps, sessao.sigla, [e.comentario]);
  return comentario;
}

/** Author only, never a system comment; restrComentarios forbids deleting as it forbids commenting. */
export async function excluirComentario(deps: AppDeps, sessao: Sessao, idInstancia: string, id: string): Promise<void> {
  const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrComentarios', m.semPermissaoComentarios);
  const c = ctx.instancia;
  const comentario = await buscarComentario(deps, sessao.sigla, c.id, id);
  if (!comentario) throw erroCard.comentarioNaoEncontrado();
  if (comentario.geradoPeloSistema === 'S') throw erroCard.comentarioDoSistema();
  if (comentario.emailUsuario !== sessao.email.toLowerCase()) throw erroCard.somenteAutorComentario();
  const gravou = await gravarComEvento(
    deps,
    [
      excluirComentarioItem(deps, sessao.sigla, comentario),
      atualizarTileCardItem(deps, sessao.sigla, c.id, { somar: { numComentariosHumanos: -1 } }),
    ],
    [{ tipo: 'comentarioExcluido', detalhe: { ...baseDoEvento(sessao.sigla, c, sessao.email), idComentario: id } }],
  );
  // Deleted meanwhile (a second click): the same answer as not found.
  if (!gravou) throw erroCard.comentarioNaoEncontrado();
}
