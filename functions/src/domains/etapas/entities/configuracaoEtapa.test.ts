import { describe, expect, it } from 'vitest';
import { extensoesArquivo } from '@wf/shared/constants/fluxos';
import { mensagensEtapa } from '@wf/shared/schemas/etapa';
import { arquivoDeConfiguracao, lerConfiguracaoImportada } from './configuracaoEtapa';
import { novaEtapa } from '../../fluxos';

let n = 0;
const novoId = () => `novo-${++n}`;
const etapaDoArquivo = (extra: Record<string, unknown> = {}) => ({
  descricao: 'Triagem',
  cor: '#52c41a',
  etapaInicial: 'N',
  etapaFinal: 'N',
  ...extra,
});

describe('stage configuration import rules', () => {
  it.each([['descricao'], ['cor'], ['etapaInicial'], ['etapaFinal']])(
    'drops a stage without %s and takes the next valid one',
    (campo) => {
      const invalida = etapaDoArquivo({
        [campo]: undefined,
        descricao: campo === 'descricao' ? undefined : 'Inválida',
      });
      const r = lerConfiguracaoImportada({ listaEtapas: [invalida, etapaDoArquivo({ descricao: 'Boa' })] }, novoId);
      expect(r.descricao).toBe('Boa');
    },
  );

  it('turns a colour outside the palette into blue', () => {
    expect(lerConfiguracaoImportada({ listaEtapas: [etapaDoArquivo({ cor: 'rgb(1,2,3)' })] }, novoId).cor).toBe(
      '#1677ff',
    );
  });

  it('drops fields without title or valid keyCampo; the others get new ids and their order', () => {
    const r = lerConfiguracaoImportada(
      {
        listaEtapas: [
          etapaDoArquivo({
            jsonConfig: {
              listaCamposFormulario: [
                { id: 'a', keyCampo: 'textoCurto', titulo: 'Nome', ordem: 9 },
                { id: 'b', keyCampo: 'textoCurto' },
                { id: 'c', keyCampo: 'desconhecido', titulo: 'X' },
                { id: 'd', keyCampo: 'email', titulo: 'E-mail' },
                'lixo',
              ],
            },
          }),
        ],
      },
      () => 'id-novo-' + (++n).toString(),
    );
    expect(r.listaCamposFormulario.map((c) => [c.titulo, c.ordem])).toEqual([
      ['Nome', 0],
      ['E-mail', 1],
    ]);
    expect(
      r.listaCamposFormulario.every((c) => c.id.startsWith('id-novo-') && c.dataIndex === `${c.keyCampo}_${c.id}`),
    ).toBe(true);
  });

  it('an imported attachment field gets 1 file, 2 MB and every listed type', () => {
    const r = lerConfiguracaoImportada(
      {
        listaEtapas: [
          etapaDoArquivo({
            jsonConfig: {
              listaCamposFormulario: [
                {
                  keyCampo: 'anexo',
                  titulo: 'Doc',
                  quantidadeMaximaArquivos: 9,
                  tamanhoMaximoArquivo: 30,
                  tiposArquivosAceitos: ['pdf'],
                },
              ],
            },
          }),
        ],
      },
      novoId,
    );
    expect(r.listaCamposFormulario[0]).toMatchObject({
      quantidadeMaximaArquivos: 1,
      tamanhoMaximoArquivo: 2,
      tiposArquivosAceitos: extensoesArquivo,
    });
  });

  it('reads jsonConfig given as JSON text, as exported files store it, and the whole file as text', () => {
    const arquivo = JSON.stringify({
      listaEtapas: [
        etapaDoArquivo({
          jsonConfig: JSON.stringify({ listaCamposFormulario: [{ keyCampo: 'data', titulo: 'Quando' }] }),
        }),
      ],
    });
    expect(lerConfiguracaoImportada(arquivo, novoId).listaCamposFormulario.map((c) => c.titulo)).toEqual(['Quando']);
  });

  it('keeps variable names unique', () => {
    const campos = [
      { keyCampo: 'textoCurto', titulo: 'Nome' },
      { keyCampo: 'textoCurto', titulo: 'Nome' },
      { keyCampo: 'textoCurto', titulo: 'x', nomeVariavel: 'NOME' },
    ];
    const r = lerConfiguracaoImportada(
      { listaEtapas: [etapaDoArquivo({ jsonConfig: { listaCamposFormulario: campos } })] },
      novoId,
    );
    expect(r.listaCamposFormulario.map((c) => c.nomeVariavel)).toEqual(['NOME', 'NOME_2', 'NOME_3']);
  });

  it.each([
    ['text that is not JSON', '{nope'],
    ['a number', 42],
    ['null', null],
    ['an object without listaEtapas', { etapas: [] }],
    ['an empty list of stages', { listaEtapas: [] }],
    ['no valid stage', { listaEtapas: [{ descricao: 'x' }] }],
  ])('refuses %s as a whole', (_caso, arquivo) => {
    expect(() => lerConfiguracaoImportada(arquivo, novoId)).toThrow(mensagensEtapa.erroImportar);
  });

  it('an exported stage imports back to the same form with new ids', () => {
    const etapa = novaEtapa({
      id: 'e1',
      idFluxo: 'f',
      descricao: 'Origem',
      cor: '#722ed1',
      flags: { etapaInicial: 'S', etapaFinal: 'N', fluxoAberto: 'N' },
      posicao: { x: 0, y: 0 },
      ordemExibicao: 1,
      listaCamposFormulario: lerConfiguracaoImportada(
        {
          listaEtapas: [
            etapaDoArquivo({ jsonConfig: { listaCamposFormulario: [{ keyCampo: 'moeda', titulo: 'Valor' }] } }),
          ],
        },
        novoId,
      ).listaCamposFormulario,
      agora: new Date(),
    });
    const r = lerConfiguracaoImportada(JSON.parse(JSON.stringify(arquivoDeConfiguracao(etapa))), novoId);
    expect(r.cor).toBe('#722ed1');
    expect(r.listaCamposFormulario.map((c) => ({ ...c, id: '', dataIndex: '' }))).toEqual(
      etapa.listaCamposFormulario.map((c) => ({ ...c, id: '', dataIndex: '' })),
    );
    expect(r.listaCamposFormulario[0]!.id).not.toBe(etapa.listaCamposFormulario[0]!.id);
  });
});
