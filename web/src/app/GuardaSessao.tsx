import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { CarregandoPagina } from '../components/CarregandoPagina';
import { useSessao } from '../hooks/useSessao';
import { useSigla } from '../hooks/useSigla';
import { decidirAcesso, type EstadoSessao } from './decidirAcesso';

// The socket client and its cache handlers (and the AI assistant's composition) load with the
// first logged-in screen, not with the entry chunk that the login and sign-up screens share.
const ProvedoresDaSessao = lazy(async () => ({ default: (await import('./ProvedoresDaSessao')).ProvedoresDaSessao }));

/** Every logged-in route sits under this guard. */
export function GuardaSessao() {
  const { pathname, search } = useLocation();
  const siglaArmazenada = useSigla();
  const { data, isPending } = useSessao();

  const sessao: EstadoSessao = data ? 'ativa' : isPending ? 'verificando' : 'ausente';
  const decisao = decidirAcesso({ pathname, search, siglaArmazenada, sessao });

  if (decisao.tipo === 'redirecionar') return <Navigate to={decisao.para} replace />;
  if (decisao.tipo === 'aguardar') return <CarregandoPagina telaCheia descricao="Verificando acesso..." />;
  // The realtime socket needs the session cookie: the external card access has none.
  return (
    <Suspense fallback={<CarregandoPagina telaCheia descricao="Carregando..." />}>
      <ProvedoresDaSessao sigla={data ? data.cliente.sigla : null}>
        <Outlet />
      </ProvedoresDaSessao>
    </Suspense>
  );
}
