import { extensoesArquivo, tiposArquivo, type ExtensaoArquivo } from '../constants/fluxos';

/**
 * File type and size rules of attachments, shared by the upload
 * widgets and the server. A file is accepted when its extension is one of the accepted ones AND
 * its MIME type is one of that extension's types (zip also accepts the alternate zip type;
 * `.jpeg` counts as jpg). MIME parameters (`; charset=...`) and case are ignored.
 */
const SINONIMOS: Record<string, ExtensaoArquivo> = { jpeg: 'jpg', jpe: 'jpg', htm: 'html' };

/** The extension of a file name, lower case and without the dot ('' when it has none). */
export function extensaoDoNome(nomeArquivo: string): string {
  const nome = nomeArquivo.trim();
  const i = nome.lastIndexOf('.');
  return i > 0 && i < nome.length - 1 ? nome.slice(i + 1).toLowerCase() : '';
}

/** The accepted-type key of an extension (synonyms resolved), or null. */
export function extensaoAceita(
  extensao: string,
  aceitas: readonly ExtensaoArquivo[] = extensoesArquivo,
): ExtensaoArquivo | null {
  const chave = (SINONIMOS[extensao] ?? extensao) as ExtensaoArquivo;
  return aceitas.includes(chave) ? chave : null;
}

export const mimeNormalizado = (tipoMime: string): string => (tipoMime.split(';')[0] ?? '').trim().toLowerCase();

/** The list of extensions for the message 'Você só pode carregar {extensions} como tipo de arquivo'. */
export const listaExtensoes = (aceitas: readonly ExtensaoArquivo[] = extensoesArquivo): string => aceitas.join(', ');

/** True when the name's extension and the MIME type are both accepted, and agree. */
export function tipoArquivoAceito(
  nomeArquivo: string,
  tipoMime: string,
  aceitas: readonly ExtensaoArquivo[] = extensoesArquivo,
): boolean {
  const extensao = extensaoAceita(extensaoDoNome(nomeArquivo), aceitas);
  if (!extensao) return false;
  return (tiposArquivo[extensao] as readonly string[]).includes(mimeNormalizado(tipoMime));
}
