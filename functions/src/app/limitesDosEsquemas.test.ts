import { describe, expect, it } from 'vitest';
import { valoresFormulario } from '@wf/shared/schemas/instancia';
import { rotas as rotasAuth } from '../domains/auth/lambda';
import { rotas as rotasCards } from '../domains/cards/lambda';
import { rotas as rotasClientes } from '../domains/clientes/lambda';
import { rotas as rotasEtapas } from '../domains/etapas/lambda';
import { rotas as rotasEtiquetas } from '../domains/etiquetas/lambda';
import { rotas as rotasFluxos } from '../domains/fluxos/lambda';
import { rotas as rotasInstancias } from '../domains/instancias/lambda';
import { rotas as rotasUsuarios } from '../domains/usuarios/lambda';
import type { Rota } from './http/route';

/**
 * Every string of every body and query schema of the route table has a maximum length, and
 * every list a maximum count, so no value can grow an item past DynamoDB's 400 KB (issue 7).
 * Free values are allowed only where the route checks them further (listed below, with why).
 */
const rotas: Record<string, Rota> = {
  ...rotasAuth,
  ...rotasCards,
  ...rotasClientes,
  ...rotasEtapas,
  ...rotasEtiquetas,
  ...rotasFluxos,
  ...rotasInstancias,
  ...rotasUsuarios,
};

type Def = { type: string } & Record<string, unknown>;
interface Zod {
  _zod: { def: Def };
}

/** The schema's max_length check, if any (zod keeps each check's definition in def.checks). */
const temMaximo = (def: Def): boolean =>
  ((def.checks ?? []) as Zod[]).some((c) => c._zod.def.check === 'max_length');

/** Values of free shape a route checks further itself. */
const LIVRES: Record<string, string> = {
  // The file of a stage import: read leniently by the import rules, every field through the field schema.
  'POST /api/etapas/import-config-etapa/{idEtapa} configEtapa': 'regras de importação',
  // The sign-up data: parsed again with the tenant's sign-up schema once the tenant is known.
  'POST /api/usuario/inserir Usuario': 'cadastroUsuarioSchema',
};

/** Fixed-length formats (anchored patterns of bounded length). */
const FORMATOS_LIMITADOS = new Set(['date', 'time', 'datetime']);

function semLimite(rota: string, schema: unknown, caminho: string[], achados: string[]): void {
  const { def } = (schema as Zod)._zod;
  const aqui = `${rota} ${caminho.join('.')}`;
  const sub = (s: unknown, k: string) => semLimite(rota, s, [...caminho, k], achados);
  if (schema === valoresFormulario) return; // bounded per value and in total by its refinements (unit-tested below)
  switch (def.type) {
    case 'string':
      if (!temMaximo(def) && !FORMATOS_LIMITADOS.has(String(def.format))) achados.push(`texto sem máximo: ${aqui}`);
      return;
    case 'array':
      if (!temMaximo(def)) achados.push(`lista sem máximo: ${aqui}`);
      return sub(def.element, '[]');
    case 'object':
      for (const [k, s] of Object.entries(def.shape as Record<string, unknown>)) sub(s, k);
      return;
    case 'record':
    case 'unknown':
    case 'any':
    case 'custom':
      if (!(aqui in LIVRES)) achados.push(`valor livre: ${aqui}`);
      return;
    case 'union':
      for (const opcao of def.options as unknown[]) semLimite(rota, opcao, caminho, achados);
      return;
    case 'pipe':
      return semLimite(rota, def.in, caminho, achados);
    default:
      if ('innerType' in def) semLimite(rota, def.innerType, caminho, achados);
  }
}

describe('limites dos esquemas da tabela de rotas', () => {
  it('every string and list of every body and query has a maximum', () => {
    const achados: string[] = [];
    for (const [chave, rota] of Object.entries(rotas)) {
      if (rota.body) semLimite(chave, rota.body, [], achados);
      if (rota.query) semLimite(chave, rota.query, [], achados);
    }
    expect(achados).toEqual([]);
  });

  it('card form values are bounded per value, per list and in total', () => {
    const falha = (v: unknown) => !valoresFormulario.safeParse(v).success;
    expect(valoresFormulario.safeParse({ OBS: 'x'.repeat(100_000), N: 1, L: ['a'], V: null }).success).toBe(true);
    expect(falha({ OBS: 'x'.repeat(100_001) })).toBe(true);
    expect(falha({ L: Array.from({ length: 501 }, () => 'a') })).toBe(true);
    expect(falha({ L: ['x'.repeat(201)] })).toBe(true);
    expect(falha({ O: { aninhado: true } })).toBe(true);
    expect(falha(Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`C${i}`, 'é'.repeat(40_000)])))).toBe(true);
    expect(falha(Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`C${i}`, 1])))).toBe(true);
  });
});
