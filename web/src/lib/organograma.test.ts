import type { NoOrg } from '@wf/shared/schemas/organograma';
import { describe, expect, it } from 'vitest';
import {
  achatarArvore,
  acharUnidade,
  caminhoAte,
  filtrarArvore,
  paraDadosDeArvore,
  rotuloUnidade,
  superioresValidos,
} from './organograma';

const no = (id: string, idOrgSup: string | null, descricao: string, filhos: NoOrg[] = [], sigla = ''): NoOrg => ({
  id,
  idOrgSup,
  descricao,
  sigla,
  Usuario: null,
  qtdeUsuarios: 0,
  filhos,
});

// Diretoria > (Financeiro > Contas a pagar, Tecnologia); Conselho (a second root).
const arvore: NoOrg[] = [
  no('conselho', null, 'Conselho'),
  no(
    'dir',
    null,
    'Diretoria',
    [
      no('fin', 'dir', 'Financeiro', [no('cap', 'fin', 'Contas a pagar', [], 'CAP')], 'FIN'),
      no('ti', 'dir', 'Tecnologia'),
    ],
    'DIR',
  ),
];

const ids = (lista: (NoOrg | null)[]) => lista.map((n) => n?.id ?? null);

describe('achatarArvore', () => {
  it('lists parents before their sub-units, with their depth', () => {
    expect(achatarArvore(arvore).map(({ no: n, nivel }) => `${n.id}:${nivel}`)).toEqual([
      'conselho:0',
      'dir:0',
      'fin:1',
      'cap:2',
      'ti:1',
    ]);
  });
});

describe('acharUnidade and caminhoAte', () => {
  it('find a unit at any depth and the path from its root', () => {
    expect(acharUnidade(arvore, 'cap')?.descricao).toBe('Contas a pagar');
    expect(acharUnidade(arvore, 'nenhuma')).toBeUndefined();
    expect(caminhoAte(arvore, 'cap')).toEqual(['dir', 'fin', 'cap']);
    expect(caminhoAte(arvore, 'nenhuma')).toEqual([]);
  });
});

describe('superioresValidos', () => {
  it("leaves out the unit's own subtree and its current parent, and offers the top level", () => {
    expect(ids(superioresValidos(arvore, 'fin'))).toEqual([null, 'conselho', 'ti']);
  });

  it('does not offer the top level to a root unit, nor any of its descendants', () => {
    expect(ids(superioresValidos(arvore, 'dir'))).toEqual(['conselho']);
  });

  it('offers every other unit to a leaf, but its parent', () => {
    expect(ids(superioresValidos(arvore, 'cap'))).toEqual([null, 'conselho', 'dir', 'ti']);
  });

  it('is empty for a unit that is not in the tree', () => {
    expect(superioresValidos(arvore, 'nenhuma')).toEqual([]);
  });
});

describe('filtrarArvore', () => {
  it('keeps a match with its ancestors and without unmatched siblings', () => {
    const filtrada = filtrarArvore(arvore, 'contas');
    expect(achatarArvore(filtrada).map(({ no: n }) => n.id)).toEqual(['dir', 'fin', 'cap']);
  });

  it('ignores accents and case and matches the acronym and the responsible', () => {
    expect(achatarArvore(filtrarArvore(arvore, 'TECNOLOGIA')).map(({ no: n }) => n.id)).toEqual(['dir', 'ti']);
    expect(filtrarArvore([no('x', null, 'Gestão')], 'gestao')).toHaveLength(1);
    expect(achatarArvore(filtrarArvore(arvore, 'cap')).map(({ no: n }) => n.id)).toEqual(['dir', 'fin', 'cap']);
    const comResponsavel = [
      { ...no('r', null, 'Jurídico'), Usuario: { id: 'u', nome: 'Ana Souza', email: 'a@x.com' } },
    ];
    expect(filtrarArvore(comResponsavel, 'souza')).toHaveLength(1);
  });

  it('keeps a matching unit whole, sub-units included, and everything for an empty term', () => {
    expect(achatarArvore(filtrarArvore(arvore, 'financeiro')).map(({ no: n }) => n.id)).toEqual(['dir', 'fin', 'cap']);
    expect(filtrarArvore(arvore, '  ')).toEqual(arvore);
    expect(filtrarArvore(arvore, 'inexistente')).toEqual([]);
  });
});

describe('paraDadosDeArvore and rotuloUnidade', () => {
  it('label each unit with its acronym and keep the nesting', () => {
    expect(rotuloUnidade({ descricao: 'Financeiro', sigla: 'FIN' })).toBe('FIN — Financeiro');
    expect(rotuloUnidade({ descricao: 'Tecnologia', sigla: '' })).toBe('Tecnologia');
    const dados = paraDadosDeArvore(arvore);
    expect(dados[1]).toMatchObject({ value: 'dir', key: 'dir', title: 'DIR — Diretoria' });
    expect(dados[1].children[0].children[0]).toMatchObject({
      value: 'cap',
      title: 'CAP — Contas a pagar',
      children: [],
    });
  });
});
