import { describe, expect, it } from 'vitest';
import { nomeDaCopia } from './nomeDaCopia';

describe('nomeDaCopia', () => {
  it('suggests the original name marked as a copy', () => {
    expect(nomeDaCopia('Compras')).toBe('Compras (cópia)');
  });

  it('stays within the 300 characters of a flow title', () => {
    const nome = nomeDaCopia('x'.repeat(300));
    expect(nome).toHaveLength(300);
    expect(nome.endsWith(' (cópia)')).toBe(true);
  });
});
