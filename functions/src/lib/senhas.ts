import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto). The stored value carries its own parameters and
 * salt — `scrypt$N$r$p$salt$hash` — so the cost can be raised later without breaking old hashes.
 */
const PARAMETROS = { N: 16384, r: 8, p: 1 } as const;
const TAMANHO_CHAVE = 64;
const TAMANHO_SAL = 16;

function derivar(senha: string, sal: Buffer, opcoes: ScryptOptions, tamanho: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(senha.normalize('NFKC'), sal, tamanho, { ...opcoes, maxmem: 64 * 1024 * 1024 }, (e, chave) =>
      e ? reject(e) : resolve(chave),
    );
  });
}

export async function hashSenha(senha: string): Promise<string> {
  const sal = randomBytes(TAMANHO_SAL);
  const chave = await derivar(senha, sal, PARAMETROS, TAMANHO_CHAVE);
  const { N, r, p } = PARAMETROS;
  return ['scrypt', N, r, p, sal.toString('base64'), chave.toString('base64')].join('$');
}

export async function conferirSenha(senha: string, armazenada: string): Promise<boolean> {
  const [alg, n, r, p, sal, hash] = armazenada.split('$');
  if (alg !== 'scrypt' || !sal || !hash) return false;
  const esperado = Buffer.from(hash, 'base64');
  const obtido = await derivar(
    senha,
    Buffer.from(sal, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    esperado.length,
  );
  return timingSafeEqual(obtido, esperado);
}

let hashFicticio: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so response time does not
 * tell which e-mails have accounts.
 */
export async function conferirSenhaFicticia(senha: string): Promise<false> {
  hashFicticio ??= hashSenha(gerarTextoFicticio());
  await conferirSenha(senha, await hashFicticio);
  return false;
}

const gerarTextoFicticio = (): string => randomBytes(12).toString('base64');
