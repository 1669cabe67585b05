import { appDeps } from '../../../app/deps';
import type { PassosExtras } from '../../../app/http/httpLambda';
import { exigirToken } from '../../../app/http/middlewares/exigirToken';
import { idempotencia } from '../../../app/http/middlewares/idempotencia';

/** The public API's own steps of the HTTP stack: the `token` caller with its rate limit, and Idempotency-Key. */
export const passosDaApi: PassosExtras = { autenticar: exigirToken(appDeps), antesDoHandler: idempotencia(appDeps) };
