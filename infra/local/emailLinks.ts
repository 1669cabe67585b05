/**
 * The http(s) links of an e-mail, in order of appearance, without repeats: what a developer
 * clicks in the terminal (activation, password reset) and what tests follow.
 */
const URL_PATTERN = /https?:\/\/[^\s"'<>`]+/g;

const decodeHtmlEntities = (text: string): string =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#47;/g, '/')
    .replace(/&#x3D;/gi, '=')
    .replace(/&#61;/g, '=');

/** A sentence may end right after a link: its final punctuation or closing bracket is not part of it. */
const trimTrailing = (url: string): string => url.replace(/[.,;:!?)\]}]+$/, '');

export function extractLinks(...bodies: Array<string | undefined>): string[] {
  const links = bodies
    .filter((body): body is string => Boolean(body))
    .flatMap((body) => decodeHtmlEntities(body).match(URL_PATTERN) ?? [])
    .map(trimTrailing);
  return [...new Set(links)];
}
