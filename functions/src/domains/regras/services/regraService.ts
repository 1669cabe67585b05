import * as z from 'zod';
import {
  LIMITES_REGRA,
  mensagensRegra,
  type atualizarRegraSchema,
  type clonarRegraSchema,
  type ExecucaoRegra,
  type FormularioAcao,
  type inserirRegraSchema,
  type JsonRegras,
  type Regra,
} from '@wf/shared/schemas/regra';
import type { AppDeps } from '../../../kernel/deps';
import { erro } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import {
  atualizarRegraItens,
  buscarRegra,
  contarRegrasDoFluxo,
  excluirRegraItens,
  gravarRegra,
  inserirRegraItens,
  listarRegrasDoFluxo,
  paginaDeExecucoes,
} from '../../../data/repositories/regraRepository';
import { buscarUsuario } from '../../../data/repositories/usuarioRepository';
import { conferirVinculoBaseDados } from '../../basesDados';
import { carregarAcesso, type ContextoFluxo, permiteEditarElementosFluxo } from '../../fluxos';
import { vencimentoNoPassado } from '../../../lib/datas';
import { dataDoTexto } from '../../instancias';
import type { ExecucaoArmazenada, RegraArmazenada } from '../entities/regra';
import { erroRegra } from '../erros';
import { conferirAlcanceAoSalvar } from './alcanceAoSalvar';
import { mascararWebhooks, webhookAoSalvar } from './webhookAoSalvar';

/** A rule as the API answers it. */
export function paraRegra(r: RegraArmazenada): Regra {
  return {
    id: r.id,
    descricao: r.descricao,
    ativo: r.ativo,
    Fluxo: { id: r.idFluxo },
    Usuario: { id: r.idUsuarioCriador, email: r.emailCriador, ...(r.nomeCriador ? { nome: r.nomeCriador } : {}) },
    numExecucoes: r.numExecucoes,
    dataHoraAlteracao: r.dataHoraAlteracao,
    jsonRegras: mascararWebhooks(r.jsonRegras),
  };
}

export function paraExecucao(e: ExecucaoArmazenada): ExecucaoRegra {
  const linhas = [e.detalhesErro, ...e.linhasAdicionais].filter((l): l is string => Boolean(l));
  return {
    id: e.id,
    comErro: e.comErro,
    dataHoraExecucao: e.dataHoraExecucao,
    detalhesErro: linhas.length ? linhas.join('\n') : null,
    Instancia: { id: e.idInstancia, ...(e.descricaoInstancia ? { descricao: e.descricaoInstancia } : {}) },
    evento: e.evento as ExecucaoRegra['evento'],
  };
}

/**
 * What a caller does with a flow's rules: 'ler' (rules, runs, simulations: the Rules menu, for
 * who may edit the flow's elements; 403 with the spec's message otherwise) or 'editar' (save,
 * clone, delete: the same right, the rules' own message).
 */
export type UsoDasRegras = 'ler' | 'editar';

/** The flow (seen by the session user: 404 otherwise), if he may use its rules so. */
export async function acessoAsRegras(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  uso: UsoDasRegras,
): Promise<ContextoFluxo> {
  const ctx = await carregarAcesso(deps, sessao, idFluxo);
  if (!permiteEditarElementosFluxo(ctx)) throw uso === 'ler' ? erroRegra.semAcessoRegras() : erroRegra.semPermissao();
  return ctx;
}

/**
 * A rule by id, in the session's tenant and in a flow the user sees; anything else is 404 (a
 * rule of another tenant is simply not found: its key is built from the session's tenant).
 * Then the use asked of it: reading or editing needs permiteEditarElementosFluxo (403).
 */
export async function regraVisivel(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  uso: UsoDasRegras = 'ler',
): Promise<RegraArmazenada> {
  const r = await buscarRegra(deps, sessao.sigla, id);
  if (!r) throw erroRegra.naoEncontrada();
  let ctx: ContextoFluxo;
  try {
    ctx = await carregarAcesso(deps, sessao, r.idFluxo);
  } catch {
    throw erroRegra.naoEncontrada();
  }
  if (!permiteEditarElementosFluxo(ctx)) throw uso === 'ler' ? erroRegra.semAcessoRegras() : erroRegra.semPermissao();
  return r;
}

/** A fixed due date (not a variable) may not be before today; checked when the rule is saved. */
function conferirVencimento(j: JsonRegras, agora: Date): void {
  const acao = j.acoes.find((a) => a.key === 'definirVencimento');
  const texto = (acao?.formulario as { dataVencimento?: string } | undefined)?.dataVencimento?.trim();
  if (!texto || texto.includes('{{')) return;
  const data = dataDoTexto(texto);
  if (!data) throw erro.validacao(mensagensRegra.campoObrigatorio);
  if (vencimentoNoPassado(data.toISOString().slice(0, 10), agora))
    throw erro.validacao(mensagensRegra.vencimentoPassado);
}

/**
 * A data base lookup must name a base of the session's tenant and columns it has (any person of
 * the tenant may read a base's values through a combo field, so the creator need not own it).
 */
async function conferirBasesDados(deps: AppDeps, sigla: string, j: JsonRegras): Promise<void> {
  for (const acao of j.acoes) {
    if (acao.key !== 'preencherVariaveisBaseDados') continue;
    const f = acao.formulario as FormularioAcao<'preencherVariaveisBaseDados'>;
    const colunas = [...f.filtros.map((x) => x.idColuna), ...f.atribuicoes.map((a) => a.idColuna)];
    await conferirVinculoBaseDados(deps, sigla, f.idDataBase, colunas);
  }
}

/** GET fluxo/regras/buscar-por-fluxo/{idFluxo}: { listaRegras } (who may edit the flow's elements). */
export async function listarRegras(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<{ listaRegras: Regra[] }> {
  await acessoAsRegras(deps, sessao, idFluxo, 'ler');
  const regras = await listarRegrasDoFluxo(deps, sessao.sigla, idFluxo);
  return { listaRegras: regras.map(paraRegra) };
}

/** GET fluxo/regras/buscar-por-id/{id}: { Regra }. */
export async function buscarRegraPorId(deps: AppDeps, sessao: Sessao, id: string): Promise<{ Regra: Regra }> {
  return { Regra: paraRegra(await regraVisivel(deps, sessao, id)) };
}

async function criar(
  deps: AppDeps,
  sessao: Sessao,
  dados: { idFluxo: string; descricao: string; ativo: 'S' | 'N'; jsonRegras: JsonRegras },
  id: string = deps.newId(),
): Promise<RegraArmazenada> {
  await acessoAsRegras(deps, sessao, dados.idFluxo, 'editar');
  conferirVencimento(dados.jsonRegras, deps.clock());
  await conferirBasesDados(deps, sessao.sigla, dados.jsonRegras);
  // An inactive rule does nothing; it is checked when switched on (so its author may always switch it off).
  if (dados.ativo === 'S') await conferirAlcanceAoSalvar(deps, sessao, dados.idFluxo, dados.jsonRegras);
  if ((await contarRegrasDoFluxo(deps, sessao.sigla, dados.idFluxo)) >= LIMITES_REGRA.regrasPorFluxo)
    throw erroRegra.limiteRegras();
  const jsonRegras = await webhookAoSalvar(deps, sessao.sigla, dados.jsonRegras, null);
  const usuario = await buscarUsuario(deps, sessao.sigla, sessao.usuarioId);
  const agora = deps.clock().toISOString();
  const r: RegraArmazenada = {
    id,
    idFluxo: dados.idFluxo,
    descricao: dados.descricao,
    ativo: dados.ativo,
    idUsuarioCriador: sessao.usuarioId,
    emailCriador: sessao.email.toLowerCase(),
    ...(usuario?.nome ? { nomeCriador: usuario.nome } : {}),
    numExecucoes: 0,
    dataHoraCriacao: agora,
    dataHoraAlteracao: agora,
    versao: 1,
    jsonRegras,
  };
  // The new id cannot collide: a false is the flow item (its counter) written by another
  // transaction at that moment, or the flow gone (then every try fails).
  if (!(await gravarComOutrasEscritasNoFluxo(() => gravarRegra(deps, inserirRegraItens(deps, sessao.sigla, r)))))
    throw erroRegra.alteradaPorOutro();
  return r;
}

/** Tries of a rule write that also moves the flow's counter (see gravarComOutrasEscritasNoFluxo). */
const TENTATIVAS_NO_FLUXO = 4;

/**
 * A rule's create or delete also adds to the flow item's numRegrasCriadas, which cards and other
 * rules write too: two transactions on that item at once cancel one (TransactionConflict), and
 * two people creating rules at once must both succeed. `gravar` is retried a few times; it must
 * decide on state that a retry re-checks (conditions), never on a stale read.
 */
async function gravarComOutrasEscritasNoFluxo(gravar: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < TENTATIVAS_NO_FLUXO; i++) if (await gravar()) return true;
  return false;
}

/**
 * POST fluxo/regras/inserir: the new rule. `id`: the id it must have (a rule saved for an AI
 * task gets one derived from the task, so a task delivered again finds it instead of a twin).
 */
export async function inserirRegra(
  deps: AppDeps,
  sessao: Sessao,
  body: z.output<typeof inserirRegraSchema>,
  id?: string,
): Promise<Regra> {
  return paraRegra(await criar(deps, sessao, body, id));
}

/** The rule of the session's tenant with this id, or null: for a caller that chose the id (inserirRegra's `id`). */
export async function regraSalva(deps: AppDeps, sessao: Sessao, id: string): Promise<Regra | null> {
  const r = await buscarRegra(deps, sessao.sigla, id);
  return r ? paraRegra(r) : null;
}

/** PUT fluxo/regras/atualizar: only the creator saves or toggles. */
export async function atualizarRegra(
  deps: AppDeps,
  sessao: Sessao,
  body: z.output<typeof atualizarRegraSchema>,
): Promise<Regra> {
  const antes = await regraVisivel(deps, sessao, body.id, 'editar');
  if (antes.idUsuarioCriador !== sessao.usuarioId) throw erroRegra.somenteCriador();
  conferirVencimento(body.jsonRegras, deps.clock());
  await conferirBasesDados(deps, sessao.sigla, body.jsonRegras);
  if (body.ativo === 'S') await conferirAlcanceAoSalvar(deps, sessao, antes.idFluxo, body.jsonRegras);
  const depois: RegraArmazenada = {
    ...antes,
    descricao: body.descricao,
    ativo: body.ativo,
    jsonRegras: await webhookAoSalvar(deps, sessao.sigla, body.jsonRegras, antes.jsonRegras),
    dataHoraAlteracao: deps.clock().toISOString(),
    versao: antes.versao + 1,
  };
  if (!(await gravarRegra(deps, atualizarRegraItens(deps, sessao.sigla, antes, depois))))
    throw erroRegra.alteradaPorOutro();
  return paraRegra(depois);
}

/** POST fluxo/regras/clonar: a copy, inactive, created by the session user. */
export async function clonarRegra(
  deps: AppDeps,
  sessao: Sessao,
  body: z.output<typeof clonarRegraSchema>,
): Promise<Regra> {
  const origem = await regraVisivel(deps, sessao, body.idRegra, 'editar');
  const descricao = `${origem.descricao} (cópia)`.slice(0, LIMITES_REGRA.descricaoCaracteres);
  const r = await criar(deps, sessao, {
    idFluxo: origem.idFluxo,
    descricao,
    ativo: 'N',
    jsonRegras: origem.jsonRegras,
  });
  return paraRegra(r);
}

/** DELETE fluxo/regras/excluir/{id}: only the creator. */
export async function excluirRegra(deps: AppDeps, sessao: Sessao, id: string): Promise<void> {
  const r = await regraVisivel(deps, sessao, id, 'editar');
  if (r.idUsuarioCriador !== sessao.usuarioId) throw erroRegra.somenteCriador();
  // Conditioned on the version read: a rule saved meanwhile fails every try, as it should.
  if (
    !(await gravarComOutrasEscritasNoFluxo(() =>
      gravarRegra(deps, excluirRegraItens(deps, sessao.sigla, r, sessao.email)),
    ))
  )
    throw erroRegra.alteradaPorOutro();
}

export const execucoesQuery = z.object({
  cursor: z.string().max(500).optional(),
  sqlMaxRecords: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITES_REGRA.execucoesPorPagina)
    .default(LIMITES_REGRA.execucoesPorPagina),
});

/** GET fluxo/regras/detalhes-execucoes/{id}: { listaExecucoesRegra, proximoCursor }, newest first. */
export async function listarExecucoes(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  query: z.output<typeof execucoesQuery>,
): Promise<{ listaExecucoesRegra: ExecucaoRegra[]; proximoCursor: string | null }> {
  await regraVisivel(deps, sessao, id);
  const pagina = await paginaDeExecucoes(deps, sessao.sigla, id, query.sqlMaxRecords, query.cursor);
  return { listaExecucoesRegra: pagina.itens.map(paraExecucao), proximoCursor: pagina.proximoCursor };
}
