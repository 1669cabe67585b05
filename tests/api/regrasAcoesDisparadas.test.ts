import { beforeAll, describe, expect, it } from 'vitest';
import type { ExecucaoRegra } from '@wf/shared/schemas/regra';
import { eventually } from '../support/eventually';
import { ambienteComDono, campo, criarEtiqueta, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { criarCard, moverCard, salvarCampos } from './support/instancias';
import { criarRegra, jsonRegra } from './support/regras';
import { cardPelaApi, eventosDaRegra } from './support/regrasAcoes';

/**
 * The in-card actions fired for real: a rule saved through the API, a person's move through the
 * API, the engine consuming the move's event from the local bus; the effects read back through
 * the API, the run recorded without error, and the actions' events carrying depth 1 (a rule
 * fired by a person's change).
 */

let dono: Pessoa;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const execucoes = async (idRegra: string) => {
  const r = await dono.http.get<{ listaExecucoesRegra: ExecucaoRegra[] }>(`/api/fluxo/regras/detalhes-execucoes/${idRegra}`, { sigla: dono.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.listaExecucoesRegra;
};

const umaExecucao = (idRegra: string) =>
  eventually(async () => {
    const l = await execucoes(idRegra);
    return l.length ? l : undefined;
  }, 45_000, 250);

describe('in-card actions fired by a real move', () => {
  it('moverCard: entering B moves the card on to C, once', async () => {
    const { fluxo, b, c } = await fluxoComTresEtapas(dono);
    const regra = await criarRegra(
      dono,
      fluxo.id,
      jsonRegra({ idEtapa: b.id, acoes: [{ key: 'moverCard', formulario: { idEtapaMoveCard: c.id } }] }),
    );
    const card = await criarCard(dono, fluxo.id);

    expect((await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id })).status).toBe(200);

    const lista = await umaExecucao(regra.id);
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({ comErro: 'N' });
    expect(lista[0]!.detalhesErro).toContain(`Card movido para a etapa "${c.descricao}"`);
    expect((await cardPelaApi(dono, card.id)).Etapa.id).toBe(c.id);
    const entradas = (await eventosDaRegra(card.id, 'cardEntrarEtapa')).filter((e) => e.idEtapa === c.id);
    expect(entradas).toHaveLength(1);
    expect(entradas[0]).toMatchObject({ idEtapaOrigem: b.id, profundidadeRegra: 1, alteradoPor: dono.email });
  });

  it('adicionarEtiquetas, alterarValoresCampos, adicionarResponsaveis, definirVencimento and atualizarDescricao in one rule', async () => {
    const { fluxo, b } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, b.id, [campo('Status'), campo('Valor aprovado', { keyCampo: 'number', nomeVariavel: 'VALOR_APROVADO' })]);
    const urgente = await criarEtiqueta(dono, fluxo.id, 'Urgente');
    const regra = await criarRegra(
      dono,
      fluxo.id,
      jsonRegra({
        idEtapa: b.id,
        acoes: [
          { key: 'adicionarEtiquetas', formulario: { addEtiquetasIds: urgente.id } },
          {
            key: 'alterarValoresCampos',
            formulario: { campos: [{ nome: 'STATUS', valor: 'Em {{etapa.nome}} por {{usuario.email}}' }, { nome: 'VALOR_APROVADO', valor: '1234,5' }] },
          },
          { key: 'adicionarResponsaveis', formulario: { addResponsaveis: '{{usuario.email}}' } },
          { key: 'definirVencimento', formulario: { dataVencimento: '31/12/2099' } },
          { key: 'atualizarDescricao', formulario: { descricao: '[Aprovação] {{card.titulo}}' } },
        ],
      }),
    );
    const card = await criarCard(dono, fluxo.id, 'Notebook');

    expect((await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id })).status).toBe(200);

    const [execucao] = await umaExecucao(regra.id);
    expect(execucao, JSON.stringify(execucao)).toMatchObject({ comErro: 'N' });
    const lido = await cardPelaApi(dono, card.id);
    expect(lido.listaInstanciaEtiquetas.map((e) => e.id)).toEqual([urgente.id]);
    expect(lido.jsonDadosExecucao.listaValoresFormulario).toMatchObject({
      STATUS: `Em ${b.descricao} por ${dono.email}`,
      VALOR_APROVADO: 1234.5,
    });
    expect(lido.listaInstanciaResp.map((p) => p.email)).toEqual([dono.email]);
    expect(lido.dataVencimento).toBe('2099-12-31');
    expect(lido.descricao).toBe('[Aprovação] Notebook');
    const [vinculada] = await eventosDaRegra(card.id, 'etiquetaVinculada');
    expect(vinculada).toMatchObject({ idEtiqueta: urgente.id, profundidadeRegra: 1 });
    const [valores] = await eventosDaRegra(card.id, 'campoFormularioAtualizado');
    expect(valores).toMatchObject({ nomesVariaveis: ['STATUS', 'VALOR_APROVADO'], profundidadeRegra: 1 });
  });
});
