import type { TourStep } from '@wf/shared/schemas/usuario';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarUsuario, salvarUsuarioItem } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { erro } from '../../../kernel/errors';
import { registrarPassoTour } from '../entities/usuario';
import { erroUsuario } from '../erros';

/** PUT /api/usuario/tourStep: the session's own account only (the body names no one). */
export async function registrarTourStep(deps: AppDeps, sessao: Sessao, dados: TourStep): Promise<number> {
  const usuario = await buscarUsuario(deps, sessao.sigla, sessao.usuarioId);
  if (!usuario) throw erro.sessaoExpirada();
  const alterado = registrarPassoTour(usuario, dados.tourStep, deps.clock());
  if (!(await transact(deps, [salvarUsuarioItem(deps, alterado)]))) throw erroUsuario.alteradoPorOutro();
  return alterado.tourStep;
}
