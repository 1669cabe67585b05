import { inject } from 'vitest';

export interface EmailLocal {
  to: string;
  subject: string;
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
  const fim = Date.now() + timeoutMs;
  while (Date.now() < fim) {
    const r = await fetch(`${inject('baseUrl')}/_local/emails?to=${encodeURIComponent(para)}`);
    const emails = (await r.json()) as EmailLocal[];
    const link = emails.flatMap((e) => e.links).find((l) => l.includes(trecho));
    if (link) {
      const partes = new URL(link).pathname.split('/');
      return { sigla: partes.at(-2) ?? '', token: decodeURIComponent(partes.at(-1) ?? ''), link };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nenhum e-mail para ${para} com link contendo ${trecho} em ${timeoutMs} ms`);
}

/** Every e-mail delivered to `para` so far. */
export async function emailsPara(para: string): Promise<EmailLocal[]> {
  const r = await fetch(`${inject('baseUrl')}/_local/emails?to=${encodeURIComponent(para)}`);
  return (await r.json()) as EmailLocal[];
}
