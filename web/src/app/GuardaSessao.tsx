import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { CarregandoPagina } from '../components/CarregandoPagina';
import { useSessao } from '../hooks/useSessao';
import { useSigla } from '../hooks/useSigla';
import { decidirAcesso, type EstadoSessao } from './decidirAcesso';
import { ProvedorTempoReal } from './ProvedorTempoReal';

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
    <ProvedorTempoReal sigla={data ? data.cliente.sigla : null}>
      <Outlet />
    </ProvedorTempoReal>
  );
}
