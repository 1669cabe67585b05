import type { ClientePublico } from '@wf/shared/types/sessao';
import { describe, expect, it } from 'vitest';
import { enderecoLoginGoogle, ofereceGoogle, somenteGoogle } from './loginComGoogle';

const cliente = (extra: Partial<ClientePublico>): ClientePublico => ({
  id: 'c1',
  sigla: 'AVMB',
  nome: 'AVMB',
  token: 't',
  logoURL: null,
  logoLoginURL: null,
  googleSignIn: 'S',
  azureSignIn: 'N',
  loginExclusivoViaGoogleSignIn: 'S',
  controlarPlanos: 'N',
  restringirCPF: 'N',
  restringirDominio: 'N',
  exigirAtivacaoUsuario: 'N',
  exibirNomeLogin: 'N',
  googleSignInDisponivel: 'S',
  ...extra,
});

describe('loginComGoogle', () => {
  it('offers Google, alone if so set, when the server has a Google client', () => {
    expect(ofereceGoogle(cliente({}))).toBe(true);
    expect(somenteGoogle(cliente({}))).toBe(true);
  });

  it('never offers Google, and keeps the password form, when the server has none', () => {
    expect(ofereceGoogle(cliente({ googleSignInDisponivel: 'N' }))).toBe(false);
    expect(somenteGoogle(cliente({ googleSignInDisponivel: 'N' }))).toBe(false);
  });
});

describe('enderecoLoginGoogle', () => {
  it('names the tenant, and the card only when both fluxo and card are in the login address', () => {
    expect(enderecoLoginGoogle('AVMB', new URLSearchParams())).toBe('/api/auth/google?cliente=AVMB');
    expect(enderecoLoginGoogle('AVMB', new URLSearchParams('fluxo=F1'))).toBe('/api/auth/google?cliente=AVMB');
    expect(enderecoLoginGoogle('AVMB', new URLSearchParams('fluxo=F1&card=C2&erroGoogle=provedor'))).toBe(
      '/api/auth/google?cliente=AVMB&fluxo=F1&card=C2',
    );
  });
});
