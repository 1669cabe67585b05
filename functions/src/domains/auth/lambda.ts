import { httpLambda } from '../../app/http/httpLambda';
import { alternarAmbiente } from './handlers/alternarAmbiente';
import { login } from './handlers/login';
import { logout } from './handlers/logout';
import { renovarToken } from './handlers/renovarToken';
import { verificarLogin } from './handlers/verificarLogin';

export const handler = httpLambda('auth', {
  'POST /api/auth/local': login,
  'GET /api/auth/verify-login': verificarLogin,
  'GET /api/auth/refresh-user-token': renovarToken,
  'POST /api/auth/logout': logout,
  'POST /api/auth/alternar-ambiente': alternarAmbiente,
});
