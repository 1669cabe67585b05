import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { AppDeps } from '../../kernel/deps';
import { clienteS3 } from './clienteS3';
import { PREFIXO_PENDENTES } from './anexoStorage';

type Deps = Pick<AppDeps, 's3' | 'env'>;

/**
 * Audio waiting for its transcription task: under the pending prefix, so the bucket's lifecycle
 * rule removes what a task never read (the consumer removes it once transcribed).
 */
export const chaveAudioIa = (sigla: string, idTarefa: string): string =>
  `${PREFIXO_PENDENTES}ia/${sigla.toUpperCase()}/${idTarefa}.webm`;

export async function salvarAudioIa(deps: Deps, chave: string, conteudo: Uint8Array, tipo: string): Promise<void> {
  await clienteS3(deps).send(
    new PutObjectCommand({ Bucket: deps.env.bucketArquivos, Key: chave, Body: conteudo, ContentType: tipo }),
  );
}

export async function lerAudioIa(deps: Deps, chave: string): Promise<Uint8Array> {
  const r = await clienteS3(deps).send(new GetObjectCommand({ Bucket: deps.env.bucketArquivos, Key: chave }));
  if (!r.Body) throw new Error('Áudio da tarefa ausente');
  return r.Body.transformToByteArray();
}

export async function excluirAudioIa(deps: Deps, chave: string): Promise<void> {
  await clienteS3(deps).send(new DeleteObjectCommand({ Bucket: deps.env.bucketArquivos, Key: chave }));
}
