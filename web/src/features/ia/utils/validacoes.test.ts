import { describe, expect, it } from 'vitest';
import { mensagensIa } from './constantes';
import { contarPalavras, erroDescricaoProcesso, juntarTexto, transcricaoValida } from './validacoes';

describe('AI text rules', () => {
  it('a process description is required and needs at least 10 words', () => {
    expect(erroDescricaoProcesso('   ')).toBe('Descrição do processo é obrigatório');
    expect(erroDescricaoProcesso('um dois três quatro cinco seis sete oito nove')).toBe(
      'Descrição deve conter no mínimo 10 palavras',
    );
    expect(erroDescricaoProcesso('um dois três quatro cinco seis sete oito nove dez')).toBeNull();
    expect(contarPalavras('  várias\n palavras\tseparadas  ')).toBe(3);
  });

  it('a transcription under 20 characters is no valid text', () => {
    expect(mensagensIa.textoInvalido).toBe('Nenhum texto válido detectado.');
    expect(transcricaoValida('curto demais aqui')).toBe(false);
    expect(transcricaoValida('   dezenove letras!!   ')).toBe(false);
    expect(transcricaoValida('vinte caracteres ok!')).toBe(true);
  });

  it('the transcription joins what was typed', () => {
    expect(juntarTexto('', ' ditado ')).toBe('ditado');
    expect(juntarTexto('digitado  ', 'ditado')).toBe('digitado ditado');
  });
});
