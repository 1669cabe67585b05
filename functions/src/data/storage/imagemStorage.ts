import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppDeps } from '../../kernel/deps';
import { clienteS3 } from './clienteS3';
import type { ImagemDecodificada } from '../../lib/dataUrl';
import { logger } from '../../kernel/observabilidade';

type Deps = Pick<AppDeps, 's3' | 'env'>;

/**
 * Images in the files bucket (logos, user photos). Keys start with the tenant's sigla like the
 * table's; each upload gets a new name (version = upload time) so a cached old URL never shows
 * the new image, and the table item points at the current one.
 */
export const imagemKeys = {
  logo: (sigla: string, tipo: 'logo' | 'logoLogin', versao: number) => `${sigla}/logos/${tipo}-${versao}.png`,
  fotoUsuario: (sigla: string, usuarioId: string, versao: number, extensao: 'png' | 'jpg') =>
    `${sigla}/usuarios/${usuarioId}/foto-${versao}.${extensao}`,
  fundoFormulario: (sigla: string, idFluxo: string, versao: number, extensao: 'png' | 'jpg') =>
    `${sigla}/fluxos/${idFluxo}/fundo-formulario-${versao}.${extensao}`,
};

/** Presigned GET URLs live this long; answers are rebuilt on every call, so 1 hour is plenty. */
const VALIDADE_URL_SEGUNDOS = 3600;

export async function salvarImagem(deps: Deps, chave: string, imagem: ImagemDecodificada): Promise<void> {
  await clienteS3(deps).send(
    new PutObjectCommand({
      Bucket: deps.env.bucketArquivos,
      Key: chave,
      Body: imagem.conteudo,
      ContentType: imagem.contentType,
    }),
  );
}

/** Best effort: an orphaned old image costs storage, never correctness (the item no longer points at it). */
export async function excluirImagem(deps: Deps, chave: string): Promise<void> {
  try {
    await clienteS3(deps).send(new DeleteObjectCommand({ Bucket: deps.env.bucketArquivos, Key: chave }));
  } catch (e) {
    logger.warn('Falha ao excluir imagem antiga', { chave, error: e as Error });
  }
}

/** Every image key ends in .png or .jpg (imagemKeys), the content checked when it was saved. */
const tipoDaChave = (chave: string): string => (chave.endsWith('.png') ? 'image/png' : 'image/jpeg');

/**
 * A presigned GET with the image's type and `attachment`: an <img> or a CSS background still
 * shows it (the disposition only applies to navigations), but opening the URL never renders it
 * as a page, whatever the object was stored with.
 */
export async function urlDeLeitura(deps: Deps, chave: string | null): Promise<string | null> {
  if (!chave) return null;
  return getSignedUrl(
    clienteS3(deps),
    new GetObjectCommand({
      Bucket: deps.env.bucketArquivos,
      Key: chave,
      ResponseContentType: tipoDaChave(chave),
      ResponseContentDisposition: 'attachment',
    }),
    { expiresIn: VALIDADE_URL_SEGUNDOS },
  );
}
