import { appDeps } from '../../kernel/deps';
import type { PassosExtras } from './httpLambda';
import { exigirToken } from './middlewares/exigirToken';
import { idempotencia } from './middlewares/idempotencia';

/** The public API's own steps of the HTTP stack: the `token` caller with its rate limit, and Idempotency-Key. */
export const passosDaApi: PassosExtras = { autenticar: exigirToken(appDeps), antesDoHandler: idempotencia(appDeps) };
