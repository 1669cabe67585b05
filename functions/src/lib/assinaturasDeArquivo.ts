/**
 * What a file's first bytes say it is (magic numbers), for every check of uploaded content:
 * attachments (domains/cards/entities/conteudoAnexo.ts) and images sent as data URLs (dataUrl.ts).
 * The accepted types are a closed list, so a small table covers them: a library would need the
 * same table to map its answers onto our extensions, plus the text check below
 * (docs/adr/0016-uploads-and-attachments.md).
 */

/** How many bytes a check needs: every signature below lies within them. */
export const BYTES_INSPECIONADOS = 4096;

export type Assinatura = (b: Uint8Array) => boolean;

const bytesEm = (b: Uint8Array, posicao: number, esperado: readonly number[]): boolean =>
  b.length >= posicao + esperado.length && esperado.every((v, i) => b[posicao + i] === v);
const ascii = (texto: string): number[] => [...texto].map((c) => c.charCodeAt(0));
const textoEm =
  (posicao: number, texto: string): Assinatura =>
  (b) =>
    bytesEm(b, posicao, ascii(texto));
const prefixo =
  (...esperado: number[]): Assinatura =>
  (b) =>
    bytesEm(b, 0, esperado);
const algum =
  (...assinaturas: Assinatura[]): Assinatura =>
  (b) =>
    assinaturas.some((a) => a(b));

/**
 * Programs: Windows PE/DOS (MZ), ELF, Mach-O (both byte orders, 32/64 bits, universal — which
 * shares CAFEBABE with Java classes, matched too), WebAssembly and scripts with an interpreter
 * line (#!), a UTF-8 BOM before it included.
 */
export const executavel: Assinatura = algum(
  textoEm(0, 'MZ'),
  prefixo(0x7f, 0x45, 0x4c, 0x46),
  prefixo(0xfe, 0xed, 0xfa, 0xce),
  prefixo(0xfe, 0xed, 0xfa, 0xcf),
  prefixo(0xce, 0xfa, 0xed, 0xfe),
  prefixo(0xcf, 0xfa, 0xed, 0xfe),
  prefixo(0xca, 0xfe, 0xba, 0xbe),
  prefixo(0x00, 0x61, 0x73, 0x6d),
  textoEm(0, '#!'),
  (b) => bytesEm(b, 0, [0xef, 0xbb, 0xbf]) && textoEm(3, '#!')(b),
);

/** PDF readers accept the header anywhere in the first 1024 bytes; so does this check. */
const pdf: Assinatura = (b) => Buffer.from(b.subarray(0, 1024)).includes('%PDF-');
/** Zip and every format built on it (OOXML, OpenDocument): local header, empty or spanned archive. */
const zip = algum(textoEm(0, 'PK\x03\x04'), textoEm(0, 'PK\x05\x06'), textoEm(0, 'PK\x07\x08'));
/** OLE compound file: the pre-2007 Office formats. */
const cfb = prefixo(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** The binary formats, by extension, and their signature; the text ones have none (pareceTexto). */
const ASSINATURAS = {
  jpg: prefixo(0xff, 0xd8, 0xff),
  png: prefixo(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  gif: algum(textoEm(0, 'GIF87a'), textoEm(0, 'GIF89a')),
  webp: (b) => textoEm(0, 'RIFF')(b) && textoEm(8, 'WEBP')(b),
  pdf,
  doc: cfb,
  xls: cfb,
  ppt: cfb,
  docx: zip,
  xlsx: zip,
  pptx: zip,
  odt: zip,
  ods: zip,
  odp: zip,
  zip,
  rar: textoEm(0, 'Rar!\x1a\x07'),
  '7z': prefixo(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c),
  gz: prefixo(0x1f, 0x8b),
  tar: textoEm(257, 'ustar'),
  rtf: textoEm(0, '{\\rtf'),
} as const satisfies Record<string, Assinatura>;

export type FormatoBinario = keyof typeof ASSINATURAS;

/** Whether the bytes carry the format's signature. */
export const ehDoFormato = (formato: FormatoBinario, b: Uint8Array): boolean => ASSINATURAS[formato](b);

/** The signature of an extension, or undefined for a format without one (text). */
export const assinaturaDaExtensao = (extensao: string): Assinatura | undefined =>
  Object.hasOwn(ASSINATURAS, extensao) ? ASSINATURAS[extensao as FormatoBinario] : undefined;

/**
 * Text has no magic number: it is text when it holds no NUL byte and almost no other control
 * characters (tab, line breaks, form feed, escape and the old DOS end-of-file mark are text).
 * UTF-16 (with its byte-order mark) is full of NULs and taken as text. Latin-1 is not refused.
 */
export function pareceTexto(b: Uint8Array): boolean {
  if (bytesEm(b, 0, [0xff, 0xfe]) || bytesEm(b, 0, [0xfe, 0xff])) return true;
  let controles = 0;
  for (const byte of b) {
    if (byte === 0) return false;
    if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1a, 0x1b].includes(byte)) controles++;
  }
  return controles <= b.length / 100;
}
