import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { StoredEmail } from '../../infra/local/mailOutbox';

const baseUrl = inject('baseUrl');
// The same transport the runtime hands the e-mail consumer (functions/src/adapters/mailerSmtp.ts).
const transport = nodemailer.createTransport(inject('endpoints').smtpUrl);
afterAll(() => transport.close());

const outbox = async (to: string): Promise<StoredEmail[]> =>
  (await fetch(`${baseUrl}/_local/emails?to=${encodeURIComponent(to)}`)).json() as Promise<StoredEmail[]>;

const unique = (): string => `pessoa-${randomUUID()}@teste.local`;

describe('local e-mail outbox', () => {
  it('keeps what nodemailer sends over SMTP, with the links of the message', async () => {
    const to = unique();

    await transport.sendMail({
      from: 'Workflow <nao-responda@workflow.local>',
      to,
      subject: 'Ative sua conta',
      text: 'Clique em http://localhost:3000/workflow/ativarusuario/AVMB/abc para ativar.',
      html: '<p><a href="http://localhost:3000/workflow/ativarusuario/AVMB/abc">Ativar</a></p>',
    });

    const [email] = await outbox(to);
    expect(email).toMatchObject({
      to,
      subject: 'Ative sua conta',
      text: expect.stringContaining('Clique em'),
      html: expect.stringContaining('<a href='),
      links: ['http://localhost:3000/workflow/ativarusuario/AVMB/abc'],
    });
    expect(new Date(email.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists the newest e-mail first', async () => {
    const to = unique();

    await transport.sendMail({ from: 'a@teste.local', to, subject: 'primeiro', text: '1' });
    await transport.sendMail({ from: 'a@teste.local', to, subject: 'segundo', text: '2' });

    expect((await outbox(to)).map((email) => email.subject)).toEqual(['segundo', 'primeiro']);
  });

  it('clears only the e-mails of the recipient asked for', async () => {
    const mine = unique();
    const other = unique();
    await transport.sendMail({ from: 'a@teste.local', to: mine, subject: 'meu', text: '.' });
    await transport.sendMail({ from: 'a@teste.local', to: other, subject: 'outro', text: '.' });

    const response = await fetch(`${baseUrl}/_local/emails?to=${encodeURIComponent(mine)}`, { method: 'DELETE' });

    expect(response.status).toBe(204);
    expect(await outbox(mine)).toEqual([]);
    expect(await outbox(other)).toHaveLength(1);
  });
});
