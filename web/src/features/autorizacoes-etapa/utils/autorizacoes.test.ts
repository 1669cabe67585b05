import type { EtapaUsuario } from '@wf/shared/types/fluxo';
import { describe, expect, it } from 'vitest';
import type { EtapaOrg } from '@wf/shared/schemas/organograma';
import { autorizacaoComFlag, autorizacaoOrgCom, RESTRICOES, restricoesAtivas, sugestoesDeEmail } from './autorizacoes';

const autorizacao: EtapaUsuario = {
  id: 'u1',
  idEtapa: 'e1',
  emailAutorizado: 'ana@exemplo.com',
  nome: 'Ana',
  autorizar: 'N',
  editar: 'N',
  executar: 'S',
  restrTitulo: 'N',
  restrDetalhes: 'S',
  restrEtiquetas: 'N',
  restrResponsaveis: 'N',
  restrChecklists: 'N',
  restrAnexos: 'N',
  restrValidade: 'N',
  restrComentarios: 'N',
  restrAbrirCard: 'N',
};

describe('autorizacaoComFlag', () => {
  it('sends every flag of the person with the one changed', () => {
    const { EtapaUsuario } = autorizacaoComFlag(autorizacao, 'editar', true);
    expect(EtapaUsuario).toMatchObject({ id: 'u1', idEtapa: 'e1', editar: 'S', executar: 'S', restrDetalhes: 'S' });
    expect(Object.keys(EtapaUsuario)).toHaveLength(2 + 3 + 9);
    expect(EtapaUsuario).not.toHaveProperty('emailAutorizado');
  });
});

describe('autorizacaoOrgCom', () => {
  const { id: _id, emailAutorizado: _e, nome: _n, ...flags } = autorizacao;
  const daUnidade: EtapaOrg = {
    ...flags,
    id: 'o1',
    incluirEmSubniveis: 'N',
    Organograma: { id: 'fin', descricao: 'Financeiro', sigla: 'FIN' },
  };

  it("sends every flag of the unit's grant with the one changed, and not the unit", () => {
    const { EtapaOrg } = autorizacaoOrgCom(daUnidade, { flag: 'autorizar', valor: true });
    expect(EtapaOrg).toMatchObject({
      id: 'o1',
      idEtapa: 'e1',
      incluirEmSubniveis: 'N',
      autorizar: 'S',
      restrDetalhes: 'S',
    });
    expect(Object.keys(EtapaOrg)).toHaveLength(3 + 3 + 9);
    expect(EtapaOrg).not.toHaveProperty('Organograma');
  });

  it('changes the sub-levels switch and keeps every flag', () => {
    const { EtapaOrg } = autorizacaoOrgCom(daUnidade, { incluirEmSubniveis: true });
    expect(EtapaOrg).toMatchObject({ incluirEmSubniveis: 'S', executar: 'S', autorizar: 'N', restrDetalhes: 'S' });
  });
});

describe('restrictions', () => {
  it('labels the nine restriction flags in Portuguese', () => {
    expect(RESTRICOES.map((r) => r.rotulo)).toEqual([
      'Título',
      'Detalhes',
      'Etiquetas',
      'Responsáveis',
      'Checklists',
      'Anexos',
      'Data de vencimento',
      'Comentários',
      'Abrir o card',
    ]);
  });

  it('counts the active ones', () => {
    expect(restricoesAtivas(autorizacao)).toBe(1);
  });
});

describe('sugestoesDeEmail', () => {
  const usuarios = [
    { email: 'ana@exemplo.com', nome: 'Ana' },
    { email: 'bruno@exemplo.com', nome: 'Bruno Lima' },
    { email: 'carla@exemplo.com', nome: 'Carla' },
  ];

  it('leaves out people already on the stage and filters by e-mail or name', () => {
    expect(sugestoesDeEmail(usuarios, [autorizacao], 'lima').map((s) => s.value)).toEqual(['bruno@exemplo.com']);
    expect(sugestoesDeEmail(usuarios, [autorizacao], '').map((s) => s.value)).toEqual([
      'bruno@exemplo.com',
      'carla@exemplo.com',
    ]);
  });
});
