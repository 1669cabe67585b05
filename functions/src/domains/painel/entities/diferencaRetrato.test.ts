import { describe, expect, it } from 'vitest';
import { aplicarDiferencaItens } from '../../../data/repositories/painelRepository';
import { diferencaDoCard } from './diferencaRetrato';
import type { EstadoCard } from './painel';

const card = (extra: Partial<EstadoCard> = {}): EstadoCard => ({
  idInstancia: 'c1',
  idFluxo: 'f1',
  dataHoraCriacao: '2026-11-26T10:00:00.000Z',
  dataVencimento: null,
  responsaveis: [],
  seguidores: [],
  ...extra,
});

describe('diferencaDoCard', () => {
  it('equal states: nothing to do (a repeated event changes nothing)', () => {
    const c = card({ responsaveis: ['a@x.com'], seguidores: ['b@x.com'], dataVencimento: '2026-12-01' });
    expect(diferencaDoCard({ ...c }, c)).toEqual({
      remover: [],
      inserir: [],
      pessoaFluxo: [],
      responsavelFluxo: [],
      vencimentos: [],
      vencimentosFluxo: [],
    });
  });

  it('a new responsible: his entry, +1 in the flow for him, and his due day when the card has one', () => {
    const d = diferencaDoCard(
      card({ dataVencimento: '2026-12-01' }),
      card({ dataVencimento: '2026-12-01', responsaveis: ['A@x.com'] }),
    );
    expect(d.inserir.map((m) => [m.email, m.tipo, m.ordem])).toEqual([
      ['a@x.com', 'RESP', '2026-11-26T10:00:00.000Z'],
      ['a@x.com', 'VENC', '2026-12-01'],
    ]);
    expect(d.pessoaFluxo).toEqual([{ email: 'a@x.com', idFluxo: 'f1', responsavel: 1, seguindo: 0 }]);
    expect(d.responsavelFluxo).toEqual([{ idFluxo: 'f1', email: 'a@x.com', delta: 1 }]);
    expect(d.vencimentos).toEqual([{ email: 'a@x.com', dia: '2026-12-01', delta: 1 }]);
  });

  it("the flow's due counter: a due card outside a final stage counts; concluding, losing the date or going takes it back", () => {
    const aberto = card({ dataVencimento: '2026-12-01', emEtapaFinal: false });
    expect(diferencaDoCard(card(), aberto).vencimentosFluxo).toEqual([{ idFluxo: 'f1', dia: '2026-12-01', delta: 1 }]);
    expect(diferencaDoCard(aberto, { ...aberto, emEtapaFinal: true }).vencimentosFluxo).toEqual([
      { idFluxo: 'f1', dia: '2026-12-01', delta: -1 },
    ]);
    expect(diferencaDoCard(aberto, { ...aberto, dataVencimento: null }).vencimentosFluxo).toEqual([
      { idFluxo: 'f1', dia: '2026-12-01', delta: -1 },
    ]);
    expect(diferencaDoCard(aberto, null).vencimentosFluxo).toEqual([{ idFluxo: 'f1', dia: '2026-12-01', delta: -1 }]);
    expect(diferencaDoCard(aberto, { ...aberto, dataVencimento: '2026-12-03' }).vencimentosFluxo).toEqual([
      { idFluxo: 'f1', dia: '2026-12-01', delta: -1 },
      { idFluxo: 'f1', dia: '2026-12-03', delta: 1 },
    ]);
    // A snapshot from before these counters (flag absent) was never counted: the card is added.
    expect(diferencaDoCard(card({ dataVencimento: '2026-12-01' }), aberto).vencimentosFluxo).toEqual([
      { idFluxo: 'f1', dia: '2026-12-01', delta: 1 },
    ]);
  });

  it('the card gone: everything it had is taken back', () => {
    const antes = card({ responsaveis: ['a@x.com'], seguidores: ['a@x.com', 'b@x.com'], dataVencimento: '2026-12-01' });
    const d = diferencaDoCard(antes, null);
    expect(d.inserir).toEqual([]);
    expect(d.remover).toHaveLength(5); // RESP a, SEG a, SEG b, VENC a, VENC b
    expect(d.vencimentos.map((v) => v.delta)).toEqual([-1, -1]);
  });

  it('a move to another flow moves the counts between the flows', () => {
    const d = diferencaDoCard(card({ responsaveis: ['a@x.com'] }), card({ idFluxo: 'f2', responsaveis: ['a@x.com'] }));
    expect(d.responsavelFluxo).toEqual([
      { idFluxo: 'f1', email: 'a@x.com', delta: -1 },
      { idFluxo: 'f2', email: 'a@x.com', delta: 1 },
    ]);
  });

  it('a due date moved inside one month writes each counter item once (a transaction may not write one item twice)', () => {
    const antes = card({ responsaveis: ['a@x.com'], dataVencimento: '2026-12-01' });
    const depois = card({ responsaveis: ['a@x.com'], dataVencimento: '2026-12-05' });
    const itens = aplicarDiferencaItens(
      { tableName: 't' },
      'ABC',
      { ...antes, versao: 1 },
      depois,
      diferencaDoCard(antes, depois),
    );
    const chaves = itens.map((i) => {
      const k = (i.Put?.Item ?? i.Update?.Key ?? i.Delete?.Key) as { pk: string; sk: string };
      return `${k.pk}|${k.sk}`;
    });
    expect(new Set(chaves).size).toBe(chaves.length);
    // The two day counters move; the month's and the year's net to zero and are not written.
    expect(chaves.filter((c) => c.includes('|VD#'))).toHaveLength(2);
    expect(chaves.filter((c) => c.includes('|VM#') || c.includes('|VA#'))).toHaveLength(0);
  });
});
