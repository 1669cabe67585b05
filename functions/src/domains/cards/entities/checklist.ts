import * as z from 'zod';
import { contarItens, normalizarItensChecklist } from '@wf/shared/validation/checklist';

const itemSchema = z.object({ id: z.string(), descricao: z.string(), checked: z.boolean(), ordem: z.number().int() });

/** A checklist as stored (`CHECKLIST#<id>` in the card's collection). */
export const checklistSchema = z.object({
  id: z.string(),
  idInstancia: z.string(),
  emailUsuario: z.string(),
  titulo: z.string(),
  ordem: z.number().int(),
  listaItens: z.array(itemSchema),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  /** Optimistic concurrency: two people ticking items of the same checklist never lose a tick. */
  versao: z.number().int(),
});
export type ChecklistArmazenado = z.infer<typeof checklistSchema>;

export interface DadosChecklist {
  titulo: string;
  ordem: number;
  listaItens: Array<{ id: string; descricao: string; checked: boolean; ordem: number }>;
}

export function novoChecklist(d: {
  id: string;
  idInstancia: string;
  emailUsuario: string;
  dados: DadosChecklist;
  novoId: () => string;
  agora: Date;
}): ChecklistArmazenado {
  const agora = d.agora.toISOString();
  return {
    id: d.id,
    idInstancia: d.idInstancia,
    emailUsuario: d.emailUsuario.toLowerCase(),
    titulo: d.dados.titulo,
    ordem: d.dados.ordem,
    listaItens: normalizarItensChecklist(d.dados.listaItens, [], d.novoId),
    criadoEm: agora,
    atualizadoEm: agora,
    versao: 1,
  };
}

/** An edit: the item rules applied against what was stored (empty keeps old text, etc.). */
export function editarChecklist(
  c: ChecklistArmazenado,
  dados: DadosChecklist,
  novoId: () => string,
  agora: Date,
): ChecklistArmazenado {
  return {
    ...c,
    titulo: dados.titulo,
    ordem: dados.ordem,
    listaItens: normalizarItensChecklist(dados.listaItens, c.listaItens, novoId),
    atualizadoEm: agora.toISOString(),
  };
}

/** How the card's tile counters change when checklists go from `antes` to `depois`. */
export function deltaItens(
  antes: ReadonlyArray<Pick<ChecklistArmazenado, 'listaItens'>>,
  depois: ReadonlyArray<Pick<ChecklistArmazenado, 'listaItens'>>,
): { checked: number; unchecked: number } {
  const a = contarItens(antes);
  const d = contarItens(depois);
  return { checked: d.checked - a.checked, unchecked: d.unchecked - a.unchecked };
}

/** The card's checklists became complete with this change (every item checked, at least one item). */
export const concluiuAgora = (
  antes: { checked: number; unchecked: number },
  depois: { checked: number; unchecked: number },
): boolean => depois.checked > 0 && depois.unchecked === 0 && !(antes.checked > 0 && antes.unchecked === 0);

export const paraChecklist = (c: ChecklistArmazenado) => ({
  id: c.id,
  emailUsuario: c.emailUsuario,
  jsonChecklist: { titulo: c.titulo, ordem: c.ordem, listaItens: c.listaItens },
});
