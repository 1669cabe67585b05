import { buscarUsuario } from '../../../data/repositories/usuarioRepository';
import { mensagensAlcance } from '../entities/mensagensAlcance';
import { comoPessoa, podeAgirNoDestino } from '../services/alcanceDaRegraService';
import { erroAcao } from './regraComoAutor';
import type { ContextoAcao } from './tipos';

/**
 * When an action that reaches another flow runs: its author's CURRENT access to the destination,
 * as he would need it by hand (see the flow, execute in the stage). Lost since the rule was
 * saved, or the author gone (deleted or inactive): the action fails with the reason recorded in
 * the run's details, and nothing is written.
 */
export async function conferirAutorNoDestino(ctx: ContextoAcao, idFluxo: string, idEtapa: string): Promise<void> {
  const autor = await buscarUsuario(ctx.deps, ctx.sigla, ctx.regra.idUsuarioCriador);
  if (!autor || autor.ativo !== 'S') throw erroAcao(mensagensAlcance.autorInexistente);
  const pessoa = comoPessoa({
    sigla: ctx.sigla,
    usuarioId: autor.id,
    email: autor.email,
    perfilUsuario: autor.perfilUsuario,
  });
  if (!(await podeAgirNoDestino(ctx.deps, pessoa, idFluxo, idEtapa))) throw erroAcao(mensagensAlcance.autorSemAcesso);
}
