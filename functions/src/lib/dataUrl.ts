import { ehDoFormato } from './assinaturasDeArquivo';

/** An image sent by the SPA as a data URL (base64), decoded for storage. */
export interface ImagemDecodificada {
  conteudo: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  extensao: 'png' | 'jpg';
}

const PADRAO = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/=]+)$/;

/** Each type's format: the declared type must match the content's signature, not just the prefix. */
const FORMATO = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const satisfies Record<
  ImagemDecodificada['contentType'],
  ImagemDecodificada['extensao']
>;

/** Null when the value is not a png/jpeg data URL whose content really is that format. */
export function decodificarImagem(dataUrl: string): ImagemDecodificada | null {
  const m = PADRAO.exec(dataUrl);
  if (!m) return null;
  const contentType = m[1] as ImagemDecodificada['contentType'];
  const conteudo = Buffer.from(m[2] ?? '', 'base64');
  const extensao = FORMATO[contentType];
  if (!ehDoFormato(extensao, conteudo)) return null;
  return { conteudo, contentType, extensao };
}
