import type { Browser } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { cadastrarEEntrarPelaApi, emailUnico } from './contas';
import { navegadorDoWorker, novaPagina, type OpcoesPagina } from './navegador';

/**
 * A Chromium for the calling test file (the worker's, shared with the files before and after it
 * in the same worker). Call it at the top of the file; its functions open pages on the runtime
 * of this run.
 */
export function usarNavegador() {
  const baseUrl = inject('baseUrl');
  let navegador: Browser | undefined;

  beforeAll(async () => {
    navegador = await navegadorDoWorker();
  });

  /** A fresh context and page (novaPagina) on this file's browser. */
  function abrirPagina(opcoes?: OpcoesPagina) {
    if (!navegador) throw new Error('o navegador do arquivo ainda não abriu (use abrirPagina dentro dos testes)');
    return novaPagina(navegador, baseUrl, opcoes);
  }

  /**
   * A new person of AVMB, signed up and signed in through the API (the sign-up and login screens
   * have their own tests), on a wide page opened on /home.
   */
  async function pessoaNova(prefixo: string, opcoes: OpcoesPagina = {}) {
    const aberta = await abrirPagina({ largura: 1440, altura: 960, ...opcoes });
    const email = emailUnico(prefixo);
    await cadastrarEEntrarPelaApi(aberta.pagina, `Pessoa ${prefixo}`, email);
    return { ...aberta, email };
  }

  return { abrirPagina, pessoaNova };
}
