import type { BrowserContext, Page } from 'playwright-core';

/** Every CSP violation of the context's pages, whichever page or navigation it happened on. */
export async function vigiarCsp(contexto: BrowserContext, pagina: Page): Promise<string[]> {
  const violacoes: string[] = [];
  await contexto.exposeBinding('registrarViolacaoCsp', (_origem, texto: string) => void violacoes.push(texto));
  await contexto.addInitScript(() => {
    const janela = globalThis as unknown as {
      addEventListener(tipo: string, ouvinte: (e: { violatedDirective: string; blockedURI: string }) => void): void;
      registrarViolacaoCsp(texto: string): void;
    };
    janela.addEventListener('securitypolicyviolation', (e) =>
      janela.registrarViolacaoCsp(`${e.violatedDirective} bloqueou ${e.blockedURI || '(inline)'}`),
    );
  });
  pagina.on('console', (mensagem) => {
    if (/Content Security Policy|Refused to/i.test(mensagem.text())) violacoes.push(mensagem.text());
  });
  return violacoes;
}
