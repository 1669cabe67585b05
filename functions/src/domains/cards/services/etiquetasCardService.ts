import { mensagensSubElementos as m } from '@wf/shared/constants/cards';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { entradaEtiquetaItem } from '../../../data/repositories/indiceFiltroCardsRepository';
import { atualizarTileCardItem } from '../../../data/repositories/instanciaRepository';
import { excluirVinculoCardItem, inserirVinculoCardItem } from '../../../data/repositories/vinculoCardRepository';
import { paraEtiqueta } from '../../fluxos';
import { erroCard } from '../erros';
import { baseDoEvento, cardParaAlterar, comNovasTentativas, gravarComEvento } from './escritaNoCard';

/** Labels on a card: only labels of the card's flow; restrEtiquetas on its stage forbids changes. */
export async function vincularEtiqueta(deps: AppDeps, sessao: Sessao, idInstancia: string, idEtiqueta: string) {
  return comNovasTentativas(async () => {
    const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrEtiquetas', m.semPermissaoEtiquetas);
    const c = ctx.instancia;
    const etiqueta = ctx.colecao.etiquetas.find((e) => e.id === idEtiqueta);
    if (!etiqueta) throw erroCard.etiquetaNaoEncontrada();
    if (c.etiquetas.includes(idEtiqueta)) throw erroCard.etiquetaDuplicada();
    const gravou = await gravarComEvento(
      deps,
      [
        entradaEtiquetaItem(deps, sessao.sigla, c, idEtiqueta, 'incluir'),
        inserirVinculoCardItem(deps, sessao.sigla, {
          tipo: 'etiqueta',
          alvo: idEtiqueta,
          idVinculo: idEtiqueta,
          idInstancia: c.id,
          criadoPor: sessao.email,
          criadoEm: deps.clock().toISOString(),
        }),
        atualizarTileCardItem(deps, sessao.sigla, c.id, {
          definir: { etiquetas: [...c.etiquetas, idEtiqueta] },
          // The flow read: the list-filter entry is written under it.
          esperado: { etiquetas: c.etiquetas, idFluxo: c.idFluxo },
        }),
      ],
      [{ tipo: 'etiquetaVinculada', detalhe: { ...baseDoEvento(sessao.sigla, c, sessao.email, sessao), idEtiqueta } }],
    );
    return gravou ? { id: idEtiqueta, Etiqueta: paraEtiqueta(etiqueta) } : null;
  });
}

export async function desvincularEtiqueta(
  deps: AppDeps,
  sessao: Sessao,
  idInstancia: string,
  idEtiqueta: string,
): Promise<void> {
  await comNovasTentativas(async () => {
    const ctx = await cardParaAlterar(deps, sessao, idInstancia, 'restrEtiquetas', m.semPermissaoEtiquetas);
    const c = ctx.instancia;
    if (!c.etiquetas.includes(idEtiqueta)) throw erroCard.etiquetaNaoVinculada();
    const gravou = await gravarComEvento(
      deps,
      [
        excluirVinculoCardItem(deps, sessao.sigla, c.id, 'etiqueta', idEtiqueta),
        entradaEtiquetaItem(deps, sessao.sigla, c, idEtiqueta, 'excluir'),
        atualizarTileCardItem(deps, sessao.sigla, c.id, {
          definir: { etiquetas: c.etiquetas.filter((e) => e !== idEtiqueta) },
          // The flow read: the list-filter entry is written under it.
          esperado: { etiquetas: c.etiquetas, idFluxo: c.idFluxo },
        }),
      ],
      [
        {
          tipo: 'etiquetaDesvinculada',
          detalhe: { ...baseDoEvento(sessao.sigla, c, sessao.email, sessao), idEtiqueta },
        },
      ],
    );
    return gravou || null;
  });
}
