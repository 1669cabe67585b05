import { describe, expect, it } from 'vitest';
import { lerConfigDoTexto, nomeArquivoConfig } from './arquivoConfig';

describe('nomeArquivoConfig', () => {
  it('names the file after the stage without accents or symbols', () => {
    expect(nomeArquivoConfig('Aprovação (diretoria)')).toBe('configuracao-etapa-aprovacao-diretoria.json');
  });
});

describe('lerConfigDoTexto', () => {
  it('accepts a JSON object', () => {
    expect(lerConfigDoTexto('{"versao":1,"listaEtapas":[]}')).toEqual({
      valido: true,
      conteudo: { versao: 1, listaEtapas: [] },
    });
  });

  it('refuses text that is not JSON, and JSON that is not an object', () => {
    expect(lerConfigDoTexto('não é json').valido).toBe(false);
    expect(lerConfigDoTexto('42').valido).toBe(false);
    expect(lerConfigDoTexto('null').valido).toBe(false);
  });
});
