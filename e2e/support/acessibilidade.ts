import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG 2.1 AA rule set the SPA must pass: level A and AA of 2.0, and the AA additions of 2.1. */
const REGRAS_WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa'];

const PARADA = `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`;

/**
 * Waits until nothing on the page is moving: antd's modals, popovers and drawers fade in, and a
 * colour read half-way through a fade is neither the start nor the end colour. Endless animations
 * (spinners, skeletons) are ignored, they never finish.
 */
async function esperarAnimacoes(pagina: Page): Promise<void> {
  // An expression string (this project's Node-side types have no DOM), polled from here:
  // waitForFunction would compile it inside the page, which the SPA's CSP (no 'unsafe-eval') forbids.
  await expect.poll(() => pagina.evaluate<boolean>(PARADA), { timeout: 5_000, interval: 100 }).toBe(true);
}

/**
 * Runs axe-core on the page as it is now and checks it reports no WCAG 2.1 AA violation. A soft
 * check: a sweep over many screens reports all of them, not only the first; `onde` names the
 * screen in the report. Each violation is listed as "rule: selector (first lines of axe's summary)".
 */
export async function semViolacoes(pagina: Page, onde: string): Promise<void> {
  await esperarAnimacoes(pagina);
  // Legacy mode runs axe in the page itself: the default opens a blank tab per scan, loads axe
  // again there and merges the frames' results in it, which only cross-origin frames need (the
  // SPA has none) and which cost the browser tests about as much as the scan.
  const { violations } = await new AxeBuilder({ page: pagina }).withTags(REGRAS_WCAG).setLegacyMode().analyze();
  const lista = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n').slice(0, 2).join(' ')})`),
  );
  expect.soft(lista, `violações de acessibilidade em ${onde}`).toEqual([]);
}
