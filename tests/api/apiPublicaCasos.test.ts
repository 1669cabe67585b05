import { beforeAll, describe, expect, it } from 'vitest';
import { mensagensCard } from '@wf/shared/constants/cards';
import { mensagensRegra } from '@wf/shared/schemas/regra';
import { ligarApi } from './support/acessoApiV1';
import { clienteApiV1 } from './support/clienteApiV1';
import { ambienteComDono, campo, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { salvarCampos } from './support/instancias';
import { criarRegra, jsonRegra } from './support/regras';

/**
 * What an integration meets through /api/v1 as a person meets it on the screen: a rule that blocks
 * a move, and the initial stage's form checked on create and on PATCH (through the generated
 * client, each answer checked against the document).
 */

let dono: Pessoa;
let api: ReturnType<typeof clienteApiV1>;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
  api = clienteApiV1(await ligarApi(dono));
});

/** A flow A -> B -> C whose stage A has a number field VALOR and an e-mail field CONTATO. */
async function fluxoComFormulario() {
  const etapas = await fluxoComTresEtapas(dono);
  await salvarCampos(dono, etapas.a.id, [
    campo('Valor', { keyCampo: 'number', nomeVariavel: 'VALOR' }),
    campo('Contato', { keyCampo: 'email', nomeVariavel: 'CONTATO' }),
  ]);
  return etapas;
}

const etapaDoCard = async (idCard: string) =>
  (await api.GET('/api/v1/cards/{idCard}', { params: { path: { idCard } } })).data!.Instancia.Etapa?.id;

describe('a move through /api/v1 blocked by a rule', () => {
  it("answers 422 'Movimentação impedida' as the board does, and the card stays", async () => {
    const { fluxo, a, b } = await fluxoComFormulario();
    await criarRegra(
      dono,
      fluxo.id,
      jsonRegra({
        evento: 'cardSairEtapa',
        idEtapa: a.id,
        condicoes: [{ um: 'VALOR', operador: 'maior', dois: '5000', tipoDado: 'N' }],
        acoes: [{ key: 'bloquearMovimentacao' }],
      }),
    );
    const criar = (descricao: string, VALOR: number) =>
      api.POST('/api/v1/cards', { body: { idFluxo: fluxo.id, descricao, valoresFormulario: { VALOR } } });
    const caro = (await criar('Caro', 9000)).data!.Instancia.id;
    const barato = (await criar('Barato', 100)).data!.Instancia.id;

    const mover = (idCard: string) =>
      api.POST('/api/v1/cards/{idCard}/movimentacoes', {
        params: { path: { idCard } },
        body: { idEtapaDestino: b.id },
      });
    const impedida = await mover(caro);
    const livre = await mover(barato);

    expect(impedida.response.status, JSON.stringify(impedida.error)).toBe(422);
    expect(impedida.error).toMatchObject({ mensagem: mensagensRegra.movimentacaoImpedida });
    expect(await etapaDoCard(caro)).toBe(a.id);
    expect(livre.response.status, JSON.stringify(livre.error)).toBe(200);
    expect(await etapaDoCard(barato)).toBe(b.id);
  });
});

describe('form values through /api/v1', () => {
  it('creates a card with the form values (by nomeVariavel) and refuses a bad one with the form message', async () => {
    const { fluxo } = await fluxoComFormulario();

    const criado = await api.POST('/api/v1/cards', {
      body: {
        idFluxo: fluxo.id,
        descricao: 'Com formulário',
        valoresFormulario: { VALOR: '1234,5', CONTATO: 'a@b.com.br' },
      },
    });
    const invalido = await api.POST('/api/v1/cards', {
      body: { idFluxo: fluxo.id, descricao: 'Valor ruim', valoresFormulario: { VALOR: 'muito' } },
    });

    expect(criado.response.status, JSON.stringify(criado.error)).toBe(201);
    expect(criado.data!.Instancia.jsonDadosExecucao.listaValoresFormulario).toMatchObject({
      VALOR: 1234.5,
      CONTATO: 'a@b.com.br',
    });
    expect(invalido.response.status).toBeGreaterThanOrEqual(400);
    expect(invalido.response.status).toBeLessThan(500);
    expect(JSON.stringify(invalido.error)).toContain(mensagensCard.numeroInvalido);
  });

  it('PATCH changes form values, keeps the others, and refuses a bad one with the form message', async () => {
    const { fluxo } = await fluxoComFormulario();
    const criado = await api.POST('/api/v1/cards', {
      body: { idFluxo: fluxo.id, descricao: 'Para alterar', valoresFormulario: { VALOR: 10, CONTATO: 'x@y.com.br' } },
    });
    const idCard = criado.data!.Instancia.id;
    const path = { idCard };

    const alterado = await api.PATCH('/api/v1/cards/{idCard}', {
      params: { path },
      body: { valoresFormulario: { VALOR: 20 } },
    });
    const invalido = await api.PATCH('/api/v1/cards/{idCard}', {
      params: { path },
      body: { valoresFormulario: { CONTATO: 'não é e-mail' } },
    });
    const lido = await api.GET('/api/v1/cards/{idCard}', { params: { path } });

    expect(alterado.response.status, JSON.stringify(alterado.error)).toBe(200);
    expect(invalido.response.status).toBeGreaterThanOrEqual(400);
    expect(invalido.response.status).toBeLessThan(500);
    expect(JSON.stringify(invalido.error)).toContain(mensagensCard.emailInvalido);
    expect(lido.data!.Instancia.jsonDadosExecucao.listaValoresFormulario).toMatchObject({
      VALOR: 20,
      CONTATO: 'x@y.com.br',
    });
  });
});
