import { urlDoCard } from '@wf/shared/links/linksSpa';
import type { Environment } from '../kernel/environment';

/**
 * Links the server sends out (rules' `{{card.link}}`, e-mails, webhook bodies): the public origin
 * of the configuration (APP_URL) and the SPA's base path, through shared/links/linksSpa. Without
 * an environment (a narrow consumer's deps) the link is relative to the site's root.
 */
export const linkPublicoDoCard = (
  env: Pick<Environment, 'appUrl'> | undefined,
  card: { sigla: string; idFluxo: string; idCard: string },
): string => urlDoCard(env?.appUrl ?? '', card);
