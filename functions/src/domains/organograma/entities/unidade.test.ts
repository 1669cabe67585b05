import { describe, expect, it } from 'vitest';
import { ancestraisSob, criaCiclo, descendentes, moverSubarvore, novaUnidade, type Unidade } from './unidade';

const agora = new Date('2026-01-02T03:04:05Z');
const dados = (descricao: string) => ({ idOrgSup: null, descricao, sigla: '', idUsuario: null });
const dir = novaUnidade('dir', dados('Diretoria'), null, agora);
const ger = novaUnidade('ger', dados('Gerência'), dir, agora);
const equipe = novaUnidade('equipe', dados('Equipe'), ger, agora);
const rh = novaUnidade('rh', dados('RH'), null, agora);
const arvore: Unidade[] = [dir, ger, equipe, rh];

describe('a unit’s ancestry', () => {
  it('a new unit carries its ancestors, root first', () => {
    expect(dir.ancestrais).toEqual([]);
    expect(equipe).toMatchObject({ idOrgSup: 'ger', ancestrais: ['dir', 'ger'] });
    expect(ancestraisSob(null)).toEqual([]);
  });

  it('finds every level below a unit', () => {
    expect(descendentes(arvore, 'dir').map((u) => u.id)).toEqual(['ger', 'equipe']);
    expect(descendentes(arvore, 'equipe')).toEqual([]);
  });
});

describe('criaCiclo', () => {
  it('refuses the unit itself and any of its sub-units as the new parent', () => {
    expect(criaCiclo(dir, dir)).toBe(true);
    expect(criaCiclo(dir, ger)).toBe(true);
    expect(criaCiclo(dir, equipe)).toBe(true);
  });

  it('accepts the root, a sibling tree, or a unit above', () => {
    expect(criaCiclo(ger, null)).toBe(false);
    expect(criaCiclo(ger, rh)).toBe(false);
    expect(criaCiclo(equipe, dir)).toBe(false);
  });
});

describe('moverSubarvore', () => {
  it('moves the unit and rewrites the part above it in every sub-unit, keeping the part below', () => {
    const [movida, ...abaixo] = moverSubarvore(ger, rh, descendentes(arvore, 'ger'), agora);
    expect(movida).toMatchObject({ id: 'ger', idOrgSup: 'rh', ancestrais: ['rh'] });
    expect(abaixo).toEqual([{ ...equipe, ancestrais: ['rh', 'ger'] }]);
  });

  it('moves to the root', () => {
    const [movida, ...abaixo] = moverSubarvore(ger, null, descendentes(arvore, 'ger'), agora);
    expect(movida).toMatchObject({ idOrgSup: null, ancestrais: [] });
    expect(abaixo[0]!.ancestrais).toEqual(['ger']);
  });
});
