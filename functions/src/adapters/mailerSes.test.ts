import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterEach, describe, expect, it } from 'vitest';
import type { Environment } from '../kernel/environment';
import type { Mailer } from './mailer';
import { mailerDoAmbiente } from './mailerDoAmbiente';
import { sesMailer } from './mailerSes';

/** An SES v2 endpoint (REST-JSON, POST /v2/email/outbound-emails), so the real SDK client is exercised. */
let servidor: Server | undefined;
afterEach(() => servidor?.close());

async function sesLocal(): Promise<{ cliente: SESv2Client; pedidos: { caminho: string; corpo: unknown }[] }> {
  const pedidos: { caminho: string; corpo: unknown }[] = [];
  servidor = createServer((req, res) => {
    let corpo = '';
    req.on('data', (parte: Buffer) => (corpo += parte.toString()));
    req.on('end', () => {
      pedidos.push({ caminho: `${req.method} ${req.url}`, corpo: JSON.parse(corpo) });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ MessageId: 'm-1' }));
    });
  });
  await new Promise<void>((resolve) => servidor!.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  const cliente = new SESv2Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
  });
  return { cliente, pedidos };
}

const env = { region: 'us-east-1', mailFrom: 'Workflow <nao-responda@empresa.com.br>' };

describe('e-mail through SES', () => {
  it('sends subject, text and HTML as simple UTF-8 content from MAIL_FROM to the one recipient', async () => {
    const { cliente, pedidos } = await sesLocal();
    await sesMailer(env, cliente).enviar({
      para: 'ana@x.com',
      assunto: 'Ativação',
      texto: 'Olá, Ana',
      html: '<p>Olá, Ana</p>',
    });
    expect(pedidos).toEqual([
      {
        caminho: 'POST /v2/email/outbound-emails',
        corpo: {
          FromEmailAddress: env.mailFrom,
          Destination: { ToAddresses: ['ana@x.com'] },
          Content: {
            Simple: {
              Subject: { Data: 'Ativação', Charset: 'UTF-8' },
              Body: {
                Text: { Data: 'Olá, Ana', Charset: 'UTF-8' },
                Html: { Data: '<p>Olá, Ana</p>', Charset: 'UTF-8' },
              },
            },
          },
        },
      },
    ]);
  });

  it('is the transport when EMAIL_TRANSPORTE=ses; otherwise the one in the slot, or a clear failure', async () => {
    const deps = { env: { ...env, emailTransporte: 'ses' } as Environment, mailer: undefined as Mailer | undefined };
    expect(mailerDoAmbiente(deps)).toBe(deps.mailer);
    expect(deps.mailer).toBeDefined();
    const local: Mailer = { enviar: () => Promise.resolve() };
    expect(mailerDoAmbiente({ env: env as Environment, mailer: local })).toBe(local);
    await expect(
      mailerDoAmbiente({ env: env as Environment }).enviar({ para: 'a@b.c', assunto: 'a', texto: 't', html: 'h' }),
    ).rejects.toThrow('Envio de e-mail não configurado');
  });
});
