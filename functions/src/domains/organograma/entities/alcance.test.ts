import { describe, expect, it } from 'vitest';
import { flagsRestricao } from '@wf/shared/constants/autorizacao';
import { concessaoAlcanca, unidadesAlcancadas, unirPermissoes, type FlagsDeEtapa } from './alcance';

// The tree: dir > ger > equipe; rh is another root.
const ancestrais = new Map<string, string[]>([
  ['dir', []],
  ['ger', ['dir']],
  ['equipe', ['dir', 'ger']],
  ['rh', []],
]);

describe('concessaoAlcanca', () => {
  it('reaches the people linked to the very unit, whatever the flags', () => {
    expect(
      concessaoAlcanca(
        { idOrg: 'ger', incluirEmSubniveis: 'N' },
        [{ idOrg: 'ger', incluirEmSubniveis: 'N' }],
        ancestrais,
      ),
    ).toBe(true);
  });

  it('reaches the people of sub-units (every level) only with the grant incluirEmSubniveis S', () => {
    const naEquipe = [{ idOrg: 'equipe', incluirEmSubniveis: 'N' as const }];
    expect(concessaoAlcanca({ idOrg: 'dir', incluirEmSubniveis: 'N' }, naEquipe, ancestrais)).toBe(false);
    expect(concessaoAlcanca({ idOrg: 'dir', incluirEmSubniveis: 'S' }, naEquipe, ancestrais)).toBe(true);
  });

  it('a link with incluirEmSubniveis S makes the person a member of the sub-units: a grant below reaches him', () => {
    const grant = { idOrg: 'equipe', incluirEmSubniveis: 'N' as const };
    expect(concessaoAlcanca(grant, [{ idOrg: 'dir', incluirEmSubniveis: 'N' }], ancestrais)).toBe(false);
    expect(concessaoAlcanca(grant, [{ idOrg: 'dir', incluirEmSubniveis: 'S' }], ancestrais)).toBe(true);
  });

  it('never reaches upwards or sideways, nor through a deleted unit', () => {
    expect(
      concessaoAlcanca(
        { idOrg: 'equipe', incluirEmSubniveis: 'S' },
        [{ idOrg: 'dir', incluirEmSubniveis: 'N' }],
        ancestrais,
      ),
    ).toBe(false);
    expect(
      concessaoAlcanca(
        { idOrg: 'rh', incluirEmSubniveis: 'S' },
        [{ idOrg: 'ger', incluirEmSubniveis: 'S' }],
        ancestrais,
      ),
    ).toBe(false);
    expect(
      concessaoAlcanca(
        { idOrg: 'sumida', incluirEmSubniveis: 'S' },
        [{ idOrg: 'sumida', incluirEmSubniveis: 'S' }],
        ancestrais,
      ),
    ).toBe(false);
    expect(
      concessaoAlcanca(
        { idOrg: 'dir', incluirEmSubniveis: 'S' },
        [{ idOrg: 'sumida', incluirEmSubniveis: 'N' }],
        ancestrais,
      ),
    ).toBe(false);
  });

  it('reaches when any of the person’s links meets it', () => {
    const links = [
      { idOrg: 'rh', incluirEmSubniveis: 'N' as const },
      { idOrg: 'ger', incluirEmSubniveis: 'N' as const },
    ];
    expect(concessaoAlcanca({ idOrg: 'ger', incluirEmSubniveis: 'N' }, links, ancestrais)).toBe(true);
  });
});

const flags = (extra: Partial<FlagsDeEtapa> = {}): FlagsDeEtapa => ({
  autorizar: 'N',
  editar: 'N',
  executar: 'N',
  ...(Object.fromEntries(flagsRestricao.map((f) => [f, 'N'])) as Record<(typeof flagsRestricao)[number], 'N'>),
  ...extra,
});

describe('unirPermissoes', () => {
  it('is null when no grant applies, and the grant itself when one does', () => {
    expect(unirPermissoes([])).toBeNull();
    expect(unirPermissoes([flags({ editar: 'S', restrAnexos: 'S' })])).toEqual(
      flags({ editar: 'S', restrAnexos: 'S' }),
    );
  });

  it('a permission is S when any grant gives it', () => {
    expect(unirPermissoes([flags({ editar: 'S' }), flags({ autorizar: 'S' }), flags()])).toMatchObject({
      autorizar: 'S',
      editar: 'S',
      executar: 'N',
    });
  });

  it('a restriction holds only when every grant sets it (the more open grant wins)', () => {
    const u = unirPermissoes([
      flags({ restrAbrirCard: 'S', restrTitulo: 'S' }),
      flags({ restrAbrirCard: 'N', restrTitulo: 'S' }),
    ]);
    expect(u).toMatchObject({ restrAbrirCard: 'N', restrTitulo: 'S', restrComentarios: 'N' });
  });
});

describe('unidadesAlcancadas (lists of people, from the grants side)', () => {
  const arvore = [
    { id: 'dir', ancestrais: [] },
    { id: 'ger', ancestrais: ['dir'] },
    { id: 'eq', ancestrais: ['dir', 'ger'] },
    { id: 'rh', ancestrais: [] },
  ];

  it('reaches the granted unit whole, the units above it only through links with sub-levels', () => {
    expect(Object.fromEntries(unidadesAlcancadas([{ idOrg: 'ger', incluirEmSubniveis: 'N' }], arvore))).toEqual({
      ger: 'todos',
      dir: 'subniveis',
    });
  });

  it('with sub-levels, every unit below the granted one, whole; a unit granted and above another stays whole', () => {
    const alcance = unidadesAlcancadas(
      [
        { idOrg: 'eq', incluirEmSubniveis: 'N' },
        { idOrg: 'dir', incluirEmSubniveis: 'S' },
      ],
      arvore,
    );
    expect(Object.fromEntries(alcance)).toEqual({ dir: 'todos', ger: 'todos', eq: 'todos' });
  });

  it('ignores a grant of a deleted unit', () => {
    expect(unidadesAlcancadas([{ idOrg: 'apagada', incluirEmSubniveis: 'S' }], arvore).size).toBe(0);
  });
});
