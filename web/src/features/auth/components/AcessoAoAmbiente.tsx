import { useQuery } from '@tanstack/react-query';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { CarregandoPagina } from '../../../components/CarregandoPagina';
import { sessaoQueryOptions } from '../../../lib/sessao';
import { gravarSigla } from '../../../lib/siglaCliente';
import { LoginForm } from './LoginForm';

export interface AcessoAoAmbienteProps {
  cliente: ClientePublico;
  /** Where to go once a session exists: /home or the card of the login link. */
  destino: string;
}

/**
 * Someone already logged in to this tenant goes straight on to the app. The same check
 * takes over after a successful login, which primes this session in the cache.
 */
export function AcessoAoAmbiente({ cliente, destino }: AcessoAoAmbienteProps) {
  const sessao = useQuery(sessaoQueryOptions(cliente.sigla));

  useEffect(() => {
    if (sessao.data) gravarSigla(cliente.sigla);
  }, [sessao.data, cliente.sigla]);

  if (sessao.data) return <Navigate to={destino} replace />;
  if (sessao.isPending) return <CarregandoPagina />;
  return <LoginForm cliente={cliente} />;
}
