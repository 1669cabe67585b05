import {
  jsonDadosSchema,
  type atualizarBaseDadosSchema,
  type compartilhamentosSchema,
  type inserirBaseDadosSchema,
} from '@wf/shared/schemas/baseDados';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  acessosItens,
  buscarBasesDados,
  contarRegistros,
  excluirBaseDadosItem,
  idsDasBasesDaPessoa,
  inserirBaseDadosItens,
  salvarBaseDadosItem,
} from '../../../data/repositories/baseDadosRepository';
import { buscarUsuariosPorIds } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { corDoNome, iniciaisDoNome } from '../../usuarios';
import { comDataIndex, type BaseDadosArmazenada, type ColunaArmazenada } from '../entities/baseDados';
import { erroBaseDados } from '../erros';
import { acessoNaBase, carregarBaseEditavel, carregarBaseLegivel, ehDono } from './acessoBaseDados';
import { idsDasBasesPorUnidade } from './basesPorUnidade';
import { eventoLimpeza } from './eventoLimpeza';
import { gravarRegistrosIniciais } from './importacaoService';
import { colunasRemovidas, eventoLimpezaColunas } from './limpezaColunasService';

type Inserir = z.output<typeof inserirBaseDadosSchema>;
type Atualizar = z.output<typeof atualizarBaseDadosSchema>;

function lerJsonDados(texto: string | undefined): z.output<typeof jsonDadosSchema> | null {
  if (texto === undefined || texto.trim() === '') return null;
  let bruto: unknown;
  try {
    bruto = JSON.parse(texto);
  } catch {
    throw erroBaseDados.jsonInvalido();
  }
  const r = jsonDadosSchema.safeParse(bruto);
  // The column's own message ('Tipo de coluna inválido', 'Informe o título da coluna') when it has one.
  if (!r.success) throw erroBaseDados.jsonInvalido(r.error.issues[0]?.message);
  return r.data;
}

/** Columns as stored; titles unique (case-insensitive), ids unique. */
function conferirColunas(colunas: z.output<typeof jsonDadosSchema>['colunas']): ColunaArmazenada[] {
  const saida = colunas.map(comDataIndex);
  if (new Set(saida.map((c) => c.id)).size !== saida.length) throw erroBaseDados.colunaInvalida();
  if (new Set(saida.map((c) => c.dataIndex)).size !== saida.length) throw erroBaseDados.colunaInvalida();
  if (new Set(saida.map((c) => c.titulo.toLocaleLowerCase('pt-BR'))).size !== saida.length)
    throw erroBaseDados.colunaRepetida();
  return saida;
}

/** The spec's DataSource: the base, its owner, the caller's rights and the record count. */
async function paraDataSource(
  deps: AppDeps,
  sessao: Sessao,
  bases: BaseDadosArmazenada[],
  comTotal: boolean,
  acessos?: ReadonlyMap<string, 'editar' | 'ler' | null>,
) {
  const donos = new Map(
    (await buscarUsuariosPorIds(deps, sessao.sigla, [...new Set(bases.map((b) => b.idDono))])).map((u) => [u.id, u]),
  );
  return Promise.all(
    bases.map(async (b) => {
      const acesso = acessos?.get(b.id) ?? (await acessoNaBase(deps, sessao, b));
      const u = donos.get(b.idDono);
      const nome = u?.nome ?? b.emailDono;
      return {
        id: b.id,
        descricao: b.descricao,
        detalhes: b.detalhes,
        dataHoraAlteracao: b.dataHoraAlteracao,
        Usuario: { id: b.idDono, email: b.emailDono, nome, iniciais: iniciaisDoNome(nome), cor: corDoNome(nome) },
        permiteAcessoEdicao: acesso === 'editar' ? 'S' : 'N',
        dono: ehDono(b, sessao),
        ...(comTotal ? { totalRegistros: await contarRegistros(deps, sessao.sigla, b.id, b.geracao) } : {}),
        jsonDados: JSON.stringify({ colunas: b.colunas, linhas: [] }),
      };
    }),
  );
}

/** GET /datasources/buscar: the bases the person owns or is shared with, last changed first. */
export async function listarBasesDados(deps: AppDeps, sessao: Sessao) {
  const [ids, porUnidade] = await Promise.all([
    idsDasBasesDaPessoa(deps, sessao.sigla, sessao.email),
    idsDasBasesPorUnidade(deps, sessao),
  ]);
  const lidas = await buscarBasesDados(deps, sessao.sigla, [...new Set([...ids, ...porUnidade])]);
  const acessos = new Map(
    await Promise.all(lidas.map(async (b) => [b.id, await acessoNaBase(deps, sessao, b)] as const)),
  );
  const bases = lidas
    .filter((b) => acessos.get(b.id) !== null)
    .sort((a, b) => b.dataHoraAlteracao.localeCompare(a.dataHoraAlteracao));
  return { listaDataSources: await paraDataSource(deps, sessao, bases, false, acessos) };
}

export async function abrirBaseDados(deps: AppDeps, sessao: Sessao, id: string) {
  const { base: b, acesso } = await carregarBaseLegivel(deps, sessao, id);
  const [ds] = await paraDataSource(deps, sessao, [b], true, new Map([[b.id, acesso]]));
  return ds;
}

/** POST /datasources/inserir: the base, its owner's access and (small tables) its first rows. */
/** The new base's id. */
export async function inserirBaseDados(deps: AppDeps, sessao: Sessao, dados: Inserir): Promise<string> {
  const json = lerJsonDados(dados.jsonDados);
  const colunas = conferirColunas(json?.colunas ?? []);
  const agora = deps.clock().toISOString();
  const b: BaseDadosArmazenada = {
    id: deps.newId(),
    descricao: dados.descricao,
    detalhes: dados.detalhes ?? '',
    colunas,
    idDono: sessao.usuarioId,
    emailDono: sessao.email.toLowerCase(),
    editores: [],
    geracao: deps.newId(),
    criadoEm: agora,
    dataHoraAlteracao: agora,
    versao: 1,
  };
  if (!(await transact(deps, inserirBaseDadosItens(deps, sessao.sigla, b)))) throw erroBaseDados.alteradaAoMesmoTempo();
  if (json?.linhas?.length) await gravarRegistrosIniciais(deps, sessao, b, json.linhas);
  return b.id;
}

/**
 * PUT /datasources/atualizar: the owner renames and rewrites the details; the owner and the
 * editors change the columns (jsonDados). Rows are never sent here (records have their routes).
 */
export async function atualizarBaseDados(deps: AppDeps, sessao: Sessao, dados: Atualizar): Promise<void> {
  const b = await carregarBaseEditavel(deps, sessao, dados.id);
  const json = lerJsonDados(dados.jsonDados);
  const mudaDados = dados.descricao !== b.descricao || (dados.detalhes !== undefined && dados.detalhes !== b.detalhes);
  if (mudaDados && !ehDono(b, sessao)) throw erroBaseDados.somenteDono();
  const novo: BaseDadosArmazenada = {
    ...b,
    descricao: dados.descricao,
    detalhes: dados.detalhes ?? b.detalhes,
    colunas: json ? conferirColunas(json.colunas) : b.colunas,
    dataHoraAlteracao: deps.clock().toISOString(),
    versao: b.versao + 1,
  };
  // Removed columns' values and index words leave the records in the background (the `limpeza`
  // consumer), the event committed with the change: a base of any size answers at once.
  const removidas = colunasRemovidas(b.colunas, novo.colunas);
  const ok = await transact(deps, [
    salvarBaseDadosItem(deps, sessao.sigla, novo, b.versao),
    ...(removidas.length > 0 ? [eventoLimpezaColunas(deps, sessao.sigla, novo, removidas)] : []),
  ]);
  if (!ok) throw erroBaseDados.alteradaAoMesmoTempo();
}

/** DELETE /datasources/excluir/{id}: owner only; the records go in the background (the `limpeza` consumer). */
export async function excluirBaseDados(deps: AppDeps, sessao: Sessao, id: string): Promise<void> {
  const b = await carregarBaseEditavel(deps, sessao, id);
  if (!ehDono(b, sessao)) throw erroBaseDados.somenteDono();
  const ok = await transact(deps, [
    excluirBaseDadosItem(deps, sessao.sigla, b),
    ...acessosItens(deps, sessao.sigla, b.id, [], [b.emailDono, ...b.editores]),
    eventoLimpeza(deps, sessao.sigla, b.id, b.geracao),
  ]);
  if (!ok) throw erroBaseDados.alteradaAoMesmoTempo();
}

export async function listarCompartilhamentos(deps: AppDeps, sessao: Sessao, id: string) {
  const b = await carregarBaseEditavel(deps, sessao, id);
  return { emails: b.editores };
}

/** PUT /datasources/{id}/compartilhamentos: the whole list of editors (the owner is never one of them). */
export async function salvarCompartilhamentos(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  dados: z.output<typeof compartilhamentosSchema>,
) {
  const b = await carregarBaseEditavel(deps, sessao, id);
  const emails = [...new Set(dados.emails.map((e) => e.toLowerCase()))].filter((e) => e !== b.emailDono);
  const entram = emails.filter((e) => !b.editores.includes(e));
  const saem = b.editores.filter((e) => !emails.includes(e));
  const novo = { ...b, editores: emails, dataHoraAlteracao: deps.clock().toISOString(), versao: b.versao + 1 };
  const ok = await transact(deps, [
    salvarBaseDadosItem(deps, sessao.sigla, novo, b.versao),
    ...acessosItens(deps, sessao.sigla, b.id, entram, saem),
  ]);
  if (!ok) throw erroBaseDados.alteradaAoMesmoTempo();
  return emails;
}
