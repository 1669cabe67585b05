import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chaves } from '../chavesDeConsulta';
import { aplicarEventoNoCache } from './eventosNoCache';

/** A cache holding one value under each key, none of them stale yet. */
function cacheCom(...chavesGuardadas: QueryKey[]): QueryClient {
  const qc = new QueryClient();
  for (const chave of chavesGuardadas) qc.setQueryData(chave, { guardado: true });
  return qc;
}

const invalidadas = (qc: QueryClient, ...chavesLidas: QueryKey[]) =>
  chavesLidas.filter((chave) => qc.getQueryState(chave)?.isInvalidated);

describe("a room's join confirmed ('entrou')", () => {
  it("marks the flow's screen, its cards and open cards to refetch, and leaves other flows' data and the chat alone", async () => {
    const doFluxo = [
      chaves.fluxos.comEtapas('f1'),
      chaves.cards.coluna('e1'),
      chaves.cards.lista('f1', {}),
      chaves.card.raiz('c1'),
      chaves.fluxos.lista(),
    ];
    const alheias = [
      chaves.fluxos.comEtapas('f2'),
      chaves.cards.lista('f2', {}),
      chaves.chat.resumo('f1'),
      chaves.notificacoes.contagem(),
    ];
    const qc = cacheCom(...doFluxo, ...alheias);

    await aplicarEventoNoCache(qc, { tipo: 'entrou', sala: 'FLUXO:AVMB:f1' });

    expect(invalidadas(qc, ...doFluxo)).toEqual(doFluxo);
    expect(invalidadas(qc, ...alheias)).toEqual([]);
  });

  it("marks the flow's chat to refetch when a chat room of it is joined", async () => {
    const qc = cacheCom(chaves.chat.resumo('f1'), chaves.chat.mensagens('f1', '0'), chaves.fluxos.comEtapas('f1'));

    await aplicarEventoNoCache(qc, { tipo: 'entrou', sala: 'CHAT-FLUXO:AVMB:f1:u1:u2' });

    expect(
      invalidadas(qc, chaves.chat.resumo('f1'), chaves.chat.mensagens('f1', '0'), chaves.fluxos.comEtapas('f1')),
    ).toEqual([chaves.chat.resumo('f1'), chaves.chat.mensagens('f1', '0')]);
  });
});

describe('an AI task of this person moved on (iaTarefaAtualizada)', () => {
  it('marks that task to be read again, and no other', async () => {
    const qc = cacheCom(chaves.ia.tarefa('t1'), chaves.ia.tarefa('t2'));

    await aplicarEventoNoCache(qc, {
      tipo: 'iaTarefaAtualizada',
      sala: 'NOTIFICACAO:AVMB:u1',
      dados: { idEvento: 'e1', sigla: 'AVMB', ocorridoEm: '', idTarefa: 't1', usuarioId: 'u1', status: 'concluida' },
    });

    expect(invalidadas(qc, chaves.ia.tarefa('t1'), chaves.ia.tarefa('t2'))).toEqual([chaves.ia.tarefa('t1')]);
  });
});
