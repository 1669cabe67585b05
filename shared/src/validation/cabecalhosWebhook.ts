/**
 * The headers of a rule's webhook (acionarWebhookJsonHeader, a JSON object of name -> value):
 * what a valid header is, and which ones hold a secret. The editor's schema (schemas/regra.ts)
 * refuses an invalid one when the rule is saved; the delivery checks again after the variables
 * are filled (a card's value may carry a line break). A secret header is stored encrypted and
 * answered masked (functions: domains/regras/webhooks/segredosCabecalhos.ts).
 */

/** RFC 7230 `token`: the characters a header name may have. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** CR, LF and NUL end a header line or the request: a value may not carry them. */
const QUEBRA = /[\r\n\0]/;

export const mensagensCabecalho = {
  nomeInvalido: (nome: string) =>
    `Nome de cabeçalho inválido: "${nome.slice(0, 60)}" (use letras, números e - _ . sem espaços)`,
  valorInvalido: (nome: string) => `O valor do cabeçalho ${nome.slice(0, 60)} não pode ter quebra de linha`,
  valorNaoTexto: (nome: string) => `O valor do cabeçalho ${nome.slice(0, 60)} deve ser um texto`,
  informeNovamente: (nome: string) => `Informe novamente o valor do cabeçalho ${nome.slice(0, 60)}`,
};

export const nomeCabecalhoValido = (nome: string): boolean => TOKEN.test(nome);
export const valorCabecalhoValido = (valor: string): boolean => !QUEBRA.test(valor);

/** The first problem of a set of headers (pt-BR), or null. Values may be texts, numbers or booleans. */
export function problemaDosCabecalhos(cabecalhos: Record<string, unknown>): string | null {
  for (const [nome, valor] of Object.entries(cabecalhos)) {
    if (!nomeCabecalhoValido(nome)) return mensagensCabecalho.nomeInvalido(nome);
    if (typeof valor !== 'string' && typeof valor !== 'number' && typeof valor !== 'boolean')
      return mensagensCabecalho.valorNaoTexto(nome);
    if (!valorCabecalhoValido(String(valor))) return mensagensCabecalho.valorInvalido(nome);
  }
  return null;
}

/** Names that carry credentials whatever their value. */
const NOMES_SECRETOS = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'api-key', 'apikey']);
/** Words that make a name secret wherever they appear in it (x-auth-token, client_secret, x-senha...). */
const PARTES_SECRETAS =
  /token|secret|segredo|key|chave|senha|password|passwd|pwd|auth|credential|credencial|signature|assinatura|session|sessao/i;
/** A value in an authorization scheme (Bearer, Basic...) is a credential under any name. */
const ESQUEMA_SECRETO = /^\s*(bearer|basic|digest|token|apikey|hmac|aws4-hmac-sha256|negotiate|ntlm)\s+\S/i;

/**
 * Whether a header holds a secret: its name is a credential's (exact list or a secret word in it),
 * or its value starts with an authorization scheme. Errs on the side of masking: a masked
 * harmless value costs the editor a retype; a shown credential cannot be taken back.
 */
export const cabecalhoSecreto = (nome: string, valor: string): boolean =>
  NOMES_SECRETOS.has(nome.toLowerCase()) || PARTES_SECRETAS.test(nome) || ESQUEMA_SECRETO.test(valor);

/** What a secret value is shown as: bullets, then its last 4 characters when it is long enough to spare them. */
export const PREFIXO_MASCARA = '••••••';
export const MINIMO_PARA_MOSTRAR_FINAL = 12;
export const finalVisivel = (valor: string): string =>
  valor.length >= MINIMO_PARA_MOSTRAR_FINAL ? valor.slice(-4) : '';
export const mascarar = (valor: string): string => PREFIXO_MASCARA + finalVisivel(valor);
/** A value the editor got masked and sent back untouched: the stored secret stays. */
export const ehMascara = (valor: string): boolean => valor.startsWith(PREFIXO_MASCARA);
