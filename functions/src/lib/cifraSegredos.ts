import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the product must read back (a tenant's webhook signing secret: it signs every delivery
 * and its administrator copies it) cannot be kept as a hash like passwords and session tokens
 * (segredos.ts): they are kept encrypted with AES-256-GCM under a key the table never holds
 * (SEGREDOS_CHAVE, a long random text; the AES key is its SHA-256). `contexto` (the tenant) is authenticated data: a ciphertext copied to another
 * tenant's item does not decrypt. Format: v1.<iv>.<tag>.<ciphertext>, each part base64url.
 */
const VERSAO = 'v1';

function chaveDe(segredo: string): Buffer {
  if (segredo.length < 32) throw new Error('SEGREDOS_CHAVE deve ter pelo menos 32 caracteres aleatórios');
  return createHash('sha256').update(segredo, 'utf8').digest();
}

export function cifrar(chaveMestra: string, contexto: string, texto: string): string {
  const iv = randomBytes(12);
  const cifra = createCipheriv('aes-256-gcm', chaveDe(chaveMestra), iv);
  cifra.setAAD(Buffer.from(contexto, 'utf8'));
  const dados = Buffer.concat([cifra.update(texto, 'utf8'), cifra.final()]);
  return [VERSAO, iv, cifra.getAuthTag(), dados]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decifrar(chaveMestra: string, contexto: string, cifrado: string): string {
  const [versao, iv, tag, dados] = cifrado.split('.');
  if (versao !== VERSAO || !iv || !tag || dados === undefined)
    throw new Error('Segredo cifrado em formato desconhecido');
  const decifra = createDecipheriv('aes-256-gcm', chaveDe(chaveMestra), Buffer.from(iv, 'base64url'));
  decifra.setAAD(Buffer.from(contexto, 'utf8'));
  decifra.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decifra.update(Buffer.from(dados, 'base64url')), decifra.final()]).toString('utf8');
}
