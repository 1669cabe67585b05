import nodemailer from 'nodemailer';

export interface EmailSaida {
  para: string;
  assunto: string;
  texto: string;
  html: string;
}

export interface Mailer {
  enviar(email: EmailSaida): Promise<void>;
}

/** SMTP through nodemailer: the real SMTP server in AWS, the runtime's local outbox on one machine. */
export function smtpMailer(smtpUrl: string | undefined, remetente: string): Mailer {
  const transporte = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async enviar({ para, assunto, texto, html }) {
      if (!transporte) throw new Error('Envio de e-mail não configurado (defina SMTP_URL)');
      await transporte.sendMail({ from: remetente, to: para, subject: assunto, text: texto, html });
    },
  };
}
