import { beforeAll, describe, expect, it } from 'vitest';
import { nomeSala } from '@wf/shared/realtime';
import type { AmbienteDeTeste } from '../api/support/ambientes';
import { criarFluxo } from '../api/support/fluxos';
import { conectarComSessao } from './support/socket';
import { novoAmbiente, pessoaConectavel } from './support/sessoes';

/**
 * POST /api/common/socket/atualizar-propriedade/{idFluxo}: a client announces a property change
 * to a room of the flow; it reaches the room's sockets. Only the flow's own rooms, in the
 * session's tenant, and only for a person who sees the flow.
 */
let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await novoAmbiente();
});

const rota = (idFluxo: string) => `/api/common/socket/atualizar-propriedade/${idFluxo}`;

describe('a property announced to a flow room', () => {
  it("reaches the room's sockets with what was sent", { timeout: 60_000 }, async () => {
    const dono = await pessoaConectavel(amb, 'Dalva Dona');
    const fluxo = await criarFluxo(dono);
    const sala = nomeSala('FLUXO', amb.sigla, fluxo.id);
    const socket = await conectarComSessao(dono.cookie, amb.sigla);
    socket.enviar({ acao: 'entrar', sala });
    await socket.aguardar((m) => m.tipo === 'entrou');

    const corpo = {
      nomeEntidade: 'Instancia',
      nomePropriedade: 'descricao',
      valor: { id: 'x1', texto: 'Novo' },
      room: sala,
    };
    const r = await dono.http.post<{ mensagem: string }>(rota(fluxo.id), corpo, { sigla: amb.sigla });
    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe('Propriedade enviada');

    // The runtime is shared with other test files: a bulk job's thousands of events may be ahead
    // of this one in the fan-out's queue.
    const mensagem = await socket.aguardar((m) => m.tipo === 'propriedadeAtualizada', 45_000);
    expect(mensagem).toMatchObject({
      tipo: 'propriedadeAtualizada',
      sala,
      dados: {
        idFluxo: fluxo.id,
        alteradoPor: dono.email,
        nomeEntidade: 'Instancia',
        nomePropriedade: 'descricao',
        valor: { id: 'x1', texto: 'Novo' },
      },
    });
    await socket.fechar();
  });

  it('refuses a room that is not one of the flow, a flow the person does not see, and a malformed body', async () => {
    const dono = await pessoaConectavel(amb, 'Davi Dono');
    const estranho = await pessoaConectavel(amb, 'Ester Estranha');
    const fluxo = await criarFluxo(dono);
    const outro = await criarFluxo(dono);
    const corpo = (room: string) => ({ nomeEntidade: 'Fluxo', nomePropriedade: 'descricao', valor: 'x', room });

    const outraSala = await dono.http.post<{ mensagem: string; tipo: string }>(
      rota(fluxo.id),
      corpo(nomeSala('FLUXO', amb.sigla, outro.id)),
      { sigla: amb.sigla },
    );
    expect(outraSala.status).toBe(400);
    expect(outraSala.body.mensagem).toBe('A sala deve ser a do fluxo (FLUXO ou CHAT-FLUXO) neste ambiente');
    const outroAmbiente = await dono.http.post(rota(fluxo.id), corpo(nomeSala('FLUXO', 'OUTRO', fluxo.id)), {
      sigla: amb.sigla,
    });
    expect(outroAmbiente.status).toBe(400);
    const notificacao = await dono.http.post(
      rota(fluxo.id),
      corpo(nomeSala('NOTIFICACAO', amb.sigla, estranho.usuarioId)),
      { sigla: amb.sigla },
    );
    expect(notificacao.status).toBe(400);

    const semAcesso = await estranho.http.post<{ tipo: string }>(
      rota(fluxo.id),
      corpo(nomeSala('FLUXO', amb.sigla, fluxo.id)),
      { sigla: amb.sigla },
    );
    expect(semAcesso.status).toBe(404);

    const semNome = await dono.http.post<{ mensagem: string }>(
      rota(fluxo.id),
      { ...corpo(nomeSala('FLUXO', amb.sigla, fluxo.id)), nomePropriedade: '' },
      { sigla: amb.sigla },
    );
    expect(semNome.status).toBe(400);
    expect(semNome.body.mensagem).toContain('nomePropriedade é obrigatório');
  });
});
