import { describe, expect, it } from 'vitest';
import { comAba, lerAbaFluxo } from './abaFluxo';

describe('lerAbaFluxo', () => {
  it('opens the board by default', () => {
    expect(lerAbaFluxo(null)).toBe('kanban');
    expect(lerAbaFluxo('kanban')).toBe('kanban');
    expect(lerAbaFluxo('flow')).toBe('flow');
    expect(lerAbaFluxo('metricas')).toBe('metricas');
  });

  it('falls back to the board for tabs that do not exist', () => {
    expect(lerAbaFluxo('qualquer')).toBe('kanban');
  });
});

describe('comAba', () => {
  it('sets the tab and keeps the card link parameters', () => {
    expect(comAba('?card=c1&customer=AVMB', 'flow').toString()).toBe('card=c1&customer=AVMB&tab=flow');
  });

  it('replaces a tab already there', () => {
    expect(comAba('?tab=kanban', 'flow').toString()).toBe('tab=flow');
  });
});
