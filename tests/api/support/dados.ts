import { randomBytes } from 'node:crypto';

/** Unique values so test files can run in parallel against one runtime without meeting. */
const sufixo = (): string => randomBytes(5).toString('hex');

export const novaSigla = (): string => `T${randomBytes(5).toString('hex').toUpperCase()}`;
export const novoEmail = (prefixo = 'pessoa'): string => `${prefixo}.${sufixo()}@teste.com.br`;

export const SENHA = 'Senha1234';
export const OUTRA_SENHA = 'OutraSenha99';
export const CELULAR = '(11) 98765-4321';

/** A valid CPF (check digits computed), masked, different on each call. */
export function novoCpf(): string {
  const base = Array.from(randomBytes(9), (b) => b % 10);
  if (base.every((d) => d === base[0])) base[0] = (base[0]! + 1) % 10;
  const dv = (digitos: number[]) => {
    const soma = digitos.reduce((acc, d, i) => acc + d * (digitos.length + 1 - i), 0);
    const resto = soma % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const d1 = dv(base);
  const d2 = dv([...base, d1]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

/** A sign-up Usuario that passes every sign-up rule. */
export function usuarioValido(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nome: 'Maria da Silva',
    email: novoEmail('cadastro'),
    celular: CELULAR,
    cpf: novoCpf(),
    cargo: 'Analista',
    senha: SENHA,
    confirmarSenha: SENHA,
    termos: true,
    ...extra,
  };
}

/** A real 1x1 png, as the SPA sends images (data URL). */
export const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The start of a JPEG file (SOI + APP0 JFIF header): enough for the server's format check. */
export const JPEG_MINIMO = `data:image/jpeg;base64,${Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]).toString('base64')}`;

/** Bytes of a data URL, to compare with what a presigned URL serves. */
export const bytesDoDataUrl = (dataUrl: string): Buffer => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
