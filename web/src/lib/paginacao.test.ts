import { describe, expect, it } from 'vitest';
import { tamanhoPaginaPadrao } from './paginacao';

describe('tamanhoPaginaPadrao', () => {
  it('uses 20 rows on windows taller than 992 px', () => {
    expect(tamanhoPaginaPadrao(993)).toBe(20);
    expect(tamanhoPaginaPadrao(1440)).toBe(20);
  });

  it('uses 10 rows above 768 px up to 992 px', () => {
    expect(tamanhoPaginaPadrao(992)).toBe(10);
    expect(tamanhoPaginaPadrao(769)).toBe(10);
  });

  it('uses 5 rows on windows of 768 px or less', () => {
    expect(tamanhoPaginaPadrao(768)).toBe(5);
    expect(tamanhoPaginaPadrao(500)).toBe(5);
  });
});
