import { describe, expect, it } from 'vitest';
import { comAba, lerAbaFluxo } from './abaFluxo';

describe('lerAbaFluxo', () => {
  it('opens the diagram while it is the only tab', () => {
    expect(lerAbaFluxo(null)).toBe('flow');
    expect(lerAbaFluxo('flow')).toBe('flow');
  });

  it('falls back to the diagram for tabs that do not exist yet', () => {
    expect(lerAbaFluxo('kanban')).toBe('flow');
    expect(lerAbaFluxo('metricas')).toBe('flow');
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
