import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alvosDaRegra, envelopar, EVENTO_ORIGINAL, lerEnvelope, MAX_PARTES, modeloDoEnvelope, naParte } from './partesDoLote';
import { eventRules, type EventRule } from './rules';

const regra = (lote?: EventRule['lote']): EventRule => ({
  name: 'r',
  consumer: 'realtime-fanout',
  pattern: { source: ['workflow.x'] },
  ...(lote ? { lote } : {}),
});

describe('partesDoLote', () => {
  it('gives a rule one target, or one per part named after it', () => {
    expect(alvosDaRegra(regra())).toEqual([{ nome: 'r' }]);
    expect(alvosDaRegra(regra({ tamanho: 10, concorrencia: 2 }))).toEqual([{ nome: 'r' }]);
    expect(alvosDaRegra(regra({ tamanho: 10, concorrencia: 2, partes: 3 }))).toEqual([
      { nome: 'r/parte-1-de-3', parte: { indice: 0, de: 3 } },
      { nome: 'r/parte-2-de-3', parte: { indice: 1, de: 3 } },
      { nome: 'r/parte-3-de-3', parte: { indice: 2, de: 3 } },
    ]);
  });

  it('keeps every rule within the targets EventBridge allows', () => {
    for (const rule of eventRules as readonly EventRule[]) expect(alvosDaRegra(rule).length).toBeLessThanOrEqual(MAX_PARTES);
  });

  it('reads back the envelope it writes, and nothing that is not a sound one', () => {
    const evento = { id: 'e1', detail: {} };
    expect(lerEnvelope(JSON.parse(JSON.stringify(envelopar({ indice: 1, de: 2 }, evento))))).toEqual({
      parte: { indice: 1, de: 2 },
      evento,
    });
    for (const ruim of [
      null,
      'texto',
      evento,
      { parte: 0, partes: 2 },
      { parte: 2, partes: 2, evento },
      { parte: 0, partes: 1, evento },
      { parte: 0, partes: MAX_PARTES + 1, evento },
      { parte: 1.5, partes: 2, evento },
      { parte: '1', partes: 2, evento },
    ])
      expect(lerEnvelope(ruim), JSON.stringify(ruim)).toBeNull();
  });

  it("gives AWS's input template the envelope the local runtime writes, once EventBridge puts the event in", () => {
    const evento = { version: '0', id: 'e1', 'detail-type': 'cardCriado', source: 'workflow.instancias', detail: { sigla: 'AVMB' } };
    const modelo = modeloDoEnvelope({ indice: 1, de: 3 });
    expect(modelo).toBe(`{"parte":1,"partes":3,"evento":${EVENTO_ORIGINAL}}`);
    const escrito = modelo.replace(EVENTO_ORIGINAL, JSON.stringify(evento));
    expect(escrito).toBe(JSON.stringify(envelopar({ indice: 1, de: 3 }, evento)));
    expect(lerEnvelope(JSON.parse(escrito))).toEqual({ parte: { indice: 1, de: 3 }, evento });
  });

  it('puts every key in exactly one part, the same one every time, and spreads keys evenly', () => {
    const chaves = Array.from({ length: 2000 }, () => `${randomUUID().slice(0, 12)}=`);
    for (const de of [2, 3, 5]) {
      const partes = Array.from({ length: de }, (_, indice) => ({ indice, de }));
      const contagem = partes.map(() => 0);
      for (const chave of chaves) {
        const donas = partes.filter((parte) => naParte(chave, parte));
        expect(donas, chave).toHaveLength(1);
        expect(naParte(chave, donas[0])).toBe(true);
        contagem[donas[0].indice] += 1;
      }
      // A fair share within 20%: each part posts to about as many sockets.
      for (const n of contagem) expect(Math.abs(n - chaves.length / de)).toBeLessThan((0.2 * chaves.length) / de);
    }
    // Without a part every key is served.
    expect(chaves.every((chave) => naParte(chave, undefined))).toBe(true);
  });
});
