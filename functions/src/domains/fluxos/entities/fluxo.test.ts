import { describe, expect, it } from 'vitest';
import { copiaDoFluxo, editarDados, exigeConfirmacaoParaExcluir, novoFluxo } from './fluxo';

const agora = new Date('2025-01-01T00:00:00.000Z');
const fluxo = novoFluxo({
  id: 'f1',
  sigla: 'AVMB',
  dono: { id: 'u1', email: 'Dono@X.com' },
  dados: { descricao: 'Compras', icone: 'BankOutlined', detalhes: 'd', rotuloNovaInstancia: 'Novo card' },
  agora,
});
const edicao = {
  descricao: 'Compras',
  icone: 'BankOutlined',
  detalhes: 'd',
  rotuloNovaInstancia: 'Novo card',
  permitirEnviarCards: 'N',
  permitirReceberCards: 'N',
} as const;

describe('flow entity', () => {
  it('a new flow belongs to its creator, who is its one person with access', () => {
    expect(fluxo).toMatchObject({
      donoId: 'u1',
      donoEmail: 'dono@x.com',
      numPessoasComAcesso: 1,
      arquivado: 'N',
      linkPublico: null,
    });
  });

  it('enabling the public form the first time creates the link; later edits keep it', () => {
    let n = 0;
    const novoLink = () => `link-${++n}`;
    const ligado = editarDados(
      fluxo,
      { ...edicao, permitirFormPublico: 'S', tituloFormulario: 'T', descricaoFormulario: 'D' },
      { imgBackgroundChave: null, novoLink },
      agora,
    );
    const desligado = editarDados(
      ligado,
      { ...edicao, permitirFormPublico: 'N' },
      { imgBackgroundChave: null, novoLink },
      agora,
    );
    const religado = editarDados(
      desligado,
      { ...edicao, permitirFormPublico: 'S' },
      { imgBackgroundChave: null, novoLink },
      agora,
    );
    expect([ligado.linkPublico, desligado.linkPublico, religado.linkPublico]).toEqual(['link-1', 'link-1', 'link-1']);
    expect(religado).toMatchObject({ tituloFormulario: 'T', descricaoFormulario: 'D' });
  });

  it('a flow without public form never gets a link', () => {
    expect(
      editarDados(
        fluxo,
        { ...edicao, permitirFormPublico: 'N' },
        { imgBackgroundChave: null, novoLink: () => 'x' },
        agora,
      ).linkPublico,
    ).toBeNull();
  });

  it('deleting a flow with cards takes CONFIRMAR; one without cards does not', () => {
    const comCards = { ...fluxo, numInstanciasCriadas: 2 };
    expect(exigeConfirmacaoParaExcluir(comCards, undefined)).toBe(true);
    expect(exigeConfirmacaoParaExcluir(comCards, 'confirmar')).toBe(true);
    expect(exigeConfirmacaoParaExcluir(comCards, 'CONFIRMAR')).toBe(false);
    expect(exigeConfirmacaoParaExcluir(fluxo, undefined)).toBe(false);
  });

  it('a copy has a new owner and name, and neither the public link nor the image', () => {
    const origem = {
      ...fluxo,
      linkPublico: 'abc',
      imgBackgroundChave: 'k',
      permitirFormPublico: 'S' as const,
      numInstanciasCriadas: 5,
    };
    const copia = copiaDoFluxo(origem, {
      id: 'f2',
      descricao: 'Cópia',
      dono: { id: 'u2', email: 'b@x.com' },
      numEtapasPresentes: 3,
      numPessoasComAcesso: 2,
      numRegrasCriadas: 4,
      agora,
    });
    expect(copia).toMatchObject({
      id: 'f2',
      descricao: 'Cópia',
      donoId: 'u2',
      linkPublico: null,
      imgBackgroundChave: null,
      permitirFormPublico: 'N',
      numInstanciasCriadas: 0,
      numEtapasPresentes: 3,
      numRegrasCriadas: 4,
    });
  });
});
