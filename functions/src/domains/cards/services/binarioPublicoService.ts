import type { LinkPublicoAnexo, RespostaBinario } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarAnexo, definirHashPublicoDoAnexo } from '../../../data/repositories/anexoRepository';
import { urlDeDownload } from '../../../data/storage/anexoStorage';
import { gerarSegredo, mesmoSegredo } from '../../../lib/segredos';
import { erroCard } from '../erros';
import { cardParaLer } from './escritaNoCard';

/**
 * Public links to a card's attachments (ADR 0055). The link names the file by
 * `<sigla>.<idCard>.<idAnexo>`, so the read builds the keys of that tenant's partition only, and
 * carries a 256-bit secret stored on the attachment; a wrong secret, an unknown id and a deleted
 * attachment get the same 404. Deleting the attachment revokes its link.
 */

export const idDoBinario = (sigla: string, idInstancia: string, idAnexo: string): string =>
  `${sigla}.${idInstancia}.${idAnexo}`;

/** The attachment's public link, created the first time; only for who may see the card. */
export async function linkPublicoDoAnexo(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
  idAnexo: string,
): Promise<LinkPublicoAnexo> {
  await cardParaLer(deps, sessao, idInstancia);
  const anexo = await buscarAnexo(deps, sessao.sigla, idInstancia, idAnexo);
  if (!anexo) throw erroCard.anexoNaoEncontrado();
  let hash = anexo.hashPublico;
  if (!hash) {
    const novo = gerarSegredo();
    // Lost a race (someone else just created it) or the attachment went: re-read.
    hash = (await definirHashPublicoDoAnexo(deps, sessao.sigla, idInstancia, idAnexo, novo))
      ? novo
      : (await buscarAnexo(deps, sessao.sigla, idInstancia, idAnexo))?.hashPublico;
    if (!hash) throw erroCard.anexoNaoEncontrado();
  }
  return { idBinario: idDoBinario(sessao.sigla, idInstancia, idAnexo), publicHash: hash };
}

/** GET /api/binarios/buscar/{idBinario}/{publicHash}, no session: the file's name, type, size and a short-lived URL. */
export async function binarioPublico(deps: AppDeps, idBinario: string, publicHash: string): Promise<RespostaBinario> {
  const [sigla, idInstancia, idAnexo] = idBinario.split('.') as [string, string, string];
  const anexo = await buscarAnexo(deps, sigla, idInstancia, idAnexo);
  if (!anexo?.hashPublico || !mesmoSegredo(publicHash, anexo.hashPublico)) throw erroCard.binarioNaoEncontrado();
  return {
    Binario: {
      nomeArquivo: anexo.nomeArquivo,
      mimeType: anexo.tipoMime,
      tamanho: anexo.tamanho,
      url: await urlDeDownload(deps, anexo.chave, anexo.nomeArquivo, anexo.tipoMime),
    },
  };
}
