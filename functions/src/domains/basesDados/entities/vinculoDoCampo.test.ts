import { describe, expect, it } from 'vitest';
import { campoLigadoAColuna } from './vinculoDoCampo';

const campos = [
  {
    nomeVariavel: 'FORNECEDOR',
    tipoCampoCombo: 'dataBase' as const,
    vinculoDataBase: { idDataBase: 'b1', idColuna: 'nome' },
  },
  { nomeVariavel: 'TIPO', tipoCampoCombo: 'manual' as const, vinculoDataBase: { idDataBase: 'b1', idColuna: 'email' } },
  { nomeVariavel: 'OBS', tipoCampoCombo: 'dataBase' as const, vinculoDataBase: null },
];

describe('campoLigadoAColuna', () => {
  it('is true only for a data-base combo of that variable bound to that base and column', () => {
    expect(campoLigadoAColuna(campos, 'FORNECEDOR', 'b1', 'nome')).toBe(true);
    expect(campoLigadoAColuna(campos, 'FORNECEDOR', 'b1', 'email')).toBe(false);
    expect(campoLigadoAColuna(campos, 'FORNECEDOR', 'b2', 'nome')).toBe(false);
    expect(campoLigadoAColuna(campos, 'TIPO', 'b1', 'email')).toBe(false);
    expect(campoLigadoAColuna(campos, 'OBS', 'b1', 'nome')).toBe(false);
    expect(campoLigadoAColuna(campos, 'OUTRO', 'b1', 'nome')).toBe(false);
  });
});
