import type {
  atualizarAutorizacaoSchema,
  copiarAutorizacoesSchema,
  inserirAutorizacaoSchema,
} from '@wf/shared/schemas/autorizacao';
import type { RespostaAutorizacao, RespostaAutorizacoes } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  excluirAutorizacaoItem,
  inserirAutorizacaoItem,
  salvarAutorizacaoItem,
} from '../../../data/repositories/autorizacaoRepository';
import type { ColecaoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarUsuariosPorEmails } from '../../../data/repositories/usuarioRepository';
import {
  alterarPermissoes,
  type Autorizacao,
  carregarEtapa,
  comNovasTentativas,
  conferirPermissaoNaEtapa,
  copiaDaAutorizacao,
  emOrdemDeExibicao,
  erroEtapa,
  type EtapaArmazenada,
  gravarNoFluxo,
  type MudancaPessoa,
  novaAutorizacao,
  paraEtapaUsuario,
} from '../../fluxos';
import { copiasDasAutorizacoesOrg } from './autorizacaoOrgService';
import { autoriaDoEvento } from './eventosEtapa';

type InserirAutorizacao = z.output<typeof inserirAutorizacaoSchema>;
type AtualizarAutorizacao = z.output<typeof atualizarAutorizacaoSchema>;
type CopiarAutorizacoes = z.output<typeof copiarAutorizacoesSchema>;

/** Names of the e-mails that are users of the tenant (the others show without a name). */
async function nomesDosEmails(deps: AppDeps, sigla: string, emails: string[]): Promise<Map<string, string>> {
  const usuarios = await buscarUsuariosPorEmails(deps, sigla, [...new Set(emails)]);
  return new Map(usuarios.map((u) => [u.email, u.nome]));
}

/** The person authorised on the stage with his name (null for an e-mail that is no user of the tenant). */
async function comNome(deps: AppDeps, sigla: string, a: Autorizacao) {
  const nomes = await nomesDosEmails(deps, sigla, [a.emailAutorizado]);
  return paraEtapaUsuario(a, nomes.get(a.emailAutorizado) ?? null);
}

/** The outbox event of a change of who may access the stages (emailAutorizado null: several people). */
const eventoAutorizacao = (
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  operacao: 'INSERIR' | 'ATUALIZAR' | 'EXCLUIR' | 'COPIAR',
  emailAutorizado: string | null,
  etapas: readonly Pick<EtapaArmazenada, 'id' | 'descricao'>[],
) =>
  outboxPut(deps, {
    tipo: 'autorizacaoEtapaAlterada',
    detalhe: {
      ...autoriaDoEvento(sessao, idFluxo),
      operacao,
      emailAutorizado,
      idsEtapas: etapas.map((e) => e.id),
      descricoesEtapas: etapas.map((e) => e.descricao),
    },
  });

/** The authorisation `id` of the stage, as read. */
function autorizacaoDaEtapa(colecao: ColecaoFluxo, id: string, idEtapa: string): Autorizacao {
  const atual = colecao.autorizacoes.find((a) => a.id === id && a.idEtapa === idEtapa);
  if (!atual) throw erroEtapa.autorizacaoNaoEncontrada();
  return atual;
}

/** GET /api/etapa-usuario/buscar-autorizacoes/{idEtapa}: the people authorised on the stage, by e-mail. */
export async function listarAutorizacoes(
  deps: AppDeps,
  sessao: Sessao,
  idEtapa: string,
): Promise<RespostaAutorizacoes> {
  const { colecao } = await carregarEtapa(deps, sessao, idEtapa);
  const daEtapa = colecao.autorizacoes
    .filter((a) => a.idEtapa === idEtapa)
    .sort((a, b) => a.emailAutorizado.localeCompare(b.emailAutorizado));
  const nomes = await nomesDosEmails(
    deps,
    sessao.sigla,
    daEtapa.map((a) => a.emailAutorizado),
  );
  return { listaEmailsUsuarios: daEtapa.map((a) => paraEtapaUsuario(a, nomes.get(a.emailAutorizado) ?? null)) };
}

/**
 * POST /api/etapa-usuario/inserir-autorizacao (stage permiteConcederAutorizacoes). Any e-mail may
 * be authorised, user of the tenant or not yet (docs/adr/0012-flows-stages-and-permissions.md). The authorisation's key is
 * (e-mail, stage): a duplicate fails the insert's condition even when two requests race, and the
 * re-read then answers 409 with the fixed message. The person's access entry (his flow list)
 * and the flow's numPessoasComAcesso move in the same transaction.
 */
export async function inserirAutorizacao(
  deps: AppDeps,
  sessao: Sessao,
  dados: InserirAutorizacao,
): Promise<RespostaAutorizacao['EtapaUsuario']> {
  const { idEtapa, emailAutorizado, ...permissoes } = dados.EtapaUsuario;
  return comNovasTentativas(async () => {
    const { ctx, etapa, colecao } = await carregarEtapa(deps, sessao, idEtapa);
    conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteConcederAutorizacoes');
    if (colecao.autorizacoes.some((a) => a.idEtapa === idEtapa && a.emailAutorizado === emailAutorizado)) {
      throw erroEtapa.autorizacaoDuplicada(emailAutorizado);
    }
    const a = novaAutorizacao({
      id: deps.newId(),
      idFluxo: etapa.idFluxo,
      idEtapa,
      email: emailAutorizado,
      permissoes,
      agora: deps.clock(),
    });
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora: deps.clock(),
      principal: [eventoAutorizacao(deps, sessao, etapa.idFluxo, 'INSERIR', emailAutorizado, [etapa])],
      pessoas: [{ email: emailAutorizado, itens: [inserirAutorizacaoItem(deps, sessao.sigla, a)], delta: 1 }],
    });
    if (!gravou) return null;
    return comNome(deps, sessao.sigla, a);
  });
}

/** PUT /api/etapa-usuario/atualizar-autorizacao (stage permiteConcederAutorizacoes): the flags of one person. */
export async function atualizarAutorizacao(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarAutorizacao,
): Promise<RespostaAutorizacao['EtapaUsuario']> {
  const { id, idEtapa, ...permissoes } = dados.EtapaUsuario;
  return comNovasTentativas(async () => {
    const { ctx, etapa, colecao } = await carregarEtapa(deps, sessao, idEtapa);
    conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteConcederAutorizacoes');
    const a = alterarPermissoes(autorizacaoDaEtapa(colecao, id, idEtapa), permissoes, deps.clock());
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora: deps.clock(),
      principal: [
        salvarAutorizacaoItem(deps, sessao.sigla, a),
        eventoAutorizacao(deps, sessao, etapa.idFluxo, 'ATUALIZAR', a.emailAutorizado, [etapa]),
      ],
    });
    if (!gravou) return null;
    return comNome(deps, sessao.sigla, a);
  });
}

/** DELETE /api/etapa-usuario/excluir-autorizacao/{id}?idEtapa= (stage permiteConcederAutorizacoes). */
export async function excluirAutorizacao(deps: AppDeps, sessao: Sessao, id: string, idEtapa: string): Promise<void> {
  await comNovasTentativas(async () => {
    const { ctx, etapa, colecao } = await carregarEtapa(deps, sessao, idEtapa);
    conferirPermissaoNaEtapa(ctx, idEtapa, 'permiteConcederAutorizacoes');
    const atual = autorizacaoDaEtapa(colecao, id, idEtapa);
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: etapa.idFluxo,
      agora: deps.clock(),
      principal: [eventoAutorizacao(deps, sessao, etapa.idFluxo, 'EXCLUIR', atual.emailAutorizado, [etapa])],
      pessoas: [
        { email: atual.emailAutorizado, itens: [excluirAutorizacaoItem(deps, sessao.sigla, atual)], delta: -1 },
      ],
    });
    return gravou || null;
  });
}

/**
 * POST /api/etapas/copiar-autorizacoes (permiteConcederAutorizacoes on the origin and on every
 * destination): the origin's people, with their flags, onto other stages of the same flow. A
 * person already on a destination keeps what he has there. copiarViaOrganograma copies the
 * origin's unit grants the same way (a unit already on a destination keeps its grant).
 */
export async function copiarAutorizacoes(deps: AppDeps, sessao: Sessao, dados: CopiarAutorizacoes): Promise<void> {
  await comNovasTentativas(async () => {
    const { ctx, etapa: origem, etapas, colecao } = await carregarEtapa(deps, sessao, dados.idEtapaOrigem);
    conferirPermissaoNaEtapa(ctx, origem.id, 'permiteConcederAutorizacoes');
    const idsDestino = [...new Set(dados.listaEtapas.map((d) => d.Etapa.id))].filter((id) => id !== origem.id);
    const destinos = emOrdemDeExibicao(etapas).filter((e) => idsDestino.includes(e.id));
    if (destinos.length !== idsDestino.length) throw erroEtapa.naoEncontrada();
    for (const d of destinos) conferirPermissaoNaEtapa(ctx, d.id, 'permiteConcederAutorizacoes');
    const agora = deps.clock();
    const daOrigem = dados.copiarViaEmail ? colecao.autorizacoes.filter((a) => a.idEtapa === origem.id) : [];
    const jaTem = new Set(colecao.autorizacoes.map((a) => `${a.emailAutorizado}\u0000${a.idEtapa}`));
    const novas: Autorizacao[] = destinos.flatMap((d) =>
      daOrigem
        .filter((a) => !jaTem.has(`${a.emailAutorizado}\u0000${d.id}`))
        .map((a) => copiaDaAutorizacao(a, { id: deps.newId(), idFluxo: origem.idFluxo, idEtapa: d.id }, agora)),
    );
    const porPessoa = new Map<string, MudancaPessoa>();
    for (const a of novas) {
      const p = porPessoa.get(a.emailAutorizado) ?? { email: a.emailAutorizado, itens: [], delta: 0 };
      p.itens.push(inserirAutorizacaoItem(deps, sessao.sigla, a));
      p.delta += 1;
      porPessoa.set(a.emailAutorizado, p);
    }
    const gravou = await gravarNoFluxo(deps, {
      sigla: sessao.sigla,
      idFluxo: origem.idFluxo,
      agora,
      principal: [
        ...(dados.copiarViaOrganograma
          ? copiasDasAutorizacoesOrg(deps, sessao.sigla, colecao, origem.id, destinos, agora)
          : []),
        eventoAutorizacao(deps, sessao, origem.idFluxo, 'COPIAR', null, destinos),
      ],
      pessoas: [...porPessoa.values()],
      pessoasDepois: true,
    });
    return gravou || null;
  });
}
