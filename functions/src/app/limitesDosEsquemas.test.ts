import { describe, expect, it } from 'vitest';
import { valoresFormulario } from '@wf/shared/schemas/instancia';
import { percorrerEsquema, temMaximo } from './percorrerEsquema';
import { todasAsRotas } from './todasAsRotas';

/**
 * Every string of every body and query schema of the route table has a maximum length, and
 * every list a maximum count, so no value can grow an item past DynamoDB's 400 KB. Free values
 * are allowed only where the route checks them further (listed below, with why).
 */

/** Values of free shape a route checks further itself. */
const LIVRES: Record<string, string> = {
  // The file of a stage import: read leniently by the import rules, every field through the field schema.
  'POST /api/etapas/import-config-etapa/{idEtapa} configEtapa': 'regras de importação',
  // The sign-up data: parsed again with the tenant's sign-up schema once the tenant is known.
  'POST /api/usuario/inserir Usuario': 'cadastroUsuarioSchema',
  // Any JSON value announced to a room: its serialised size is refined to 16 KB.
  'POST /api/common/socket/atualizar-propriedade/{id} valor': 'MAX_BYTES_VALOR_SOCKET',
  // A rule action's formulario: parsed again by the action's own schema (formulariosAcao[key]), every text bounded.
  'POST /api/fluxo/regras/inserir jsonRegras.acoes.0.formulario': 'formulariosAcao',
  'PUT /api/fluxo/regras/atualizar jsonRegras.acoes.0.formulario': 'formulariosAcao',
  'POST /api/fluxo/regras/simular jsonRegras.acoes.0.formulario': 'formulariosAcao',
  'POST /api/fluxo/regras/executar-condicoes listaRegras.0.jsonRegras.acoes.0.formulario': 'formulariosAcao',
  // The metrics of a flow sent for an AI analysis: their serialised size is refined to 64 KB.
  'POST /api/chatgpt/analisar-metricas metricas': 'LIMITES_IA.metricasBytes',
  // A data base record's cells: each at most 1,000 characters; a key of no column (at most 50) refuses the record or row.
  'POST /api/datasources/{id}/registros valores': 'conferirValores',
  'PUT /api/datasources/{id}/registros/{idRegistro} valores': 'conferirValores',
  // An import's mapping: keys of at most 3 digits, identifier values, at most one entry per column (refined).
  'POST /api/datasources/{id}/importacoes mapeamento': 'iniciarImportacaoSchema',
};

/** Fixed-length formats (anchored patterns of bounded length). */
const FORMATOS_LIMITADOS = new Set(['date', 'time', 'datetime']);

/** What in the schema of route `rota` has no bound. */
function semLimite(rota: string, schema: unknown): string[] {
  const achados: string[] = [];
  percorrerEsquema(schema, (def, caminho, esquema) => {
    const aqui = `${rota} ${caminho.join('.')}`;
    if (aqui in LIVRES && def.type !== 'record' && def.type !== 'unknown') return false; // checked further by the route
    if (esquema === valoresFormulario) return false; // bounded per value and in total by its refinements (unit-tested below)
    switch (def.type) {
      case 'string':
        if (!temMaximo(def) && !FORMATOS_LIMITADOS.has(String(def.format))) achados.push(`texto sem máximo: ${aqui}`);
        return;
      case 'array':
        if (!temMaximo(def)) achados.push(`lista sem máximo: ${aqui}`);
        return;
      case 'record':
      case 'unknown':
      case 'any':
      case 'custom':
        if (!(aqui in LIVRES)) achados.push(`valor livre: ${aqui}`);
        return false;
    }
  });
  return achados;
}

describe('limites dos esquemas da tabela de rotas', () => {
  it('every string and list of every body and query has a maximum', () => {
    const achados = Object.entries(todasAsRotas).flatMap(([chave, rota]) => [
      ...(rota.body ? semLimite(chave, rota.body) : []),
      ...(rota.query ? semLimite(chave, rota.query) : []),
    ]);
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
