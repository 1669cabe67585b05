/** An image sent by the SPA as a data URL (base64), decoded for storage. */
export interface ImagemDecodificada {
  conteudo: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  extensao: 'png' | 'jpg';
}

const PADRAO = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/=]+)$/;

/** The first bytes of each format: the declared type must match the content, not just the prefix. */
const ASSINATURAS: Record<ImagemDecodificada['contentType'], number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Null when the value is not a png/jpeg data URL whose content really is that format. */
export function decodificarImagem(dataUrl: string): ImagemDecodificada | null {
  const m = PADRAO.exec(dataUrl);
  if (!m) return null;
  const contentType = m[1] as ImagemDecodificada['contentType'];
  const conteudo = Buffer.from(m[2] ?? '', 'base64');
  if (!ASSINATURAS[contentType].every((byte, i) => conteudo[i] === byte)) return null;
  return { conteudo, contentType, extensao: contentType === 'image/png' ? 'png' : 'jpg' };
}
