import type {
  AtualizarEtapaOrg,
  EtapaOrg,
  InserirEtapaOrg,
  RespostaAutorizacoesOrg,
} from '@wf/shared/schemas/organograma';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  excluirAutorizacaoEtapaOrgItens,
  inserirAutorizacaoEtapaOrgItens,
  salvarAutorizacaoEtapaOrgItens,
} from '../../../data/repositories/autorizacaoOrgRepository';
import type { ColecaoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { buscarUnidade, contarNaUnidadeItem } from '../../../data/repositories/organogramaRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import {
  carregarEtapa,
  comNovasTentativas,
  conferirPermissaoNaEtapa,
  type EtapaArmazenada,
  gravarNoFluxo,
} from '../../fluxos';
import {
  arvoreDoOrganograma,
  type AutorizacaoEtapaOrg,
  conferirCompartilhamentoPorUnidade,
  erroOrganograma,
  resumoDaUnidade,
  situacaoDoOrganograma,
} from '../../organograma';
import { autoriaDoEvento } from './eventosEtapa';

type Flags = Omit<InserirEtapaOrg['EtapaOrg'], 'idEtapa' | 'idOrg' | 'incluirEmSubniveis'>;

const paraEtapaOrg = (a: AutorizacaoEtapaOrg, unidade: ReturnType<typeof resumoDaUnidade>): EtapaOrg => {
  const { idFluxo: _f, idOrg: _o, criadoEm: _c, atualizadoEm: _a, ...resto } = a;
  return { ...resto, Organograma: unidade };
};

/** The same event a person's grant sends, with no single person: the flow's room re-checks its members. */
const eventoAutorizacaoOrg = (
  deps: AppDeps,
  sessao: Sessao,
  etapa: EtapaArmazenada,
  operacao: 'INSERIR' | 'ATUALIZAR' | 'EXCLUIR',
) =>
  outboxPut(deps, {
    tipo: 'autorizacaoEtapaAlterada',
    detalhe: {
      ...autoriaDoEvento(sessao, etapa.idFluxo),
      operacao,
      emailAutorizado: null,
      idsEtapas: [etapa.id],
      descricoesEtapas: [etapa.descricao],
    },
  });

function daEtapa(colecao: ColecaoFluxo, id: string, idEtapa: string): AutorizacaoEtapaOrg {
  const a = colecao.autorizacoesOrg.find((x) => x.id === id && x.idEtapa === idEtapa);
  if (!a) throw erroOrganograma.autorizacaoNaoEncontrada();
  return a;
}

/** GET /api/etapa-org/buscar-autorizacoes/{idEtapa}: the tree, the units granted on the stage, and whether unit sharing is on. */
export async function listarAutorizacoesOrg(
  deps: AppDeps,
  sessao: Sessao,
  idEtapa: string,
): Promise<RespostaAutorizacoesOrg<EtapaOrg>> {
  const { colecao } = await carregarEtapa(deps, sessao, idEtapa);
  const [{ unidades, estruturaOrg }, situacao] = await Promise.all([
    arvoreDoOrganograma(deps, sessao.sigla),
    situacaoDoOrganograma(deps, sessao.sigla),
  ]);
  const porId = new Map(unidades.map((u) => [u.id, u]));
  const listaOrgAutorizados = colecao.autorizacoesOrg
    .filter((a) => a.idEtapa === idEtapa)
    .map((a) => paraEtapaOrg(a, resumoDaUnidade(porId.get(a.idOrg), a.idOrg)))
    .sort((a, b) => a.Organograma.descricao.localeCompare(b.Organograma.descricao, 'pt-BR'));
  return { estruturaOrg, listaOrgAutorizados, indisponivel: situacao.compartilhamentoIndisponivel ? 'S' : 'N' };
}

/**
 * POST /api/etapa-org/inserir-autorizacao: who may grant a person may grant a unit (autorizar on
 * the stage, or the owner); the key (stage, unit) refuses a twin; the unit must still exist when
 * the grant commits.
 */
export async function inserirAutorizacaoOrg(deps: AppDeps, sessao: Sessao, dados: InserirEtapaOrg): Promise<EtapaOrg> {
  const { idEtapa, idOrg, incluirEmSubniveis, ...flags } = dados.EtapaOrg;
  return comNovasTentativas(async () => {
    const { ctx, etapa, colecao } = await carregarEtapa(deps, sessao, idEtapa);
    conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteConcederAutorizacoes');
    await conferirCompartilhamentoPorUnidade(deps, sessao.sigla);
    const unidade = await buscarUnidade(deps, sessao.sigla, idOrg);
    if (!unidade) throw erroOrganograma.unidadeNaoEncontrada();
    if (colecao.autorizacoesOrg.some((a) => a.idEtapa === idEtapa && a.idOrg === idOrg))
      throw erroOrganograma.autorizacaoDuplicada();
    const agora = deps.clock().toISOString();
    const a: AutorizacaoEtapaOrg = {
      id: deps.newId(),
      idFluxo: etapa.idFluxo,
      idEtapa,
      idOrg,
      incluirEmSubniveis,
      ...(flags as Flags),
      criadoEm: agora,
      atualizadoEm: agora,
    };
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora: deps.clock(),
      principal: [
        ...inserirAutorizacaoEtapaOrgItens(deps, sessao.sigla, a),
        contarNaUnidadeItem(deps, sessao.sigla, idOrg),
        eventoAutorizacaoOrg(deps, sessao, etapa, 'INSERIR'),
      ],
    });
    return gravou ? paraEtapaOrg(a, resumoDaUnidade(unidade, idOrg)) : null;
  });
}

/** PUT /api/etapa-org/atualizar-autorizacao: the flags and reach of a unit's grant. */
export async function atualizarAutorizacaoOrg(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarEtapaOrg,
): Promise<EtapaOrg> {
  const { id, idEtapa, incluirEmSubniveis, ...flags } = dados.EtapaOrg;
  return comNovasTentativas(async () => {
    const { ctx, etapa, colecao } = await carregarEtapa(deps, sessao, idEtapa);
    conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteConcederAutorizacoes');
    const atual = daEtapa(colecao, id, idEtapa);
    const a: AutorizacaoEtapaOrg = {
      ...atual,
      incluirEmSubniveis,
      ...(flags as Flags),
      atualizadoEm: deps.clock().toISOString(),
    };
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora: deps.clock(),
      principal: [
        ...salvarAutorizacaoEtapaOrgItens(deps, sessao.sigla, a),
        eventoAutorizacaoOrg(deps, sessao, etapa, 'ATUALIZAR'),
      ],
    });
    if (!gravou) return null;
    return paraEtapaOrg(a, resumoDaUnidade((await buscarUnidade(deps, sessao.sigla, a.idOrg)) ?? undefined, a.idOrg));
  });
}

/** DELETE /api/etapa-org/excluir-autorizacao/{id}?idEtapa=: the unit's people lose what it gave them at once. */
export async function excluirAutorizacaoOrg(deps: AppDeps, sessao: Sessao, id: string, idEtapa: string): Promise<void> {
  await comNovasTentativas(async () => {
    const { ctx, etapa, colecao } = await carregarEtapa(deps, sessao, idEtapa);
    conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteConcederAutorizacoes');
    const atual = daEtapa(colecao, id, idEtapa);
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora: deps.clock(),
      principal: [
        ...excluirAutorizacaoEtapaOrgItens(deps, sessao.sigla, atual),
        eventoAutorizacaoOrg(deps, sessao, etapa, 'EXCLUIR'),
      ],
    });
    return gravou || null;
  });
}

/** The unit grants of the origin stage copied onto the destinations (copiarViaOrganograma); a unit already on a destination keeps its grant. */
export function copiasDasAutorizacoesOrg(
  deps: AppDeps,
  sigla: string,
  colecao: ColecaoFluxo,
  idOrigem: string,
  destinos: readonly EtapaArmazenada[],
  agora: Date,
) {
  const jaTem = new Set(colecao.autorizacoesOrg.map((a) => `${a.idOrg}\u0000${a.idEtapa}`));
  const daOrigem = colecao.autorizacoesOrg.filter((a) => a.idEtapa === idOrigem);
  return destinos.flatMap((d) =>
    daOrigem
      .filter((a) => !jaTem.has(`${a.idOrg}\u0000${d.id}`))
      .flatMap((a) =>
        inserirAutorizacaoEtapaOrgItens(deps, sigla, {
          ...a,
          id: deps.newId(),
          idEtapa: d.id,
          criadoEm: agora.toISOString(),
          atualizadoEm: agora.toISOString(),
        }),
      ),
  );
}
