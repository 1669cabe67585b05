import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { cadastrarPeloFormulario, emailUnico, SENHA_NOVA_CONTA } from './contas';
import { abrirNavegador, entrar, novaPagina, type OpcoesPagina } from './navegador';

/**
 * One Chromium for the calling test file: launched before its tests, closed after them. Call it
 * at the top of the file; its functions open pages on the runtime of this run.
 */
export function usarNavegador() {
  const baseUrl = inject('baseUrl');
  let navegador: Browser | undefined;

  beforeAll(async () => {
    navegador = await abrirNavegador();
  });

  afterAll(async () => {
    await navegador?.close();
  });

  /** A fresh context and page (novaPagina) on this file's browser. */
  function abrirPagina(opcoes?: OpcoesPagina) {
    if (!navegador) throw new Error('o navegador do arquivo ainda não abriu (use abrirPagina dentro dos testes)');
    return novaPagina(navegador, baseUrl, opcoes);
  }

  /** A new person, signed up through the form and signed in, on a wide page. */
  async function pessoaNova(prefixo: string, opcoes: OpcoesPagina = {}) {
    const aberta = await abrirPagina({ largura: 1440, altura: 960, ...opcoes });
    const email = emailUnico(prefixo);
    await cadastrarPeloFormulario(aberta.pagina, `Pessoa ${prefixo}`, email);
    await entrar(aberta.pagina, email, SENHA_NOVA_CONTA);
    return { ...aberta, email };
  }

  return { abrirPagina, pessoaNova };
}
