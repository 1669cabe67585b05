import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { atualizarTileCardItem } from '../../../data/repositories/instanciaRepository';
import { excluirVinculoCardItem, inserirVinculoCardItem } from '../../../data/repositories/vinculoCardRepository';
import { baseDoEvento, cardParaLer, comNovasTentativas, gravarComEvento } from './escritaNoCard';

/**
 * Follow toggle (Seguir / Seguindo): the session user follows or stops following a card he may
 * open. Idempotent: following twice, or unfollowing a card not followed, answers the same success
 * without writing (the toggle may be clicked twice before the answer).
 */
export async function seguirCard(deps: AppDeps, sessao: Sessao, idInstancia: string, seguir: boolean): Promise<void> {
  const email = sessao.email.toLowerCase();
  await comNovasTentativas(async () => {
    const c = (await cardParaLer(deps, sessao, idInstancia)).instancia;
    if (c.seguidores.includes(email) === seguir) return true;
    const gravou = await gravarComEvento(
      deps,
      [
        seguir
          ? inserirVinculoCardItem(deps, sessao.sigla, {
              tipo: 'seguidor',
              alvo: email,
              idVinculo: email,
              idInstancia: c.id,
              criadoPor: email,
              criadoEm: deps.clock().toISOString(),
            })
          : excluirVinculoCardItem(deps, sessao.sigla, c.id, 'seguidor', email),
        atualizarTileCardItem(deps, sessao.sigla, c.id, {
          definir: { seguidores: seguir ? [...c.seguidores, email] : c.seguidores.filter((e) => e !== email) },
          esperado: { seguidores: c.seguidores },
        }),
      ],
      [{ tipo: 'cardSeguido', detalhe: { ...baseDoEvento(sessao.sigla, c, email), seguindo: seguir } }],
    );
    return gravou || null;
  });
}
