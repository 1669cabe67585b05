import type { AppDeps } from '../../kernel/deps';
import { checklistSchema, type ChecklistArmazenado } from '../../domains/cards/entities/checklist';
import { entidade } from '../entidade';
import type { TransactItem } from '../transact';
import { instanciaKeys } from './instanciaRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Checklists, in the card's collection: pk `T#<SIGLA>#CARD#<idCard>`, sk `CHECKLIST#<id>`. A card
 * has few checklists, so "the card's checklists" is one Query of that prefix; each item holds its
 * whole list of items (a checklist is edited as a unit) and a versao for optimistic concurrency.
 */
export const checklistKeys = {
  sk: (id: string) => `CHECKLIST#${id}`,
  prefixoSk: () => 'CHECKLIST#',
};

const checklist = entidade('CHECKLIST', checklistSchema);

const chave = (sigla: string, idInstancia: string, id: string) => ({
  pk: instanciaKeys.pk(sigla, idInstancia),
  sk: checklistKeys.sk(id),
});

export async function listarChecklistsDoCard(
  deps: Deps,
  sigla: string,
  idInstancia: string,
): Promise<ChecklistArmazenado[]> {
  return checklist.listar(deps, {
    pk: instanciaKeys.pk(sigla, idInstancia),
    prefixoSk: checklistKeys.prefixoSk(),
    consistente: true,
  });
}

export async function buscarChecklist(
  deps: Deps,
  sigla: string,
  idInstancia: string,
  id: string,
): Promise<ChecklistArmazenado | null> {
  return checklist.buscar(deps, chave(sigla, idInstancia, id), { consistente: true });
}

export function inserirChecklistItem(deps: Deps, sigla: string, c: ChecklistArmazenado): TransactItem {
  return checklist.inserir(deps, chave(sigla, c.idInstancia, c.id), c);
}

/** Saves an edit if nobody saved the checklist since it was read (versao), bumping versao. */
export function salvarChecklistItem(deps: Deps, sigla: string, c: ChecklistArmazenado): TransactItem {
  return checklist.gravar(
    deps,
    chave(sigla, c.idInstancia, c.id),
    { ...c, versao: c.versao + 1 },
    { iguais: { versao: c.versao } },
  );
}

export function excluirChecklistItem(deps: Deps, sigla: string, c: ChecklistArmazenado): TransactItem {
  return checklist.excluir(deps, chave(sigla, c.idInstancia, c.id), { iguais: { versao: c.versao } });
}
