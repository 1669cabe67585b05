import { describe, expect, it } from 'vitest';
import { mensagensRegra, type CondicaoRegra } from '@wf/shared/schemas/regra';
import {
  acoesDisponiveis,
  dataNoPassado,
  errosDoFormulario,
  gravarAcao,
  operadoresDoTipo,
  trocarOperador,
  trocarOperandoUm,
} from './regraEdicao';

const condicao = (): CondicaoRegra => ({
  id: 'c1',
  operandoUm: { nomeInterno: 'NOME', tipoDado: 'A' },
  operador: { key: 'contem', value: 'Contém' },
  operandoDois: { nomeInterno: 'x', tipoDado: 'A' },
});

describe('rule editor helpers', () => {
  it('offers the operators of the first operand data type', () => {
    expect(operadoresDoTipo('A')).toContain('contem');
    expect(operadoresDoTipo('N')).not.toContain('contem');
    expect(operadoresDoTipo('N')).toContain('maior');
    expect(operadoresDoTipo('A')).not.toContain('maior');
  });

  it('drops an operator the new type lacks, and the second operand with it', () => {
    const nova = trocarOperandoUm(condicao(), { nomeInterno: 'VALOR', tipoDado: 'N' });
    expect(nova.operador).toBeUndefined();
    expect(nova.operandoDois).toBeNull();
    expect(trocarOperador(condicao(), 'vazio').operandoDois).toBeNull();
  });

  it('offers each action once, other-flow actions only when the flow may send cards', () => {
    const acoes = gravarAcao([], 'adicionarComentario', { comment: 'a' });
    expect(acoesDisponiveis(acoes, true)).not.toContain('adicionarComentario');
    expect(acoesDisponiveis([], false)).not.toContain('moverCardOutroFluxo');
    expect(acoesDisponiveis([], true)).toContain('moverCardOutroFluxo');
    // Re-saving replaces the formulario, keeping one action.
    const editadas = gravarAcao(acoes, 'adicionarComentario', { comment: 'b' });
    expect(editadas).toHaveLength(1);
    expect(editadas[0].formulario).toEqual({ comment: 'b' });
  });

  it('gives each field its contract message, and refuses a past due date', () => {
    expect(errosDoFormulario('adicionarResponsaveis', { addResponsaveis: '' })).toEqual({
      addResponsaveis: mensagensRegra.selecioneResponsavel,
    });
    expect(
      errosDoFormulario('acionarWebhook', {
        acionarWebhookMetodo: 'POST',
        acionarWebhookEndpoint: 'https://x',
        acionarWebhookJsonBody: '{x',
      }),
    ).toEqual({
      acionarWebhookJsonBody: mensagensRegra.jsonInvalido,
    });
    const hoje = new Date(2026, 10, 26);
    expect(dataNoPassado('25/11/2026', hoje)).toBe(true);
    expect(dataNoPassado('26/11/2026', hoje)).toBe(false);
    expect(dataNoPassado('{{DATA}}', hoje)).toBe(false);
  });
});
