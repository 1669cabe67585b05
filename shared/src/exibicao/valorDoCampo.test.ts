import { describe, expect, it } from 'vitest';
import { formatarMoeda, textoDeExibicao } from './valorDoCampo';

describe('textoDeExibicao: a form value as people read it (pt-BR)', () => {
  it('writes currency in reais with a plain space, thousands and two decimals', () => {
    expect(textoDeExibicao({ keyCampo: 'moeda' }, 11900)).toBe('R$ 11.900,00');
    expect(textoDeExibicao({ keyCampo: 'moeda' }, 1234.5)).toBe('R$ 1.234,50');
    expect(textoDeExibicao({ keyCampo: 'moeda' }, '0.1')).toBe('R$ 0,10');
    expect(textoDeExibicao({ keyCampo: 'moeda' }, -3)).toBe('-R$ 3,00');
    expect(formatarMoeda(1000000)).toBe('R$ 1.000.000,00');
  });

  it('writes numbers with pt-BR separators, keeping their decimals', () => {
    expect(textoDeExibicao({ keyCampo: 'number' }, 1234567)).toBe('1.234.567');
    expect(textoDeExibicao({ keyCampo: 'number' }, 1234.5)).toBe('1.234,5');
    expect(textoDeExibicao({ keyCampo: 'number' }, '0.125')).toBe('0,125');
  });

  it('writes dates as dd/mm/aaaa, times as hh:mm and instants in the tenant zone', () => {
    expect(textoDeExibicao({ keyCampo: 'data' }, '2026-03-09')).toBe('09/03/2026');
    expect(textoDeExibicao({ keyCampo: 'data', tipoCampoData: 'time' }, '08:05:00')).toBe('08:05');
    // 13:30 UTC is 10:30 in São Paulo (UTC-3).
    expect(textoDeExibicao({ keyCampo: 'data', tipoCampoData: 'dateTime' }, '2026-03-09T13:30:00.000Z')).toBe(
      '09/03/2026 10:30',
    );
    expect(textoDeExibicao({ keyCampo: 'data' }, 'amanhã')).toBe('amanhã');
  });

  it('masks CPF, CNPJ and phones whose digits fit, and leaves other text as typed', () => {
    expect(textoDeExibicao({ keyCampo: 'cpf' }, '52998224725')).toBe('529.982.247-25');
    expect(textoDeExibicao({ keyCampo: 'cpf' }, '529.982.247-25')).toBe('529.982.247-25');
    expect(textoDeExibicao({ keyCampo: 'cnpj' }, '11222333000181')).toBe('11.222.333/0001-81');
    expect(textoDeExibicao({ keyCampo: 'numeroTelefone' }, '11987654321')).toBe('(11) 98765-4321');
    expect(textoDeExibicao({ keyCampo: 'numeroTelefone' }, '1133334444')).toBe('(11) 3333-4444');
    expect(textoDeExibicao({ keyCampo: 'numeroTelefone' }, '+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('reads options by their labels and lists joined by commas', () => {
    const campo = {
      keyCampo: 'checkbox' as const,
      opcoesListagensManual: [
        { value: 'a', label: 'Alta' },
        { value: 'b', label: 'Baixa' },
      ],
    };
    expect(textoDeExibicao(campo, ['a', 'b', 'c'])).toBe('Alta, Baixa, c');
    expect(textoDeExibicao({ ...campo, keyCampo: 'radio' }, 'b')).toBe('Baixa');
  });

  it('answers null for nothing and plain text for the other types', () => {
    for (const vazio of [null, undefined, '', []]) expect(textoDeExibicao({ keyCampo: 'moeda' }, vazio)).toBeNull();
    expect(textoDeExibicao({ keyCampo: 'textoCurto' }, 'ACME')).toBe('ACME');
    expect(textoDeExibicao({ keyCampo: 'textoCurto' }, true)).toBe('Sim');
    expect(textoDeExibicao({ keyCampo: 'anexo' }, [{ id: '1', nomeArquivo: 'nota.pdf' }])).toBe('nota.pdf');
  });
});
