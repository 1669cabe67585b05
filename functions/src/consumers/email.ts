import { consumerLambda } from '../app/events/consumerLambda';
import { emailDoEvento } from '../domains/emails/emailDoEvento';

/** Account e-mails (activation, welcome, password reset); which events arrive is set in events/rules.ts. */
export const handler = consumerLambda('email', async (deps, evento) => {
  const email = emailDoEvento(deps.env.appUrl, evento);
  if (email) await deps.mailer.enviar(email);
});
