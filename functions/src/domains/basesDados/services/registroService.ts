import { LIMITES_BASE_DADOS } from '@wf/shared/constants/baseDados';
import type { ValoresRegistro, consultaRegistrosSchema, RegistroBaseDados } from '@wf/shared/schemas/baseDados';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  buscarRegistro,
  buscarRegistrosPorIds,
  conferirGeracao,
  contarItem,
  contarRegistros,
  cursorDaEntrada,
  entradasDaPalavra,
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
  palavrasDoTexto,
  registroTemTermos,
  termosDaBusca,
  type BaseDadosArmazenada,
  type RegistroArmazenado,
} from '../entities/baseDados';
import { erroBaseDados } from '../erros';
import { conferirAcessoOpcoes, type CampoQuePreenche } from './acessoOpcoes';
import { carregarBase, carregarBaseEditavel } from './acessoBaseDados';
import { textoDaCelula } from './buscaRegistroService';

export { buscarPrimeiroRegistro } from './buscaRegistroService';

type Consulta = z.output<typeof consultaRegistrosSchema>;

const paraRegistro = (r: RegistroArmazenado): RegistroBaseDados => ({
  id: r.id,
  dataCriacao: r.dataCriacao,
  dataAlteracao: r.dataAlteracao,
  valores: r.valores,
});

/**
 * A page of records with a search: index entries of the longest term's words (ONE Query of
 * twice the page), their records (BatchGet of at most a page), kept when every term starts a
 * word of theirs. Bounded whatever the base's size; a page may hold fewer records than asked
 * (the cursor goes on where the entries stopped).
 */
async function paginaDaBusca(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  b: BaseDadosArmazenada,
  termos: string[],
  tamanho: number,
  cursor?: string,
) {
  const chave = [...termos].sort((x, y) => y.length - x.length)[0] ?? '';
  const { entradas, proximoCursor } = await entradasDaPalavra(deps, sigla, b.id, b.geracao, chave, tamanho * 2, cursor);
  const ids: string[] = [];
  let ultima: string | null = null;
  for (const e of entradas) {
    if (ids.length >= tamanho) break;
    ultima = e.sk;
    if (!ids.includes(e.idRegistro)) ids.push(e.idRegistro);
  }
  const cortou = ultima !== null && ultima !== entradas[entradas.length - 1]?.sk;
  const registros = (await buscarRegistrosPorIds(deps, sigla, b.id, b.geracao, ids)).filter((r) =>
    registroTemTermos(r, termos),
  );
  return { registros, proximoCursor: cortou && ultima ? cursorDaEntrada(ultima) : proximoCursor };
}

/** GET /datasources/{id}/registros: a page; `total` is the base's record count (exact, read from its counters). */
export async function listarRegistros(deps: AppDeps, sessao: Sessao, id: string, consulta: Consulta) {
  const b = await carregarBaseEditavel(deps, sessao, id);
  const termos = termosDaBusca(consulta.busca ?? '');
  const pagina =
    termos.length > 0
      ? await paginaDaBusca(deps, sessao.sigla, b, termos, consulta.tamanho, consulta.cursor)
      : await paginaDeRegistros(deps, sessao.sigla, b.id, b.geracao, consulta.tamanho, consulta.cursor);
  return {
    registros: pagina.registros.map(paraRegistro),
    proximoCursor: pagina.proximoCursor,
    total: await contarRegistros(deps, sessao.sigla, b.id, b.geracao),
  };
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
 * GET /datasources/{id}/opcoes: up to 20 distinct values of one column, as typed (each word of
 * the search starts a word of the cell). Whoever may edit the base, or anyone filling a combo
 * field bound to this column (conferirAcessoOpcoes). Reads at most 100 records.
 */
export async function buscarOpcoes(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  idColuna: string,
  busca?: string,
  campo: CampoQuePreenche = {},
) {
  const b = await carregarBase(deps, sessao, id);
  await conferirAcessoOpcoes(deps, sessao, b, idColuna, campo);
  return opcoesDaColuna(deps, sessao.sigla, b, idColuna, busca);
}

/** The options of one column of a base already loaded (the public form's route loads it by the form's link). */
export async function opcoesDaColuna(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  b: BaseDadosArmazenada,
  idColuna: string,
  busca?: string,
) {
  const coluna = b.colunas.find((c) => c.id === idColuna);
  if (!coluna) throw erroBaseDados.colunaInvalida();
  const termos = termosDaBusca(busca ?? '');
  const leitura = 100;
  const candidatos =
    termos.length > 0
      ? (await paginaDaBusca(deps, sigla, b, termos, leitura)).registros
      : (await paginaDeRegistros(deps, sigla, b.id, b.geracao, leitura)).registros;
  const opcoes: { idRegistro: string; valor: string }[] = [];
  const vistos = new Set<string>();
  for (const r of candidatos) {
    const valor = textoDaCelula(r.valores[coluna.dataIndex]);
    if (!valor || vistos.has(valor)) continue;
    const palavras = palavrasDoTexto(valor);
    if (!termos.every((t) => palavras.some((p) => p.startsWith(t)))) continue;
    vistos.add(valor);
    opcoes.push({ idRegistro: r.id, valor });
    if (opcoes.length >= LIMITES_BASE_DADOS.opcoesPorBusca) break;
  }
  return { opcoes };
}
