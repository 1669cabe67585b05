import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { cadastroUsuarioSchema } from '@wf/shared/schemas/usuario';
import type { Rota } from '../../functions/src/app/http/route';
import { parametrosDoCaminho, routeKey, routes } from '../../functions/src/app/routes';
import { rotas as rotasAuth } from '../../functions/src/domains/auth/lambda';
import { rotas as rotasCards } from '../../functions/src/domains/cards/lambda';
import { rotas as rotasClientes } from '../../functions/src/domains/clientes/lambda';
import { rotas as rotasEtapas } from '../../functions/src/domains/etapas/lambda';
import { rotas as rotasEtiquetas } from '../../functions/src/domains/etiquetas/lambda';
import { rotas as rotasFluxos } from '../../functions/src/domains/fluxos/lambda';
import { rotas as rotasInstancias } from '../../functions/src/domains/instancias/lambda';
import { rotas as rotasUsuarios } from '../../functions/src/domains/usuarios/lambda';
import { localDynamoClient } from '../../infra/local/dynamoDbLocal';
import { handlerEnvironment, LOCAL_NAMES } from '../../infra/local/handlerEnvironment';
import { eventually } from '../support/eventually';
import { startTestRuntime, type TestRuntime } from '../support/testRuntime';
import { fluxoComFormularioPublico } from './support/cards';
import { ClienteHttp, type Resposta } from './support/clienteHttp';
import { novaSigla, novoEmail, SENHA } from './support/dados';
import { criarEtiqueta, type Pessoa } from './support/fluxos';
import { criarCard } from './support/instancias';

/**
 * Issue 7, finding 4: every route of the table walked with malformed path parameters, queries,
 * bodies and cookies, without a session and with the session of a fresh tenant's administrator.
 * Asserted: no answer is a 5xx, every error is `{ mensagem, tipo }` in pt-BR (no zod English),
 * and the table is exactly as before (a Scan of the whole table of a runtime of this file's own,
 * so no other test file writes to it meanwhile).
 *
 * Real ids (a flow with a public form and a free-text field, its stage, a label, a card) fill
 * the parts of a request that are not under test, so a malformed value the schemas failed to
 * refuse would reach the services and DynamoDB, and show as a 500 or as a write. A request whose
 * malformed part a route does not read (a body on a bodyless route, an unknown query key) names
 * ids that do not exist instead, so it cannot change anything legitimately.
 */

const executar = promisify(execFile);
const raiz = path.resolve(import.meta.dirname, '../..');

const rotasPorChave: Record<string, Rota> = {
  ...rotasAuth,
  ...rotasCards,
  ...rotasClientes,
  ...rotasEtapas,
  ...rotasEtiquetas,
  ...rotasFluxos,
  ...rotasInstancias,
  ...rotasUsuarios,
};

const UM_MB = 'x'.repeat(1024 * 1024);
const TRES_KB = 'a'.repeat(3 * 1024);
const FALSO = 'nao-existe-0000';
/** zod's English, as 1,027 answers carried it before. */
const INGLES = /invalid input|expected|received|too (big|small)|unrecognized|must be|required/i;

interface Ids {
  sigla: string;
  token: string;
  hash: string;
  email: string;
  fluxo: string;
  etapa: string;
  etiqueta: string;
  card: string;
}

let rt: TestRuntime;
let ids: Ids;
let dono: Pessoa;
const respostas: { pedido: string; r: Resposta }[] = [];

// ---------------------------------------------------------------- requests

interface Pedido {
  metodo: string;
  caminho: string;
  corpo?: string;
  cookie?: string;
  /** Send the session (with the tenant's X-Cliente) of the administrator. */
  comSessao: boolean;
}

/** refresh-user-token rotates the session, as it should: keep the new cookie, like the browser. */
function guardarSessaoRenovada(linhas: string[]): void {
  for (const linha of linhas) {
    const par = linha.split(';')[0] ?? '';
    const i = par.indexOf('=');
    const valor = decodeURIComponent(par.slice(i + 1));
    if (i > 0 && valor && !/max-age=0/i.test(linha)) dono.http.cookies.set(par.slice(0, i), valor);
  }
}

/** A request as the SPA makes it (X-Cliente, JSON content type, no foreign Origin), raw body and URL. */
async function enviar(p: Pedido): Promise<Resposta> {
  const headers: Record<string, string> = { 'x-cliente': ids.sigla, 'content-type': 'application/json' };
  const cookies = [p.comSessao ? [...dono.http.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ') : '', p.cookie ?? '']
    .filter(Boolean)
    .join('; ');
  if (cookies) headers.cookie = cookies;
  const r = await fetch(`${rt.runtime.baseUrl}${p.caminho}`, { method: p.metodo, headers, body: p.corpo });
  const texto = await r.text();
  let body: unknown = texto;
  try {
    body = texto ? JSON.parse(texto) : undefined;
  } catch {
    // not JSON: the assertions below say so
  }
  const resposta = { status: r.status, body, setCookies: r.headers.getSetCookie() };
  if (p.comSessao && r.ok) guardarSessaoRenovada(resposta.setCookies);
  respostas.push({ pedido: `${p.metodo} ${p.caminho.slice(0, 160)} ${p.comSessao ? '(sessão)' : '(anônimo)'}`, r: resposta });
  return resposta;
}

// ---------------------------------------------------------------- values by schema

type Def = { type: string } & Record<string, unknown>;
const defDe = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** What a string leaf gets: by its key, a real value (so the rest of the request is valid). */
type Folha = (caminho: string[]) => unknown;

function textoPlausivel(caminho: string[]): string {
  const chave = caminho.at(-1) ?? '';
  const pai = caminho.at(-2) ?? '';
  if (/^idFluxo/.test(chave)) return ids.fluxo;
  if (/^idEtapa/.test(chave)) return ids.etapa;
  if (chave === 'idInstancia') return ids.card;
  if (chave === 'idEtiqueta') return ids.etiqueta;
  if (chave === 'id') {
    if (/^Fluxo/.test(pai) || caminho.includes('FluxoFav')) return ids.fluxo;
    if (pai === 'Etapa') return ids.etapa;
    if (pai === 'Etiqueta') return ids.etiqueta;
    return FALSO;
  }
  if (/email/i.test(chave)) return ids.email;
  if (chave === 'tokenCliente') return ids.token;
  if (chave === 'customer' || chave === 'sigla') return ids.sigla;
  if (chave === 'hash') return ids.hash;
  if (/senha/i.test(chave)) return SENHA;
  return 'Valor';
}

/** A value of the schema's shape; every string leaf comes from `folha`. Unions take their first option. */
function gerar(schema: unknown, caminho: string[], folha: Folha): unknown {
  const d = defDe(schema);
  const sub = (s: unknown, k: string) => gerar(s, [...caminho, k], folha);
  switch (d.type) {
    case 'string':
    case 'unknown':
    case 'any':
    case 'custom':
      if (d.type !== 'string' && caminho.at(-1) === 'Usuario') {
        return gerar(cadastroUsuarioSchema({ controlarPlanos: 'N', restringirCPF: 'N' }), caminho, folha);
      }
      return folha(caminho);
    case 'number':
    case 'bigint':
      return 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'literal':
      return (d.values as unknown[])[0];
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'object':
      return Object.fromEntries(Object.entries(d.shape as Record<string, unknown>).map(([k, s]) => [k, sub(s, k)]));
    case 'array':
      return [sub(d.element, '0')];
    case 'tuple':
      return (d.items as unknown[]).map((s, i) => sub(s, String(i)));
    case 'record': {
      const chave = /ValoresFormulario|newValuesFormulario/.test(caminho.at(-1) ?? '') ? 'OBS' : 'CHAVE';
      return { [chave]: sub(d.valueType, chave) };
    }
    case 'union':
      return gerar((d.options as unknown[])[0], caminho, folha);
    case 'intersection':
      return { ...(gerar(d.left, caminho, folha) as object), ...(gerar(d.right, caminho, folha) as object) };
    case 'pipe':
      return gerar(d.in, caminho, folha);
    case 'lazy':
      return gerar((d.getter as () => unknown)(), caminho, folha);
    default:
      if ('innerType' in d) return gerar(d.innerType, caminho, folha); // optional, nullable, default, catch, readonly...
      return folha(caminho);
  }
}

/** The paths of every string leaf of the schema's generated value. */
function folhasDe(schema: unknown): string[][] {
  const caminhos: string[][] = [];
  gerar(schema, [], (c) => {
    caminhos.push(c);
    return 'Valor';
  });
  return caminhos;
}

const mesmoCaminho = (a: string[], b: string[]) => a.join('\u0000') === b.join('\u0000');
/** `[[[...]]]`, n levels, as text (deeper than JSON.parse and JSON.stringify go). */
const aninhadoTexto = (n: number): string => `${'['.repeat(n)}${']'.repeat(n)}`;
const ANINHADO = '__aninhado__';

/**
 * Malformed bodies for a schema. `porFolha`: one string leaf at 1 MB or deeply nested, the rest
 * valid (sent on real ids: a leaf the schema failed to bound would be written). `inteiros`: every
 * string at 300 KB, numbers for strings, nulls for strings (sent on ids that do not exist: on a
 * schema whose strings may be null or numbers, such a body can be valid).
 */
function corposMalformados(schema: unknown): { porFolha: string[]; inteiros: string[] } {
  const folhas = folhasDe(schema);
  const porFolha = folhas.map((alvo) =>
    JSON.stringify(gerar(schema, [], (c) => (mesmoCaminho(c, alvo) ? UM_MB : textoPlausivel(c)))),
  );
  // Deep nesting in a field: spliced in as text (too deep for JSON.stringify here, not for the server's parser).
  for (const alvo of folhas.slice(0, 3)) {
    const texto = JSON.stringify(gerar(schema, [], (c) => (mesmoCaminho(c, alvo) ? ANINHADO : textoPlausivel(c))));
    porFolha.push(texto.replace(`"${ANINHADO}"`, aninhadoTexto(5000)));
  }
  const inteiros = folhas.length
    ? [() => UM_MB.slice(0, 300 * 1024), () => 12345, () => null].map((f) => JSON.stringify(gerar(schema, [], f)))
    : [];
  return { porFolha, inteiros };
}

/** Bodies no route accepts, whatever its schema. */
const CORPOS_PRIMITIVOS = ['null', '[]', '"texto"', '1', 'true', '{', 'não é json', aninhadoTexto(100_000)];

// ---------------------------------------------------------------- paths

const idReal = (rota: { path: string }, nome: string): string => {
  switch (nome) {
    case 'idFluxo':
      return ids.fluxo;
    case 'idEtapa':
      return ids.etapa;
    case 'idInstancia':
      return ids.card;
    case 'idEtiqueta':
      return ids.etiqueta;
    case 'customer':
      return ids.sigla;
    case 'hash':
      return ids.hash;
    case 'email':
      return encodeURIComponent(ids.email);
    case 'keyCampo':
      return 'todos';
    case 'id':
      if (/\/(fluxos|common)\//.test(rota.path)) return ids.fluxo;
      if (/\/etapas\//.test(rota.path)) return ids.etapa;
      if (/\/instancias?\/[a-z-]*\/?(buscar|atualizar|excluir|historico|formulario)/.test(rota.path)) return ids.card;
      return FALSO;
    default:
      return FALSO;
  }
};

/** The route's path with each {param} from `valor` (already URL-encoded as it should travel). */
const caminhoCom = (rota: { path: string }, valor: (nome: string) => string): string =>
  rota.path.replace(/\{([^}]+)\}/g, (_, nome: string) => valor(nome));

const falsoOuPublico = (nome: string): string =>
  nome === 'customer' ? ids.sigla : nome === 'hash' ? ids.hash : nome === 'keyCampo' ? 'todos' : FALSO;

/** Path parameter values no route may accept: too long, bad %-encoding, empty, odd. */
const PARAMETROS_MALFORMADOS = [TRES_KB, '%E0%A4%A', '%ZZ', '', '%00', 'a%2Fb', '..', '%20', 'a%22%3Cb%3E'];

const semSessaoAQuebrar = (rota: { path: string }) => rota.path === '/api/auth/logout';

/** Every malformed request of one route. */
function pedidosDaRota(rota: (typeof routes)[number], comSessao: boolean): Pedido[] {
  const def = rotasPorChave[routeKey(rota)];
  if (!def) throw new Error(`rota sem handler: ${routeKey(rota)}`);
  const nomes = parametrosDoCaminho(rota.path);
  const comCorpo = rota.method !== 'GET';
  const pedidos: Pedido[] = [];
  const base = { metodo: rota.method, comSessao };
  const corpoVazio = comCorpo ? '{}' : undefined;

  // Path parameters: each one malformed, the others real (they must not matter).
  for (const alvo of nomes) {
    for (const ruim of PARAMETROS_MALFORMADOS) {
      pedidos.push({ ...base, caminho: caminhoCom(rota, (n) => (n === alvo ? ruim : idReal(rota, n))), corpo: corpoVazio });
    }
  }

  const falso = caminhoCom(rota, falsoOuPublico);
  const real = caminhoCom(rota, (n) => idReal(rota, n));

  // Queries: unknown keys and bad encoding on ids that do not exist; the schema's keys too long on real ids.
  for (const q of [`?x=${TRES_KB}`, '?x=%E0%A4%A', '?%E0%A4%A=1', `?${'k'.repeat(3000)}=1`, '?a=1&a=2&a=3']) {
    pedidos.push({ ...base, caminho: `${falso}${q}`, corpo: corpoVazio });
  }
  if (def.query) {
    const valida = gerar(def.query, [], textoPlausivel) as Record<string, unknown>;
    for (const chave of Object.keys(valida)) {
      for (const ruim of [TRES_KB, 'abc', '-1', '%E0%A4%A']) {
        const q = new URLSearchParams(
          Object.entries({ ...valida, [chave]: ruim }).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
        const destino = ruim === TRES_KB ? real : falso;
        pedidos.push({ ...base, caminho: `${destino}?${q.replace(encodeURIComponent('%E0%A4%A'), '%E0%A4%A')}`, corpo: corpoVazio });
      }
    }
  }

  // Bodies: primitives everywhere (on ids that do not exist when the route reads no body);
  // the schema's malformed bodies on real ids.
  if (comCorpo) {
    for (const corpo of CORPOS_PRIMITIVOS) pedidos.push({ ...base, caminho: def.body ? real : falso, corpo });
    if (def.body) {
      const { porFolha, inteiros } = corposMalformados(def.body);
      for (const corpo of porFolha) pedidos.push({ ...base, caminho: real, corpo });
      for (const corpo of inteiros) pedidos.push({ ...base, caminho: caminhoCom(rota, () => FALSO), corpo });
    }
  }

  // Cookies: broken %-encoding, a forged session, garbage; on ids that do not exist.
  for (const cookie of [
    'x=%E0%A4%A',
    `wf_sessao_${ids.sigla}=%E0%A4%A; wf_cliente=%ZZ`,
    `wf_sessao_${ids.sigla}=${TRES_KB}`,
    `wf_cliente=${TRES_KB}; =; ;;; a`,
  ]) {
    pedidos.push({ ...base, caminho: falso, corpo: corpoVazio, cookie });
  }
  return pedidos;
}

// ---------------------------------------------------------------- the table

const dynamo = () => localDynamoClient(rt.runtime.endpoints.dynamoDb, LOCAL_NAMES.region);

/**
 * Sessions are left out: refresh-user-token, walked with a junk cookie next to the valid
 * session, rotates the session as it must (a new item, the old one deleted); nothing else a
 * read does writes to the table.
 */
const ehSessao = (item: Record<string, AttributeValue>): boolean => /#SESSAO#/.test(item.pk?.S ?? '');

/** Every item of the table but sessions, each as canonical JSON, sorted. */
async function fotoDaTabela(): Promise<string[]> {
  const cliente = dynamo();
  const itens: string[] = [];
  let inicio: Record<string, AttributeValue> | undefined;
  do {
    const r = await cliente.send(
      // A test's photo of the whole table, on a runtime of its own: the one Scan the project allows.
      // eslint-disable-next-line no-restricted-syntax
      new ScanCommand({ TableName: LOCAL_NAMES.tableName, ExclusiveStartKey: inicio, ConsistentRead: true }),
    );
    for (const item of (r.Items ?? []).filter((i) => !ehSessao(i))) itens.push(JSON.stringify(Object.fromEntries(Object.entries(item).sort())));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  cliente.destroy();
  return itens.sort();
}

/** The table once the setup's events have all been consumed (two equal photos in a row). */
async function tabelaQuieta(): Promise<string[]> {
  let anterior = await fotoDaTabela();
  return eventually(
    async () => {
      const agora = await fotoDaTabela();
      const igual = JSON.stringify(agora) === JSON.stringify(anterior);
      anterior = agora;
      return igual ? agora : undefined;
    },
    30_000,
    500,
  );
}

// ---------------------------------------------------------------- setup

async function criarAmbiente(): Promise<{ sigla: string; token: string; email: string }> {
  const sigla = novaSigla();
  const email = novoEmail('admin');
  const env = { ...process.env, ...handlerEnvironment(rt.runtime.endpoints) };
  await executar(
    path.join(raiz, 'node_modules', '.bin', 'tsx'),
    [
      path.join(raiz, 'infra/scripts/tenant.ts'),
      ...['create', '--sigla', sigla, '--nome', `Ambiente ${sigla}`, '--admin-nome', 'Ana Administradora'],
      ...['--admin-email', email, '--admin-senha', SENHA, '--exigir-ativacao', 'N', '--controlar-planos', 'N'],
    ],
    { env, cwd: raiz },
  );
  const cliente = await new ClienteHttp(rt.runtime.baseUrl).get<ClientePublico>(`/api/cliente/${sigla}`);
  expect(cliente.status).toBe(200);
  return { sigla, token: cliente.body.token, email };
}

beforeAll(async () => {
  rt = await startTestRuntime({ web: 'none', dataDirPrefix: 'workflow-entrada-', label: 'runtime da entrada malformada' });
  const amb = await criarAmbiente();
  const http = new ClienteHttp(rt.runtime.baseUrl);
  const login = await http.post<{ usuario: { id: string } }>('/api/auth/local', {
    email: amb.email,
    senha: SENHA,
    tokenCliente: amb.token,
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  dono = { http, sigla: amb.sigla, email: amb.email, usuarioId: login.body.usuario.id };
  const campoTexto = { id: 'c1', keyCampo: 'textoLongo', titulo: 'Observações', nomeVariavel: 'OBS' };
  const { fluxo, a, hash } = await fluxoComFormularioPublico(dono, [campoTexto]);
  const etiqueta = await criarEtiqueta(dono, fluxo.id);
  const card = await criarCard(dono, fluxo.id, 'Card de teste', { listaValoresFormulario: { OBS: 'texto curto' } });
  ids = { ...amb, hash, fluxo: fluxo.id, etapa: a.id, etiqueta: etiqueta.id, card: card.id };
}, 180_000);

afterAll(async () => {
  await rt?.teardown();
});

// ---------------------------------------------------------------- the walk

function conferirRespostas(): void {
  const falhas: string[] = [];
  for (const { pedido, r } of respostas) {
    if (r.status >= 500) {
      falhas.push(`${r.status} ${pedido}: ${JSON.stringify(r.body).slice(0, 200)}`);
      continue;
    }
    if (r.status < 400) continue;
    const corpo = r.body as { mensagem?: unknown; tipo?: unknown; campos?: Record<string, unknown> } | undefined;
    if (typeof corpo?.mensagem !== 'string' || !corpo.mensagem || typeof corpo.tipo !== 'string') {
      falhas.push(`${r.status} sem { mensagem, tipo } ${pedido}: ${JSON.stringify(r.body).slice(0, 200)}`);
      continue;
    }
    const textos = [corpo.mensagem, ...Object.values(corpo.campos ?? {}).map(String)];
    const ingles = textos.find((t) => INGLES.test(t));
    if (ingles) falhas.push(`${r.status} em inglês ${pedido}: ${ingles}`);
  }
  expect(falhas.slice(0, 40), `${falhas.length} falhas`).toEqual([]);
}

describe('entrada malformada em todas as rotas', () => {
  it(
    'never a 5xx, always { mensagem, tipo } in pt-BR, and the table unchanged',
    async () => {
      const antes = await tabelaQuieta();
      let total = 0;
      for (const comSessao of [false, true]) {
        for (const rota of routes) {
          // Logout with a session ends it: a legitimate write, whatever else the request carries.
          if (comSessao && semSessaoAQuebrar(rota)) continue;
          for (const pedido of pedidosDaRota(rota, comSessao)) {
            await enviar(pedido);
            total++;
          }
        }
      }
      conferirRespostas();
      expect(total).toBeGreaterThan(3000);

      // The session is still good (nothing above ended or broke it).
      expect((await enviar({ metodo: 'GET', caminho: '/api/auth/verify-login', comSessao: true })).status).toBe(200);

      const depois = await tabelaQuieta();
      const somem = antes.filter((i) => !depois.includes(i));
      const surgem = depois.filter((i) => !antes.includes(i));
      expect({ somem: somem.map((i) => i.slice(0, 300)), surgem: surgem.map((i) => i.slice(0, 300)) }).toEqual({
        somem: [],
        surgem: [],
      });
    },
    600_000,
  );
});
