import { describe, expect, it } from 'vitest';
import { JANELA_TENTATIVAS_MS, proximaTentativaEm } from './agendaTentativas';

const t0 = new Date('2026-01-01T00:00:00Z');
const depois = (ms: number) => new Date(t0.getTime() + ms);

describe('proximaTentativaEm', () => {
  it('backs off ×4 from the base, at most 4 h apart', () => {
    expect(proximaTentativaEm({ tentativas: 1, baseMs: 30_000, primeiraTentativaEm: t0, agora: t0 })).toEqual(
      depois(30_000),
    );
    expect(proximaTentativaEm({ tentativas: 3, baseMs: 30_000, primeiraTentativaEm: t0, agora: t0 })).toEqual(
      depois(480_000),
    );
    expect(proximaTentativaEm({ tentativas: 9, baseMs: 30_000, primeiraTentativaEm: t0, agora: t0 })).toEqual(
      depois(4 * 3600_000),
    );
  });

  it('waits at least what Retry-After asks', () => {
    expect(
      proximaTentativaEm({ tentativas: 1, baseMs: 30_000, primeiraTentativaEm: t0, agora: t0, retryAfterMs: 120_000 }),
    ).toEqual(depois(120_000));
  });

  it('gives up when the next attempt would fall past 24 h after the first', () => {
    const agora = depois(JANELA_TENTATIVAS_MS - 60_000);
    expect(proximaTentativaEm({ tentativas: 8, baseMs: 30_000, primeiraTentativaEm: t0, agora })).toBeNull();
    expect(
      proximaTentativaEm({
        tentativas: 1,
        baseMs: 30_000,
        primeiraTentativaEm: t0,
        agora: t0,
        retryAfterMs: JANELA_TENTATIVAS_MS + 1,
      }),
    ).toBeNull();
  });
});
