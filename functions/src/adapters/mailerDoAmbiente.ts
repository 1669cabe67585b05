import type { AppDeps } from '../kernel/deps';
import type { Mailer } from './mailer';
import { sesMailer } from './mailerSes';

const semTransporte: Mailer = {
  enviar: () =>
    Promise.reject(
      new Error('Envio de e-mail não configurado (EMAIL_TRANSPORTE=ses, ou um transporte no slot mailer)'),
    ),
};

/**
 * The environment's e-mail transport, created on first use and kept in the deps' slot. In AWS the
 * stack sets EMAIL_TRANSPORTE=ses; the local runtime fills the slot with its SMTP transport
 * (adapters/mailerSmtp.ts) before any e-mail is sent, so no bundle carries nodemailer. Only the
 * e-mail consumer imports this module, so only its bundle refers to SES.
 */
export function mailerDoAmbiente(deps: Pick<AppDeps, 'mailer' | 'env'>): Mailer {
  deps.mailer ??= deps.env.emailTransporte === 'ses' ? sesMailer(deps.env) : semTransporte;
  return deps.mailer;
}
