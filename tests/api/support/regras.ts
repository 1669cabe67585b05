import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ExecucaoRegra, Regra } from '@wf/shared/schemas/regra';
import { eventually } from '../../support/eventually';
import { aguardarRepouso } from '../../support/repouso';
import type { Pessoa } from './fluxos';

/** A rule's jsonRegras with one action (by default a comment), no conditions, priority 1. */
export function jsonRegra(
  extra: {
    evento?: string;
    idEtapa?: string | null;
    prioridade?: number;
    acoes?: Array<{ key: string; formulario?: unknown; prioridade?: number }>;
    condicoes?: Array<{ um: string; operador: string; dois?: string; tipoDado?: 'A' | 'D' | 'N' }>;
    operacaoLogica?: 'AND' | 'OR' | 'XOR';
  } = {},
) {
  return {
    prioridade: extra.prioridade ?? 1,
    evento: { key: extra.evento ?? 'cardEntrarEtapa', title: 'Evento', idEtapa: extra.idEtapa ?? null },
    acoes: (extra.acoes ?? [{ key: 'adicionarComentario', formulario: { comment: 'Aguardando diretoria' } }]).map(
      (a, i) => ({
        id: randomUUID(),
        key: a.key,
        title: a.key,
        executarNoServidor: true,
        formulario: a.formulario ?? {},
        prioridade: a.prioridade ?? i + 1,
      }),
    ),
    condicionais: {
      operacaoLogica: extra.operacaoLogica ?? 'AND',
      listaCondicionais: (extra.condicoes ?? []).map((c) => ({
        id: randomUUID(),
        operandoUm: { nomeInterno: c.um, tipoDado: c.tipoDado ?? 'A' },
        operador: { key: c.operador },
        operandoDois: c.dois === undefined ? null : { nomeInterno: c.dois, tipoDado: c.tipoDado ?? 'A' },
      })),
    },
  };
}

export const inserirRegra = (p: Pessoa, corpo: Record<string, unknown>) =>
  p.http.post<{ mensagem: string; data: { idRegra: string }; Regra: Regra }>('/api/fluxo/regras/inserir', corpo, {
    sigla: p.sigla,
  });

/** A rule saved in the flow (asserts 201), active unless said otherwise. */
export async function criarRegra(
  p: Pessoa,
  idFluxo: string,
  json: ReturnType<typeof jsonRegra> = jsonRegra(),
  extra: Record<string, unknown> = {},
): Promise<Regra> {
  const r = await inserirRegra(p, { idFluxo, descricao: 'Regra de teste', ativo: 'S', jsonRegras: json, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.Regra;
}

export async function buscarRegra(p: Pessoa, id: string): Promise<Regra> {
  const r = await p.http.get<{ Regra: Regra }>(`/api/fluxo/regras/buscar-por-id/${id}`, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Regra;
}

/** The rule's execution records, newest first (the history modal's first page). */
export async function execucoesDaRegra(p: Pessoa, idRegra: string): Promise<ExecucaoRegra[]> {
  const r = await p.http.get<{ listaExecucoesRegra: ExecucaoRegra[] }>(
    `/api/fluxo/regras/detalhes-execucoes/${idRegra}`,
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.listaExecucoesRegra;
}

/**
 * Waits until the rule has `n` closed execution records, then until the tenant's events are at
 * rest (so an extra execution would be there by then), and answers them all.
 */
export async function aguardarExecucoes(p: Pessoa, idRegra: string, n = 1): Promise<ExecucaoRegra[]> {
  await eventually(async () => ((await execucoesDaRegra(p, idRegra)).length >= n ? true : undefined), 45_000, 100);
  await aguardarRepouso({ sigla: p.sigla });
  return execucoesDaRegra(p, idRegra);
}
