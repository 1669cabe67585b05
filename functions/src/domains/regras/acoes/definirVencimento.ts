import { dataDoTexto } from '../../instancias';
import { vencimentoNoPassado } from '../../../lib/datas';
import { erroAcao, mensagensAcao, preencher } from './regraComoAutor';
import { definirPreparo } from './tipos';

/**
 * A date in the forms a condition reads (DD/MM/YYYY, YYYY-MM-DD, an ISO date-time, each possibly
 * with a time after it) as the day YYYY-MM-DD; null when not a real date. One reading for saving a
 * rule (regraService) and running it.
 */
export const diaDoTexto = (texto: string): string | null => dataDoTexto(texto)?.toISOString().slice(0, 10) ?? null;

/** The card's due date from a fixed date or a variable (a date field, card.vencimento...); not before today. */
export const definirVencimento = definirPreparo({
  key: 'definirVencimento',
  preparar(ctx, f) {
    const texto = preencher(ctx, f.dataVencimento).trim();
    const dataVencimento = diaDoTexto(texto);
    if (!dataVencimento) throw erroAcao(mensagensAcao.dataInvalida(texto));
    if (vencimentoNoPassado(dataVencimento, ctx.deps.clock())) throw erroAcao(mensagensAcao.vencimentoPassado);
    return { dataVencimento };
  },
});
