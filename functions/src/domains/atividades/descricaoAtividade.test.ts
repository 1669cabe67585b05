import { describe, expect, it } from 'vitest';
import type { EventoLido } from '@wf/shared/events';
import { descricaoDaAtividade } from './descricaoAtividade';

const base = {
  idEvento: 'e1',
  sigla: 'AVMB',
  ocorridoEm: '2025-01-01T00:00:00.000Z',
  idFluxo: 'f1',
  alteradoPor: 'ana@x.com',
};

describe('activity lines', () => {
  it.each<[EventoLido, string]>([
    [{ tipo: 'fluxoCriado', detalhe: { ...base, descricao: 'Compras' } }, 'Criou o fluxo "Compras"'],
    [
      { tipo: 'fluxoCriado', detalhe: { ...base, descricao: 'B', idFluxoOrigem: 'f0', descricaoFluxoOrigem: 'A' } },
      'Criou o fluxo "B" como cópia de "A"',
    ],
    [
      { tipo: 'fluxoAtualizado', detalhe: { ...base, descricao: 'Novo', alteracao: 'renomeado' } },
      'Renomeou o fluxo para "Novo"',
    ],
    [{ tipo: 'fluxoAtualizado', detalhe: { ...base, descricao: 'X', alteracao: 'arquivado' } }, 'Arquivou o fluxo'],
    [
      { tipo: 'etapaCriada', detalhe: { ...base, idEtapa: 'e', descricaoEtapa: 'Triagem', idsEtapasRel: [] } },
      'Criou a etapa "Triagem"',
    ],
    [
      {
        tipo: 'etapaClonada',
        detalhe: { ...base, idEtapa: 'e2', descricaoEtapa: 'B', idEtapaReferencia: 'e', descricaoEtapaReferencia: 'A' },
      },
      'Clonou a etapa "A" como "B"',
    ],
    [
      {
        tipo: 'conexaoCriada',
        detalhe: {
          ...base,
          idEtapaRel: 'a_b',
          idEtapaOrigem: 'a',
          idEtapaDestino: 'b',
          descricaoEtapaOrigem: 'A',
          descricaoEtapaDestino: 'B',
        },
      },
      'Conectou a etapa "A" à etapa "B"',
    ],
    [
      {
        tipo: 'autorizacaoEtapaAlterada',
        detalhe: {
          ...base,
          operacao: 'INSERIR',
          emailAutorizado: 'bia@x.com',
          idsEtapas: ['e'],
          descricoesEtapas: ['Triagem'],
        },
      },
      'Concedeu acesso a bia@x.com na etapa "Triagem"',
    ],
    [
      {
        tipo: 'autorizacaoEtapaAlterada',
        detalhe: {
          ...base,
          operacao: 'COPIAR',
          emailAutorizado: null,
          idsEtapas: ['a', 'b'],
          descricoesEtapas: ['A', 'B'],
        },
      },
      'Copiou autorizações para as etapas "A", "B"',
    ],
    [
      { tipo: 'etiquetaExcluida', detalhe: { ...base, idEtiqueta: 'l', descricaoEtiqueta: 'Urgente' } },
      'Excluiu a etiqueta "Urgente"',
    ],
  ])('%#: writes the pt-BR line', (evento, linha) => {
    expect(descricaoDaAtividade(evento)).toBe(linha);
  });

  it('keeps no line for node drags, the deletion of the flow, or account events', () => {
    expect(descricaoDaAtividade({ tipo: 'posicoesAtualizadas', detalhe: { ...base, idsEtapas: ['e'] } })).toBeNull();
    expect(descricaoDaAtividade({ tipo: 'fluxoExcluido', detalhe: { ...base, descricao: 'X' } })).toBeNull();
    expect(
      descricaoDaAtividade({
        tipo: 'usuarioAtivado',
        detalhe: { idEvento: 'e', sigla: 'AVMB', ocorridoEm: '', usuarioId: 'u' },
      }),
    ).toBeNull();
  });
});
