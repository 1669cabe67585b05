import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { CLIENTE_OIDC_LOCAL, issuerOidcLocal, PREFIXO_OIDC_LOCAL } from './oidcLocal';
import { readBody } from './requestBody';

/**
 * The local stand-in of Google's OpenID provider (docs/adr/0073-google-sign-in-oidc.md): an
 * `oidc-provider` instance under /_local/oidc of the runtime's own origin, with one client, the
 * one the runtime sets in the handlers' environment (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET,
 * GOOGLE_ISSUER; handlerEnvironment.ts) when the developer's environment names no real one. So
 * "Entrar com Google" works on `npm start` and in the tests, with no internet: the login runs the
 * same code path as with Google (discovery, PKCE, code exchange, ID token signed with this
 * instance's keys and checked against its JWKS).
 *
 * Its sign-in page is the runtime's own: any e-mail, and whether the provider reports it as
 * verified (a test's way to get email_verified false). Nothing is stored on disk: keys, cookies'
 * keys and grants live as long as the process.
 */
/** The account id carries the whole identity: `<v|n>:<e-mail>` (v: verified). */
const idDaConta = (email: string, verificado: boolean) => `${verificado ? 'v' : 'n'}:${email}`;
function contaDoId(id: string): { email: string; verificado: boolean } | null {
  const m = /^([vn]):(.+)$/.exec(id);
  return m ? { email: m[2], verificado: m[1] === 'v' } : null;
}

const escapar = (t: string) =>
  t.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function paginaDeLogin(uid: string, cliente: string): string {
  const acao = `${PREFIXO_OIDC_LOCAL}/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Provedor OpenID local (simulação do Google)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;display:flex;justify-content:center}
main{background:#fff;margin-top:48px;padding:32px;border-radius:8px;max-width:420px;width:100%;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 8px}p{color:#555;font-size:14px}label{display:block;margin:16px 0 4px;font-weight:600}
input[type=email]{width:100%;box-sizing:border-box;padding:8px;font-size:16px}
.aviso{background:#fff7e6;border:1px solid #ffd591;padding:8px;border-radius:4px}
button{margin-top:20px;padding:10px 16px;font-size:16px;cursor:pointer}
</style></head>
<body><main>
<h1>Provedor OpenID local (simulação do Google)</h1>
<p class="aviso">Ambiente de desenvolvimento: nenhuma conta Google é usada. Digite qualquer e-mail para entrar no Workflow (cliente <strong>${escapar(cliente)}</strong>).</p>
<form method="post" action="${acao}/login">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required autofocus autocomplete="off">
<fieldset style="margin-top:16px"><legend>E-mail verificado</legend>
<label style="font-weight:normal;margin:4px 0"><input type="radio" name="verificado" value="S" checked> Sim</label>
<label style="font-weight:normal;margin:4px 0"><input type="radio" name="verificado" value="N"> Não</label>
</fieldset>
<button type="submit">Entrar</button>
</form>
<form method="post" action="${acao}/cancelar"><button type="submit">Cancelar</button></form>
</main></body></html>`;
}

function enviarHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export interface ProvedorOidcLocal {
  /** True when it took the request (anything under PREFIXO_OIDC_LOCAL). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

/**
 * The provider of the runtime at `baseUrl`. Its one client may be sent back to the callback
 * under each of the runtime's origins (localhost and 127.0.0.1).
 */
export function criarProvedorOidcLocal(baseUrl: string, origens: readonly string[]): ProvedorOidcLocal {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'local', use: 'sig', alg: 'RS256' };
  const configuracao: Configuration = {
    clients: [
      {
        client_id: CLIENTE_OIDC_LOCAL.id,
        client_secret: CLIENTE_OIDC_LOCAL.segredo,
        redirect_uris: origens.map((o) => `${o}/api/auth/google/callback`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // What the product's adapter sends (adapters/provedorOidc.ts); Google accepts it too.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: ['openid', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // As Google: the e-mail claims are in the ID token itself, not only at userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${PREFIXO_OIDC_LOCAL}/interaction/${interaction.uid}` },
    // No consent screen: the one client is the product itself (Google skips it too once granted).
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, id) => {
      const conta = contaDoId(id);
      if (!conta) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: conta.email, email_verified: conta.verificado }),
      };
    },
    renderError: (ctx, saida) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Provedor OpenID local</title><body><h1>Provedor OpenID local (simulação do Google)</h1><p>Erro: ${escapar(String(saida.error))} ${escapar(String(saida.error_description ?? ''))}</p></body></html>`;
    },
  };
  const provider = new Provider(issuerOidcLocal(baseUrl), configuracao);
  const delegar = provider.callback();

  return {
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== PREFIXO_OIDC_LOCAL && !url.pathname.startsWith(`${PREFIXO_OIDC_LOCAL}/`)) return false;
      const interacao = /^\/_local\/oidc\/interaction\/([^/]+)(?:\/(login|cancelar))?$/.exec(url.pathname);
      if (interacao) {
        await interagir(req, res, interacao[2]);
        return true;
      }
      // Mounted like Express does (oidc-provider reads the mount path from originalUrl).
      Object.assign(req, { originalUrl: req.url, url: (req.url ?? '/').slice(PREFIXO_OIDC_LOCAL.length) || '/' });
      await delegar(req, res);
      return true;
    },
  };

  async function interagir(req: IncomingMessage, res: ServerResponse, acao: string | undefined): Promise<void> {
    let detalhes;
    try {
      detalhes = await provider.interactionDetails(req, res);
    } catch {
      return enviarHtml(
        res,
        400,
        '<!doctype html><meta charset="utf-8"><p>Sessão de login expirada. Volte ao Workflow e tente de novo.</p>',
      );
    }
    if (req.method === 'GET' && !acao) {
      return enviarHtml(res, 200, paginaDeLogin(detalhes.uid, String(detalhes.params.client_id ?? '')));
    }
    if (req.method === 'POST' && acao === 'cancelar') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'A pessoa cancelou o login.' },
        { mergeWithLastSubmission: false },
      );
    }
    if (req.method === 'POST' && acao === 'login') {
      const campos = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
      const email = (campos.get('email') ?? '').trim().toLowerCase();
      if (!email) return enviarHtml(res, 400, paginaDeLogin(detalhes.uid, String(detalhes.params.client_id ?? '')));
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: idDaConta(email, campos.get('verificado') !== 'N') } },
        { mergeWithLastSubmission: false },
      );
    }
    return enviarHtml(res, 405, '<!doctype html><meta charset="utf-8"><p>Método não permitido.</p>');
  }
}
