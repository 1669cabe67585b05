import { nomeSala } from '@wf/shared/realtime';
import type { AtualizarPropriedadeSocket } from '@wf/shared/schemas/fluxo';
import type { AppDeps } from '../../../kernel/deps';
import { erro } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { transact } from '../../../data/transact';
import { carregarAcesso } from './acessoFluxoService';

export const mensagensPropriedadeNaSala = {
  salaInvalida: 'A sala deve ser a do fluxo (FLUXO ou CHAT-FLUXO) neste ambiente',
  enviada: 'Propriedade enviada',
} as const;

/**
 * POST /api/common/socket/atualizar-propriedade/{idFluxo}: announces a property change to a room
 * of the flow. Only a person who sees the flow may, and only to that flow's rooms of the
 * session's tenant: the same rooms the socket would let this person join. The message travels as
 * an event (outbox, bus, fan-out), so this Lambda needs no @connections access.
 */
export async function anunciarPropriedadeNaSala(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  dados: AtualizarPropriedadeSocket,
): Promise<void> {
  await carregarAcesso(deps, sessao, idFluxo);
  const permitidas = [nomeSala('FLUXO', sessao.sigla, idFluxo), nomeSala('CHAT-FLUXO', sessao.sigla, idFluxo)];
  if (!permitidas.includes(dados.room)) {
    throw erro.validacao(mensagensPropriedadeNaSala.salaInvalida, { room: mensagensPropriedadeNaSala.salaInvalida });
  }
  await transact(deps, [
    outboxPut(deps, {
      tipo: 'propriedadeAtualizada',
      detalhe: {
        sigla: sessao.sigla,
        idFluxo,
        alteradoPor: sessao.email,
        sala: dados.room,
        nomeEntidade: dados.nomeEntidade,
        nomePropriedade: dados.nomePropriedade,
        valor: dados.valor,
      },
    }),
  ]);
}
