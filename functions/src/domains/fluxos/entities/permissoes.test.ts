import { describe, expect, it } from 'vitest';
import { novaAutorizacao, type PermissoesPessoa } from './autorizacao';
import { permiteEditarElementosFluxo, permissoesNaEtapa, podeVerFluxo } from './permissoes';

const flags = (extra: Partial<PermissoesPessoa> = {}): PermissoesPessoa => ({
  autorizar: 'N',
  editar: 'N',
  executar: 'S',
  restrTitulo: 'N',
  restrDetalhes: 'N',
  restrEtiquetas: 'N',
  restrResponsaveis: 'N',
  restrChecklists: 'N',
  restrAnexos: 'N',
  restrValidade: 'N',
  restrComentarios: 'N',
  restrAbrirCard: 'N',
  ...extra,
});
const aut = (idEtapa: string, extra: Partial<PermissoesPessoa> = {}) =>
  novaAutorizacao({
    id: idEtapa,
    idFluxo: 'f',
    idEtapa,
    email: 'p@x.com',
    permissoes: flags(extra),
    agora: new Date(),
  });

describe('flow permissions', () => {
  it('the owner sees the flow, edits its elements and has every stage permission', () => {
    const dono = { ehDono: true, autorizacoes: [] };
    expect(podeVerFluxo(dono)).toBe(true);
    expect(permiteEditarElementosFluxo(dono)).toBe(true);
    expect(permissoesNaEtapa(dono, 'qualquer')).toEqual({
      permiteEditar: 'S',
      permiteConcederAutorizacoes: 'S',
      permiteExecutarInstancias: 'S',
      restrAbrirCard: 'N',
    });
  });

  it('nobody else sees a flow without an authorisation in it', () => {
    expect(podeVerFluxo({ ehDono: false, autorizacoes: [] })).toBe(false);
  });

  it('editing flow elements takes editar S on at least one stage', () => {
    expect(permiteEditarElementosFluxo({ ehDono: false, autorizacoes: [aut('a'), aut('b', { autorizar: 'S' })] })).toBe(
      false,
    );
    expect(permiteEditarElementosFluxo({ ehDono: false, autorizacoes: [aut('a'), aut('b', { editar: 'S' })] })).toBe(
      true,
    );
  });

  it("a stage's flags are those of the person's authorisation on it", () => {
    const a = {
      ehDono: false,
      autorizacoes: [aut('a', { editar: 'S', autorizar: 'S', executar: 'N', restrAbrirCard: 'S' })],
    };
    expect(permissoesNaEtapa(a, 'a')).toEqual({
      permiteEditar: 'S',
      permiteConcederAutorizacoes: 'S',
      permiteExecutarInstancias: 'N',
      restrAbrirCard: 'S',
    });
  });

  it('on a stage he is not authorised on, he may do nothing and not open cards', () => {
    expect(permissoesNaEtapa({ ehDono: false, autorizacoes: [aut('a', { editar: 'S' })] }, 'b')).toEqual({
      permiteEditar: 'N',
      permiteConcederAutorizacoes: 'N',
      permiteExecutarInstancias: 'N',
      restrAbrirCard: 'S',
    });
  });
});
