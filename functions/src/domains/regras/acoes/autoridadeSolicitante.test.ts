import { describe, expect, it } from 'vitest';
import { mensagensSolicitante, recusaDoSolicitante } from './autoridadeSolicitante';

const executa = { permiteExecutarInstancias: 'S', permiteEditar: 'N', restrAbrirCard: 'N' } as const;

describe('a run a person asked for does what he could do by hand', () => {
  it('needs execute rights on the card stage for every action', () => {
    expect(recusaDoSolicitante('enviarEmail', { ...executa, permiteExecutarInstancias: 'N' }, {})).toBe(
      mensagensSolicitante.semExecutar,
    );
    expect(recusaDoSolicitante('moverCard', { ...executa, restrAbrirCard: 'S' }, {})).toBe(
      mensagensSolicitante.semExecutar,
    );
    expect(recusaDoSolicitante('moverCard', executa, {})).toBeNull();
  });

  it("keeps the person's restriction flags and leaves field settings to stage editors", () => {
    expect(recusaDoSolicitante('adicionarComentario', executa, { restrComentarios: 'S' })).toBe(
      mensagensSolicitante.semPermissao,
    );
    expect(recusaDoSolicitante('atualizarDescricao', executa, { restrTitulo: 'S' })).toBe(
      mensagensSolicitante.semPermissao,
    );
    expect(recusaDoSolicitante('adicionarComentario', executa, { restrTitulo: 'S' })).toBeNull();
    expect(recusaDoSolicitante('alterarConfiguracaoCampos', executa, {})).toBe(mensagensSolicitante.semPermissao);
    expect(recusaDoSolicitante('alterarConfiguracaoCampos', { ...executa, permiteEditar: 'S' }, {})).toBeNull();
  });
});
