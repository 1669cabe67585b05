import { vi } from 'vitest';

/** The runtime's local outbox (GET /_local/emails, newest first): how a test reads the links it was sent. */
interface EmailLocal {
  to: string;
  subject: string;
  links: string[];
}

/**
 * Waits for an e-mail to `para` carrying a link that matches, and returns that link. Delivery is
 * asynchronous (outbox -> stream -> bus -> e-mail consumer -> SMTP): the outbox is read until the
 * link is there (vi.waitFor, so set-up hooks may wait too, not only tests).
 */
export function aguardarLinkPorEmail(
  baseUrl: string,
  para: string,
  padrao: RegExp,
  limiteMs = 20_000,
): Promise<string> {
  return vi.waitFor(
    async () => {
      const resposta = await fetch(`${baseUrl}/_local/emails?to=${encodeURIComponent(para)}`);
      const emails = (await resposta.json()) as EmailLocal[];
      const link = emails.flatMap((email) => email.links).find((url) => padrao.test(url));
      if (!link) throw new Error(`Nenhum e-mail para ${para} com link ${padrao} em ${limiteMs} ms`);
      return link;
    },
    { timeout: limiteMs, interval: 250 },
  );
}
