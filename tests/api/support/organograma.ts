import { expect } from 'vitest';
import type { EtapaOrg, NoOrg, RespostaOrganograma, UnidadeOrg, UsuarioOrg } from '@wf/shared/schemas/organograma';
import type { Pessoa } from './fluxos';

/** Organogram calls of the API tests: each asserts its success status. */
export async function criarUnidade(p: Pessoa, descricao: string, idOrgSup: string | null = null): Promise<UnidadeOrg> {
  const r = await p.http.post<{ mensagem: string; Organograma: UnidadeOrg }>(
    '/api/organograma/inserir-organograma',
    { Organograma: { descricao, idOrgSup, sigla: descricao.slice(0, 3).toUpperCase() } },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.Organograma;
}

export const moverUnidade = (p: Pessoa, u: UnidadeOrg, idOrgSup: string | null) =>
  p.http.put<{ mensagem: string; Organograma: UnidadeOrg }>(
    '/api/organograma/atualizar-organograma',
    { Organograma: { id: u.id, idOrgSup, descricao: u.descricao, sigla: u.sigla, idUsuario: null } },
    { sigla: p.sigla },
  );

export async function vincular(p: Pessoa, idOrg: string, idUsuario: string, incluirEmSubniveis: 'S' | 'N' = 'N') {
  const r = await p.http.post<{ mensagem: string; UsuarioOrg: UsuarioOrg }>(
    '/api/organograma/vincular-usuario',
    { idOrg, idUsuario, incluirEmSubniveis },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.UsuarioOrg;
}

export async function desvincular(p: Pessoa, idUsuarioOrg: string): Promise<void> {
  const r = await p.http.delete('/api/organograma/desvincular-usuario', { sigla: p.sigla, body: { idUsuarioOrg } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

export async function arvore(p: Pessoa): Promise<RespostaOrganograma> {
  const r = await p.http.get<RespostaOrganograma>('/api/organograma/buscar-organograma', { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

/** The tree as `descricao(children...)`, for compact assertions. */
export const desenho = (nos: NoOrg[]): string =>
  nos.map((n) => (n.filhos.length ? `${n.descricao}(${desenho(n.filhos)})` : n.descricao)).join(',');

type FlagsEtapaOrg = Partial<Omit<EtapaOrg, 'id' | 'idEtapa' | 'Organograma'>>;

export const inserirEtapaOrg = (p: Pessoa, idEtapa: string, idOrg: string, flags: FlagsEtapaOrg = {}) =>
  p.http.post<{ mensagem: string; EtapaOrg: EtapaOrg }>(
    '/api/etapa-org/inserir-autorizacao',
    { EtapaOrg: { idEtapa, idOrg, ...flags } },
    { sigla: p.sigla },
  );

export async function autorizarUnidade(p: Pessoa, idEtapa: string, idOrg: string, flags: FlagsEtapaOrg = {}) {
  const r = await inserirEtapaOrg(p, idEtapa, idOrg, flags);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.EtapaOrg;
}
