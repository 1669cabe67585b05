import { describe, expect, it } from 'vitest';
import type { CampoDeFormulario } from '../../../lib/valoresFormulario';
import { camposAlterados, mesclarValores, retratoGravado } from './mesclaFormulario';

const campo = (nomeVariavel: string, keyCampo = 'textoCurto'): CampoDeFormulario => ({
  keyCampo,
  dataIndex: nomeVariavel.toLowerCase(),
  nomeVariavel,
  tipoCampoData: 'date',
  indOculto: false,
  indEditavel: true,
});
const CAMPOS = [campo('CLIENTE'), campo('PEDIDO'), campo('ARQUIVOS', 'anexo')];

describe('stage form input against new stored values', () => {
  it('fills every field on the first fill', () => {
    const m = mesclarValores(CAMPOS, {}, null, { CLIENTE: 'ACME', PEDIDO: '1' });
    expect(m.aplicar).toEqual([
      { name: 'cliente', value: 'ACME' },
      { name: 'pedido', value: '1' },
      { name: 'arquivos', value: undefined },
    ]);
    expect(m.conflitos).toEqual([]);
  });

  it('keeps what was typed and not saved when the card is refetched (an upload into a field)', () => {
    const base = retratoGravado(CAMPOS, { CLIENTE: 'ACME', PEDIDO: '1' });
    const form = { cliente: 'ACME Ltda', pedido: '1' };
    expect(camposAlterados(CAMPOS, form, base)).toEqual(['CLIENTE']);
    const m = mesclarValores(CAMPOS, form, base, { CLIENTE: 'ACME', PEDIDO: '1', ARQUIVOS: ['a1'] });
    expect(m.aplicar.map((a) => a.name)).toEqual(['pedido', 'arquivos']);
    expect(m.conflitos).toEqual([]);
  });

  it("takes someone else's change in a field not being edited, and reports one under a field being edited", () => {
    const base = retratoGravado(CAMPOS, { CLIENTE: 'ACME', PEDIDO: '1' });
    const form = { cliente: 'ACME Ltda', pedido: '1' };
    const m = mesclarValores(CAMPOS, form, base, { CLIENTE: 'Outra', PEDIDO: '2' });
    expect(m.aplicar).toContainEqual({ name: 'pedido', value: '2' });
    expect(m.aplicar.map((a) => a.name)).not.toContain('cliente');
    expect(m.conflitos).toEqual(['CLIENTE']);
    // The same value saved elsewhere is no conflict, and the field is no longer unsaved.
    const igual = mesclarValores(CAMPOS, form, base, { CLIENTE: 'ACME Ltda', PEDIDO: '1' });
    expect(igual.conflitos).toEqual([]);
    expect(camposAlterados(CAMPOS, form, igual.base)).toEqual([]);
  });

  it('does not count untrimmed-empty text as a change of an empty field', () => {
    const base = retratoGravado(CAMPOS, {});
    expect(camposAlterados(CAMPOS, { cliente: '   ' }, base)).toEqual([]);
  });
});
