import { describe, expect, it } from 'vitest';
import type { ResultadoCriarFluxo } from '../api/tipos';
import {
  corpoInserirByGpt,
  iniciarRevisao,
  nomesDestinos,
  problemaDaRevisao,
  removerCampo,
  removerEtapa,
  renomearEtapa,
  renomearFluxo,
} from './propostaFluxo';

const etapa = (descricao: string, destinos: string[], campos: string[] = []) => ({
  descricao,
  etapaInicial: 'N' as const,
  etapaFinal: 'N' as const,
  destinos,
  listaCamposFormulario: campos.map((titulo, i) => ({ id: `c${i}`, keyCampo: 'textoCurto', titulo })),
});

const proposta: ResultadoCriarFluxo = {
  fluxo: {
    descricao: 'Compras',
    detalhes: 'Pedidos de compra',
    icone: 'ShoppingCartOutlined',
    rotuloNovaInstancia: 'Novo pedido',
  } as ResultadoCriarFluxo['fluxo'],
  listaEtapas: [
    { ...etapa('Solicitação', ['Aprovação'], ['Item', 'Valor']), etapaInicial: 'S' },
    etapa('Aprovação', ['Pagamento', 'solicitação ']),
    { ...etapa('Pagamento', []), etapaFinal: 'S' },
  ],
};

describe('review of an AI-proposed flow', () => {
  it('reads the links by name (case and spaces aside) and shows them', () => {
    const r = iniciarRevisao(proposta);
    expect(nomesDestinos(r, r.etapas[1]!)).toEqual(['Pagamento', 'Solicitação']);
  });

  it('a renamed stage keeps its links; the body sends the new names', () => {
    const r = renomearFluxo(renomearEtapa(iniciarRevisao(proposta), '2', 'Pago'), 'Compras da loja');
    const corpo = corpoInserirByGpt(r);
    expect(corpo.Fluxo.descricao).toBe('Compras da loja');
    expect(corpo.Fluxo.icone).toBe('ShoppingCartOutlined');
    expect(corpo.listaEtapasGpt.map((e) => e.descricao)).toEqual(['Solicitação', 'Aprovação', 'Pago']);
    expect(corpo.listaEtapasGpt[1]!.destinos).toEqual(['Pago', 'Solicitação']);
    expect(corpo.listaEtapasGpt[0]!.etapaInicial).toBe('S');
  });

  it('a removed stage takes its links away; a removed field leaves the others', () => {
    const r = removerCampo(removerEtapa(iniciarRevisao(proposta), '2'), '0', 0);
    const corpo = corpoInserirByGpt(r);
    expect(corpo.listaEtapasGpt.map((e) => e.descricao)).toEqual(['Solicitação', 'Aprovação']);
    expect(corpo.listaEtapasGpt[1]!.destinos).toEqual(['Solicitação']);
    expect(corpo.listaEtapasGpt[0]!.listaCamposFormulario.map((c) => c.titulo)).toEqual(['Valor']);
  });

  it('names the problem that blocks creation', () => {
    const r = iniciarRevisao(proposta);
    expect(problemaDaRevisao(r)).toBeNull();
    expect(problemaDaRevisao(renomearFluxo(r, ' '))).toBe('Informe o nome do fluxo');
    expect(problemaDaRevisao(renomearEtapa(r, '1', ''))).toBe('Toda etapa precisa de um nome');
    expect(problemaDaRevisao(renomearEtapa(r, '1', 'pagamento'))).toBe('Duas etapas não podem ter o mesmo nome');
    expect(problemaDaRevisao({ ...r, etapas: [] })).toBe('O fluxo precisa de pelo menos uma etapa');
  });
});
