import type { Environment } from '../../environment';
import { conferirOrigem } from '../origem';
import type { MiddlewareHttp } from './tipos';

/** Second step: the CSRF and resource-isolation guard (../origem.ts), 403/415 before any parsing. */
export function conferirOrigemDaRequisicao(env: () => Pick<Environment, 'origensPermitidas'>): MiddlewareHttp {
  return {
    before: ({ event }) => conferirOrigem(event, env().origensPermitidas),
  };
}
