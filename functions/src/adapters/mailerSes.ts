import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Environment } from '../kernel/environment';
import type { Mailer } from './mailer';

/**
 * Amazon SES (API v2) in AWS: SES builds the MIME message from the simple content (subject, text
 * and HTML parts, UTF-8). The sender, MAIL_FROM, must be an identity verified in SES; the stack
 * grants the e-mail consumer ses:SendEmail (infra/cdk/workflowStack.ts).
 */
export function sesMailer(
  env: Pick<Environment, 'region' | 'mailFrom'>,
  cliente = new SESv2Client({ region: env.region }),
): Mailer {
  const conteudo = (dados: string) => ({ Data: dados, Charset: 'UTF-8' });
  return {
    async enviar({ para, assunto, texto, html }) {
      await cliente.send(
        new SendEmailCommand({
          FromEmailAddress: env.mailFrom,
          // `para` may list several addresses (a rule's e-mail), comma-separated.
          Destination: {
            ToAddresses: para
              .split(',')
              .map((e) => e.trim())
              .filter(Boolean),
          },
          Content: { Simple: { Subject: conteudo(assunto), Body: { Text: conteudo(texto), Html: conteudo(html) } } },
        }),
      );
    },
  };
}
