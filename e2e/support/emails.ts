/** The runtime's local outbox (GET /_local/emails, newest first): how a test reads the links it was sent. */
interface EmailLocal {
  to: string;
  subject: string;
  links: string[];
}

/** Waits for an e-mail to `para` carrying a link that matches, and returns that link. */
export async function aguardarLinkPorEmail(
  baseUrl: string,
  para: string,
  padrao: RegExp,
  limiteMs = 20_000,
): Promise<string> {
  const ate = Date.now() + limiteMs;
  while (Date.now() < ate) {
    const resposta = await fetch(`${baseUrl}/_local/emails?to=${encodeURIComponent(para)}`);
    const emails = (await resposta.json()) as EmailLocal[];
    const link = emails.flatMap((email) => email.links).find((url) => padrao.test(url));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nenhum e-mail para ${para} com link ${padrao} em ${limiteMs} ms`);
}
