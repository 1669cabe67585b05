import { mensagensSubElementos as m } from '@wf/shared/constants/cards';
import type { NovoEvento } from '@wf/shared/events';
import type { atualizarChecklistsSchema, inserirChecklistSchema } from '@wf/shared/schemas/instancia';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  excluirChecklistItem,
  inserirChecklistItem,
  listarChecklistsDoCard,
  salvarChecklistItem,
} from '../../../data/repositories/checklistRepository';
import { atualizarTileCardItem } from '../../../data/repositories/instanciaRepository';
import type { TransactItem } from '../../../data/transact';
import type { InstanciaArmazenada } from '../../instancias';
import {
  concluiuAgora,
  deltaItens,
  editarChecklist,
  novoChecklist,
  paraChecklist,
  type ChecklistArmazenado,
} from '../entities/checklist';
import { erroCard } from '../erros';
import { baseDoEvento, cardParaAlterar, cardParaLer, comNovasTentativas, gravarComEvento } from './escritaNoCard';

type Evento = Parameters<typeof gravarComEvento>[2][number];

/**
 * The card's tile counters move by the change of checked/unchecked items, conditioned on the
 * counters read: the "every item is now checked" decision (event checklistConcluido, the green
 * badge) is then taken on the real totals, never on a stale read.
 */
function escritaDosContadores(
  deps: AppDeps,
  sessao: Sessao,
  c: InstanciaArmazenada,
  antes: ChecklistArmazenado[],
  depois: ChecklistArmazenado[],
): { item: TransactItem; eventos: Evento[] } {
  const delta = deltaItens(antes, depois);
  const lidos = { checked: c.numItensChecked, unchecked: c.numItensUnchecked };
  const novos = { checked: lidos.checked + delta.checked, unchecked: lidos.unchecked + delta.unchecked };
  const item = atualizarTileCardItem(deps, sessao.sigla, c.id, {
    somar: { numItensChecked: delta.checked, numItensUnchecked: delta.unchecked },
    esperado: { numItensChecked: lidos.checked, numItensUnchecked: lidos.unchecked },
  });
  const eventos: Evento[] = concluiuAgora(lidos, novos)
    ? [
        {
          tipo: 'checklistConcluido',
          detalhe: { ...baseDoEvento(sessao.sigla, c, sessao.email), numItens: novos.checked },
        },
      ]
    : [];
  return { item, eventos };
}

const emOrdem = (lista: ChecklistArmazenado[]) =>
  [...lista].sort((a, b) => a.ordem - b.ordem || a.criadoEm.localeCompare(b.criadoEm));

export async function listarChecklists(deps: AppDeps, sessao: Sessao, idInstancia: string) {
  await cardParaLer(deps, sessao, idInstancia);
  return { listaChecklists: emOrdem(await listarChecklistsDoCard(deps, sessao.sigla, idInstancia)).map(paraChecklist) };
}

export async function inserirChecklist(deps: AppDeps, sessao: Sessao, body: z.output<typeof inserirChecklistSchema>) {
  return comNovasTentativas(async () => {
    const ctx = await cardParaAlterar(deps, sessao, body.idInstancia, 'restrChecklists', m.semPermissaoChecklists);
    const c = ctx.instancia;
    const checklist = novoChecklist({
      id: deps.newId(),
      idInstancia: c.id,
      emailUsuario: sessao.email,
      dados: body.jsonChecklist,
      novoId: deps.newId,
      agora: deps.clock(),
    });
    const contadores = escritaDosContadores(deps, sessao, c, [], [checklist]);
    const evento: NovoEvento = {
      tipo: 'checklistAdicionado',
      detalhe: { ...baseDoEvento(sessao.sigla, c, sessao.email), idChecklist: checklist.id, titulo: checklist.titulo },
    };
    const gravou = await gravarComEvento(
      deps,
      [inserirChecklistItem(deps, sessao.sigla, checklist), contadores.item],
      [evento as Evento, ...contadores.eventos],
    );
    return gravou ? paraChecklist(checklist) : null;
  });
}

/**
 * PUT /atualizar?idInstancia=: several checklists of ONE card at once (title, order, items), in
 * one transaction. The contract's body names checklists by id only; the card comes in the query, so
 * the read is one Query of the card's partition and every id must be a checklist of that card.
 */
export async function atualizarChecklists(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
  body: z.output<typeof atualizarChecklistsSchema>,
) {
  return comNovasTentativas(async () => {
    const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrChecklists', m.semPermissaoChecklists);
    const c = ctx.instancia;
    const porId = new Map((await listarChecklistsDoCard(deps, sessao.sigla, c.id)).map((l) => [l.id, l]));
    const agora = deps.clock();
    const antes: ChecklistArmazenado[] = [];
    const depois: ChecklistArmazenado[] = [];
    for (const entrada of body) {
      const atual = porId.get(entrada.id);
      if (!atual) throw erroCard.checklistNaoEncontrado();
      if (depois.some((d) => d.id === entrada.id)) continue;
      antes.push(atual);
      depois.push(editarChecklist(atual, entrada.jsonChecklist, deps.newId, agora));
    }
    const contadores = escritaDosContadores(deps, sessao, c, antes, depois);
    const gravou = await gravarComEvento(
      deps,
      [...depois.map((d) => salvarChecklistItem(deps, sessao.sigla, d)), contadores.item],
      [
        {
          tipo: 'checklistAtualizado',
          detalhe: {
            ...baseDoEvento(sessao.sigla, c, sessao.email),
            idsChecklists: depois.map((d) => d.id),
            excluido: false,
          },
        },
        ...contadores.eventos,
      ],
    );
    return gravou ? emOrdem(depois).map(paraChecklist) : null;
  });
}

export async function excluirChecklist(deps: AppDeps, sessao: Sessao, idInstancia: string, id: string): Promise<void> {
  await comNovasTentativas(async () => {
    const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrChecklists', m.semPermissaoChecklists);
    const c = ctx.instancia;
    const checklist = (await listarChecklistsDoCard(deps, sessao.sigla, c.id)).find((l) => l.id === id);
    if (!checklist) throw erroCard.checklistNaoEncontrado();
    const contadores = escritaDosContadores(deps, sessao, c, [checklist], []);
    const gravou = await gravarComEvento(
      deps,
      [excluirChecklistItem(deps, sessao.sigla, checklist), contadores.item],
      [
        {
          tipo: 'checklistAtualizado',
          detalhe: { ...baseDoEvento(sessao.sigla, c, sessao.email), idsChecklists: [id], excluido: true },
        },
        ...contadores.eventos,
      ],
    );
    return gravou || null;
  });
}
