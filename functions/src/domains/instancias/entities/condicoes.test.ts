import { describe, expect, it } from 'vitest';
import { avaliarCondicao, avaliarCondicoes, combinar, dataDoTexto, numeroDoTexto, valorDoOperando } from './condicoes';

describe('operands', () => {
  const valores = { VALOR: '5000', 'card.titulo': 'Notebook', VAZIO: null };
  it('resolves a variable by nomeInterno (or {{nome}}) and keeps a typed-in value as a literal', () => {
    expect(valorDoOperando({ nomeInterno: 'VALOR', tipoDado: 'N' }, valores)).toBe('5000');
    expect(valorDoOperando({ nomeInterno: '{{card.titulo}}', tipoDado: 'A' }, valores)).toBe('Notebook');
    expect(valorDoOperando({ nomeInterno: 'VAZIO', tipoDado: 'A' }, valores)).toBeNull();
    expect(valorDoOperando({ nomeInterno: '{{INEXISTENTE}}', tipoDado: 'A' }, valores)).toBeNull();
    expect(valorDoOperando({ nomeInterno: '4500,50', tipoDado: 'A' }, valores)).toBe('4500,50');
  });
});

describe('reading values', () => {
  it('reads numbers with comma or dot decimals', () => {
    expect(numeroDoTexto('5000')).toBe(5000);
    expect(numeroDoTexto('5000,50')).toBe(5000.5);
    expect(numeroDoTexto('5000.50')).toBe(5000.5);
    expect(numeroDoTexto('5.000,50')).toBe(5000.5);
    expect(numeroDoTexto('1,234.56')).toBe(1234.56);
    expect(numeroDoTexto('1.234.567')).toBe(1234567);
    expect(numeroDoTexto('5.000')).toBe(5000);
    expect(numeroDoTexto('0.125')).toBe(0.125);
    expect(numeroDoTexto('5000.125')).toBe(5000.125);
    expect(numeroDoTexto('-3')).toBe(-3);
    expect(numeroDoTexto('abc')).toBeNull();
    expect(numeroDoTexto('1,2,3')).toBeNull();
  });
  it('reads dates DD/MM/YYYY or ISO, by the day', () => {
    expect(dataDoTexto('05/01/2026')?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(dataDoTexto('2026-01-05')?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(dataDoTexto('2026-01-05T18:30:00Z')?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(dataDoTexto('31/02/2026')).toBeNull();
    expect(dataDoTexto('amanhã')).toBeNull();
  });
});

describe('operators per data type', () => {
  it('A (text): trimmed and case-insensitive', () => {
    expect(avaliarCondicao('preenchido', 'A', ' x ', null)).toBe(true);
    expect(avaliarCondicao('preenchido', 'A', '  ', null)).toBe(false);
    expect(avaliarCondicao('vazio', 'A', null, null)).toBe(true);
    expect(avaliarCondicao('vazio', 'A', 'x', null)).toBe(false);
    expect(avaliarCondicao('igual', 'A', 'Aprovado ', 'aprovado')).toBe(true);
    expect(avaliarCondicao('igual', 'A', 'Aprovado', 'Reprovado')).toBe(false);
    expect(avaliarCondicao('diferente', 'A', 'Aprovado', 'Reprovado')).toBe(true);
    expect(avaliarCondicao('diferente', 'A', 'Aprovado', 'APROVADO')).toBe(false);
    expect(avaliarCondicao('contem', 'A', 'Compra de notebook', 'NOTE')).toBe(true);
    expect(avaliarCondicao('contem', 'A', 'Compra de mesa', 'note')).toBe(false);
    expect(avaliarCondicao('naoContem', 'A', 'Compra de mesa', 'note')).toBe(true);
    expect(avaliarCondicao('naoContem', 'A', 'Compra de notebook', 'note')).toBe(false);
  });
  it('N (number): compared as numbers whatever the decimal sign', () => {
    expect(avaliarCondicao('igual', 'N', '5000,00', '5000')).toBe(true);
    expect(avaliarCondicao('diferente', 'N', '5000,00', '5000')).toBe(false);
    expect(avaliarCondicao('maior', 'N', '5.000,01', '5000')).toBe(true);
    expect(avaliarCondicao('maior', 'N', '5000', '5000')).toBe(false);
    expect(avaliarCondicao('maiorIgual', 'N', '5000', '5000.0')).toBe(true);
    expect(avaliarCondicao('menor', 'N', '999', '1.000')).toBe(true);
    expect(avaliarCondicao('menor', 'N', '10', '9')).toBe(false); // not text order
    expect(avaliarCondicao('menorIgual', 'N', '9', '9,0')).toBe(true);
    expect(avaliarCondicao('maior', 'N', 'abc', '1')).toBe(false);
    expect(avaliarCondicao('preenchido', 'N', '0', null)).toBe(true);
    expect(avaliarCondicao('vazio', 'N', '', null)).toBe(true);
  });
  it('D (date): compared by the day, DD/MM/YYYY against ISO', () => {
    expect(avaliarCondicao('igual', 'D', '05/01/2026', '2026-01-05')).toBe(true);
    expect(avaliarCondicao('diferente', 'D', '05/01/2026', '06/01/2026')).toBe(true);
    expect(avaliarCondicao('maior', 'D', '01/02/2026', '31/01/2026')).toBe(true);
    expect(avaliarCondicao('maior', 'D', '01/02/2025', '31/01/2026')).toBe(false); // not text order
    expect(avaliarCondicao('maiorIgual', 'D', '2026-01-31', '31/01/2026')).toBe(true);
    expect(avaliarCondicao('menor', 'D', '30/01/2026', '31/01/2026')).toBe(true);
    expect(avaliarCondicao('menorIgual', 'D', '31/01/2026', '2026-01-31T23:00:00Z')).toBe(true);
    expect(avaliarCondicao('menor', 'D', 'sem data', '31/01/2026')).toBe(false);
    expect(avaliarCondicao('preenchido', 'D', '31/01/2026', null)).toBe(true);
    expect(avaliarCondicao('vazio', 'D', null, null)).toBe(true);
  });
});

describe('logical operation', () => {
  it('AND, OR and XOR; no conditions hold', () => {
    expect(combinar('AND', [true, true])).toBe(true);
    expect(combinar('AND', [true, false])).toBe(false);
    expect(combinar('OR', [false, true])).toBe(true);
    expect(combinar('OR', [false, false])).toBe(false);
    expect(combinar('XOR', [true, false, false])).toBe(true);
    expect(combinar('XOR', [true, true, false])).toBe(false);
    expect(combinar('XOR', [false, false])).toBe(false);
    expect(combinar('AND', [])).toBe(true);
  });
  it('evaluates each condition with its values and the whole', () => {
    const condicionais = {
      operacaoLogica: 'AND' as const,
      listaCondicionais: [
        {
          id: 'c1',
          operandoUm: { nomeInterno: 'VALOR', tipoDado: 'N' as const },
          operador: { key: 'maior' as const },
          operandoDois: { nomeInterno: '5000', tipoDado: 'A' as const },
        },
        {
          id: 'c2',
          operandoUm: { nomeInterno: 'card.titulo', tipoDado: 'A' as const },
          operador: { key: 'preenchido' as const },
          operandoDois: null,
        },
      ],
    };
    expect(avaliarCondicoes(condicionais, { VALOR: '7.500,00', 'card.titulo': 'Notebook' })).toEqual({
      resultado: true,
      condicoes: [
        { id: 'c1', condicaoSatisfeita: 'S', valorOperandoUm: '7.500,00', valorOperandoDois: '5000' },
        { id: 'c2', condicaoSatisfeita: 'S', valorOperandoUm: 'Notebook', valorOperandoDois: null },
      ],
    });
    expect(avaliarCondicoes(condicionais, { VALOR: '100', 'card.titulo': 'Notebook' }).resultado).toBe(false);
  });
});
