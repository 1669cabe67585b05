import { HTML_VAZIO } from '@wf/shared/constants/cards';

/**
 * Detail text is empty when it has no text and no image; the editor's empty
 * value '<p><br></p>' counts as empty.
 */
export function textoRicoVazio(html: string | null | undefined): boolean {
  if (!html || html.trim() === '' || html.trim() === HTML_VAZIO) return true;
  if (/<img\b/i.test(html)) return false;
  const texto = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return texto === '';
}
