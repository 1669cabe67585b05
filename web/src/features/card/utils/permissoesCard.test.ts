import { describe, expect, it } from 'vitest';
import { permissoesDoCard } from './permissoesCard';

describe('card permissions', () => {
  it('allows everything without restrictions on an executable stage', () => {
    expect(Object.values(permissoesDoCard({ permiteExecutarInstancias: 'S' }, undefined)).every(Boolean)).toBe(true);
  });

  it('stops the restricted controls only', () => {
    const p = permissoesDoCard({ permiteExecutarInstancias: 'S' }, { restrAnexos: 'S', restrTitulo: 'N' });
    expect(p.anexos).toBe(false);
    expect(p.titulo).toBe(true);
  });

  it('makes the form read-only when the stage does not allow executing cards', () => {
    expect(permissoesDoCard({ permiteExecutarInstancias: 'N' }, undefined).formulario).toBe(false);
  });

  it('is read-only while the stage is unknown', () => {
    expect(Object.values(permissoesDoCard(undefined, undefined)).some(Boolean)).toBe(false);
  });
});
