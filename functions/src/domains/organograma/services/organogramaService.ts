import type {
  AtualizarOrganograma,
  InserirOrganograma,
  RespostaOrganograma,
  UnidadeOrg,
} from '@wf/shared/schemas/organograma';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  excluirAutorizacaoBaseOrgItens,
  excluirAutorizacaoEtapaOrgItens,
  listarConcessoesDaUnidade,
} from '../../../data/repositories/autorizacaoOrgRepository';
import {
  buscarUnidade,
  contarNaUnidadeItem,
  excluirUnidadeItem,
  excluirVinculoItens,
  inserirUnidadeItem,
  listarUnidades,
  listarVinculosDaUnidade,
  salvarUnidadeItem,
} from '../../../data/repositories/organogramaRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarUsuario, buscarUsuariosPorIds } from '../../../data/repositories/usuarioRepository';
import { transact, transactEmSequencia, type TransactItem } from '../../../data/transact';
import { criaCiclo, descendentes, moverSubarvore, novaUnidade, type Unidade } from '../entities/unidade';
import { erroOrganograma } from '../erros';
import { montarArvore, paraUnidadeOrg, type PessoaConhecida } from './apresentacaoOrganograma';
import { conferirEscritaNoOrganograma, situacaoDoOrganograma } from './politicaOrganograma';

/** The people named as responsible (missing ones, no longer users, are left out). */
async function pessoasDe(deps: AppDeps, sigla: string, ids: (string | null)[]): Promise<Map<string, PessoaConhecida>> {
  const unicos = [...new Set(ids.filter((i): i is string => Boolean(i)))];
  const usuarios = await buscarUsuariosPorIds(deps, sigla, unicos);
  return new Map(usuarios.map((u) => [u.id, u]));
}

/** The whole tree (one Query of its partition) and whether it may be changed here. */
export async function buscarOrganograma(deps: AppDeps, sessao: Sessao): Promise<RespostaOrganograma> {
  const [unidades, situacao] = await Promise.all([
    listarUnidades(deps, sessao.sigla),
    situacaoDoOrganograma(deps, sessao.sigla),
  ]);
  const pessoas = await pessoasDe(
    deps,
    sessao.sigla,
    unidades.map((u) => u.idUsuario),
  );
  return { estruturaOrg: montarArvore(unidades, pessoas), somenteLeitura: situacao.somenteLeitura ? 'S' : 'N' };
}

/** The tree as the SPA's selectors show it, for the grant tabs. */
export async function arvoreDoOrganograma(deps: AppDeps, sigla: string) {
  const unidades = await listarUnidades(deps, sigla);
  return {
    unidades,
    estruturaOrg: montarArvore(
      unidades,
      await pessoasDe(
        deps,
        sigla,
        unidades.map((u) => u.idUsuario),
      ),
    ),
  };
}

async function paiInformado(deps: AppDeps, sigla: string, idOrgSup: string | null): Promise<Unidade | null> {
  if (!idOrgSup) return null;
  const pai = await buscarUnidade(deps, sigla, idOrgSup);
  if (!pai) throw erroOrganograma.unidadeSuperiorNaoEncontrada();
  return pai;
}

async function responsavelInformado(deps: AppDeps, sigla: string, idUsuario: string | null) {
  if (!idUsuario) return new Map<string, PessoaConhecida>();
  const u = await buscarUsuario(deps, sigla, idUsuario);
  if (!u) throw erroOrganograma.responsavelNaoEncontrado();
  return new Map([[u.id, u as PessoaConhecida]]);
}

export async function inserirUnidade(deps: AppDeps, sessao: Sessao, dados: InserirOrganograma): Promise<UnidadeOrg> {
  await conferirEscritaNoOrganograma(deps, sessao);
  const d = dados.Organograma;
  const [pai, pessoas] = await Promise.all([
    paiInformado(deps, sessao.sigla, d.idOrgSup),
    responsavelInformado(deps, sessao.sigla, d.idUsuario),
  ]);
  const u = novaUnidade(deps.newId(), d, pai, deps.clock());
  const ok = await transact(deps, [
    inserirUnidadeItem(deps, sessao.sigla, u),
    // The parent must still be there (a delete racing with this insert loses on its counter).
    ...(pai ? [contarNaUnidadeItem(deps, sessao.sigla, pai.id, { subunidades: 1 })] : []),
  ]);
  if (!ok) throw erroOrganograma.alteradoAoMesmoTempo();
  return paraUnidadeOrg(u, pessoas);
}

/**
 * Changes a unit's data; a new idOrgSup moves it with its whole subtree (the ancestors of every
 * unit below it are rewritten). Putting it under itself or under one of its sub-units is refused.
 * A subtree that fits one transaction moves atomically; a bigger one in sequential transactions
 * (docs/adr/0070-organogram-deletes-and-moves.md).
 */
export async function atualizarUnidade(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarOrganograma,
): Promise<UnidadeOrg> {
  await conferirEscritaNoOrganograma(deps, sessao);
  const d = dados.Organograma;
  const atual = await buscarUnidade(deps, sessao.sigla, d.id);
  if (!atual) throw erroOrganograma.unidadeNaoEncontrada();
  const pessoas = await responsavelInformado(deps, sessao.sigla, d.idUsuario);
  const agora = deps.clock();
  const dadosNovos = { ...atual, descricao: d.descricao, sigla: d.sigla, idUsuario: d.idUsuario };
  if ((d.idOrgSup ?? null) === atual.idOrgSup) {
    const nova = { ...dadosNovos, atualizadoEm: agora.toISOString() };
    if (!(await transact(deps, [salvarUnidadeItem(deps, sessao.sigla, nova, atual)])))
      throw erroOrganograma.alteradoAoMesmoTempo();
    return paraUnidadeOrg(nova, pessoas);
  }
  const novoPai = await paiInformado(deps, sessao.sigla, d.idOrgSup);
  if (criaCiclo(atual, novoPai)) throw erroOrganograma.ciclo();
  const abaixo = descendentes(await listarUnidades(deps, sessao.sigla), atual.id);
  const [movida, ...subunidades] = moverSubarvore(dadosNovos, novoPai, abaixo, agora);
  const porId = new Map(abaixo.map((u) => [u.id, u]));
  const contadores: TransactItem[] = [
    ...(atual.idOrgSup ? [contarNaUnidadeItem(deps, sessao.sigla, atual.idOrgSup, { subunidades: -1 })] : []),
    ...(novoPai ? [contarNaUnidadeItem(deps, sessao.sigla, novoPai.id, { subunidades: 1 })] : []),
  ];
  // The moved unit and the counters first (from then on checks see it in its new place), then its subtree.
  const ok = await transactEmSequencia(deps, [
    [salvarUnidadeItem(deps, sessao.sigla, movida!, atual), ...contadores],
    ...subunidades.map((s) => [salvarUnidadeItem(deps, sessao.sigla, s, porId.get(s.id)!)]),
  ]);
  if (!ok) throw erroOrganograma.alteradoAoMesmoTempo();
  return paraUnidadeOrg(movida!, pessoas);
}

/**
 * Deletes a unit without sub-units (one with any is refused: move or delete them first). Its
 * links go with it, and so do its grants on stages and bases (each flow whose access changed is
 * told, as when a person's grant is deleted), docs/adr/0070-organogram-deletes-and-moves.md.
 */
export async function excluirUnidade(deps: AppDeps, sessao: Sessao, idOrg: string): Promise<void> {
  await conferirEscritaNoOrganograma(deps, sessao);
  const u = await buscarUnidade(deps, sessao.sigla, idOrg);
  if (!u) throw erroOrganograma.unidadeNaoEncontrada();
  if (u.qtdeSubunidades > 0) throw erroOrganograma.temSubunidades();
  const [vinculos, concessoes] = await Promise.all([
    listarVinculosDaUnidade(deps, sessao.sigla, idOrg),
    listarConcessoesDaUnidade(deps, sessao.sigla, idOrg),
  ]);
  const porFluxo = new Map<string, string[]>();
  for (const c of concessoes) {
    if (c.tipo === 'ETAPA' && c.idEtapa) porFluxo.set(c.idAlvo, [...(porFluxo.get(c.idAlvo) ?? []), c.idEtapa]);
  }
  const grupos: TransactItem[][] = [
    ...concessoes.map((c) =>
      c.tipo === 'ETAPA'
        ? excluirAutorizacaoEtapaOrgItens(deps, sessao.sigla, { idFluxo: c.idAlvo, idEtapa: c.idEtapa ?? '', idOrg })
        : excluirAutorizacaoBaseOrgItens(deps, sessao.sigla, { idDatasource: c.idAlvo, idOrg }),
    ),
    ...[...porFluxo].map(([idFluxo, idsEtapas]) => [
      outboxPut(deps, {
        tipo: 'autorizacaoEtapaAlterada',
        detalhe: {
          sigla: sessao.sigla,
          idFluxo,
          alteradoPor: sessao.email,
          operacao: 'EXCLUIR',
          emailAutorizado: null,
          idsEtapas,
          descricoesEtapas: [],
        },
      }),
    ]),
    ...vinculos.map((v) => excluirVinculoItens(deps, sessao.sigla, v)),
  ];
  // The unit goes last, conditioned on the people and sub-units counted now: a link or a
  // sub-unit added meanwhile makes it fail, and the grants and links already gone stay gone.
  const ultimo: TransactItem[] = [
    excluirUnidadeItem(deps, sessao.sigla, u),
    ...(u.idOrgSup ? [contarNaUnidadeItem(deps, sessao.sigla, u.idOrgSup, { subunidades: -1 })] : []),
  ];
  const cabe = grupos.flat().length + ultimo.length <= 100;
  const ok = cabe
    ? await transact(deps, [...grupos.flat(), ...ultimo])
    : await transactEmSequencia(deps, [...grupos, ultimo]);
  if (!ok) throw erroOrganograma.alteradoAoMesmoTempo();
}
