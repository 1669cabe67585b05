import type { Browser } from 'playwright-core';
import { beforeAll, expect, inject, it } from 'vitest';
import type { ClienteCompleto, RespostaBuscarUsuarios } from '@wf/shared/types/sessao';
import { cadastrarPelaApi, emailUnico, entrarPelaApi, SENHA_NOVA_CONTA } from './support/contas';
import { navegadorDoWorker, novaPagina } from './support/navegador';
import { criarAmbientePeloOperador, siglaUnica } from './support/operador';
import { escolher } from './support/selects';

/**
 * The settings added to /admin/ambiente ("Outras configurações": default access, e-mail footer,
 * e-signature limits, integration URL) and to the user edit of /admin/usuarios (tempoSessao,
 * 2FA, full interaction), saved through the screens and read back from the API.
 */
const baseUrl = inject('baseUrl');
let navegador: Browser;
beforeAll(async () => {
  navegador = await navegadorDoWorker();
});

/** A tenant of this test's own: these are tenant-wide settings. */
async function ambienteProprio() {
  const ambiente = {
    sigla: siglaUnica(),
    nome: 'Outras Configurações',
    adminEmail: emailUnico('admin-outras'),
    adminSenha: SENHA_NOVA_CONTA,
  };
  await criarAmbientePeloOperador(inject('portasRuntime'), ambiente);
  return ambiente;
}

it("saves /admin/ambiente's new settings, and shows a bad value's message without saving", async () => {
  const ambiente = await ambienteProprio();
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  await entrarPelaApi(pagina, ambiente.adminEmail, ambiente.adminSenha, ambiente.sigla);
  await pagina.goto('/workflow/admin/ambiente');
  const lerCliente = async () =>
    (await (
      await pagina.context().request.get('/api/cliente', { headers: { 'X-Cliente': ambiente.sigla } })
    ).json()) as ClienteCompleto;

  // An http address is refused on the field, and nothing is saved.
  await pagina.getByLabel('URL da instância de web service').fill('http://ws.exemplo.com.br');
  await pagina.getByRole('button', { name: 'Salvar configurações' }).click();
  await pagina.getByText('A URL da instância deve começar com https:// (ou ficar vazia)').waitFor();
  expect((await lerCliente()).urlInstanciaWS).toBe('');

  await pagina.getByLabel('URL da instância de web service').fill('https://ws.exemplo.com.br');
  await pagina.getByLabel('CNPJ').fill('11222333000181');
  await pagina.getByLabel('Mensagem no rodapé dos e-mails').fill('Exemplo Ltda — suporte@exemplo.com.br');
  await pagina.getByLabel('Tamanho máximo por documento (MB)').fill('20');
  await pagina.getByLabel('Máximo de documentos por envelope').fill('3');
  await pagina.getByLabel('Permitir assinatura com certificado digital').check();
  // The administrator's profile as default access needs a restricted sign-up.
  await pagina.getByLabel('Restringir cadastro por domínio de e-mail').check();
  await pagina.getByLabel('Domínios permitidos').fill('exemplo.com.br');
  await pagina.getByLabel('Domínios permitidos').press('Enter');
  await escolher(pagina, 'Acesso padrão de quem se cadastra', 'Administrador do ambiente');
  await pagina.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect.poll(() => pagina.locator('.ant-message-success').count()).toBeGreaterThan(0);

  expect(await lerCliente()).toMatchObject({
    cnpj: '11.222.333/0001-81',
    mensagemRodapeEmail: 'Exemplo Ltda — suporte@exemplo.com.br',
    tamanhoMaxPorDocumento: 20,
    maxDocsPorEnvelope: 3,
    certDigitalAut: 'S',
    urlInstanciaWS: 'https://ws.exemplo.com.br',
    acessoPadrao: '2',
  });
  await pagina.reload();
  await expect.poll(() => pagina.getByLabel('CNPJ').inputValue()).toBe('11.222.333/0001-81');
  expect(await pagina.getByLabel('Máximo de documentos por envelope').inputValue()).toBe('3');
  expect(await pagina.getByLabel('Permitir assinatura com certificado digital').isChecked()).toBe(true);
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});

it("sets a person's session length in the user edit of /admin/usuarios", async () => {
  const ambiente = await ambienteProprio();
  const email = emailUnico('tempo-sessao');
  await cadastrarPelaApi('Tiago Tempo', email, ambiente.sigla);
  const { contexto, pagina, errosDaPagina } = await novaPagina(navegador, baseUrl);
  await entrarPelaApi(pagina, ambiente.adminEmail, ambiente.adminSenha, ambiente.sigla);
  await pagina.goto('/workflow/admin/usuarios');

  await pagina
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: /Editar/ })
    .click();
  const modal = pagina.getByRole('dialog', { name: 'Editar usuário' });
  await modal.waitFor();
  await escolher(pagina, 'Tempo de sessão', '30 minutos');
  await modal.getByLabel('Autenticação em dois fatores').check();
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(() => pagina.locator('.ant-message-success').count()).toBeGreaterThan(0);

  const lista = (await (
    await pagina.context().request.get('/api/usuario/buscarUsuarios?tamanhoPagina=100', {
      headers: { 'X-Cliente': ambiente.sigla },
    })
  ).json()) as RespostaBuscarUsuarios;
  expect(lista.listaUsuarios.find((u) => u.email === email)).toMatchObject({
    tempoSessao: 30,
    auth2fa: 'S',
    permiteInteracaoCompleta: 'S',
  });
  expect(errosDaPagina).toEqual([]);
  await contexto.close();
});
