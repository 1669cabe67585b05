import { mensagensCard, mensagensSubElementos as m } from '@wf/shared/constants/cards';
import type { solicitarUploadSchema } from '@wf/shared/schemas/instancia';
import type { Anexo, UploadConcedido } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  buscarAnexo,
  buscarUploadPendente,
  consumirUploadPendenteItem,
  excluirAnexoItem,
  inserirAnexoItem,
  inserirUploadPendenteItem,
  listarAnexosDoCard,
} from '../../../data/repositories/anexoRepository';
import {
  anexarAoCampoItem,
  atualizarTileCardItem,
  desanexarDoCampoItem,
} from '../../../data/repositories/instanciaRepository';
import {
  anexoKeys,
  copiarObjeto,
  excluirObjeto,
  lerInicioDoObjeto,
  lerObjeto,
  urlDeDownload,
  urlDeUpload,
  urlDeVisualizacao,
} from '../../../data/storage/anexoStorage';
import { transact, type TransactItem } from '../../../data/transact';
import { BYTES_INSPECIONADOS } from '../../../lib/assinaturasDeArquivo';
import { conferirExecutar, type ContextoInstancia, erroInstancia, type InstanciaArmazenada } from '../../instancias';
import {
  idsDoCampo,
  nomeSeguro,
  problemaDoArquivo,
  problemaDoObjeto,
  problemaNoCampo,
  tipoExibidoNoNavegador,
  type AnexoArmazenado,
  type ArquivoDeclarado,
} from '../entities/anexo';
import type { UploadPendente } from '../entities/uploadPendente';
import { problemaDoConteudo } from '../entities/conteudoAnexo';
import { erroCard } from '../erros';
import { baseDoEvento, cardParaAlterar, cardParaLer, comNovasTentativas, gravarComEvento } from './escritaNoCard';

/**
 * Attachments in two steps (bytes go to S3 through presigned URLs, only metadata to the table):
 * 1. solicitar-upload: type and declared size checked (400 / 413), a pending grant stored, a
 *    presigned PUT bound to that size and type answered;
 * 2. confirmar: the uploaded object (a pending key, never served) is first copied inside S3 to a
 *    key no URL writes to, and that copy is what gets checked and recorded, so a PUT to the
 *    still-valid upload URL afterwards, or during the checks, cannot change what is downloaded.
 *    The copy is read back (HEAD): missing 400, larger than declared or allowed 413, other type
 *    or size 400; then its first bytes (ranged GET): a program, or bytes of another type than
 *    declared, 400 (a refusal deletes both objects and the grant); then the metadata, the tile
 *    counter and the event in one transaction that also consumes the grant.
 * A file for a stage-form attachment field (`nomeVariavel`) also meets the field's own limits
 * (types, MB, number of files: 400) and its id is appended to the field's value in that same
 * transaction; deleting it removes the id in the deletion's transaction. The form's save never
 * writes those values (instanciaService.valoresValidados).
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
  quem: Pick<UploadPendente, 'emailUsuario' | 'origem' | 'hashLink' | 'nomeVariavel'>,
): Promise<{ item: TransactItem; concedido: UploadConcedido }> {
  conferirArquivo(a);
  const agora = deps.clock();
  const idAnexo = deps.newId();
  const chave = anexoKeys.pendente(sigla, idAnexo, nomeSeguro(a.nomeArquivo));
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

/**
 * The attachment field of the card's current stage named `nomeVariavel`, editable, the session
 * user allowed to fill the stage's form (permiteExecutarInstancias); 400 otherwise.
 */
function campoDeAnexo(ctx: ContextoInstancia, nomeVariavel: string) {
  const campo = ctx.etapa.listaCamposFormulario.find((c) => c.nomeVariavel === nomeVariavel);
  if (!campo || campo.keyCampo !== 'anexo') throw erroCard.campoNaoEAnexo(nomeVariavel);
  if (!campo.indEditavel) throw erroCard.campoDeAnexo(nomeVariavel, mensagensCard.campoNaoEditavel(campo.titulo));
  conferirExecutar(ctx);
  return campo;
}

export async function solicitarUpload(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
  body: z.output<typeof solicitarUploadSchema>,
): Promise<UploadConcedido> {
  const { nomeVariavel, ...arquivo } = body;
  if (!nomeVariavel) conferirArquivo(arquivo);
  const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrAnexos', m.semPermissaoAnexos);
  // A field's limits first (its types are some of the card's), then the card-wide ones (413).
  if (nomeVariavel) {
    const campo = campoDeAnexo(ctx, nomeVariavel);
    const noCampo = idsDoCampo(ctx.instancia.listaValoresFormulario[nomeVariavel]).length;
    const problema = problemaNoCampo(campo, arquivo, noCampo);
    if (problema) throw erroCard.campoDeAnexo(nomeVariavel, problema);
  }
  const { item, concedido } = await concederUpload(deps, sessao.sigla, ctx.instancia, arquivo, {
    emailUsuario: sessao.email.toLowerCase(),
    origem: 'card',
    hashLink: null,
    ...(nomeVariavel ? { nomeVariavel } : {}),
  });
  await transact(deps, [item]);
  return concedido;
}

/** An attachment as answered: a download URL, and a preview URL when it may be shown inline. */
async function paraAnexo(deps: AppDeps, a: AnexoArmazenado): Promise<Anexo> {
  const exibido = tipoExibidoNoNavegador(a.nomeArquivo);
  return {
    id: a.id,
    nomeArquivo: a.nomeArquivo,
    tipoMime: a.tipoMime,
    tamanho: a.tamanho,
    emailUsuario: a.emailUsuario,
    dataHoraAlteracao: a.dataHoraAlteracao,
    url: await urlDeDownload(deps, a.chave, a.nomeArquivo, a.tipoMime),
    ...(exibido ? { urlVisualizacao: await urlDeVisualizacao(deps, a.chave, a.nomeArquivo, exibido) } : {}),
  };
}

/** A refused upload leaves nothing behind: its objects and its grant go, nothing else changes. */
async function recusarUpload(deps: AppDeps, sigla: string, pendente: UploadPendente, copia: string): Promise<void> {
  await Promise.all([excluirObjeto(deps, copia), excluirObjeto(deps, pendente.chave)]);
  await transact(deps, [consumirUploadPendenteItem(deps, sigla, pendente.idAnexo)]);
}

/**
 * Step two, for the card modal and the public form alike: the object is copied out of the
 * upload's reach, the copy checked against the grant, then recorded. `c` is the card as read
 * now (its flow and stage go in the event).
 */
export async function registrarUpload(
  deps: AppDeps,
  sigla: string,
  c: Pick<InstanciaArmazenada, 'id' | 'idFluxo' | 'idEtapa'>,
  pendente: UploadPendente,
  /** The card item's update when the file goes to a form field (it counts the attachment too). */
  extras: TransactItem[] = [],
): Promise<Anexo> {
  const copia = anexoKeys.objeto(sigla, c.id, pendente.idAnexo, deps.newId(), nomeSeguro(pendente.nomeArquivo));
  if (!(await copiarObjeto(deps, pendente.chave, copia))) throw erroCard.arquivoNaoEnviado();
  const objeto = await lerObjeto(deps, copia);
  if (!objeto) throw erroCard.arquivoNaoEnviado();
  const problema = problemaDoObjeto(pendente, objeto);
  if (problema) {
    await recusarUpload(deps, sigla, pendente, copia);
    throw problema === 'tamanho' ? erroCard.anexoGrande() : erroCard.arquivoDiferente();
  }
  const inicio = await lerInicioDoObjeto(deps, copia, objeto.tamanho, BYTES_INSPECIONADOS);
  const conteudo = problemaDoConteudo(pendente.nomeArquivo, inicio);
  if (conteudo) {
    await recusarUpload(deps, sigla, pendente, copia);
    throw conteudo === 'executavel' ? erroCard.conteudoExecutavel() : erroCard.conteudoDiferente(pendente.nomeArquivo);
  }
  const anexo: AnexoArmazenado = {
    id: pendente.idAnexo,
    idInstancia: c.id,
    nomeArquivo: pendente.nomeArquivo,
    tipoMime: pendente.tipoMime,
    tamanho: objeto.tamanho,
    chave: copia,
    emailUsuario: pendente.emailUsuario,
    dataHoraAlteracao: deps.clock().toISOString(),
    ...(pendente.nomeVariavel ? { nomeVariavel: pendente.nomeVariavel } : {}),
  };
  const gravou = await gravarComEvento(
    deps,
    [
      consumirUploadPendenteItem(deps, sigla, pendente.idAnexo),
      inserirAnexoItem(deps, sigla, anexo),
      // A field's update of the card item carries the counter (one operation per item).
      ...(extras.length ? extras : [atualizarTileCardItem(deps, sigla, c.id, { somar: { numTotalAnexos: 1 } })]),
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
  // Confirmed meanwhile by a second click, or the card is gone (a field's file: the card left
  // the stage or the field filled up meanwhile). This copy's key is this call's alone: nothing
  // points at it.
  if (!gravou) {
    await excluirObjeto(deps, copia);
    throw extras.length ? erroInstancia.alteradoPorOutro() : erroCard.uploadNaoEncontrado();
  }
  // The upload's own object is no longer needed (best effort: the bucket expires it anyway).
  await excluirObjeto(deps, pendente.chave);
  return paraAnexo(deps, anexo);
}

export async function confirmarUpload(deps: AppDeps, sessao: Sessao, idInstancia: string, idAnexo: string) {
  const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrAnexos', m.semPermissaoAnexos);
  const pendente = await buscarUploadPendente(deps, sessao.sigla, idAnexo, deps.clock());
  if (!pendente || pendente.origem !== 'card' || pendente.idInstancia !== ctx.instancia.id)
    throw erroCard.uploadNaoEncontrado();
  const extras: TransactItem[] = [];
  if (pendente.nomeVariavel) {
    // The card may have moved since the grant: the field must still be one of its current stage.
    const campo = campoDeAnexo(ctx, pendente.nomeVariavel);
    const noCampo = idsDoCampo(ctx.instancia.listaValoresFormulario[pendente.nomeVariavel]).length;
    if (noCampo >= campo.quantidadeMaximaArquivos) {
      throw erroCard.campoDeAnexo(pendente.nomeVariavel, mensagensCard.maximoArquivos(campo.quantidadeMaximaArquivos));
    }
    extras.push(
      anexarAoCampoItem(
        deps,
        sessao.sigla,
        ctx.instancia,
        pendente.nomeVariavel,
        idAnexo,
        campo.quantidadeMaximaArquivos,
      ),
    );
  }
  return registrarUpload(deps, sessao.sigla, ctx.instancia, pendente, extras);
}

export async function listarAnexos(deps: AppDeps, sessao: Sessao, idInstancia: string) {
  await cardParaLer(deps, sessao, idInstancia);
  const lista = await listarAnexosDoCard(deps, sessao.sigla, idInstancia);
  lista.sort((a, b) => b.dataHoraAlteracao.localeCompare(a.dataHoraAlteracao));
  return { listaAnexos: await Promise.all(lista.map((a) => paraAnexo(deps, a))) };
}

export async function excluirAnexo(deps: AppDeps, sessao: Sessao, idInstancia: string, idAnexo: string): Promise<void> {
  const anexo = await comNovasTentativas(async () => {
    const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrAnexos', m.semPermissaoAnexos);
    const c = ctx.instancia;
    const anexo = await buscarAnexo(deps, sessao.sigla, c.id, idAnexo);
    if (!anexo) throw erroCard.anexoNaoEncontrado();
    // A field's file leaves the field's value too (the index read; a change meanwhile retries).
    const indice = anexo.nomeVariavel ? idsDoCampo(c.listaValoresFormulario[anexo.nomeVariavel]).indexOf(anexo.id) : -1;
    const itens = [
      excluirAnexoItem(deps, sessao.sigla, anexo),
      anexo.nomeVariavel && indice >= 0
        ? desanexarDoCampoItem(deps, sessao.sigla, c.id, anexo.nomeVariavel, indice, anexo.id)
        : atualizarTileCardItem(deps, sessao.sigla, c.id, { somar: { numTotalAnexos: -1 } }),
    ];
    const gravou = await gravarComEvento(deps, itens, [
      {
        tipo: 'anexoExcluido',
        detalhe: { ...baseDoEvento(sessao.sigla, c, sessao.email), idAnexo, nomeArquivo: anexo.nomeArquivo },
      },
    ]);
    return gravou ? anexo : null;
  });
  // After the metadata is gone nothing points at the object: removing it is best effort.
  await excluirObjeto(deps, anexo.chave);
}

export async function urlDoAnexo(deps: AppDeps, sessao: Sessao, idInstancia: string, idAnexo: string) {
  await cardParaLer(deps, sessao, idInstancia);
  const anexo = await buscarAnexo(deps, sessao.sigla, idInstancia, idAnexo);
  if (!anexo) throw erroCard.anexoNaoEncontrado();
  return { url: await urlDeDownload(deps, anexo.chave, anexo.nomeArquivo, anexo.tipoMime) };
}
