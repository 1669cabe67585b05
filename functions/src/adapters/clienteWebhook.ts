import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { problemaDosCabecalhos } from '@wf/shared/validation/cabecalhosWebhook';
import { enderecoBloqueado } from '../lib/enderecosBloqueados';

/** One webhook request, variables filled and signature headers set. */
export interface RequisicaoWebhook {
  metodo: 'POST' | 'PUT';
  url: string;
  cabecalhos: Record<string, string>;
  corpo: string;
}

/** What one attempt gave: the answer (status and its first KB) or the error, and how long it took. */
export interface TentativaWebhook {
  status: number | null;
  duracaoMs: number;
  /** The first 1 KB of the answer's body. */
  resposta: string;
  erro?: string;
  /** The refusal is final (a blocked address, an invalid URL): no retry can change it. */
  definitivo?: boolean;
  /** From the answer's Retry-After (seconds or HTTP date), in ms. */
  retryAfterMs?: number;
}

export interface OpcoesWebhook {
  timeoutMs: number;
  permitirRedePrivada: boolean;
  clock?: () => Date;
}

const LIMITE_RESPOSTA = 1024;

export const mensagensWebhook = {
  enderecoBloqueado: (host: string) =>
    `Endereço de destino não permitido (rede privada, local ou de metadados): ${host}`,
  hostNaoResolvido: (host: string) => `Não foi possível resolver o endereço ${host}`,
  tempoEsgotado: (ms: number) => `Tempo esgotado: sem resposta em ${Math.round(ms / 1000)} s`,
  urlInvalida: 'URL do webhook inválida',
  falhaDeRede: (detalhe: string) => `Falha de rede: ${detalhe}`,
  pedidoInvalido: (detalhe: string) => `Pedido do webhook inválido: ${detalhe}`,
};

function lerRetryAfter(valor: string | undefined, agora: Date): number | undefined {
  if (!valor) return undefined;
  if (/^\d+$/.test(valor.trim())) return Number(valor.trim()) * 1000;
  const data = Date.parse(valor);
  return Number.isNaN(data) ? undefined : Math.max(0, data - agora.getTime());
}

/**
 * The addresses of the URL's host, every one of them checked: a name that resolves to a public
 * and a private address is refused, as is one whose only address is private (SSRF). The request
 * then connects to the first checked address (resolvedor below), never resolving the name again,
 * so a DNS answer changed between check and connection (rebinding) cannot redirect it.
 */
async function enderecoVerificado(
  host: string,
  permitirRedePrivada: boolean,
): Promise<{ address: string; family: number } | string> {
  let enderecos: Array<{ address: string; family: number }>;
  if (isIP(host)) enderecos = [{ address: host, family: isIP(host) }];
  else {
    try {
      enderecos = await lookup(host, { all: true, verbatim: true });
    } catch {
      return mensagensWebhook.hostNaoResolvido(host);
    }
  }
  if (enderecos.length === 0) return mensagensWebhook.hostNaoResolvido(host);
  if (!permitirRedePrivada && enderecos.some((e) => enderecoBloqueado(e.address)))
    return mensagensWebhook.enderecoBloqueado(host);
  return enderecos[0];
}

/**
 * The save-time check of a rule's URL (the delivery checks again, always): the refusal's pt-BR
 * message when its host is, or resolves to, a private/loopback/metadata address; null otherwise.
 * A name that does not resolve within `timeoutMs` passes (DNS may be down now and fine later;
 * the delivery decides). A URL whose host holds a variable is judged at delivery only.
 */
export async function destinoRecusado(
  urlTexto: string,
  opcoes: { permitirRedePrivada: boolean; timeoutMs: number },
): Promise<string | null> {
  if (opcoes.permitirRedePrivada || /\{\{/.test(urlTexto.split(/[/?#]/)[2] ?? '')) return null;
  let url: URL;
  try {
    url = new URL(urlTexto);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), opcoes.timeoutMs);
  });
  try {
    const r = await Promise.race([enderecoVerificado(host, false), prazo]);
    return r === mensagensWebhook.enderecoBloqueado(host) ? r : null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends one webhook request: no redirect followed (a 3xx is just its answer), at most
 * `timeoutMs` from the DNS lookup to the end of the answer, the answer's body read up to 1 KB.
 * Never throws: every outcome is an attempt to record.
 */
export async function chamarWebhook(req: RequisicaoWebhook, opcoes: OpcoesWebhook): Promise<TentativaWebhook> {
  const clock = opcoes.clock ?? (() => new Date());
  const inicio = clock().getTime();
  const duracao = () => clock().getTime() - inicio;
  let url: URL;
  try {
    url = new URL(req.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(url.protocol);
  } catch {
    return { status: null, duracaoMs: 0, resposta: '', erro: mensagensWebhook.urlInvalida, definitivo: true };
  }
  // A header a variable broke (a line break, a bad name) would make the request throw: refused
  // once, as a final failure the history shows, never a delivery stuck before its first attempt.
  const problema = problemaDosCabecalhos(req.cabecalhos);
  if (problema) return { status: null, duracaoMs: 0, resposta: '', erro: problema, definitivo: true };
  const host = url.hostname.replace(/^\[|\]$/g, '');

  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise<TentativaWebhook>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          status: null,
          duracaoMs: duracao(),
          resposta: '',
          erro: mensagensWebhook.tempoEsgotado(opcoes.timeoutMs),
        }),
      opcoes.timeoutMs,
    );
  });
  const controle = new AbortController();
  const tentativa = (async (): Promise<TentativaWebhook> => {
    const endereco = await enderecoVerificado(host, opcoes.permitirRedePrivada);
    if (typeof endereco === 'string')
      return {
        status: null,
        duracaoMs: duracao(),
        resposta: '',
        erro: endereco,
        definitivo: endereco === mensagensWebhook.enderecoBloqueado(host),
      };
    const resolvedor: LookupFunction = (_nome, opts, cb) => {
      if (opts.all)
        (cb as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [endereco]);
      else cb(null, endereco.address, endereco.family);
    };
    return new Promise<TentativaWebhook>((resolve) => {
      const cliente = url.protocol === 'https:' ? https : http;
      const opcoesPedido: http.RequestOptions = {
        method: req.metodo,
        headers: { ...req.cabecalhos, 'content-length': String(Buffer.byteLength(req.corpo)) },
        lookup: resolvedor,
        agent: false,
        signal: controle.signal,
      };
      let pedido: http.ClientRequest;
      try {
        pedido = cliente.request(url, opcoesPedido, (res) => {
          const partes: Buffer[] = [];
          let lidos = 0;
          const concluir = () =>
            resolve({
              status: res.statusCode ?? null,
              duracaoMs: duracao(),
              resposta: Buffer.concat(partes).subarray(0, LIMITE_RESPOSTA).toString('utf8'),
              retryAfterMs: lerRetryAfter(res.headers['retry-after'], clock()),
            });
          res.on('data', (parte: Buffer) => {
            if (lidos >= LIMITE_RESPOSTA) return;
            partes.push(parte);
            lidos += parte.length;
            // The rest of a long answer is not needed: stop reading it.
            if (lidos >= LIMITE_RESPOSTA) {
              concluir();
              res.destroy();
            }
          });
          res.on('end', concluir);
          res.on('error', concluir);
        });
      } catch (e) {
        // Anything else Node refuses in a request: a final failure, recorded, never a thrown attempt.
        const codigo = (e as NodeJS.ErrnoException).code ?? 'erro';
        resolve({
          status: null,
          duracaoMs: duracao(),
          resposta: '',
          erro: mensagensWebhook.pedidoInvalido(codigo),
          definitivo: true,
        });
        return;
      }
      pedido.on('error', (e: NodeJS.ErrnoException) =>
        resolve({
          status: null,
          duracaoMs: duracao(),
          resposta: '',
          erro: mensagensWebhook.falhaDeRede(e.code ?? e.message),
        }),
      );
      pedido.end(req.corpo);
    });
  })();
  try {
    return await Promise.race([tentativa, prazo]);
  } finally {
    clearTimeout(timer);
    controle.abort();
  }
}

/** Network errors, time-outs, 5xx and 429 may succeed later; anything else is the receiver's final word. */
export const tentativaRepetivel = (t: TentativaWebhook): boolean =>
  !t.definitivo && (t.status === null || t.status >= 500 || t.status === 429);

export const tentativaComSucesso = (t: TentativaWebhook): boolean =>
  t.status !== null && t.status >= 200 && t.status < 300;
