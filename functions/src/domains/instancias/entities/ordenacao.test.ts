import { describe, expect, it } from 'vitest';
import { chaveDeOrdenacao } from './ordenacao';

const card = (descricao: string, dataHoraCriacao: string) => ({ descricao, dataHoraCriacao });
const ordenar = (cards: ReturnType<typeof card>[], tipo: 'date-asc' | 'date-desc' | 'title') =>
  [...cards].sort((a, b) => (chaveDeOrdenacao(a, tipo) < chaveDeOrdenacao(b, tipo) ? -1 : 1)).map((c) => c.descricao);

describe('chaveDeOrdenacao', () => {
  const cards = [
    card('Banana', '2026-01-02T10:00:00.000Z'),
    card('abacaxi', '2026-01-02T10:00:00.005Z'),
    card('Ágata', '2025-12-31T23:59:59.999Z'),
    card('Cereja', '2026-11-20T08:30:00.000Z'),
  ];
  it('orders as text like the criterion', () => {
    expect(ordenar(cards, 'title')).toEqual(['abacaxi', 'Ágata', 'Banana', 'Cereja']);
    expect(ordenar(cards, 'date-asc')).toEqual(['Ágata', 'Banana', 'abacaxi', 'Cereja']);
    expect(ordenar(cards, 'date-desc')).toEqual(['Cereja', 'abacaxi', 'Banana', 'Ágata']);
  });
});
