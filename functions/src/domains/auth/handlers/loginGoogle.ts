import { inicioLoginGoogleSchema } from '@wf/shared/schemas/auth';
import { redirecionar, rotaPublica } from '../../../kernel/http/route';
import { cookieTentativaGoogle } from '../entities/loginGoogle';
import { iniciarLoginGoogle } from '../services/loginGoogleService';

/** GET /api/auth/google?cliente=&fluxo=&card=: the login page's "Entrar com Google" (a navigation, not a fetch). */
export const loginGoogle = rotaPublica({
  query: inicioLoginGoogleSchema,
  handle: async (deps, { query }) => {
    const desfecho = await iniciarLoginGoogle(deps, query);
    const cookies = desfecho.tipo === 'provedor' ? [cookieTentativaGoogle(desfecho.estado, deps.env.cookieSecure)] : [];
    return redirecionar(desfecho.url, cookies);
  },
});
