import { carregarCardDaRegra } from '../../instancias';
import { autorDaRegra, erroAcao, listaPorVirgula, mensagensAcao } from './regraComoAutor';
import type { ContextoAcao } from './tipos';

export interface ResponsaveisPreparados {
  emails: string[];
}

/**
 * The e-mails named (variables filled, e.g. {{usuario.email}}), lower case. To add, each must be
 * the flow's owner or authorised on one of its stages (the responsible candidates of a card).
 */
export async function prepararResponsaveis(
  ctx: ContextoAcao,
  lista: string,
  operacao: 'incluir' | 'excluir',
): Promise<ResponsaveisPreparados> {
  const emails = listaPorVirgula(ctx, lista).map((e) => e.toLowerCase());
  if (operacao === 'incluir') {
    const card = await carregarCardDaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
    const noFluxo = new Set(
      [card.ctx.fluxo.donoEmail, ...card.colecao.autorizacoes.map((a) => a.emailAutorizado)].map((e) =>
        e.toLowerCase(),
      ),
    );
    const fora = emails.filter((e) => !noFluxo.has(e));
    if (fora.length) throw erroAcao(mensagensAcao.pessoasNaoAutorizadas(fora));
  }
  return { emails: [...new Set(emails)] };
}
