import { vencimentoNoPassado } from '../../instancias/entities/datas';
import { erroAcao, mensagensAcao, preencher } from './regraComoAutor';
import { definirPreparo } from './tipos';

const BR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** DD/MM/YYYY, YYYY-MM-DD or an ISO date-time (its date) as YYYY-MM-DD; null when not a real date. */
export function dataDoTexto(texto: string): string | null {
  const br = BR.exec(texto);
  const iso = ISO.exec(texto);
  const [ano, mes, dia] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!ano || !mes || !dia) return null;
  const data = `${ano}-${mes.padStart(2, '0')}-${dia.padStart(2, '0')}`;
  const d = new Date(`${data}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === data ? data : null;
}

/** The card's due date from a fixed date or a variable (a date field, card.vencimento...); not before today. */
export const definirVencimento = definirPreparo({
  key: 'definirVencimento',
  preparar(ctx, f) {
    const texto = preencher(ctx, f.dataVencimento).trim();
    const dataVencimento = dataDoTexto(texto);
    if (!dataVencimento) throw erroAcao(mensagensAcao.dataInvalida(texto));
    if (vencimentoNoPassado(dataVencimento, ctx.deps.clock())) throw erroAcao(mensagensAcao.vencimentoPassado);
    return { dataVencimento };
  },
});
