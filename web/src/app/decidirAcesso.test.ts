import { describe, expect, it } from 'vitest';
import { decidirAcesso, type SituacaoAcesso } from './decidirAcesso';

const situacao = (parcial: Partial<SituacaoAcesso>): SituacaoAcesso => ({
  pathname: '/home',
  search: '',
  siglaArmazenada: 'AVMB',
  sessao: 'ativa',
  ...parcial,
});

describe('decidirAcesso', () => {
  it('shows the page when the stored tenant has a session', () => {
    expect(decidirAcesso(situacao({}))).toEqual({ tipo: 'mostrar' });
  });

  it('shows nothing while the login check is running', () => {
    expect(decidirAcesso(situacao({ sessao: 'verificando' }))).toEqual({ tipo: 'aguardar' });
  });

  it('sends a visitor without session to the login of the stored tenant', () => {
    expect(decidirAcesso(situacao({ sessao: 'ausente', siglaArmazenada: 'ACME' }))).toEqual({
      tipo: 'redirecionar',
      para: '/login/ACME',
    });
  });

  it('sends a card link of another customer to that customer login, carrying flow and card', () => {
    const decisao = decidirAcesso(
      situacao({ pathname: '/process/f1', search: '?card=c9&customer=acme', sessao: 'verificando' }),
    );
    expect(decisao).toEqual({ tipo: 'redirecionar', para: '/login/ACME?fluxo=f1&card=c9' });
  });

  it('treats a card link of the stored customer like any other page', () => {
    const decisao = decidirAcesso(situacao({ pathname: '/process/f1', search: '?card=c9&customer=AVMB' }));
    expect(decisao).toEqual({ tipo: 'mostrar' });
  });

  it('keeps flow and card when a card link of the stored customer needs a login', () => {
    const decisao = decidirAcesso(
      situacao({ pathname: '/process/f1', search: '?card=c9&customer=AVMB', sessao: 'ausente' }),
    );
    expect(decisao).toEqual({ tipo: 'redirecionar', para: '/login/AVMB?fluxo=f1&card=c9' });
  });

  it('ignores a flow page without both card and customer', () => {
    const decisao = decidirAcesso(situacao({ pathname: '/process/f1', search: '?customer=ACME', sessao: 'ausente' }));
    expect(decisao).toEqual({ tipo: 'redirecionar', para: '/login/AVMB' });
  });
});
