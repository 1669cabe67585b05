import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import { buscarAnexo, inserirAnexoItem, tirarAnexoDoCampoItem } from '../../../data/repositories/anexoRepository';
import { efeitoJaFeito, marcarEfeitoItem } from '../../../data/repositories/efeitoRegraRepository';
import { atualizarTileCardItem, desanexarDoCampoItem } from '../../../data/repositories/instanciaRepository';
import { anexoKeys, copiarObjeto, excluirObjeto } from '../../../data/storage/anexoStorage';
import { carregarInstancia, detalheCard, evento } from '../../instancias';
import { transact } from '../../../data/transact';
import { idsDoCampo, nomeSeguro, type AnexoArmazenado } from '../entities/anexo';
import { erroCard } from '../erros';
import { escritaDeComentario } from './comentarioService';
import { baseDoEvento, gravarComEvento } from './escritaNoCard';
import { desvincularEtiqueta, vincularEtiqueta } from './etiquetasCardService';
import { excluirResponsavel, inserirResponsavel } from './responsaveisService';

/**
 * The card sub-element changes of the rules' actions (domains/regras/acoes), through the same
 * services and transactions as a person's. `autor` is the rule's session (Sessao.profundidadeRegra
 * set: every stage permission, the rule's depth on the events). Labels and responsibles are
 * sets (one already there is skipped), so a redelivered event changes nothing twice; a comment
 * carries the mark of its action's run (efeitoRegraRepository) and an attachment copy the id the
 * caller derived from it. Each answers what it changed.
 */

/** A refusal that means "already so" (a concurrent run got there first): not an error for a set. */
const jaEstava = (e: unknown, ...tipos: string[]) =>
  e instanceof ErroDominio && (tipos.includes(e.tipo) || e.natureza === 'conflito');

export async function etiquetasPelaRegra(
  deps: AppDeps,
  autor: Sessao,
  idInstancia: string,
  ids: readonly string[],
  operacao: 'incluir' | 'excluir',
): Promise<string[]> {
  const ctx = await carregarInstancia(deps, autor, idInstancia);
  const atuais = new Set(ctx.instancia.etiquetas);
  const feitas: string[] = [];
  for (const id of ids) {
    if ((operacao === 'incluir') === atuais.has(id)) continue;
    try {
      if (operacao === 'incluir') await vincularEtiqueta(deps, autor, idInstancia, id);
      else await desvincularEtiqueta(deps, autor, idInstancia, id);
      feitas.push(id);
    } catch (e) {
      if (!jaEstava(e, 'EEtiquetaNaoVinculada')) throw e;
    }
  }
  return feitas;
}

export async function responsaveisPelaRegra(
  deps: AppDeps,
  autor: Sessao,
  idInstancia: string,
  emails: readonly string[],
  operacao: 'incluir' | 'excluir',
): Promise<string[]> {
  const ctx = await carregarInstancia(deps, autor, idInstancia);
  const atuais = new Set(ctx.instancia.responsaveis);
  const feitos: string[] = [];
  for (const email of emails) {
    if ((operacao === 'incluir') === atuais.has(email)) continue;
    try {
      if (operacao === 'incluir') await inserirResponsavel(deps, autor, { idInstancia, emailUsuario: email });
      else await excluirResponsavel(deps, autor, idInstancia, email);
      feitos.push(email);
    } catch (e) {
      if (!jaEstava(e, 'EResponsavelNaoEncontrado')) throw e;
    }
  }
  return feitos;
}

/** A system comment (geradoPeloSistema 'S') by the rule's creator, once per run of the action. */
export async function comentarioPelaRegra(
  deps: AppDeps,
  autor: Sessao,
  idInstancia: string,
  html: string,
  idExecucaoAcao: string,
): Promise<string | null> {
  if (await efeitoJaFeito(deps, autor.sigla, idInstancia, idExecucaoAcao)) return null;
  const ctx = await carregarInstancia(deps, autor, idInstancia);
  const e = escritaDeComentario(deps, autor.sigla, ctx.instancia, {
    html,
    autor: autor.email.toLowerCase(),
    sistema: true,
    cadeia: autor,
  });
  const marca = marcarEfeitoItem(deps, autor.sigla, idInstancia, idExecucaoAcao, deps.clock());
  if (await gravarComEvento(deps, [...e.itens, marca], [e.evento])) return e.comentario.id;
  if (await efeitoJaFeito(deps, autor.sigla, idInstancia, idExecucaoAcao)) return null;
  throw erroCard.comentarioNaoEncontrado();
}

/**
 * The files of the card's form attachment fields (by nomeVariavel) as card attachments. Copy: a
 * new attachment (its own S3 object, id from `idDaCopia`), the file stays in the field. Move:
 * the file leaves the field and stays on the card as an ordinary attachment. Answers the files
 * handled.
 */
export async function anexosDoCampoPelaRegra(
  deps: AppDeps,
  autor: Sessao,
  idInstancia: string,
  nomesVariaveis: readonly string[],
  modo: 'copiar' | 'mover',
  idDaCopia: (idAnexo: string) => string,
): Promise<string[]> {
  const feitos: string[] = [];
  for (const nome of nomesVariaveis) {
    if (modo === 'copiar') feitos.push(...(await copiarDoCampo(deps, autor, idInstancia, nome, idDaCopia)));
    else feitos.push(...(await moverDoCampo(deps, autor, idInstancia, nome)));
  }
  return feitos;
}

async function copiarDoCampo(
  deps: AppDeps,
  autor: Sessao,
  idInstancia: string,
  nome: string,
  idDaCopia: (idAnexo: string) => string,
): Promise<string[]> {
  const ctx = await carregarInstancia(deps, autor, idInstancia);
  const c = ctx.instancia;
  const feitos: string[] = [];
  for (const idAnexo of idsDoCampo(c.listaValoresFormulario[nome])) {
    const id = idDaCopia(idAnexo);
    if (await buscarAnexo(deps, autor.sigla, c.id, id)) continue;
    const original = await buscarAnexo(deps, autor.sigla, c.id, idAnexo);
    if (!original) continue;
    const chave = anexoKeys.objeto(autor.sigla, c.id, id, deps.newId(), nomeSeguro(original.nomeArquivo));
    if (!(await copiarObjeto(deps, original.chave, chave))) throw erroCard.anexoNaoEncontrado();
    const copia: AnexoArmazenado = {
      id,
      idInstancia: c.id,
      nomeArquivo: original.nomeArquivo,
      tipoMime: original.tipoMime,
      tamanho: original.tamanho,
      chave,
      emailUsuario: autor.email.toLowerCase(),
      dataHoraAlteracao: deps.clock().toISOString(),
    };
    const gravou = await gravarComEvento(
      deps,
      [
        inserirAnexoItem(deps, autor.sigla, copia),
        atualizarTileCardItem(deps, autor.sigla, c.id, { somar: { numTotalAnexos: 1 } }),
      ],
      [
        {
          tipo: 'anexoAdicionado',
          detalhe: { ...baseDoEvento(autor.sigla, c, autor.email, autor), idAnexo: id, nomeArquivo: copia.nomeArquivo },
        },
      ],
    );
    // Not written (a concurrent run of the action wrote it first): this object is nobody's.
    if (!gravou) await excluirObjeto(deps, chave);
    else feitos.push(id);
  }
  return feitos;
}

async function moverDoCampo(deps: AppDeps, autor: Sessao, idInstancia: string, nome: string): Promise<string[]> {
  const feitos: string[] = [];
  // One file per transaction (the card item once per transaction), re-reading the field's list.
  for (let voltas = 0; voltas < 50; voltas++) {
    const ctx = await carregarInstancia(deps, autor, idInstancia);
    const c = ctx.instancia;
    const [idAnexo] = idsDoCampo(c.listaValoresFormulario[nome]);
    if (!idAnexo) break;
    const anexo = await buscarAnexo(deps, autor.sigla, c.id, idAnexo);
    const gravou = await transact(deps, [
      desanexarDoCampoItem(deps, autor.sigla, c.id, nome, 0, idAnexo, Boolean(anexo)),
      ...(anexo?.nomeVariavel ? [tirarAnexoDoCampoItem(deps, autor.sigla, anexo)] : []),
      evento(deps, {
        tipo: 'campoFormularioAtualizado',
        detalhe: { ...detalheCard(autor, c), nomesVariaveis: [nome] },
      }),
    ]);
    if (gravou) feitos.push(idAnexo);
  }
  return feitos;
}
