import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { confirmarUpload, solicitarUpload } from '../../cards';

/**
 * An attachment sent as base64 JSON: the same two steps as the card screen (a grant checked for
 * type, size and permission, then a confirmation that checks the stored object), with this
 * Lambda uploading the bytes to the granted URL in between.
 */
export async function anexarArquivo(
  deps: AppDeps,
  sessao: Sessao,
  idCard: string,
  arquivo: { nomeArquivo: string; tipoMime: string; conteudoBase64: string; nomeVariavel?: string },
) {
  const bytes = Buffer.from(arquivo.conteudoBase64, 'base64');
  const { conteudoBase64: _, ...declarado } = arquivo;
  const { idAnexo, uploadUrl } = await solicitarUpload(deps, sessao, idCard, { ...declarado, tamanho: bytes.length });
  const envio = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': arquivo.tipoMime }, body: bytes });
  if (!envio.ok) throw new Error(`Envio do anexo ao armazenamento falhou: ${envio.status}`);
  return confirmarUpload(deps, sessao, idCard, idAnexo);
}
