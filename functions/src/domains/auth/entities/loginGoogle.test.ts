import { describe, expect, it } from 'vitest';
import {
  cookieTentativaGoogle,
  cookieTentativaGoogleRemovido,
  destinoAposLoginGoogle,
  estadoDoLogin,
  redirectUriGoogle,
  siglaDoEstado,
  urlDeFalhaGoogle,
} from './loginGoogle';

const APP = 'https://app.exemplo.com.br';

describe('the state of a Google sign-in', () => {
  it('names its tenant, upper-cased, before the random part', () => {
    const estado = estadoDoLogin('avmb', 'aleatorio-123');
    expect(estado).toBe('AVMB.aleatorio-123');
    expect(siglaDoEstado(estado)).toBe('AVMB');
  });

  it('is refused when it names no tenant or has no random part', () => {
    for (const estado of [undefined, '', 'semponto', '.abc', 'AVMB.', 'sigla com espaço.abc', `${'X'.repeat(21)}.abc`])
      expect(siglaDoEstado(estado), String(estado)).toBeNull();
  });
});

describe('the attempt cookie', () => {
  it('is HttpOnly, Lax, sent only to the Google routes, and lives 10 minutes', () => {
    expect(cookieTentativaGoogle('AVMB.x', true)).toBe(
      'wf_google=AVMB.x; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=600; Secure',
    );
    expect(cookieTentativaGoogle('AVMB.x', false)).not.toContain('Secure');
    expect(cookieTentativaGoogleRemovido(false)).toBe(
      'wf_google=; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=0',
    );
  });
});

describe('where the browser goes', () => {
  it('the callback is under the app origin', () => {
    expect(redirectUriGoogle(`${APP}/`)).toBe(`${APP}/api/auth/google/callback`);
  });

  it('home after the login, or the card asked for when both fluxo and card were given', () => {
    expect(destinoAposLoginGoogle(APP, {})).toBe(`${APP}/workflow/home`);
    expect(destinoAposLoginGoogle(APP, { fluxo: 'F1', card: null })).toBe(`${APP}/workflow/home`);
    expect(destinoAposLoginGoogle(APP, { fluxo: 'F1', card: 'C2' })).toBe(`${APP}/workflow/process/F1?card=C2`);
  });

  it("a failure goes to the tenant's login page with its code, keeping the card asked for", () => {
    expect(urlDeFalhaGoogle(APP, 'AVMB', 'emailDesconhecido')).toBe(
      `${APP}/workflow/login/AVMB?erroGoogle=emailDesconhecido`,
    );
    expect(urlDeFalhaGoogle(APP, 'AVMB', 'provedor', { fluxo: 'F1', card: 'C2' })).toBe(
      `${APP}/workflow/login/AVMB?erroGoogle=provedor&fluxo=F1&card=C2`,
    );
  });
});
