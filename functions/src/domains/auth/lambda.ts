import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { aceitarConvite } from './handlers/aceitarConvite';
import { alternarAmbiente } from './handlers/alternarAmbiente';
import { callbackGoogle } from './handlers/callbackGoogle';
import { login } from './handlers/login';
import { loginGoogle } from './handlers/loginGoogle';
import { logout } from './handlers/logout';
import { renovarToken } from './handlers/renovarToken';
import { verificarLogin } from './handlers/verificarLogin';

/** This Lambda's routes by routeKey (exported for the tests that walk the whole table). */
export const rotas: Record<string, Rota> = {
  'POST /api/auth/local': login,
  'GET /api/auth/verify-login': verificarLogin,
  'GET /api/auth/refresh-user-token': renovarToken,
  'POST /api/auth/logout': logout,
  'POST /api/auth/alternar-ambiente': alternarAmbiente,
  'POST /api/auth/aceitar-convite': aceitarConvite,
  'GET /api/auth/google': loginGoogle,
  'GET /api/auth/google/callback': callbackGoogle,
};

export const handler = httpLambda('auth', rotas);
