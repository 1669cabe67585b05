import type { PerfilUsuario } from '@wf/shared/types/sessao';
import { Navigate, Outlet } from 'react-router-dom';
import { useSessaoAtual } from '../hooks/useSessao';
import { perfilPermitido } from '../lib/perfis';

export interface GuardaPerfilProps {
  perfis: readonly PerfilUsuario[];
}

/** A route whose allowed profiles do not include the user sends him home. */
export function GuardaPerfil({ perfis }: GuardaPerfilProps) {
  const { usuario } = useSessaoAtual();
  if (!perfilPermitido(usuario.perfilUsuario, perfis)) return <Navigate to="/home" replace />;
  return <Outlet />;
}
