import { mensagensSubElementos as m } from '@wf/shared/constants/cards';
import type { responsavelSchema } from '@wf/shared/schemas/instancia';
import type { ResponsavelCard } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { entradaResponsavelItem } from '../../../data/repositories/indiceFiltroCardsRepository';
import { atualizarTileCardItem } from '../../../data/repositories/instanciaRepository';
import { buscarUsuariosPorEmails } from '../../../data/repositories/usuarioRepository';
import { excluirVinculoCardItem, inserirVinculoCardItem } from '../../../data/repositories/vinculoCardRepository';
import { paraUsuarioResumo } from '../../fluxos';
import { concessoesQueAlcancam } from '../../organograma';
import { corDoNome, iniciaisDoNome } from '../../usuarios';
import type { ContextoInstancia } from '../../instancias';
import { erroCard } from '../erros';
import { baseDoEvento, cardParaAlterar, cardParaLer, comNovasTentativas, gravarComEvento } from './escritaNoCard';

/**
 * Responsibles of a card. Candidates are the people authorised on the flow's stages and the
 * flow's owner, who are active users of the tenant (a responsible is shown
 * with name and avatar). restrResponsaveis on the card's stage forbids changes.
 */
async function resumos(deps: AppDeps, sigla: string, ctx: ContextoInstancia): Promise<ResponsavelCard[]> {
  const { responsaveis, idsVinculosResponsaveis } = ctx.instancia;
  const usuarios = new Map((await buscarUsuariosPorEmails(deps, sigla, responsaveis)).map((u) => [u.email, u]));
  return Promise.all(
    responsaveis.map(async (email, i) => {
      const u = usuarios.get(email);
      const resumo = u
        ? await paraUsuarioResumo(deps, u)
        : { id: email, nome: email, email, iniciais: iniciaisDoNome(email), cor: corDoNome(email), imgFoto: null };
      return { ...resumo, idVinculo: idsVinculosResponsaveis[i] ?? email };
    }),
  );
}

export async function listarResponsaveis(deps: AppDeps, sessao: Sessao, idInstancia: string) {
  const ctx = await cardParaLer(deps, sessao, idInstancia);
  return { listaResponsaveis: await resumos(deps, sessao.sigla, ctx) };
}

/** The flow's owner, a person authorised on one of its stages, or one a unit grant of it reaches. */
async function ehCandidato(
  deps: AppDeps,
  sessao: Sessao,
  ctx: ContextoInstancia,
  usuario: { id: string; email: string },
): Promise<boolean> {
  const email = usuario.email.toLowerCase();
  if (ctx.ctx.fluxo.donoEmail === email || ctx.colecao.autorizacoes.some((a) => a.emailAutorizado === email)) {
    return true;
  }
  return (await concessoesQueAlcancam(deps, sessao.sigla, usuario.id, ctx.colecao.autorizacoesOrg)).length > 0;
}

export async function inserirResponsavel(deps: AppDeps, sessao: Sessao, body: z.output<typeof responsavelSchema>) {
  const email = body.emailUsuario.toLowerCase();
  return comNovasTentativas(async () => {
    const ctx = await cardParaAlterar(deps, sessao, body.idInstancia, 'restrResponsaveis', m.semPermissaoResponsaveis);
    const c = ctx.instancia;
    if (c.responsaveis.includes(email)) throw erroCard.responsavelDuplicado();
    const [usuario] = await buscarUsuariosPorEmails(deps, sessao.sigla, [email]);
    if (!usuario || usuario.ativo !== 'S' || !(await ehCandidato(deps, sessao, ctx, usuario))) {
      throw erroCard.responsavelNaoAutorizado();
    }
    const idVinculo = deps.newId();
    const gravou = await gravarComEvento(
      deps,
      [
        entradaResponsavelItem(deps, sessao.sigla, c, email, 'incluir'),
        inserirVinculoCardItem(deps, sessao.sigla, {
          tipo: 'responsavel',
          alvo: email,
          idVinculo,
          idInstancia: c.id,
          criadoPor: sessao.email,
          criadoEm: deps.clock().toISOString(),
        }),
        atualizarTileCardItem(deps, sessao.sigla, c.id, {
          definir: {
            responsaveis: [...c.responsaveis, email],
            idsVinculosResponsaveis: [...c.idsVinculosResponsaveis, idVinculo],
          },
          // The flow read: the list-filter entry is written under it.
          esperado: { responsaveis: c.responsaveis, idFluxo: c.idFluxo },
        }),
      ],
      [
        {
          tipo: 'pessoaResponsavel',
          detalhe: { ...baseDoEvento(sessao.sigla, c, sessao.email, sessao), emailResponsavel: email },
        },
      ],
    );
    if (!gravou) return null;
    return { ...(await paraUsuarioResumo(deps, usuario)), idVinculo };
  });
}

/**
 * DELETE /excluir/{idInstancia}/{email}: the e-mail, or the link id the list gave. The gateway
 * hands path parameters over already decoded: decoding again would break e-mails with '%' and
 * fail on `%ZZ`.
 */
export async function excluirResponsavel(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
  emailOuVinculo: string,
): Promise<void> {
  const alvo = emailOuVinculo.toLowerCase();
  await comNovasTentativas(async () => {
    const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrResponsaveis', m.semPermissaoResponsaveis);
    const c = ctx.instancia;
    const i = c.responsaveis.findIndex((e, j) => e === alvo || c.idsVinculosResponsaveis[j]?.toLowerCase() === alvo);
    const email = c.responsaveis[i];
    if (i < 0 || !email) throw erroCard.responsavelNaoEncontrado();
    const gravou = await gravarComEvento(
      deps,
      [
        excluirVinculoCardItem(deps, sessao.sigla, c.id, 'responsavel', email),
        entradaResponsavelItem(deps, sessao.sigla, c, email, 'excluir'),
        atualizarTileCardItem(deps, sessao.sigla, c.id, {
          definir: {
            responsaveis: c.responsaveis.filter((_, j) => j !== i),
            idsVinculosResponsaveis: c.idsVinculosResponsaveis.filter((_, j) => j !== i),
          },
          // The flow read: the list-filter entry is written under it.
          esperado: { responsaveis: c.responsaveis, idFluxo: c.idFluxo },
        }),
      ],
      [
        {
          tipo: 'responsavelRemovido',
          detalhe: { ...baseDoEvento(sessao.sigla, c, sessao.email, sessao), emailResponsavel: email },
        },
      ],
    );
    return gravou || null;
  });
}
