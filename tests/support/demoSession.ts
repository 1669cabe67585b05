/** The demo logins the seed creates (functions/src/seed/seedDemo.ts) and `npm start` prints. */
export const DEMO = { sigla: 'AVMB', email: 'demo@avmb.com.br', senha: 'Workflow123' } as const;

/** `name=value; name2=value2` from a response's Set-Cookie headers, as a browser would send them back. */
export const cookieHeader = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Logs the demo user in through the real API and returns the Cookie header of the session. */
export async function demoSessionCookie(baseUrl: string): Promise<string> {
  const cliente = (await (await fetch(`${baseUrl}/api/cliente/${DEMO.sigla}`)).json()) as { token: string };
  const login = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, senha: DEMO.senha, tokenCliente: cliente.token }),
  });
  if (login.status !== 200) throw new Error(`login de demonstração falhou: ${login.status} ${await login.text()}`);
  return cookieHeader(login);
}
