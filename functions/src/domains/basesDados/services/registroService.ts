import { LIMITES_BASE_DADOS } from '@wf/shared/constants/baseDados';
import type { ValoresRegistro, consultaRegistrosSchema, RegistroBaseDados } from '@wf/shared/schemas/baseDados';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  buscarRegistro,
  conferirGeracao,
  contarItem,
  contarRegistros,
  excluirEntradasItens,
  excluirRegistroItens,
  gravarRegistroItens,
  paginaDeRegistros,
} from '../../../data/repositories/baseDadosRepository';
import { transact } from '../../../data/transact';
import {
  conferirValores,
  idOrdenavel,
  palavrasDoRegistro,
  termosDaBusca,
  type BaseDadosArmazenada,
  type RegistroArmazenado,
} from '../entities/baseDados';
import { erroBaseDados } from '../erros';
import { conferirAcessoOpcoes, type CampoQuePreenche } from './acessoOpcoes';
import { carregarBase, carregarBaseEditavel, carregarBaseLegivel } from './acessoBaseDados';
import { buscarPagina, doCursorDaBusca, opcoesDaBusca, paraCursorDaBusca } from './buscaRegistroService';

export { buscarPrimeiroRegistro } from './buscaRegistroService';

type Consulta = z.output<typeof consultaRegistrosSchema>;

const paraRegistro = (
  r: Pick<RegistroArmazenado, 'id' | 'dataCriacao' | 'dataAlteracao' | 'valores'>,
): RegistroBaseDados => ({
  id: r.id,
  dataCriacao: r.dataCriacao,
  dataAlteracao: r.dataAlteracao,
  valores: r.valores,
});

/**
 * GET /datasources/{id}/registros: a page in record order. Without a search `total` is the
 * base's record count (its counters). With one, the page holds the first matches after the cursor
 * (buscarPagina) and `total` is the number of matches: exact, or, when every typed term is in
 * too many records to read their index in full, an estimate from the records read, flagged
 * `totalAproximado` (the screen says "cerca de").
 */
export async function listarRegistros(deps: AppDeps, sessao: Sessao, id: string, consulta: Consulta) {
  const { base: b } = await carregarBaseLegivel(deps, sessao, id);
  const termos = termosDaBusca(consulta.busca ?? '');
  if (termos.length === 0) {
    const [pagina, total] = await Promise.all([
      paginaDeRegistros(deps, sessao.sigla, b.id, b.geracao, consulta.tamanho, consulta.cursor),
      contarRegistros(deps, sessao.sigla, b.id, b.geracao),
    ]);
    return {
      registros: pagina.registros.map(paraRegistro),
      proximoCursor: pagina.proximoCursor,
      total,
      totalAproximado: false,
    };
  }
  const pagina = await buscarPagina(deps, sessao.sigla, b, termos, consulta.tamanho, doCursorDaBusca(consulta.cursor));
  const proximoCursor = pagina.apos ? paraCursorDaBusca(pagina.apos) : null;
  if ('exata' in pagina.contagem)
    return {
      registros: pagina.registros.map(paraRegistro),
      proximoCursor,
      total: pagina.contagem.exata,
      totalAproximado: false,
    };
  const { lidos, achados } = pagina.contagem;
  const registros = await contarRegistros(deps, sessao.sigla, b.id, b.geracao);
  // The share of matches among the records read, over the whole base; never below what was seen.
  const estimado = Math.min(registros, Math.max(achados, Math.round((achados / Math.max(lidos, 1)) * registros)));
  return { registros: pagina.registros.map(paraRegistro), proximoCursor, total: estimado, totalAproximado: true };
}

function valoresConferidos(b: BaseDadosArmazenada, valores: ValoresRegistro): ValoresRegistro {
  const r = conferirValores(b.colunas, valores);
  if (!r.ok)
    throw r.invalida.tipo === 'coluna' ? erroBaseDados.colunaInvalida() : erroBaseDados.valorInvalido(r.invalida.campo);
  return r.valores;
}

/** A shard of the count per record (creations and deletions spread over the shards). */
const shardDe = (idRegistro: string): number => [...idRegistro].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0);

export async function criarRegistro(deps: AppDeps, sessao: Sessao, id: string, valores: ValoresRegistro) {
  const b = await carregarBaseEditavel(deps, sessao, id);
  const agora = deps.clock();
  const v = valoresConferidos(b, valores);
  const r: RegistroArmazenado = {
    id: idOrdenavel(agora, deps.newId()),
    valores: v,
    palavras: palavrasDoRegistro(b.colunas, v),
    dataCriacao: agora.toISOString(),
    dataAlteracao: agora.toISOString(),
    versao: 1,
  };
  const ok = await transact(deps, [
    conferirGeracao(deps, sessao.sigla, b.id, b.geracao),
    contarItem(deps, sessao.sigla, b.id, b.geracao, shardDe(r.id), 1),
    ...gravarRegistroItens(deps, sessao.sigla, b.id, b.geracao, r, { novo: true }),
  ]);
  if (!ok) throw erroBaseDados.alteradaAoMesmoTempo();
  return paraRegistro(r);
}

async function carregarRegistro(deps: AppDeps, sessao: Sessao, id: string, idRegistro: string) {
  const b = await carregarBaseEditavel(deps, sessao, id);
  const r = await buscarRegistro(deps, sessao.sigla, b.id, b.geracao, idRegistro);
  if (!r) throw erroBaseDados.registroNaoEncontrado();
  return { b, r };
}

export async function atualizarRegistro(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  idRegistro: string,
  valores: ValoresRegistro,
) {
  const { b, r } = await carregarRegistro(deps, sessao, id, idRegistro);
  const v = valoresConferidos(b, valores);
  const palavras = palavrasDoRegistro(b.colunas, v);
  const novo: RegistroArmazenado = {
    ...r,
    valores: v,
    palavras,
    dataAlteracao: deps.clock().toISOString(),
    versao: r.versao + 1,
  };
  const saem = r.palavras.filter((p) => !palavras.includes(p));
  const entram = palavras.filter((p) => !r.palavras.includes(p));
  const ok = await transact(deps, [
    conferirGeracao(deps, sessao.sigla, b.id, b.geracao),
    ...gravarRegistroItens(deps, sessao.sigla, b.id, b.geracao, novo, { versaoLida: r.versao, palavrasNovas: entram }),
    ...excluirEntradasItens(deps, sessao.sigla, b.id, b.geracao, r.id, saem),
  ]);
  if (!ok) throw erroBaseDados.alteradaAoMesmoTempo();
  return paraRegistro(novo);
}

export async function excluirRegistro(deps: AppDeps, sessao: Sessao, id: string, idRegistro: string): Promise<void> {
  const { b, r } = await carregarRegistro(deps, sessao, id, idRegistro);
  const ok = await transact(deps, [
    conferirGeracao(deps, sessao.sigla, b.id, b.geracao),
    contarItem(deps, sessao.sigla, b.id, b.geracao, shardDe(r.id), -1),
    ...excluirRegistroItens(deps, sessao.sigla, b.id, b.geracao, r),
  ]);
  if (!ok) throw erroBaseDados.registroNaoEncontrado();
}

/**
 * GET /datasources/{id}/opcoes: a page of up to 20 distinct values of one column, as typed (each
 * word of the search starts a word of the cell), searched over the whole base and paged by
 * `proximoCursor`. Whoever may edit the base, or anyone filling a combo field bound to this
 * column (conferirAcessoOpcoes). One search page a request (bounded, see buscarPagina).
 */
export async function buscarOpcoes(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  idColuna: string,
  busca?: string,
  campo: CampoQuePreenche = {},
  cursor?: string,
) {
  const b = await carregarBase(deps, sessao, id);
  await conferirAcessoOpcoes(deps, sessao, b, idColuna, campo);
  return opcoesDaColuna(deps, sessao.sigla, b, idColuna, busca, cursor);
}

/** The options of one column of a base already loaded (the public form's route loads it by the form's link). */
export async function opcoesDaColuna(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  b: BaseDadosArmazenada,
  idColuna: string,
  busca?: string,
  cursor?: string,
) {
  const coluna = b.colunas.find((c) => c.id === idColuna);
  if (!coluna) throw erroBaseDados.colunaInvalida();
  const r = await opcoesDaBusca(
    deps,
    sigla,
    b,
    coluna.dataIndex,
    busca,
    LIMITES_BASE_DADOS.opcoesPorBusca,
    doCursorDaBusca(cursor),
  );
  return { opcoes: r.opcoes, proximoCursor: r.apos ? paraCursorDaBusca(r.apos) : null };
}
