import { preencherVariaveis } from '@wf/shared/validation/variaveisRegra';
import { buscarInstancia } from '../../../data/repositories/instanciaRepository';
import { transact } from '../../../data/transact';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { escritaDeComentario } from '../../cards/services/comentarioService';
import { momentoDoComentario } from '../../cards/entities/comentario';
import { definirAcao } from './tipos';

/**
 * adicionarComentario: a comment written by the system (geradoPeloSistema 'S') on behalf of the
 * rule's creator, variables filled. Its id IS ctx.idExecucaoAcao (a valid comment id: the event's
 * time in ms, then a hash), and the comment is put-if-absent: a redelivery writes it once.
 */
export const adicionarComentario = definirAcao({
  key: 'adicionarComentario',
  preparar: (ctx, formulario) => ({ comentario: preencherVariaveis(formulario.comment, ctx.variaveis) }),
  async executar(ctx, { comentario }) {
    const card = await buscarInstancia(ctx.deps, ctx.sigla, ctx.idInstancia);
    if (!card) throw new Error('Card não encontrado');
    const momento = momentoDoComentario(ctx.idExecucaoAcao);
    if (!momento) throw new Error('Identificador da ação inválido');
    const [, hash] = ctx.idExecucaoAcao.split('-');
    // The event's time and the action's hash make the comment's time and id: the same on every delivery.
    const depsEstaveis = { ...ctx.deps, clock: () => momento, newId: () => hash };
    const e = escritaDeComentario(depsEstaveis, ctx.sigla, card, { html: comentario, autor: ctx.regra.emailCriador, sistema: true });
    const evento = e.evento;
    Object.assign(evento.detalhe, { profundidadeRegra: ctx.profundidade });
    const gravou = await transact(ctx.deps, [...e.itens, outboxPut(ctx.deps, evento, `${ctx.idExecucaoAcao}-comentario`)]);
    return { detalhes: gravou ? 'Comentário adicionado' : 'Comentário já adicionado' };
  },
});
