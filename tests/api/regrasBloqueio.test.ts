import { beforeAll, describe, expect, it } from 'vitest';
import { mensagensRegra, type ExecucaoRegra } from '@wf/shared/schemas/regra';
import type { Fluxo } from '@wf/shared/types/fluxo';
import type { RespostaInstancia } from '@wf/shared/types/instancia';
import { eventually } from '../support/eventually';
import { comoErro } from './support/clienteHttp';
import { ambienteComDono, campo, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { cardsDaEtapa, criarCard, moverCard, salvarCampos } from './support/instancias';
import { criarRegra, jsonRegra } from './support/regras';

let dono: Pessoa;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const etapaDoCard = async (id: string) => {
  const r = await dono.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${id}`, { sigla: dono.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Instancia.Etapa.id;
};

const flagsFluxo = async (f: Fluxo, flags: Record<string, string>) => {
  const r = await dono.http.put(
    '/api/fluxos/atualizar',
    { Fluxo: { id: f.id, descricao: f.descricao, icone: f.icone, detalhes: f.detalhes, ...flags } },
    { sigla: dono.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

const impedida = (r: { status: number; body: unknown }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(comoErro(r as never).mensagem).toBe(mensagensRegra.movimentacaoImpedida);
};

/** A flow whose rule keeps a card of Valor > 5000 in the first stage (cardSairEtapa + bloquearMovimentacao). */
async function fluxoComBloqueio() {
  const etapas = await fluxoComTresEtapas(dono);
  await salvarCampos(dono, etapas.a.id, [campo('Valor', { keyCampo: 'number', nomeVariavel: 'VALOR' })]);
  await criarRegra(
    dono,
    etapas.fluxo.id,
    jsonRegra({
      evento: 'cardSairEtapa',
      idEtapa: etapas.a.id,
      condicoes: [{ um: 'VALOR', operador: 'maior', dois: '5000', tipoDado: 'N' }],
      acoes: [{ key: 'bloquearMovimentacao' }],
    }),
  );
  return etapas;
}

describe('bloquearMovimentacao on every move path', () => {
  it('refuses the one-card move (board drag and the card modal) when the rule holds, and only then', async () => {
    const { fluxo, a, b, c } = await fluxoComBloqueio();
    const caro = await criarCard(dono, fluxo.id, 'Caro', { listaValoresFormulario: { VALOR: 9000 } });
    const barato = await criarCard(dono, fluxo.id, 'Barato', { listaValoresFormulario: { VALOR: 100 } });

    impedida(await moverCard(dono, { idInstancia: caro.id, idEtapaDestino: b.id, idInstanciaPosterior: barato.id }));
    impedida(await moverCard(dono, { idInstancia: caro.id, idEtapaDestino: b.id }));
    expect(await etapaDoCard(caro.id)).toBe(a.id);
    expect((await moverCard(dono, { idInstancia: barato.id, idEtapaDestino: b.id })).status).toBe(200);

    // A rule on entering a stage (no conditions: always) blocks every card going there.
    await criarRegra(
      dono,
      fluxo.id,
      jsonRegra({ evento: 'cardEntrarEtapa', idEtapa: c.id, acoes: [{ key: 'bloquearMovimentacao' }] }),
    );
    impedida(await moverCard(dono, { idInstancia: barato.id, idEtapaDestino: c.id }));
    expect(await etapaDoCard(barato.id)).toBe(b.id);
  });

  it('refuses the bulk move of a stage with a blocked card, moving nothing', async () => {
    const { fluxo, a, b } = await fluxoComBloqueio();
    await criarCard(dono, fluxo.id, 'Caro', { listaValoresFormulario: { VALOR: 9000 } });
    await criarCard(dono, fluxo.id, 'Barato', { listaValoresFormulario: { VALOR: 100 } });
    impedida(await moverCard(dono, { idEtapaOrigem: a.id, idEtapaDestino: b.id }));
    expect((await cardsDaEtapa(dono, a.id)).map((x) => x.descricao).sort()).toEqual(['Barato', 'Caro']);
    expect(await cardsDaEtapa(dono, b.id)).toEqual([]);
  });

  it('refuses a move or copy to another flow when a rule of either flow blocks it', async () => {
    const um = await fluxoComBloqueio();
    const dois = await fluxoComTresEtapas(dono);
    await flagsFluxo(um.fluxo, { permitirEnviarCards: 'S' });
    await flagsFluxo(dois.fluxo, { permitirReceberCards: 'S' });
    const caro = await criarCard(dono, um.fluxo.id, 'Caro', { listaValoresFormulario: { VALOR: 9000 } });
    const entre = (idInstancia: string, tipoOperacao: 'M' | 'C') =>
      dono.http.post(
        '/api/instancias/copiar-mover-entre-fluxos',
        { idInstancia, idFluxoDestino: dois.fluxo.id, idEtapaDestino: dois.a.id, tipoOperacao },
        { sigla: dono.sigla },
      );
    // Leaving the stage is blocked; a copy does not leave it.
    impedida(await entre(caro.id, 'M'));
    expect(await etapaDoCard(caro.id)).toBe(um.a.id);
    expect((await entre(caro.id, 'C')).status).toBe(200);
    // Entering the other flow's stage is blocked by that flow's rule: copy refused too.
    await criarRegra(
      dono,
      dois.fluxo.id,
      jsonRegra({ evento: 'cardEntrarEtapa', idEtapa: dois.a.id, acoes: [{ key: 'bloquearMovimentacao' }] }),
    );
    impedida(await entre(caro.id, 'C'));
    expect((await cardsDaEtapa(dono, dois.a.id)).map((x) => x.descricao)).toEqual(['Caro']);
    // The whole stage to the other flow (a bulk job): refused at the request, nothing moves.
    const todos = await dono.http.post(
      '/api/instancias/copiar-mover-entre-fluxos',
      { idEtapaOrigem: um.a.id, idFluxoDestino: dois.fluxo.id, idEtapaDestino: dois.b.id, tipoOperacao: 'M' },
      { sigla: dono.sigla },
    );
    impedida(todos);
    expect((await cardsDaEtapa(dono, um.a.id)).map((x) => x.descricao)).toEqual(['Caro']);
  });

  it("refuses a rule's own moverCard: the execution records the error and the card stays", async () => {
    const { fluxo, a, b } = await fluxoComBloqueio();
    const mover = await criarRegra(
      dono,
      fluxo.id,
      jsonRegra({ evento: 'cardCriado', acoes: [{ key: 'moverCard', formulario: { idEtapaMoveCard: b.id } }] }),
    );
    const caro = await criarCard(dono, fluxo.id, 'Caro', { listaValoresFormulario: { VALOR: 9000 } });
    const barato = await criarCard(dono, fluxo.id, 'Barato', { listaValoresFormulario: { VALOR: 100 } });
    const lista = await eventually(
      async () => {
        const r = await dono.http.get<{ listaExecucoesRegra: ExecucaoRegra[] }>(
          `/api/fluxo/regras/detalhes-execucoes/${mover.id}`,
          {
            sigla: dono.sigla,
          },
        );
        return r.body.listaExecucoesRegra.length >= 2 ? r.body.listaExecucoesRegra : undefined;
      },
      45_000,
      250,
    );
    const doCaro = lista.find((e) => e.Instancia?.id === caro.id)!;
    const doBarato = lista.find((e) => e.Instancia?.id === barato.id)!;
    expect(doCaro.comErro).toBe('S');
    expect(doCaro.detalhesErro).toContain(mensagensRegra.movimentacaoImpedida);
    expect(doBarato.comErro).toBe('N');
    expect(await etapaDoCard(caro.id)).toBe(a.id);
    expect(await etapaDoCard(barato.id)).toBe(b.id);
  });
});
