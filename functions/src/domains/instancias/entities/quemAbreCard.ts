import { type Autorizacao, permissoesNaEtapa, podeVerFluxo } from '../../fluxos';

/**
 * Whether a person may open a card in stage `idEtapa` of a flow: the rule every card call applies
 * (carregarInstancia + conferirAbrirCard): the flow's owner, or someone authorised on that very
 * stage without restrAbrirCard. Authorised elsewhere in the flow he sees the tile, not the card.
 */
export function pessoaAbreCard(
  fluxo: { donoId: string },
  autorizacoesDoFluxo: readonly Autorizacao[],
  pessoa: { id: string; email: string },
  idEtapa: string,
): boolean {
  const email = pessoa.email.toLowerCase();
  const acesso = {
    ehDono: fluxo.donoId === pessoa.id,
    autorizacoes: autorizacoesDoFluxo.filter((a) => a.emailAutorizado === email),
  };
  return podeVerFluxo(acesso) && permissoesNaEtapa(acesso, idEtapa).restrAbrirCard !== 'S';
}
