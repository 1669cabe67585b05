import type {
  AtualizarDatasourceOrg,
  DatasourceOrg,
  InserirDatasourceOrg,
  RespostaAutorizacoesOrg,
} from '@wf/shared/schemas/organograma';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  excluirAutorizacaoBaseOrgItens,
  inserirAutorizacaoBaseOrgItens,
  listarAutorizacoesOrgDaBase,
  salvarAutorizacaoBaseOrgItens,
} from '../../../data/repositories/autorizacaoOrgRepository';
import { buscarUnidade, contarNaUnidadeItem } from '../../../data/repositories/organogramaRepository';
import { transact } from '../../../data/transact';
import {
  arvoreDoOrganograma,
  type AutorizacaoBaseOrg,
  conferirCompartilhamentoPorUnidade,
  erroOrganograma,
  resumoDaUnidade,
  situacaoDoOrganograma,
} from '../../organograma';
import { carregarBaseEditavel } from './acessoBaseDados';

const paraDatasourceOrg = (a: AutorizacaoBaseOrg, unidade: ReturnType<typeof resumoDaUnidade>): DatasourceOrg => ({
  id: a.id,
  idDatasource: a.idDatasource,
  incluirEmSubniveis: a.incluirEmSubniveis,
  editar: a.editar,
  Organograma: unidade,
});

async function daBase(deps: AppDeps, sigla: string, idBase: string, id: string): Promise<AutorizacaoBaseOrg> {
  const a = (await listarAutorizacoesOrgDaBase(deps, sigla, idBase)).find((x) => x.id === id);
  if (!a) throw erroOrganograma.autorizacaoNaoEncontrada();
  return a;
}

/** GET /api/datasources-org/buscar-autorizacoes/{id}: who may manage the sharing (its editors) sees the units granted. */
export async function listarUnidadesDaBase(
  deps: AppDeps,
  sessao: Sessao,
  idBase: string,
): Promise<RespostaAutorizacoesOrg<DatasourceOrg>> {
  await carregarBaseEditavel(deps, sessao, idBase);
  const [{ unidades, estruturaOrg }, situacao, concessoes] = await Promise.all([
    arvoreDoOrganograma(deps, sessao.sigla),
    situacaoDoOrganograma(deps, sessao.sigla),
    listarAutorizacoesOrgDaBase(deps, sessao.sigla, idBase),
  ]);
  const porId = new Map(unidades.map((u) => [u.id, u]));
  return {
    estruturaOrg,
    listaOrgAutorizados: concessoes
      .map((a) => paraDatasourceOrg(a, resumoDaUnidade(porId.get(a.idOrg), a.idOrg)))
      .sort((a, b) => a.Organograma.descricao.localeCompare(b.Organograma.descricao, 'pt-BR')),
    indisponivel: situacao.compartilhamentoIndisponivel ? 'S' : 'N',
  };
}

/** POST /api/datasources-org/inserir-autorizacao: as sharing by e-mail, whoever edits the base shares it. */
export async function inserirAutorizacaoOrgBase(
  deps: AppDeps,
  sessao: Sessao,
  dados: InserirDatasourceOrg,
): Promise<DatasourceOrg> {
  const d = dados.DatasourceOrg;
  await carregarBaseEditavel(deps, sessao, d.idDatasource);
  await conferirCompartilhamentoPorUnidade(deps, sessao.sigla);
  const unidade = await buscarUnidade(deps, sessao.sigla, d.idOrg);
  if (!unidade) throw erroOrganograma.unidadeNaoEncontrada();
  const agora = deps.clock().toISOString();
  const a: AutorizacaoBaseOrg = { id: deps.newId(), ...d, criadoEm: agora, atualizadoEm: agora };
  const ok = await transact(deps, [
    ...inserirAutorizacaoBaseOrgItens(deps, sessao.sigla, a),
    contarNaUnidadeItem(deps, sessao.sigla, d.idOrg),
  ]);
  if (!ok) {
    const ja = await listarAutorizacoesOrgDaBase(deps, sessao.sigla, d.idDatasource);
    if (ja.some((x) => x.idOrg === d.idOrg)) throw erroOrganograma.autorizacaoDuplicada();
    throw erroOrganograma.unidadeNaoEncontrada();
  }
  return paraDatasourceOrg(a, resumoDaUnidade(unidade, d.idOrg));
}

export async function atualizarAutorizacaoOrgBase(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarDatasourceOrg,
): Promise<DatasourceOrg> {
  const d = dados.DatasourceOrg;
  await carregarBaseEditavel(deps, sessao, d.idDatasource);
  const atual = await daBase(deps, sessao.sigla, d.idDatasource, d.id);
  const a: AutorizacaoBaseOrg = {
    ...atual,
    incluirEmSubniveis: d.incluirEmSubniveis,
    editar: d.editar,
    atualizadoEm: deps.clock().toISOString(),
  };
  if (!(await transact(deps, salvarAutorizacaoBaseOrgItens(deps, sessao.sigla, a))))
    throw erroOrganograma.autorizacaoNaoEncontrada();
  return paraDatasourceOrg(
    a,
    resumoDaUnidade((await buscarUnidade(deps, sessao.sigla, a.idOrg)) ?? undefined, a.idOrg),
  );
}

export async function excluirAutorizacaoOrgBase(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  idBase: string,
): Promise<void> {
  await carregarBaseEditavel(deps, sessao, idBase);
  const atual = await daBase(deps, sessao.sigla, idBase, id);
  if (!(await transact(deps, excluirAutorizacaoBaseOrgItens(deps, sessao.sigla, atual))))
    throw erroOrganograma.autorizacaoNaoEncontrada();
}
