import { expect } from 'vitest';
import type { RespostaEtapa } from '@wf/shared/types/fluxo';
import type {
  InstanciaResumo,
  Job,
  PaginaCards,
  RespostaInstanciaAlterada,
  RespostaJob,
} from '@wf/shared/types/instancia';
import { eventually } from '../../support/eventually';
import type { Pessoa } from './fluxos';

/** Saves a stage's whole form. */
export async function salvarCampos(p: Pessoa, idEtapa: string, listaCamposFormulario: unknown[]): Promise<void> {
  const r = await p.http.post<RespostaEtapa>(
    `/api/etapas/atualizar-campos-form/${idEtapa}`,
    { listaCamposFormulario },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

export const inserirCard = (p: Pessoa, idFluxo: string, extra: Record<string, unknown> = {}) =>
  p.http.post<RespostaInstanciaAlterada>(
    '/api/instancias/inserir',
    { Instancia: { idFluxo, descricao: 'Comprar notebook', ...extra } },
    { sigla: p.sigla },
  );

/** A card created in the flow's initial stage (asserts 201). */
export async function criarCard(
  p: Pessoa,
  idFluxo: string,
  descricao = 'Comprar notebook',
  extra: Record<string, unknown> = {},
) {
  const r = await inserirCard(p, idFluxo, { descricao, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.Instancia;
}

export const moverCard = (p: Pessoa, corpo: Record<string, unknown>) =>
  p.http.patch<{ mensagem: string; Instancia?: InstanciaResumo }>('/api/instancias/mover', corpo, { sigla: p.sigla });

/** Polls GET of a bulk job until it ends (concluido or falhou) and answers it. */
export async function aguardarJob(p: Pessoa, idJob: string, timeoutMs = 60_000): Promise<Job> {
  return eventually(
    async () => {
      const r = await p.http.get<RespostaJob>(`/api/instancias/jobs/${idJob}`, { sigla: p.sigla });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.Job.status === 'concluido' || r.body.Job.status === 'falhou' ? r.body.Job : undefined;
    },
    timeoutMs,
    250,
  );
}

/** Moves every card of a stage (a bulk job: 202) and waits for the job's end. */
export async function moverTodosEAguardar(p: Pessoa, idEtapaOrigem: string, idEtapaDestino: string): Promise<Job> {
  const r = await p.http.patch<RespostaJob>(
    '/api/instancias/mover',
    { idEtapaOrigem, idEtapaDestino },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(202);
  return aguardarJob(p, r.body.Job.id);
}

export const paginaDaEtapa = (p: Pessoa, idEtapa: string, max = 20, cursor?: string) =>
  p.http.get<PaginaCards>(
    `/api/instancias/buscar-por-etapa/${idEtapa}?max=${max}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    { sigla: p.sigla },
  );

/** Every card of a stage in board order, page by page (asserts positions are 1..n). */
export async function cardsDaEtapa(p: Pessoa, idEtapa: string, max = 20): Promise<InstanciaResumo[]> {
  const todos: InstanciaResumo[] = [];
  let cursor: string | undefined;
  do {
    const r = await paginaDaEtapa(p, idEtapa, max, cursor);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    todos.push(...r.body.listaInstancias);
    cursor = r.body.proximoCursor ?? undefined;
  } while (cursor);
  expect(todos.map((c) => c.ordem)).toEqual(todos.map((_, i) => i + 1));
  return todos;
}

export const descricoes = (cards: InstanciaResumo[]) => cards.map((c) => c.descricao);
