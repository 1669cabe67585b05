import type { AppDeps } from '../app/deps';
import { smtpMailer, type Mailer } from './mailer';

/**
 * The environment's e-mail transport, created on first use and kept in the deps' slot. Only the
 * e-mail consumer imports this module, so only its bundle carries nodemailer.
 */
export function mailerDoAmbiente(deps: Pick<AppDeps, 'mailer' | 'env'>): Mailer {
  deps.mailer ??= smtpMailer(deps.env.smtpUrl, deps.env.mailFrom);
  return deps.mailer;
}
