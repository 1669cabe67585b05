import type { AppDeps } from '../../kernel/deps';
import {
  comentarioSchema,
  momentoDoComentario,
  type ComentarioArmazenado,
} from '../../domains/cards/entities/comentarioArmazenado';
import { entidade } from '../entidade';
import type { TransactItem } from '../transact';
import { instanciaKeys } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Comments, in the card's collection: pk `T#<SIGLA>#CARD#<idCard>`, sk `COMENTARIO#<iso>#<id>`.
 * The creation time leads the sort key so the modal's newest-first pages (20 at a time) are ONE
 * Query backwards with Limit, resumed by a cursor; the id starts with the same time in epoch ms,
 * so a comment named by its id alone is one Get.
 */
export const comentarioKeys = {
  sk: (iso: string, id: string) => `COMENTARIO#${iso}#${id}`,
  prefixoSk: () => 'COMENTARIO#',
};

const comentario = entidade('COMENTARIO', comentarioSchema);

function skDoId(id: string): string | null {
  const momento = momentoDoComentario(id);
  return momento ? comentarioKeys.sk(momento.toISOString(), id) : null;
}

export async function buscarComentario(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  id: string,
): Promise<ComentarioArmazenado | null> {
  const sk = skDoId(id);
  if (!sk) return null;
  return comentario.buscar(deps, { pk: instanciaKeys.pk(sigla, idInstancia), sk }, { consistente: true });
}

/**
 * A page of the card's comments, newest first; the cursor is the sort key of the page's last
 * comment, valid only inside THIS card's partition (entidade.ts, paginaDeItens).
 */
export async function paginaDeComentarios(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  limite: number,
  cursor?: string,
): Promise<{ itens: ComentarioArmazenado[]; proximoCursor: string | null }> {
  return comentario.pagina(
    deps,
    { pk: instanciaKeys.pk(sigla, idInstancia), prefixoSk: comentarioKeys.prefixoSk(), decrescente: true },
    limite,
    cursor,
  );
}

export function inserirComentarioItem(deps: Deps, sigla: string, c: ComentarioArmazenado): TransactItem {
  return comentario.inserir(
    deps,
    { pk: instanciaKeys.pk(sigla, c.idInstancia), sk: comentarioKeys.sk(c.dataHoraAlteracao, c.id) },
    c,
  );
}

/** Deletes a comment still written by this author and not by the system (the rule checked again on write). */
export function excluirComentarioItem(deps: Deps, sigla: string, c: ComentarioArmazenado): TransactItem {
  return comentario.excluir(
    deps,
    { pk: instanciaKeys.pk(sigla, c.idInstancia), sk: comentarioKeys.sk(c.dataHoraAlteracao, c.id) },
    { iguais: { emailUsuario: c.emailUsuario, geradoPeloSistema: 'N' } },
  );
}
