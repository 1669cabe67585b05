import type { Page } from 'playwright-core';

/** What has focus, as a test reads it: tag, role, accessible-ish name, and the card id of a tile. */
export interface ElementoEmFoco {
  tag: string;
  role: string | null;
  nome: string;
  idCard: string | null;
  dentroDe: string | null;
}

export function emFoco(pagina: Page): Promise<ElementoEmFoco> {
  return pagina.evaluate(() => {
    const ativo = document.activeElement as HTMLElement | null;
    const rotulado = ativo?.getAttribute('aria-labelledby');
    const rotuloDoCampo = ativo instanceof HTMLInputElement ? ativo.labels?.[0]?.textContent : undefined;
    const nome =
      ativo?.getAttribute('aria-label') ??
      (rotulado ? document.getElementById(rotulado)?.textContent : rotuloDoCampo) ??
      ativo?.textContent ??
      '';
    return {
      tag: ativo?.tagName.toLowerCase() ?? '',
      role: ativo?.getAttribute('role') ?? null,
      nome: nome.trim(),
      idCard: ativo?.getAttribute('data-card-id') ?? null,
      dentroDe: ativo?.closest('[id]')?.id ?? null,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element passes `alvo`, as a keyboard user would
 * walk a page; fails after `limite` presses so a focus trap or a missing stop shows as an error.
 */
export async function tabularAte(
  pagina: Page,
  alvo: (foco: ElementoEmFoco) => boolean,
  { limite = 80, voltar = false, descricao = 'o alvo' }: { limite?: number; voltar?: boolean; descricao?: string } = {},
): Promise<ElementoEmFoco> {
  const vistos: string[] = [];
  for (let i = 0; i < limite; i++) {
    await pagina.keyboard.press(voltar ? 'Shift+Tab' : 'Tab');
    const foco = await emFoco(pagina);
    if (alvo(foco)) return foco;
    vistos.push(`${foco.tag}${foco.role ? `[${foco.role}]` : ''} ${foco.nome.slice(0, 40)}`);
  }
  throw new Error(`${limite} Tabs sem chegar a ${descricao}; passou por:\n${vistos.join('\n')}`);
}
