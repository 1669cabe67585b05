import { describe, expect, it } from 'vitest';
import { campoFormularioSchema } from '@wf/shared/schemas/campoFormulario';
import { gerarIdUnico, padraoUsa } from './campoId';
import { hojeNoTenant, vencimentoNoPassado } from '../../../lib/datas';

const campoId = (configCampoId: string, indHashAleatoria = false) =>
  campoFormularioSchema.parse({ id: '1', keyCampo: 'campoId', titulo: 'Código', indHashAleatoria, configCampoId });

// 2025-03-07 02:04:05 UTC is 2025-03-06 23:04:05 in São Paulo (UTC-3).
const agora = new Date('2025-03-07T02:04:05Z');

describe('generated id field', () => {
  it('fills every token in the tenant time zone, sequences zero-padded', () => {
    const c = campoId('{{AAAA}}{{MM}}{{DD}}-{{THH}}{{TMM}}{{TSS}}-{{NS}}-{{SDD}}');

    expect(gerarIdUnico(c, { agora, sequencia: 42, sequenciaDia: 7, hashAleatorio: () => 'X' })).toBe(
      '20250306-230405-000042-0007',
    );
  });

  it('uses a random hash when indHashAleatoria', () => {
    expect(
      gerarIdUnico(campoId('', true), { agora, sequencia: null, sequenciaDia: null, hashAleatorio: () => 'AB12' }),
    ).toBe('AB12');
  });

  it('consumes the sequences only when the pattern uses them', () => {
    expect(padraoUsa(campoId('PC-{{NS}}'), 'NS')).toBe(true);
    expect(padraoUsa(campoId('PC-{{NS}}'), 'SDD')).toBe(false);
    expect(padraoUsa(campoId('', true), 'NS')).toBe(false);
  });
});

describe('due dates in the tenant time zone', () => {
  it('today is the São Paulo day, and only days before it are in the past', () => {
    expect(hojeNoTenant(agora)).toBe('2025-03-06');
    expect(vencimentoNoPassado('2025-03-05', agora)).toBe(true);
    expect(vencimentoNoPassado('2025-03-06', agora)).toBe(false);
  });
});
