import { describe, expect, it } from 'vitest';
import type { Autorizacao } from '../../fluxos';
import { pessoaAbreCard } from './quemAbreCard';

const aut = (email: string, idEtapa: string, restrAbrirCard: 'S' | 'N' = 'N'): Autorizacao => ({
  id: `${email}-${idEtapa}`,
  idFluxo: 'f',
  idEtapa,
  emailAutorizado: email,
  autorizar: 'N',
  editar: 'N',
  executar: 'N',
  restrTitulo: 'N',
  restrDetalhes: 'N',
  restrEtiquetas: 'N',
  restrResponsaveis: 'N',
  restrChecklists: 'N',
  restrAnexos: 'N',
  restrValidade: 'N',
  restrComentarios: 'N',
  restrAbrirCard,
  criadoEm: '',
  atualizadoEm: '',
});

describe('pessoaAbreCard', () => {
  const fluxo = { donoId: 'dono' };
  const auts = [aut('ana@x.com', 'A'), aut('bia@x.com', 'B'), aut('caio@x.com', 'A', 'S')];

  it("opens for the flow's owner on any stage", () => {
    expect(pessoaAbreCard(fluxo, [], { id: 'dono', email: 'dono@x.com' }, 'A')).toBe(true);
  });

  it("opens for someone authorised on the card's stage, whatever the e-mail's case", () => {
    expect(pessoaAbreCard(fluxo, auts, { id: 'ana', email: 'Ana@X.com' }, 'A')).toBe(true);
  });

  it('does not open for someone authorised only on another stage, with restrAbrirCard, or not in the flow', () => {
    expect(pessoaAbreCard(fluxo, auts, { id: 'bia', email: 'bia@x.com' }, 'A')).toBe(false);
    expect(pessoaAbreCard(fluxo, auts, { id: 'caio', email: 'caio@x.com' }, 'A')).toBe(false);
    expect(pessoaAbreCard(fluxo, auts, { id: 'dani', email: 'dani@x.com' }, 'A')).toBe(false);
  });
});
