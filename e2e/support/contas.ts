import type { Page } from 'playwright-core';

export const SENHA_NOVA_CONTA = 'NovaSenha123';

/** A unique address per call, so tests never collide on the shared runtime. */
export const emailUnico = (prefixo: string): string =>
  `${prefixo}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.com.br`;

/** Signs up through the real form (AVMB: CPF optional, no activation) and waits for the login. */
export async function cadastrarPeloFormulario(
  pagina: Page,
  nome: string,
  email: string,
  sigla = 'AVMB',
): Promise<void> {
  await pagina.goto(`/workflow/register/${sigla}`);
  await pagina.getByLabel('Nome', { exact: true }).fill(nome);
  await pagina.getByLabel('E-mail').fill(email);
  await pagina.getByLabel('Celular').fill('11987654321');
  await pagina.getByLabel('Senha', { exact: true }).fill(SENHA_NOVA_CONTA);
  await pagina.getByLabel('Confirmar senha').fill(SENHA_NOVA_CONTA);
  await pagina.getByRole('checkbox').check();
  await pagina.getByRole('button', { name: 'Criar conta' }).click();
  await pagina.waitForURL(`**/workflow/login/${sigla}`);
}
