import { cabecalhoSecreto, finalVisivel, PREFIXO_MASCARA } from '@wf/shared/validation/cabecalhosWebhook';
import { cifrar, decifrar } from '../../../lib/cifraSegredos';

/**
 * Secret header values of a rule's webhook (cabecalhoSecreto: Authorization, *token*, Bearer...)
 * are kept sealed: the rule, its active copy and the delivery item hold
 * `wfsegredo:<last 4, base64url>:<AES-GCM ciphertext>` (lib/cifraSegredos.ts, the tenant as
 * authenticated data, so a sealed value copied to another tenant does not open). The clear value
 * exists only while a delivery is sent. What any answer shows is the mask: bullets and the last 4
 * characters, taken from the seal without the key.
 */
const PREFIXO = 'wfsegredo:';

const contexto = (sigla: string) => `cabecalho-webhook:${sigla}`;

export const ehSelado = (valor: string): boolean => valor.startsWith(PREFIXO);

export function selar(chave: string, sigla: string, valor: string): string {
  return `${PREFIXO}${Buffer.from(finalVisivel(valor), 'utf8').toString('base64url')}:${cifrar(chave, contexto(sigla), valor)}`;
}

export function abrir(chave: string, sigla: string, selado: string): string {
  const resto = selado.slice(PREFIXO.length);
  return decifrar(chave, contexto(sigla), resto.slice(resto.indexOf(':') + 1));
}

/** The mask of a sealed value (no key needed); any other value as it is. */
export function mascaraDoSelado(valor: string): string {
  if (!ehSelado(valor)) return valor;
  const resto = valor.slice(PREFIXO.length);
  return PREFIXO_MASCARA + Buffer.from(resto.slice(0, resto.indexOf(':')), 'base64url').toString('utf8');
}

/** Headers with every secret value sealed (those sealed already are kept). */
export function selarSecretos(
  chave: string,
  sigla: string,
  cabecalhos: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cabecalhos).map(([nome, valor]) => [
      nome,
      !ehSelado(valor) && cabecalhoSecreto(nome, valor) ? selar(chave, sigla, valor) : valor,
    ]),
  );
}

/** Headers as sent: every sealed value opened. */
export function abrirSelados(chave: string, sigla: string, cabecalhos: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cabecalhos).map(([nome, valor]) => [nome, ehSelado(valor) ? abrir(chave, sigla, valor) : valor]),
  );
}

/** Any JSON-like value with every sealed string replaced by its mask (a simulation's payload). */
export function mascararSelados<T>(valor: T): T {
  if (typeof valor === 'string') return mascaraDoSelado(valor) as T;
  if (Array.isArray(valor)) return valor.map((v: unknown) => mascararSelados(v)) as T;
  if (valor && typeof valor === 'object') {
    return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, mascararSelados(v as unknown)])) as T;
  }
  return valor;
}

/**
 * A text to be recorded (the receiver's answer) with every secret value that was sent replaced by
 * its mask: a receiver that echoes the request (httpbin-like) must not put a credential in the
 * rule's history. The credential part of a scheme value (`Bearer <x>`) is replaced too.
 */
export function redigirSegredos(texto: string, enviados: Record<string, string>): string {
  const segredos = Object.entries(enviados)
    .filter(([nome, valor]) => cabecalhoSecreto(nome, valor))
    .flatMap(([, valor]) => [valor, valor.replace(/^\s*\S+\s+/, '')])
    .filter((v) => v.length >= 4)
    .sort((a, b) => b.length - a.length);
  let redigido = texto;
  for (const s of segredos) redigido = redigido.split(s).join(PREFIXO_MASCARA);
  return redigido;
}
