import type { FormularioAcao } from '@wf/shared/schemas/regra';
import { carregarCardDaRegra, conferirEntreFluxos } from '../../instancias';
import { conferirAutorNoDestino } from './alcanceDoAutor';
import { autorDaRegra, idDerivado } from './regraComoAutor';
import type { ContextoAcao } from './tipos';

/** What moverCardOutroFluxo and copiarCardOutroFluxo prepare: the destination, checked as a person's request is. */
export interface DestinoOutroFluxo {
  idFluxo: string;
  idEtapa: string;
  descricaoEtapa: string;
  idCopia: string;
}

/**
 * The flows' send/receive permissions and a destination stage of the destination flow. The rule
 * acts with the system's reach in its own flow only: the destination must be one where its
 * author may act now (alcanceDoAutor.ts); in a run a person asked for, where he may act too.
 */
export async function prepararOutroFluxo(
  ctx: ContextoAcao,
  f: FormularioAcao<'moverCardOutroFluxo'>,
): Promise<DestinoOutroFluxo> {
  await conferirAutorNoDestino(ctx, f.idFluxoMoveCard, f.idEtapaMoveCard);
  const autor = autorDaRegra(ctx);
  const card = await carregarCardDaRegra(ctx.deps, autor, ctx.idInstancia);
  const destino = await conferirEntreFluxos(ctx.deps, autor, card, {
    idFluxoDestino: f.idFluxoMoveCard,
    idEtapaDestino: f.idEtapaMoveCard,
  });
  return {
    idFluxo: destino.idFluxo,
    idEtapa: destino.id,
    descricaoEtapa: destino.descricao,
    idCopia: idDerivado(ctx, 'copia'),
  };
}
