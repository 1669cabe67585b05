import { describe, expect, it } from 'vitest';
import { campoIdentificacao, tipoMimePublico, validarAnexoPublico, validarQuantidadeAnexos } from './envioPublico';

describe('public form rules', () => {
  it('asks for the name when the form has fields', () => {
    expect(campoIdentificacao(true)).toEqual({ nome: 'nome', rotulo: 'Nome', mensagem: 'Nome é obrigatório' });
  });

  it('asks for the card description when the form has no fields', () => {
    expect(campoIdentificacao(false).mensagem).toBe('Descrição do card é obrigatório');
  });

  it('accepts at most 5 attachments', () => {
    expect(validarQuantidadeAnexos(5)).toBeNull();
    expect(validarQuantidadeAnexos(6)).toBe('Você só pode carregar 5 arquivos');
  });

  it('checks attachment type and size', () => {
    expect(validarAnexoPublico({ name: 'a.pdf', size: 10 })).toBeNull();
    expect(validarAnexoPublico({ name: 'a.exe', size: 10 })).toMatch(/como tipo de arquivo$/);
    expect(validarAnexoPublico({ name: 'a.pdf', size: 11 * 1024 * 1024 })).toBe('O arquivo deve ser menor que 10MB!');
    expect(tipoMimePublico({ name: 'a.pdf', type: '' })).toBe('application/pdf');
  });
});
