import { describe, expect, it } from 'vitest';
import { camposDoCard } from '@wf/shared/validation/configuracaoCampos';
import { diaDoTexto } from './definirVencimento';
import { idDerivado } from './regraComoAutor';

describe('diaDoTexto (definirVencimento)', () => {
  it('reads DD/MM/YYYY, YYYY-MM-DD and an ISO date-time as YYYY-MM-DD', () => {
    expect(diaDoTexto('05/03/2031')).toBe('2031-03-05');
    expect(diaDoTexto('5/3/2031')).toBe('2031-03-05');
    expect(diaDoTexto('2031-03-05')).toBe('2031-03-05');
    expect(diaDoTexto('2031-03-05T14:00:00.000Z')).toBe('2031-03-05');
  });

  it('refuses what is not a calendar date', () => {
    for (const t of ['31/02/2031', '2031-13-01', 'amanhã', '', '05-03-2031']) expect(diaDoTexto(t)).toBeNull();
  });
});

describe('idDerivado', () => {
  it('is the same for one action run and part, different otherwise, and shaped as a UUID', () => {
    const a = idDerivado({ idExecucaoAcao: 'evento-regra-acao' }, 'copia');
    expect(a).toBe(idDerivado({ idExecucaoAcao: 'evento-regra-acao' }, 'copia'));
    expect(a).not.toBe(idDerivado({ idExecucaoAcao: 'evento-regra-acao' }, 'anexo', 'x'));
    expect(a).not.toBe(idDerivado({ idExecucaoAcao: 'outro' }, 'copia'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('camposDoCard (alterarConfiguracaoCampos)', () => {
  const campo = (dataIndex: string) => ({ dataIndex, indObrigatorio: false, indEditavel: true, indOculto: false });

  it("lays the card's settings over the stage's flags, leaving the other fields alone", () => {
    const campos = [campo('a'), campo('b')];
    const r = camposDoCard(campos, { a: { indObrigatorio: false, indEditavel: false, indOculto: true } });
    expect(r).toEqual([{ dataIndex: 'a', indObrigatorio: false, indEditavel: false, indOculto: true }, campo('b')]);
    expect(camposDoCard(campos, undefined)).toEqual(campos);
  });

  it('keeps a required field editable', () => {
    const [r] = camposDoCard([campo('a')], { a: { indObrigatorio: true, indEditavel: false, indOculto: false } });
    expect(r).toMatchObject({ indObrigatorio: true, indEditavel: true });
  });
});
