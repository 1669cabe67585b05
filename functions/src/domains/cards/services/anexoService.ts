import { mensagensSubElementos as m } from '@wf/shared/constants/cards';
import type { solicitarUploadSchema } from '@wf/shared/schemas/instancia';
import type { Anexo, UploadConcedido } from '@wf/shared/types/instancia';
import type { z } from 'zod';
import type { AppDeps } from '../../../app/deps';
import type { Sessao } from '../../../app/http/route';
import {
  buscarAnexo,
  buscarUploadPendente,
  consumirUploadPendenteItem,
  excluirAnexoItem,
  inserirAnexoItem,
  inserirUploadPendenteItem,
  listarAnexosDoCard,
} from '../../../data/repositories/anexoRepository';
import { atualizarTileCardItem } from '../../../data/repositories/instanciaRepository';
import { anexoKeys, excluirObjeto, lerObjeto, urlDeDownload, urlDeUpload } from '../../../data/storage/anexoStorage';
import { transact, type TransactItem } from '../../../data/transact';
import type { InstanciaArmazenada } from '../../instancias/entities/instancia';
import {
  nomeSeguro,
  problemaDoArquivo,
  problemaDoObjeto,
  type AnexoArmazenado,
  type ArquivoDeclarado,
  type UploadPendente,
} from '../entities/anexo';
import { erroCard } from '../erros';
import { baseDoEvento, cardParaAlterar, cardParaLer, gravarComEvento } from './escritaNoCard';

/**
 * Attachments in two steps (DESIGN.md: bytes to S3 through presigned URLs, metadata in the table):
 * 1. solicitar-upload: type and declared size checked (400 / 413), a pending grant stored, a
 *    presigned PUT bound to that size and type answered;
 * 2. confirmar: the stored object is read back (HEAD) and checked again: missing 400, larger than
 *    declared or allowed 413 (object deleted), other type or size 400 (object deleted); then the
 *    metadata, the tile counter and the event in one transaction that also consumes the grant.
 */
export function conferirArquivo(a: ArquivoDeclarado): void {
  const problema = problemaDoArquivo(a);
  if (problema?.tipo === 'tipo') throw erroCard.tipoArquivo(problema.mensagem);
  if (problema?.tipo === 'tamanho') throw erroCard.anexoGrande();
}

/** The grant of one upload: its pending item's write and the presigned URL. */
export async function concederUpload(
  deps: AppDeps,
  sigla: string,
  c: Pick<InstanciaArmazenada, 'id' | 'idFluxo'>,
  a: ArquivoDeclarado,
  quem: { emailUsuario: string; origem: UploadPendente['origem']; hashLink: string | null },
): Promise<{ item: TransactItem; concedido: UploadConcedido }> {
  conferirArquivo(a);
  const agora = deps.clock();
  const idAnexo = deps.newId();
  const chave = anexoKeys.objeto(sigla, c.id, idAnexo, nomeSeguro(a.nomeArquivo));
  const pendente: UploadPendente = {
    idAnexo,
    idInstancia: c.id,
    idFluxo: c.idFluxo,
    chave,
    nomeArquivo: a.nomeArquivo,
    tipoMime: a.tipoMime,
    tamanho: a.tamanho,
    ...quem,
    criadoEm: agora.toISOString(),
  };
  return {
    item: inserirUploadPendenteItem(deps, sigla, pendente, agora),
    concedido: { idAnexo, uploadUrl: await urlDeUpload(deps, chave, a.tipoMime, a.tamanho) },
  };
}

export async function solicitarUpload(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
  body: z.output<typeof solicitarUploadSchema>,
): Promise<UploadConcedido> {
  conferirArquivo(body);
  const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrAnexos', m.semPermissaoAnexos);
  const { item, concedido } = await concederUpload(deps, sessao.sigla, ctx.instancia, body, {
    emailUsuario: sessao.email.toLowerCase(),
    origem: 'card',
    hashLink: null,
  });
  await transact(deps, [item]);
  return concedido;
}

async function paraAnexo(deps: AppDeps, a: AnexoArmazenado): Promise<Anexo> {
  return {
    id: a.id,
    nomeArquivo: a.nomeArquivo,
    tipoMime: a.tipoMime,
    tamanho: a.tamanho,
    emailUsuario: a.emailUsuario,
    dataHoraAlteracao: a.dataHoraAlteracao,
    url: await urlDeDownload(deps, a.chave, a.nomeArquivo, a.tipoMime),
  };
}

/**
 * Step two, for the card modal and the public form alike: the object is checked against the
 * grant, then recorded. `c` is the card as read now (its flow and stage go in the event).
 */
export async function registrarUpload(
  deps: AppDeps,
  sigla: string,
  c: Pick<InstanciaArmazenada, 'id' | 'idFluxo' | 'idEtapa'>,
  pendente: UploadPendente,
): Promise<Anexo> {
  const objeto = await lerObjeto(deps, pendente.chave);
  if (!objeto) throw erroCard.arquivoNaoEnviado();
  const problema = problemaDoObjeto(pendente, objeto);
  if (problema) {
    await excluirObjeto(deps, pendente.chave);
    await transact(deps, [consumirUploadPendenteItem(deps, sigla, pendente.idAnexo)]);
    throw problema === 'tamanho' ? erroCard.anexoGrande() : erroCard.arquivoDiferente();
  }
  const anexo: AnexoArmazenado = {
    id: pendente.idAnexo,
    idInstancia: c.id,
    nomeArquivo: pendente.nomeArquivo,
    tipoMime: pendente.tipoMime,
    tamanho: objeto.tamanho,
    chave: pendente.chave,
    emailUsuario: pendente.emailUsuario,
    dataHoraAlteracao: deps.clock().toISOString(),
  };
  const gravou = await gravarComEvento(
    deps,
    [
      consumirUploadPendenteItem(deps, sigla, pendente.idAnexo),
      inserirAnexoItem(deps, sigla, anexo),
      atualizarTileCardItem(deps, sigla, c.id, { somar: { numTotalAnexos: 1 } }),
    ],
    [
      {
        tipo: 'anexoAdicionado',
        detalhe: {
          ...baseDoEvento(sigla, c, pendente.emailUsuario),
          idAnexo: anexo.id,
          nomeArquivo: anexo.nomeArquivo,
        },
      },
    ],
  );
  // Confirmed meanwhile by a second click, or the card is gone.
  if (!gravou) throw erroCard.uploadNaoEncontrado();
  return paraAnexo(deps, anexo);
}

export async function confirmarUpload(deps: AppDeps, sessao: Sessao, idInstancia: string, idAnexo: string) {
  const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrAnexos', m.semPermissaoAnexos);
  const pendente = await buscarUploadPendente(deps, sessao.sigla, idAnexo, deps.clock());
  if (!pendente || pendente.origem !== 'card' || pendente.idInstancia !== ctx.instancia.id)
    throw erroCard.uploadNaoEncontrado();
  return { mensagem: m.anexoIncluido, Anexo: await registrarUpload(deps, sessao.sigla, ctx.instancia, pendente) };
}

export async function listarAnexos(deps: AppDeps, sessao: Sessao, idInstancia: string) {
  await cardParaLer(deps, sessao, idInstancia);
  const lista = await listarAnexosDoCard(deps, sessao.sigla, idInstancia);
  lista.sort((a, b) => b.dataHoraAlteracao.localeCompare(a.dataHoraAlteracao));
  return { listaAnexos: await Promise.all(lista.map((a) => paraAnexo(deps, a))) };
}

export async function excluirAnexo(deps: AppDeps, sessao: Sessao, idInstancia: string, idAnexo: string) {
  const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrAnexos', m.semPermissaoAnexos);
  const c = ctx.instancia;
  const anexo = await buscarAnexo(deps, sessao.sigla, c.id, idAnexo);
  if (!anexo) throw erroCard.anexoNaoEncontrado();
  const gravou = await gravarComEvento(
    deps,
    [
      excluirAnexoItem(deps, sessao.sigla, anexo),
      atualizarTileCardItem(deps, sessao.sigla, c.id, { somar: { numTotalAnexos: -1 } }),
    ],
    [
      {
        tipo: 'anexoExcluido',
        detalhe: { ...baseDoEvento(sessao.sigla, c, sessao.email), idAnexo, nomeArquivo: anexo.nomeArquivo },
      },
    ],
  );
  if (!gravou) throw erroCard.anexoNaoEncontrado();
  // After the metadata is gone nothing points at the object: removing it is best effort.
  await excluirObjeto(deps, anexo.chave);
  return { mensagem: m.anexoExcluido };
}

export async function urlDoAnexo(deps: AppDeps, sessao: Sessao, idInstancia: string, idAnexo: string) {
  await cardParaLer(deps, sessao, idInstancia);
  const anexo = await buscarAnexo(deps, sessao.sigla, idInstancia, idAnexo);
  if (!anexo) throw erroCard.anexoNaoEncontrado();
  return { url: await urlDeDownload(deps, anexo.chave, anexo.nomeArquivo, anexo.tipoMime) };
}
