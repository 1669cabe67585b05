import { inject } from 'vitest';
import { eventually } from '../../support/eventually';

export interface EmailLocal {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/**
 * Waits for the e-mail consumer (asynchronous: outbox -> stream -> bus -> consumer -> SMTP) to
 * deliver a message to `para` with a link containing `trecho`, and answers that link's last two
 * path segments: the tenant and the token.
 */
export async function aguardarLink(
  para: string,
  trecho: string,
  timeoutMs = 20_000,
): Promise<{ sigla: string; token: string; link: string }> {
  const link = await eventually(async () => {
    const r = await fetch(`${inject('baseUrl')}/_local/emails?to=${encodeURIComponent(para)}`);
    const emails = (await r.json()) as EmailLocal[];
    return emails.flatMap((e) => e.links).find((l) => l.includes(trecho));
  }, timeoutMs).catch((e: unknown) => {
    throw new Error(
      `nenhum e-mail para ${para} com link contendo ${trecho} em ${timeoutMs} ms (${(e as Error).message})`,
    );
  });
  const partes = new URL(link).pathname.split('/');
  return { sigla: partes.at(-2) ?? '', token: decodeURIComponent(partes.at(-1) ?? ''), link };
}

/** Every e-mail delivered to `para` so far. */
export async function emailsPara(para: string): Promise<EmailLocal[]> {
  const r = await fetch(`${inject('baseUrl')}/_local/emails?to=${encodeURIComponent(para)}`);
  return (await r.json()) as EmailLocal[];
}
