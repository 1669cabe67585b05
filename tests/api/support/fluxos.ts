import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type {
  Etapa,
  EtapaUsuario,
  Etiqueta,
  Fluxo,
  FluxoComEtapas,
  RespostaAutorizacao,
  RespostaEtapaInserida,
  RespostaEtiqueta,
  RespostaFluxo,
  RespostaVinculo,
} from '@wf/shared/types/fluxo';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from './ambientes';
import type { ClienteHttp } from './clienteHttp';
import { cadastrarEEntrar, entrar } from './sessoes';

/** A signed-in person of a tenant: his browser and the tenant to send in X-Cliente. */
export interface Pessoa {
  http: ClienteHttp;
  sigla: string;
  email: string;
  usuarioId: string;
}

/** A fresh tenant, its administrator signed in (he creates the flows of the test file). */
export async function ambienteComDono(): Promise<{ amb: AmbienteDeTeste; dono: Pessoa }> {
  const amb = await criarAmbienteDeTeste();
  const { http, usuario } = await entrar(amb, amb.adminEmail, amb.adminSenha);
  return { amb, dono: { http, sigla: amb.sigla, email: amb.adminEmail, usuarioId: usuario.id } };
}

/** Another user of the tenant, signed in. */
export async function outraPessoa(amb: AmbienteDeTeste, nome = 'Bruna Lima'): Promise<Pessoa> {
  const { http, usuario, email } = await cadastrarEEntrar(amb, { nome });
  return { http, sigla: amb.sigla, email, usuarioId: usuario.id };
}

export const dadosFluxo = (extra: Record<string, unknown> = {}) => ({
  descricao: 'Compras',
  icone: 'ShoppingCartOutlined',
  detalhes: 'Pedidos de compra da empresa',
  ...extra,
});

export async function criarFluxo(p: Pessoa, extra: Record<string, unknown> = {}): Promise<Fluxo> {
  const r = await p.http.post<RespostaFluxo>('/api/fluxos/inserir', { Fluxo: dadosFluxo(extra) }, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.Fluxo;
}

export async function criarEtapa(
  p: Pessoa,
  idFluxo: string,
  descricao: string,
  origens: string[] = [],
  extra: Record<string, unknown> = {},
): Promise<RespostaEtapaInserida> {
  const r = await p.http.post<RespostaEtapaInserida>(
    '/api/etapas/inserir',
    { Etapa: { idFluxo, descricao, ...extra }, listaEtapas: origens },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

/** A flow with three stages in a row: A (initial) -> B -> C. */
export async function fluxoComTresEtapas(p: Pessoa): Promise<{ fluxo: Fluxo; a: Etapa; b: Etapa; c: Etapa }> {
  const fluxo = await criarFluxo(p);
  const a = (await criarEtapa(p, fluxo.id, 'Solicitação')).Etapa;
  const b = (await criarEtapa(p, fluxo.id, 'Aprovação', [a.id])).Etapa;
  const c = (await criarEtapa(p, fluxo.id, 'Compra', [b.id])).Etapa;
  return { fluxo, a, b, c };
}

export async function telaDoFluxo(p: Pessoa, idFluxo: string): Promise<FluxoComEtapas> {
  const r = await p.http.get<FluxoComEtapas>(`/api/fluxos/buscar/etapas-com-instancias/${idFluxo}`, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

export async function conectar(p: Pessoa, idEtapaOrigem: string, idEtapaDestino: string): Promise<RespostaVinculo> {
  const r = await p.http.post<RespostaVinculo>(
    '/api/etapa-rel/criar-vinculo',
    { EtapaRel: { idEtapaOrigem, idEtapaDestino } },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

export async function autorizar(
  p: Pessoa,
  idEtapa: string,
  emailAutorizado: string,
  flags: Partial<Record<'autorizar' | 'editar' | 'executar' | 'restrAbrirCard', 'S' | 'N'>> = {},
): Promise<EtapaUsuario> {
  const r = await p.http.post<RespostaAutorizacao>(
    '/api/etapa-usuario/inserir-autorizacao',
    { EtapaUsuario: { idEtapa, emailAutorizado, ...flags } },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.EtapaUsuario;
}

export async function criarEtiqueta(
  p: Pessoa,
  idFluxo: string,
  descricao = 'Urgente',
  cor = '#f5222d',
): Promise<Etiqueta> {
  const r = await p.http.post<RespostaEtiqueta>(
    '/api/etiquetas/inserir',
    { Etiqueta: { idFluxo, descricao, cor } },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.Etiqueta;
}

/** A form field as the editor sends it (only what the test cares about; the schema fills the rest). */
export const campo = (titulo: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  keyCampo: 'textoCurto',
  titulo,
  ...extra,
});
