import { describe, expect, it } from 'vitest';
import { acoesDaEtapa } from './acoesEtapa';

const flags = (permiteEditar: 'S' | 'N', permiteConcederAutorizacoes: 'S' | 'N') => ({
  permiteEditar,
  permiteConcederAutorizacoes,
});

describe('acoesDaEtapa', () => {
  it('offers every action to whom has every permission', () => {
    expect(acoesDaEtapa(flags('S', 'S'), true)).toEqual([
      'editar',
      'formulario',
      'autorizacoes',
      'clonar',
      'exportar',
      'importar',
      'excluir',
    ]);
  });

  it('offers nothing on a stage the user is not authorised on, without flow-element rights', () => {
    expect(acoesDaEtapa(flags('N', 'N'), false)).toEqual([]);
  });

  it('ties people, export and import to permiteConcederAutorizacoes', () => {
    expect(acoesDaEtapa(flags('N', 'S'), false)).toEqual(['autorizacoes', 'exportar', 'importar']);
  });

  it('lets whoever edits flow elements clone any stage', () => {
    expect(acoesDaEtapa(flags('N', 'N'), true)).toEqual(['clonar']);
  });

  it('needs both permiteEditar and the flow-element right to edit or delete the stage', () => {
    expect(acoesDaEtapa(flags('S', 'N'), false)).toEqual(['formulario']);
    expect(acoesDaEtapa(flags('S', 'N'), true)).toEqual(['editar', 'formulario', 'clonar', 'excluir']);
  });

  it('leaves out the dialogs the app did not provide', () => {
    expect(acoesDaEtapa(flags('S', 'S'), true, ['formulario', 'autorizacoes'])).not.toContain('formulario');
  });
});
