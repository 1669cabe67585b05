import { beforeAll, describe, expect, it } from 'vitest';
import { nomeSala } from '@wf/shared/realtime';
import type { AmbienteDeTeste } from '../api/support/ambientes';
import { autorizar, criarEtapa, criarFluxo } from '../api/support/fluxos';
import { conectarComSessao } from './support/socket';
import { novoAmbiente, pessoaConectavel } from './support/sessoes';

let amb: AmbienteDeTeste;
beforeAll(async () => {
  amb = await novoAmbiente();
});

describe("a flow's room", () => {
  it('hears the changes of the flow: a stage created by the owner reaches an authorised colleague', async () => {
    const dono = await pessoaConectavel(amb, 'Dora Dona');
    const colega = await pessoaConectavel(amb, 'Caio Colega');
    const fluxo = await criarFluxo(dono);
    const entrada = (await criarEtapa(dono, fluxo.id, 'Entrada')).Etapa;
    await autorizar(dono, entrada.id, colega.email);
    const sala = nomeSala('FLUXO', amb.sigla, fluxo.id);
    const socket = await conectarComSessao(colega.cookie, amb.sigla);
    socket.enviar({ acao: 'entrar', sala });
    await socket.aguardar((m) => m.tipo === 'entrou' && m.sala === sala);

    const nova = (await criarEtapa(dono, fluxo.id, 'Análise', [entrada.id])).Etapa;

    // The room may still hear the first stage's event (delivery is asynchronous): wait for this one.
    const mensagem = await socket.aguardar((m) => m.tipo === 'etapaCriada' && m.dados.idEtapa === nova.id);
    expect(mensagem).toEqual({
      tipo: 'etapaCriada',
      sala,
      dados: {
        idEvento: expect.any(String),
        ocorridoEm: expect.any(String),
        sigla: amb.sigla,
        idFluxo: fluxo.id,
        alteradoPor: dono.email,
        idEtapa: nova.id,
        descricaoEtapa: 'Análise',
        idsEtapasRel: [`${entrada.id}_${nova.id}`],
      },
    });
    await socket.fechar();
  });
});
