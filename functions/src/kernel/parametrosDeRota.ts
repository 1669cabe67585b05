import * as z from 'zod';
import { keysCampo } from '@wf/shared/constants/fluxos';
import { EMAIL_PATTERN, ID_PATTERN, SIGLA_PATTERN } from '@wf/shared/schemas/campos';
import { tipoTileSchema } from '@wf/shared/schemas/home';

/**
 * What an HTTP Lambda needs of the route table at run time: the schema of each path parameter
 * and the route key. The table itself (routes.ts, every route of every Lambda) is for the
 * gateways and the tests; a Lambda matches the routes it handles (http/httpLambda.ts).
 */

const idGerado = z.string().regex(ID_PATTERN, 'Identificador inválido');

/**
 * The path parameters of the table, by name: every `{param}` of a route is checked against its
 * schema before the handler runs (a malformed or 3 KB id is a 400, it never reaches DynamoDB).
 * The HTTP stack's matcher (routeMatcher.ts) takes them from the raw path and decodes each once.
 */
export const parametrosDeRota = {
  id: idGerado,
  idFluxo: idGerado,
  idEtapa: idGerado,
  idInstancia: idGerado,
  idEtiqueta: idGerado,
  idAnexo: idGerado,
  /** A card of the public API (/api/v1/cards/{idCard}); the session API calls it idInstancia or id. */
  idCard: idGerado,
  /** A person's authorisation on a stage (EtapaUsuario), in the public API. */
  idAutorizacao: idGerado,
  idRegistro: idGerado,
  idImportacao: idGerado,
  /** An AI task (GET /api/chatgpt/tarefas/{idTarefa}). */
  idTarefa: idGerado,
  /** An organogram unit (GET /api/organograma/buscar-usuarios/{idOrg}). */
  idOrg: idGerado,
  /** The tenant's sigla, as siglaDaRequisicao accepts it. */
  customer: z.string().regex(SIGLA_PATTERN, 'Ambiente inválido'),
  /** A public form link: base64url of 32 random bytes (lib/segredos.ts). */
  hash: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Link inválido ou expirado'),
  /** A public file link's id: `<sigla>.<idCard>.<idAnexo>` (binarioPublicoService.ts). */
  idBinario: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}\.[A-Za-z0-9_-]{1,100}\.[A-Za-z0-9_-]{1,100}$/, 'Link de arquivo inválido'),
  /** A public file link's secret: base64url of 32 random bytes (lib/segredos.ts). */
  publicHash: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Link de arquivo inválido'),
  /** A card's responsible person: the e-mail, or the link id the list gave. */
  email: z
    .string()
    .max(254, 'E-mail inválido')
    .refine((v) => EMAIL_PATTERN.test(v) || ID_PATTERN.test(v), 'E-mail inválido'),
  keyCampo: z.enum(['todos', ...keysCampo], { error: 'Tipo de campo inválido' }),
  /** A home tile: 1 all, 2 responsible, 3 following, 4 near expiry, 5 overdue. */
  tipoTile: tipoTileSchema,
} as const;
export type NomeParametro = keyof typeof parametrosDeRota;

/** The `{param}` names of a path template, in order. */
export const parametrosDoCaminho = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);

/** The schema of a route's path parameters (exactly its `{param}` names, each required). */
export function esquemaDeParametros(path: string): z.ZodType<Record<string, string>> {
  const nomes = parametrosDoCaminho(path);
  const forma: Record<string, z.ZodType<string>> = {};
  for (const nome of nomes) {
    const esquema = (parametrosDeRota as Record<string, z.ZodType<string>>)[nome];
    if (!esquema) throw new Error(`Parâmetro sem esquema na tabela de rotas: {${nome}} em ${path}`);
    forma[nome] = esquema;
  }
  return z.object(forma, { error: 'Parâmetros da rota inválidos' });
}

export const routeKey = (r: { method: string; path: string }): string => `${r.method} ${r.path}`;
