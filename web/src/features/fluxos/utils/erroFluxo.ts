import { ApiError } from '../../../lib/api';

/**
 * The flow cannot be shown to this user: it does not exist, was deleted, or he has no access
 * (the server answers 404 for a flow he may not see, 403 for a refused access).
 */
export const ehFluxoIndisponivel = (erro: unknown): boolean =>
  erro instanceof ApiError && (erro.status === 404 || erro.status === 403);
