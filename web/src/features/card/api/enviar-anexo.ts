import type { Anexo } from '@wf/shared/types/instancia';
import { enviarArquivoComProgresso } from '../../../lib/enviarArquivo';
import { tipoMimeDoArquivo } from '../utils/anexos';
import { confirmarAnexo, solicitarUpload } from './anexos';

/**
 * A card attachment in three steps: ask for a presigned URL (the server checks type and size:
 * 413 with the fixed message), PUT the file with progress, confirm (the server checks the
 * stored object). Callers check the file first and refresh the lists afterwards. With
 * `nomeVariavel` the attachment goes to that stage-form attachment field.
 */
export async function enviarAnexoCard(
  idInstancia: string,
  arquivo: File,
  onProgresso?: (percentual: number) => void,
  nomeVariavel?: string,
): Promise<Anexo> {
  const tipoMime = tipoMimeDoArquivo(arquivo);
  const { idAnexo, uploadUrl } = await solicitarUpload(idInstancia, {
    nomeArquivo: arquivo.name,
    tipoMime,
    tamanho: arquivo.size,
    ...(nomeVariavel ? { nomeVariavel } : {}),
  });
  await enviarArquivoComProgresso(uploadUrl, arquivo, tipoMime, onProgresso);
  const { Anexo } = await confirmarAnexo(idInstancia, idAnexo);
  return Anexo;
}
