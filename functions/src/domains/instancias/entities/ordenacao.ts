import type { TipoOrdenacao } from '@wf/shared/constants/cards';
import type { InstanciaArmazenada } from './instancia';

/** Long titles are cut: the key is part of a sort key (1 KB at most), and 200 characters decide any real order. */
const TAMANHO_TITULO = 200;

/**
 * A card's sort key for a stage sort, compared as plain strings (the table orders the sort's
 * snapshot by it; ties are broken by the card id after it):
 * - date-asc: the creation instant (ISO 8601 sorts as text);
 * - date-desc: the same with every digit replaced by 9 minus it, which reverses the order of
 *   equal-length ISO instants while keeping ties by id ascending;
 * - title: lower case without accents (the pt-BR comparison at base sensitivity, for letters
 *   and digits), so 'abacaxi' < 'Banana' < 'Cereja' and 'Ágata' sorts with 'agata'.
 */
export function chaveDeOrdenacao(
  c: Pick<InstanciaArmazenada, 'dataHoraCriacao' | 'descricao'>,
  tipo: TipoOrdenacao,
): string {
  if (tipo === 'date-asc') return c.dataHoraCriacao;
  if (tipo === 'date-desc') return c.dataHoraCriacao.replace(/\d/g, (d) => String(9 - Number(d)));
  return c.descricao
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .slice(0, TAMANHO_TITULO);
}
