import { describe, expect, it } from 'vitest';
import { comIdsTrocados, regraCopiada } from './regrasDaCopia';

const novos = new Map([
  ['etapa-a', 'etapa-A'],
  ['etapa-b', 'etapa-B'],
  ['anexo_1', 'anexo_9'],
  ['etq-1', 'etq-X'],
  ['etq-2', 'etq-Y'],
]);

describe('the rules of a flow copy', () => {
  it('replaces stage, field and label ids wherever the rule names them, comma lists included', () => {
    const json = {
      evento: { key: 'cardEntrarEtapa', idEtapa: 'etapa-a' },
      acoes: [
        { key: 'moverCard', formulario: { idEtapaMoveCard: 'etapa-b' } },
        { key: 'moverAnexoFormulario', formulario: { campos: ['anexo_1'] } },
        { key: 'adicionarEtiquetas', formulario: { addEtiquetasIds: 'etq-1,etq-2,{{ETIQUETA}}' } },
        { key: 'moverCardOutroFluxo', formulario: { idFluxoMoveCard: 'f-outro', idEtapaMoveCard: 'e-outro' } },
        { key: 'adicionarComentario', formulario: { comment: 'Etapa etapa-a, veja {{card.titulo}}' } },
      ],
    };
    expect(comIdsTrocados(json, novos)).toEqual({
      evento: { key: 'cardEntrarEtapa', idEtapa: 'etapa-A' },
      acoes: [
        { key: 'moverCard', formulario: { idEtapaMoveCard: 'etapa-B' } },
        { key: 'moverAnexoFormulario', formulario: { campos: ['anexo_9'] } },
        { key: 'adicionarEtiquetas', formulario: { addEtiquetasIds: 'etq-X,etq-Y,{{ETIQUETA}}' } },
        { key: 'moverCardOutroFluxo', formulario: { idFluxoMoveCard: 'f-outro', idEtapaMoveCard: 'e-outro' } },
        // Text that merely contains an id is text, not a reference.
        { key: 'adicionarComentario', formulario: { comment: 'Etapa etapa-a, veja {{card.titulo}}' } },
      ],
    });
    expect(json.evento.idEtapa).toBe('etapa-a');
  });

  it('is off, new, without runs and created by who copies', () => {
    const r = regraCopiada(
      { descricao: 'Avisar', jsonRegras: { evento: { idEtapa: 'etapa-a' } } },
      {
        id: 'r2',
        idFluxo: 'f2',
        criador: { id: 'u2', email: 'b@x.com', nome: 'Bia' },
        novosIds: novos,
        agora: new Date('2026-01-02T03:04:05Z'),
      },
    );
    expect(r).toEqual({
      id: 'r2',
      idFluxo: 'f2',
      descricao: 'Avisar',
      ativo: 'N',
      idUsuarioCriador: 'u2',
      emailCriador: 'b@x.com',
      nomeCriador: 'Bia',
      numExecucoes: 0,
      dataHoraCriacao: '2026-01-02T03:04:05.000Z',
      dataHoraAlteracao: '2026-01-02T03:04:05.000Z',
      versao: 1,
      jsonRegras: { evento: { idEtapa: 'etapa-A' } },
    });
  });
});
