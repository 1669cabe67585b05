import { describe, expect, it } from 'vitest';
import { camposDoModelo, etapasDoModelo } from './propostas';
import { jsonRegrasDoModelo } from './regraProposta';

let n = 0;
const novoId = () => `id${++n}`;

describe("AI proposals as the product's shapes", () => {
  it('fields: options as manual options, "required" only where allowed, repeated titles numbered', () => {
    const { campos, erros } = camposDoModelo(
      [
        { titulo: 'Aprovado?', keyCampo: 'radio', obrigatorio: true, opcoes: ['Sim', 'Não'] },
        { titulo: 'Nome', keyCampo: 'textoCurto', obrigatorio: true, opcoes: [] },
        { titulo: 'Nome', keyCampo: 'textoCurto', obrigatorio: false, opcoes: [] },
      ],
      novoId,
    );
    expect(erros).toEqual([]);
    expect(campos[0]).toMatchObject({ keyCampo: 'radio', opcoesListagensManual: [{ label: 'Sim' }, { label: 'Não' }] });
    expect(campos.map((c) => c.titulo)).toEqual(['Aprovado?', 'Nome', 'Nome 2']);
  });

  it('fields: an option field without options is reported (the repair asks again)', () => {
    const { erros } = camposDoModelo(
      [{ titulo: 'Tipo', keyCampo: 'selecaoOpcoes', obrigatorio: false, opcoes: [] }],
      novoId,
    );
    expect(erros).toHaveLength(1);
  });

  it('stages: exactly one initial, destinations must be stages of the proposal, names unique', () => {
    const etapa = (descricao: string, destinos: string[], etapaInicial = false) => ({
      descricao,
      etapaInicial,
      etapaFinal: false,
      destinos,
      campos: [],
    });
    const ok = etapasDoModelo([etapa('A', ['B']), etapa('B', [])], novoId);
    expect(ok.erros).toEqual([]);
    expect(ok.listaEtapas.map((e) => e.etapaInicial)).toEqual(['S', 'N']);
    expect(etapasDoModelo([etapa('A', ['Z']), etapa('A', [])], novoId).erros).toHaveLength(2);
  });

  it("rules: the editor's jsonRegras; stages not of the flow and broken JSON forms are reported", () => {
    const regra = {
      descricao: 'Mover',
      evento: 'cardCriado' as const,
      idEtapaEvento: null,
      operacaoLogica: 'AND' as const,
      condicoes: [{ variavel: 'VALOR', operador: 'maior' as const, valor: '5000', tipoDado: 'N' as const }],
      acoes: [{ key: 'moverCard' as const, formularioJson: '{"idEtapaMoveCard":"e2"}' }],
    };
    const ok = jsonRegrasDoModelo(regra, new Set(['e1', 'e2']), novoId);
    expect(ok.erros).toEqual([]);
    expect(ok.jsonRegras).toMatchObject({
      evento: { key: 'cardCriado' },
      condicionais: { listaCondicionais: [{ operador: { key: 'maior' }, operandoDois: { nomeInterno: '5000' } }] },
      acoes: [{ key: 'moverCard', formulario: { idEtapaMoveCard: 'e2' }, prioridade: 1 }],
    });
    expect(jsonRegrasDoModelo(regra, new Set(['e1']), novoId).erros).toHaveLength(1);
    const quebrada = { ...regra, acoes: [{ key: 'moverCard' as const, formularioJson: '{' }] };
    expect(jsonRegrasDoModelo(quebrada, new Set(['e2']), novoId).erros).toHaveLength(1);
  });
});
