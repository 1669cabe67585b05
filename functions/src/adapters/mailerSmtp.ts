import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * SMTP through nodemailer, for the local runtime's outbox (infra/local/mailOutbox.ts), which puts
 * it in the deps' `mailer` slot. No Lambda imports this module: nodemailer (~240 KB) stays out of
 * every bundle (tests/cdk/tamanhoDosBundles.test.ts).
 */
export function smtpMailer(smtpUrl: string, remetente: string): Mailer {
  const transporte = nodemailer.createTransport(smtpUrl);
  return {
    async enviar({ para, assunto, texto, html }) {
      await transporte.sendMail({ from: remetente, to: para, subject: assunto, text: texto, html });
    },
  };
}
