export interface EmailSaida {
  para: string;
  assunto: string;
  texto: string;
  html: string;
}

/**
 * How the e-mail consumer sends: SES in AWS (mailerSes.ts), the local runtime's SMTP outbox
 * through nodemailer on one machine (mailerSmtp.ts, handed in by infra/local). Choice in
 * mailerDoAmbiente.ts.
 */
export interface Mailer {
  enviar(email: EmailSaida): Promise<void>;
}
