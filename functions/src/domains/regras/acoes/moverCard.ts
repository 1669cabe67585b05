import { mensagensCard } from '@wf/shared/constants/cards';
import { buscarColecaoDoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { buscarInstancia, vizinhoNaEtapa } from '../../../data/repositories/instanciaRepository';
import { transact } from '../../../data/transact';
import { destinosPermitidos } from '../../etapas/entities/etapa';
import { chaveEntre } from '../../instancias/entities/ordem';
import { itensDaMovimentacao } from '../../instancias/services/escritasCard';
import { conferirBloqueioMovimentacao } from '../services/bloqueioMovimentacao';
import { definirAcao } from './tipos';

/**
 * moverCard (minimal, from the engine's slice; the actions slice owns the full one): the card to
 * the top of the chosen stage, as the system on behalf of the rule's creator. It keeps the flow's
 * structure (a link from the current stage), skips the person's stage permissions, and its events
 * carry the rule's depth (profundidadeRegra) for the chain limit. A card already in the stage is
 * left alone, so a resumed run does not move it twice.
 */
export const moverCard = definirAcao({
  key: 'moverCard',
  async preparar(ctx, formulario) {
    const colecao = await buscarColecaoDoFluxo(ctx.deps, ctx.sigla, ctx.idFluxo);
    const destino = colecao.etapas.find((e) => e.id === formulario.idEtapaMoveCard);
    if (!destino) throw new Error('Etapa destino não encontrada');
    return { idEtapaDestino: destino.id, descricaoEtapaDestino: destino.descricao };
  },
  async executar(ctx, p) {
    const card = await buscarInstancia(ctx.deps, ctx.sigla, ctx.idInstancia);
    if (!card) throw new Error('Card não encontrado');
    if (card.idEtapa === p.idEtapaDestino) return { detalhes: `Card já está na etapa ${p.descricaoEtapaDestino}` };
    const colecao = await buscarColecaoDoFluxo(ctx.deps, ctx.sigla, card.idFluxo);
    const origem = colecao.etapas.find((e) => e.id === card.idEtapa);
    const destino = colecao.etapas.find((e) => e.id === p.idEtapaDestino);
    if (!origem || !destino || !destinosPermitidos(origem, colecao.etapas, colecao.vinculos).includes(destino.id)) {
      throw new Error(mensagensCard.destinoNaoPermitido);
    }
    // A rule's own move is refused like a person's when another rule blocks it.
    await conferirBloqueioMovimentacao(ctx.deps, ctx.sigla, card, {
      idFluxoOrigem: card.idFluxo,
      idEtapaOrigem: card.idEtapa,
      idFluxoDestino: card.idFluxo,
      idEtapaDestino: destino.id,
      alteradoPor: ctx.regra.emailCriador,
    });
    const primeira = await vizinhoNaEtapa(ctx.deps, ctx.sigla, destino.id, {});
    const ordemChave = chaveEntre(null, primeira?.ordemChave ?? null);
    const autor = { sigla: ctx.sigla, email: ctx.regra.emailCriador, profundidadeRegra: ctx.profundidade };
    const gravou = await transact(ctx.deps, itensDaMovimentacao(ctx.deps, autor, card, destino, ordemChave, ctx.deps.clock()));
    if (!gravou) throw new Error('O card foi alterado ao mesmo tempo por outra operação');
    return { detalhes: `Card movido para ${destino.descricao}` };
  },
});
