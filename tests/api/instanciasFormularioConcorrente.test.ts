import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { atualizarFormulario } from '../../functions/src/domains/instancias/services/formularioService';
import type { AppDeps } from '../../functions/src/kernel/deps';
import type { Sessao } from '../../functions/src/kernel/sessao';
import { depsDaTabela } from '../support/tabela';
import { ambienteComDono, campo, fluxoComTresEtapas } from './support/fluxos';
import { criarCard, salvarCampos } from './support/instancias';

/**
 * A card's first form values are written as the whole map, conditioned on the card having none.
 * A write that lands between the read and that one (another person's first value, or the same
 * values by a rule's action delivered again after a crash) must not turn the change into
 * "alterado por outra pessoa": it is read again once and goes on field by field.
 */
describe('the first values of a form saved by two writers at once', () => {
  it('keeps both: the loser of the race reads again and writes its field over the map', async () => {
    const { dono } = await ambienteComDono();
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [campo('Cidade'), campo('Estado')]);
    const card = await criarCard(dono, fluxo.id);
    const tabela = depsDaTabela();
    // Just before this change's first transaction, another write gives the card its first value.
    let corrida = true;
    const db = {
      send: async (comando: unknown) => {
        if (corrida && comando instanceof TransactWriteCommand) {
          corrida = false;
          const r = await dono.http.put(
            `/api/instancia/formulario/atualizar/${card.id}`,
            { newValuesFormulario: { ESTADO: 'SP' } },
            { sigla: dono.sigla },
          );
          expect(r.status).toBe(200);
        }
        return tabela.db.send(comando as never);
      },
    };
    const sessao: Sessao = {
      sigla: dono.sigla,
      usuarioId: dono.usuarioId,
      email: dono.email,
      perfilUsuario: '1',
      sessaoId: 'teste',
    };
    const deps = { ...tabela, db } as unknown as AppDeps;
    const r = await atualizarFormulario(deps, sessao, card.id, { CIDADE: 'Campinas' });
    expect(corrida).toBe(false);
    expect(r.jsonDadosExecucao.listaValoresFormulario).toMatchObject({ CIDADE: 'Campinas', ESTADO: 'SP' });
  });
});
