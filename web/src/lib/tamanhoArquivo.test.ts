import { describe, expect, it } from 'vitest';
import { formatarTamanho } from './tamanhoArquivo';

describe('file sizes', () => {
  it('formats sizes in pt-BR', () => {
    expect(formatarTamanho(512)).toBe('512 B');
    expect(formatarTamanho(1536)).toBe('1,5 KB');
  });
});
