import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { cadastroUsuarioSchema } from '@wf/shared/schemas/usuario';
import { caminhoDa, defDe, partesDe } from '../../functions/src/app/percorrerEsquema';
import { parametrosDoCaminho, routeKey, routes } from '../../functions/src/app/routes';
import { todasAsRotas } from '../../functions/src/app/todasAsRotas';
import { SIGLA_PADRAO } from '../../functions/src/domains/clientes/entities/cliente';
import { hashDeSegredo } from '../../functions/src/lib/segredos';
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
 * Every route of the table walked with malformed path parameters, queries, bodies, cookies and
 * `X-Cliente` headers, without a session and with the session of a fresh tenant's administrator.
 * Asserted: no answer is a 5xx, every error is `{ mensagem, tipo }` in pt-BR (no zod English),
 * and the table is exactly as before, sessions included (a Scan of the whole table of a runtime
 * of this file's own, so no other test file writes to it meanwhile). The writes allowed are
 * refresh-user-token's and the webhook secret's rotation, each walked on its own after the rest:
 * they replace the session and the secret, as they must.
 *
 * Real ids (a flow with a public form and a free-text field, its stage, a label, a card) fill
 * the parts of a request that are not under test, so a malformed value the schemas failed to
 * refuse would reach the services and DynamoDB, and show as a 500 or as a write. A request whose
 * malformed part a route does not read (a body on a bodyless route, an unknown query key) names
 * ids that do not exist instead, so it cannot change anything legitimately.
 */

const executar = promisify(execFile);
const raiz = path.resolve(import.meta.dirname, '../..');

const UM_MB = 'x'.repeat(1024 * 1024);
const TRES_KB = 'a'.repeat(3 * 1024);
const FALSO = 'nao-existe-0000';
/** zod's English messages. */
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
  /** The X-Cliente header, when not the tenant's own sigla. */
  xCliente?: string;
  /** Send the session cookies of the administrator. */
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
  const headers: Record<string, string> = { 'x-cliente': p.xCliente ?? ids.sigla, 'content-type': 'application/json' };
  const cookies = [
    p.comSessao ? [...dono.http.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ') : '',
    p.cookie ?? '',
  ]
    .filter(Boolean)
    .join('; ');
  if (cookies) headers.cookie = cookies;
  // Redirects are not followed: an answer is judged as the route gave it (the Google routes answer 302).
  const r = await fetch(`${rt.runtime.baseUrl}${p.caminho}`, {
    method: p.metodo,
    headers,
    body: p.corpo,
    redirect: 'manual',
  });
  const texto = await r.text();
  let body: unknown = texto;
  try {
    body = texto ? JSON.parse(texto) : undefined;
  } catch {
    // not JSON: the assertions below say so
  }
  const resposta = { status: r.status, body, setCookies: r.headers.getSetCookie() };
  if (p.comSessao && r.ok) guardarSessaoRenovada(resposta.setCookies);
  respostas.push({
    pedido: `${p.metodo} ${p.caminho.slice(0, 160)} ${p.comSessao ? '(sessão)' : '(anônimo)'}`,
    r: resposta,
  });
  return resposta;
}

// ---------------------------------------------------------------- values by schema

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
  const partes = partesDe(d);
  const valor = (i: number, c = caminhoDa(partes[i]!, caminho)) => gerar(partes[i]!.schema, c, folha);
  switch (d.type) {
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
      return Object.fromEntries(partes.map((p, i) => [p.chave, valor(i)]));
    case 'array':
    case 'tuple':
      return partes.map((_, i) => valor(i));
    case 'record': {
      const chave = /ValoresFormulario|newValuesFormulario/.test(caminho.at(-1) ?? '') ? 'OBS' : 'CHAVE';
      return { [chave]: valor(0, [...caminho, chave]) };
    }
    case 'intersection':
      return { ...(valor(0) as object), ...(valor(1) as object) };
    case 'unknown':
    case 'any':
    case 'custom':
      // The sign-up data, free in the route's schema: the tenant's sign-up schema says its shape.
      if (caminho.at(-1) === 'Usuario') {
        return gerar(cadastroUsuarioSchema({ controlarPlanos: 'N', restringirCPF: 'N' }), caminho, folha);
      }
      return folha(caminho);
    default:
      // A union's first option, a pipe's input, a wrapper's inner schema; a string is a leaf.
      return partes.length ? valor(0) : folha(caminho);
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

/** A path parameter's real value, by its name ('id' names a flow, a stage or a card by the route). */
function idReal(rota: { path: string }, nome: string): string {
  if (nome === 'id') {
    if (/\/(fluxos|common)\//.test(rota.path)) return ids.fluxo;
    if (/\/etapas\//.test(rota.path)) return ids.etapa;
    if (/\/instancias?\/[a-z-]*\/?(buscar|atualizar|excluir|historico|formulario)/.test(rota.path)) return ids.card;
    return FALSO;
  }
  const reais: Record<string, string> = {
    idFluxo: ids.fluxo,
    idEtapa: ids.etapa,
    idInstancia: ids.card,
    idEtiqueta: ids.etiqueta,
    customer: ids.sigla,
    hash: ids.hash,
    email: encodeURIComponent(ids.email),
    keyCampo: 'todos',
  };
  return reais[nome] ?? FALSO;
}

/** The route's path with each {param} from `valor` (already URL-encoded as it should travel). */
const caminhoCom = (rota: { path: string }, valor: (nome: string) => string): string =>
  rota.path.replace(/\{([^}]+)\}/g, (_, nome: string) => valor(nome));

const falsoOuPublico = (nome: string): string =>
  nome === 'customer' ? ids.sigla : nome === 'hash' ? ids.hash : nome === 'keyCampo' ? 'todos' : FALSO;

/** Path parameter values no route may accept: too long, bad %-encoding, empty, odd. */
const PARAMETROS_MALFORMADOS = [TRES_KB, '%E0%A4%A', '%ZZ', '', '%00', 'a%2Fb', '..', '%20', 'a%22%3Cb%3E'];

const LOGOUT = '/api/auth/logout';
const RENOVAR = '/api/auth/refresh-user-token';

/**
 * X-Cliente values that name no tenant or another one (the demo tenant): too long, characters a
 * sigla never has, two values, a path. With the session cookie of the walk's tenant, none of
 * them may act as that tenant, or as any.
 */
const xClienteMalformados = (): string[] => [
  TRES_KB,
  'a"<b>',
  'ÀÇÃO',
  `../${ids.sigla}`,
  `${ids.sigla}, ${SIGLA_PADRAO}`,
  SIGLA_PADRAO,
  SIGLA_PADRAO.toLowerCase(),
];

/** Every malformed request of one route. */
function pedidosDaRota(rota: (typeof routes)[number], comSessao: boolean): Pedido[] {
  const def = todasAsRotas[routeKey(rota)];
  if (!def) throw new Error(`rota sem handler: ${routeKey(rota)}`);
  const nomes = parametrosDoCaminho(rota.path);
  const comCorpo = rota.method !== 'GET';
  const pedidos: Pedido[] = [];
  const base = { metodo: rota.method, comSessao };
  const corpoVazio = comCorpo ? '{}' : undefined;
  const falso = caminhoCom(rota, falsoOuPublico);
  const real = caminhoCom(rota, (n) => idReal(rota, n));

  // X-Cliente: on a session route, a request otherwise valid (real ids, a valid body), so the
  // header alone stands between it and a write; on a public route (which takes its tenant from
  // the body or the path), on ids that do not exist.
  const corpoValido = def.body ? JSON.stringify(gerar(def.body, [], textoPlausivel)) : corpoVazio;
  const comXCliente = xClienteMalformados().map((xCliente): Pedido =>
    rota.acesso === 'sessao'
      ? { ...base, caminho: real, corpo: corpoValido, xCliente }
      : { ...base, caminho: falso, corpo: corpoVazio, xCliente },
  );
  // Logout with the tenant's own header ends the session: a legitimate write.
  if (comSessao && rota.path === LOGOUT) return comXCliente;
  pedidos.push(...comXCliente);

  // Path parameters: each one malformed, the others real (they must not matter).
  for (const alvo of nomes) {
    for (const ruim of PARAMETROS_MALFORMADOS) {
      pedidos.push({
        ...base,
        caminho: caminhoCom(rota, (n) => (n === alvo ? ruim : idReal(rota, n))),
        corpo: corpoVazio,
      });
    }
  }

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
        pedidos.push({
          ...base,
          caminho: `${destino}?${q.replace(encodeURIComponent('%E0%A4%A'), '%E0%A4%A')}`,
          corpo: corpoVazio,
        });
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

/** Every item of the table, each as canonical JSON, sorted. */
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
    for (const item of r.Items ?? []) itens.push(JSON.stringify(Object.fromEntries(Object.entries(item).sort())));
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  cliente.destroy();
  return itens.sort();
}

/** The table once the setup's events have all been consumed (two equal photos in a row). */
async function tabelaQuieta(): Promise<string[]> {
  // Quiet: the local bus has no delivery left (a consumer of the arrange's events would write
  // its idempotency claim later) and two reads 500 ms apart agree.
  const barramentoOcioso = async () =>
    ((await (await fetch(`${rt.runtime.baseUrl}/_local/bus`)).json()) as { emAndamento: number }).emAndamento === 0;
  let anterior = await fotoDaTabela();
  return eventually(
    async () => {
      const ocioso = await barramentoOcioso();
      const agora = await fotoDaTabela();
      const igual = JSON.stringify(agora) === JSON.stringify(anterior);
      anterior = agora;
      return igual && ocioso ? agora : undefined;
    },
    30_000,
    500,
  );
}

/** What went from the table and what came into it, each as canonical JSON. */
function diferenca(antes: string[], depois: string[]): { somem: string[]; surgem: string[] } {
  return { somem: antes.filter((i) => !depois.includes(i)), surgem: depois.filter((i) => !antes.includes(i)) };
}

type Item = Record<string, AttributeValue | undefined>;
const ehSessao = (json: string): boolean => /#SESSAO#/.test((JSON.parse(json) as Item).pk?.S ?? '');

/** The outbox event a refresh writes with the old session's deletion (its sockets close: sessaoEncerrada). */
const ehFimDaSessaoRenovada = (json: string): boolean => {
  const item = JSON.parse(json) as Item & { detail?: { M?: { motivo?: { S?: string } } } };
  return item.detail?.M?.motivo?.S === 'renovada';
};

/** A session item as the assertions compare it: whose it is and which cookie token it stands for. */
function sessaoDoItem(json: string): { sessaoId?: string; sigla?: string; usuarioId?: string } {
  const item = JSON.parse(json) as Item;
  return { sessaoId: item.sessaoId?.S, sigla: item.sigla?.S, usuarioId: item.usuarioId?.S };
}

/** The session item the administrator's cookie stands for (only its hash is stored). */
const sessaoDoCookie = () => ({
  sessaoId: hashDeSegredo(dono.http.cookies.get(`wf_sessao_${ids.sigla}`) ?? ''),
  sigla: ids.sigla,
  usuarioId: dono.usuarioId,
});

/** Differences as the failure message shows them: the first 20, each cut to 300 characters. */
const curtos = (itens: string[]): string[] => [
  ...itens.slice(0, 20).map((i) => i.slice(0, 300)),
  ...(itens.length > 20 ? [`+${itens.length - 20} itens`] : []),
];

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
  rt = await startTestRuntime({
    web: 'none',
    dataDirPrefix: 'workflow-entrada-',
    label: 'runtime da entrada malformada',
  });
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

/** Requests in flight at once in the walk: enough to keep the runtime's two cores busy. */
const EM_VOO = 8;

/** `fazer` on every item, at most `limite` at a time; rejects with the first failure. */
async function emParalelo<T>(itens: Iterator<T>, limite: number, fazer: (item: T) => Promise<void>): Promise<void> {
  const trabalhador = async () => {
    for (let item = itens.next(); !item.done; item = itens.next()) await fazer(item.value);
  };
  await Promise.all(Array.from({ length: limite }, trabalhador));
}

function conferirRespostas(): void {
  const falhas: string[] = [];
  for (const { pedido, r } of respostas) {
    if (r.status >= 500) {
      falhas.push(`${r.status} ${pedido}: ${JSON.stringify(r.body).slice(0, 200)}`);
      continue;
    }
    // A browser navigation's routes (Google sign-in) answer any input with a redirect to the login
    // page, which shows the reason in pt-BR; no other route may redirect.
    if (r.status >= 300 && r.status < 400 && !/^GET \/api\/auth\/google[/?]/.test(pedido))
      falhas.push(`${r.status} redirecionamento inesperado ${pedido}`);
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
  it('never a 5xx, always { mensagem, tipo } in pt-BR, and the table unchanged', async () => {
    const antes = await tabelaQuieta();
    let total = 0;
    // Every route but refresh-user-token with the session: not one item of the table may change.
    // None of these requests may write, so their order does not matter: they go EM_VOO at a time
    // (one at a time left a core idle while the runtime answered).
    // Made route by route as the walk goes: a route's bodies may be several of 1 MB each.
    function* pedidos(): Generator<Pedido> {
      for (const comSessao of [false, true]) {
        for (const rota of routes) if (!(comSessao && rota.path === RENOVAR)) yield* pedidosDaRota(rota, comSessao);
      }
    }
    await emParalelo(pedidos(), EM_VOO, async (pedido) => {
      await enviar(pedido);
      total++;
    });
    const meio = await tabelaQuieta();
    const { somem, surgem } = diferenca(antes, meio);
    expect({ somem: curtos(somem), surgem: curtos(surgem) }).toEqual({ somem: [], surgem: [] });

    // refresh-user-token with the session, on its own: each answer that renews replaces the
    // session by a new one of the same person, so in all one session goes (the walk's) and one
    // comes (the cookie's now); nothing else changes.
    const sessaoAntes = sessaoDoCookie();
    // One at a time: each renewal's answer carries the cookie the next request must send.
    for (const rota of routes.filter((r) => r.path === RENOVAR)) {
      for (const pedido of pedidosDaRota(rota, true)) {
        await enviar(pedido);
        total++;
      }
    }
    const depois = await tabelaQuieta();
    const renovacao = diferenca(meio, depois);
    expect({
      somem: curtos(renovacao.somem.filter((i) => !ehSessao(i))),
      surgem: curtos(renovacao.surgem.filter((i) => !ehSessao(i) && !ehFimDaSessaoRenovada(i))),
    }).toEqual({ somem: [], surgem: [] });
    expect(renovacao.somem.filter(ehSessao).map(sessaoDoItem)).toEqual([sessaoAntes]);
    expect(renovacao.surgem.filter(ehSessao).map(sessaoDoItem)).toEqual([sessaoDoCookie()]);

    conferirRespostas();
    expect(total).toBeGreaterThan(3000);

    // The session is still good (nothing above ended or broke it).
    expect((await enviar({ metodo: 'GET', caminho: '/api/auth/verify-login', comSessao: true })).status).toBe(200);
  }, 600_000);
});
