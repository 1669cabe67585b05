import { beforeAll, describe, expect, it } from 'vitest';
import { salaNotificacao } from '@wf/shared/realtime';
import { conexoesDaSala, entrarNaSala } from '../../functions/src/data/repositories/conexaoRepository';
import type { AmbienteDeTeste } from '../api/support/ambientes';
import { conectarComSessao } from './support/socket';
import { novoAmbiente, pessoaConectavel } from './support/sessoes';
import { depsDaTabela } from '../support/tabela';
import { aguardarRepouso } from '../support/repouso';
import { aguardarQue } from './support/tabela';

let amb: AmbienteDeTeste;
const tabela = depsDaTabela();
beforeAll(async () => {
  amb = await novoAmbiente();
});

const atualizarNome = (pessoa: Awaited<ReturnType<typeof pessoaConectavel>>, nome: string) =>
  pessoa.http.put('/api/usuario/atualizar', { nome }, { sigla: pessoa.sigla });

describe('event path to the socket', () => {
  it("delivers an account update to the owner's socket: outbox, Stream, bus, fan-out, @connections", async () => {
    const ana = await pessoaConectavel(amb, 'Ana Souza');
    const socket = await conectarComSessao(ana.cookie, amb.sigla);

    expect((await atualizarNome(ana, 'Ana Souza Lima')).status).toBe(200);

    const mensagem = await socket.aguardar((m) => m.tipo === 'usuarioAtualizado');
    expect(mensagem).toEqual({
      tipo: 'usuarioAtualizado',
      sala: salaNotificacao(amb.sigla, ana.usuarioId),
      dados: {
        idEvento: expect.any(String),
        ocorridoEm: expect.any(String),
        sigla: amb.sigla,
        usuarioId: ana.usuarioId,
        alteradoPor: ana.usuarioId,
      },
    });
    await socket.fechar();
  });

  it("does not deliver one user's event to another user's socket", async () => {
    const bruno = await pessoaConectavel(amb, 'Bruno Reis');
    const carla = await pessoaConectavel(amb, 'Carla Dias');
    const socketBruno = await conectarComSessao(bruno.cookie, amb.sigla);
    const socketCarla = await conectarComSessao(carla.cookie, amb.sigla);

    await atualizarNome(bruno, 'Bruno Reis Filho');
    await socketBruno.aguardar((m) => m.tipo === 'usuarioAtualizado');

    // Carla may still hear her own sign-up event; nothing of Bruno's may reach her. Bruno's socket
    // may be served by the other part of the fan-out than hers: the tenant at rest, then her pong.
    await aguardarRepouso({ sigla: amb.sigla });
    await socketCarla.emDia();
    expect(socketCarla.recebidas.filter((m) => JSON.stringify(m).includes(bruno.usuarioId))).toEqual([]);
    await Promise.all([socketBruno.fechar(), socketCarla.fechar()]);
  });

  it('removes a closed socket from its rooms', async () => {
    const davi = await pessoaConectavel(amb, 'Davi Melo');
    const sala = salaNotificacao(amb.sigla, davi.usuarioId);
    const socket = await conectarComSessao(davi.cookie, amb.sigla);
    expect(await conexoesDaSala(tabela, amb.sigla, sala)).toHaveLength(1);

    await socket.fechar();

    await aguardarQue(async () => (await conexoesDaSala(tabela, amb.sigla, sala)).length === 0);
  });

  it('removes a connection that is gone (410) when an event is fanned out to it', async () => {
    const elisa = await pessoaConectavel(amb, 'Elisa Prado');
    const sala = salaNotificacao(amb.sigla, elisa.usuarioId);
    // A membership whose $disconnect never came: API Gateway answers 410 for its id.
    const sumida = {
      connectionId: 'sumida-elisa=',
      sigla: amb.sigla,
      usuarioId: elisa.usuarioId,
      conectadoEm: new Date().toISOString(),
      expiraEm: 2_000_000_000,
    };
    await entrarNaSala(tabela, sumida, sala);
    const socket = await conectarComSessao(elisa.cookie, amb.sigla);

    await atualizarNome(elisa, 'Elisa Prado Neto');
    await socket.aguardar((m) => m.tipo === 'usuarioAtualizado');

    await aguardarQue(async () => !(await conexoesDaSala(tabela, amb.sigla, sala)).includes(sumida.connectionId));
    expect(await conexoesDaSala(tabela, amb.sigla, sala)).toHaveLength(1);
    await socket.fechar();
  });
});
