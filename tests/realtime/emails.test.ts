import { randomUUID } from 'node:crypto';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_NAMES } from '../../infra/local/handlerEnvironment';
import type { StoredEmail } from '../../infra/local/mailOutbox';
import { criarAmbienteDeTeste, type AmbienteDeTeste } from '../api/support/ambientes';
import { ClienteHttp } from '../api/support/clienteHttp';
import { novoEmail, usuarioValido } from '../api/support/dados';
import { aguardarQue, barramento } from './support/tabela';

/**
 * The e-mail consumer's side of the account e-mails: which e-mail, its pt-BR text and link, and
 * that a redelivered event sends nothing twice. Following the links (activation, reset) is
 * tested with the accounts API in tests/api.
 */
const emailsPara = async (para: string): Promise<StoredEmail[]> =>
  (await fetch(`${inject('baseUrl')}/_local/emails?to=${encodeURIComponent(para)}`)).json() as Promise<StoredEmail[]>;

async function primeiroEmail(para: string): Promise<StoredEmail> {
  await aguardarQue(async () => (await emailsPara(para)).length > 0);
  const [email] = await emailsPara(para);
  return email!;
}

const cadastrar = (amb: AmbienteDeTeste, usuario: Record<string, unknown>) =>
  new ClienteHttp().post('/api/usuario/inserir', { tokenCliente: amb.tokenCliente, Usuario: usuario });

describe('account e-mails', () => {
  let semAtivacao: AmbienteDeTeste;
  let comAtivacao: AmbienteDeTeste;
  beforeAll(async () => {
    [semAtivacao, comAtivacao] = await Promise.all([
      criarAmbienteDeTeste(),
      criarAmbienteDeTeste({ exigirAtivacao: true }),
    ]);
  });

  it('welcomes a sign-up that needs no activation, with the login link and a link to confirm the e-mail with the password chosen', async () => {
    const email = novoEmail('boasvindas');
    expect((await cadastrar(semAtivacao, usuarioValido({ email, nome: 'Júlia <Teste>' }))).status).toBe(201);

    const recebido = await primeiroEmail(email);
    expect(recebido.subject).toBe('Bem-vindo(a) ao Workflow: confirme seu e-mail');
    expect(recebido.links).toContain(`${inject('baseUrl')}/workflow/login/${semAtivacao.sigla}`);
    expect(recebido.links).toContainEqual(
      expect.stringMatching(new RegExp(`/workflow/confirmaremail/${semAtivacao.sigla}/[^/]+$`)),
    );
    expect(recebido.text).toContain('digite a senha que você escolheu no cadastro');
    expect(recebido.text).toContain('Olá, Júlia <Teste>!');
    expect(recebido.html).toContain('Olá, Júlia &lt;Teste&gt;!');
  });

  it('sends the activation link when the tenant requires activation', async () => {
    const email = novoEmail('ativacao');
    expect((await cadastrar(comAtivacao, usuarioValido({ email }))).status).toBe(201);

    const recebido = await primeiroEmail(email);
    expect(recebido.subject).toBe('Ative sua conta no Workflow');
    expect(recebido.links).toEqual([
      expect.stringMatching(new RegExp(`^${inject('baseUrl')}/workflow/ativarusuario/${comAtivacao.sigla}/[^/]+$`)),
    ]);
  });

  it('sends the reset link, valid for 1 hour, when a password reset is requested', async () => {
    const email = novoEmail('reset');
    await cadastrar(semAtivacao, usuarioValido({ email }));
    await primeiroEmail(email);

    const r = await new ClienteHttp().post('/api/usuario/esquecisenha', {
      email,
      tokenCliente: semAtivacao.tokenCliente,
    });
    expect(r.status).toBe(200);

    await aguardarQue(async () =>
      (await emailsPara(email)).some((e) => e.subject === 'Redefinição de senha do Workflow'),
    );
    const reset = (await emailsPara(email)).find((e) => e.subject === 'Redefinição de senha do Workflow')!;
    expect(reset.text).toContain('válido por 1 hora');
    expect(reset.links).toEqual([
      expect.stringMatching(new RegExp(`^${inject('baseUrl')}/workflow/resetarsenha/${semAtivacao.sigla}/[^/]+$`)),
    ]);
  });

  it('sends one e-mail for an event the bus delivers twice', async () => {
    const email = novoEmail('duplicado');
    const detail = {
      idEvento: randomUUID(),
      sigla: semAtivacao.sigla,
      ocorridoEm: new Date().toISOString(),
      usuarioId: randomUUID(),
      email,
      nome: 'Duda',
    };
    const entrada = {
      EventBusName: LOCAL_NAMES.eventBusName,
      Source: 'workflow.usuarios',
      DetailType: 'usuarioCadastrado',
      Detail: JSON.stringify(detail),
    };
    const bus = barramento();

    await bus.send(new PutEventsCommand({ Entries: [entrada] }));
    await primeiroEmail(email);
    const segunda = await bus.send(new PutEventsCommand({ Entries: [entrada] }));
    // Only once the second delivery has run is "no second e-mail" meaningful (the bus journals it).
    const idSegunda = segunda.Entries?.[0]?.EventId;
    await aguardarQue(async () => {
      const eventos = (await (await fetch(`${inject('baseUrl')}/_local/events`)).json()) as {
        id: string;
        deliveries: { consumer: string; status: string }[];
      }[];
      const entrega = eventos.find((e) => e.id === idSegunda)?.deliveries.find((d) => d.consumer === 'email');
      return entrega?.status === 'entregue';
    });

    expect(await emailsPara(email)).toHaveLength(1);
  });
});
