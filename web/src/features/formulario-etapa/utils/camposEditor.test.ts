import { keysCampo } from '@wf/shared/constants/fluxos';
import { mensagensCampo } from '@wf/shared/schemas/campoFormulario';
import { describe, expect, it } from 'vitest';
import {
  adicionarCamposGerados,
  alterarNomeVariavel,
  alterarTitulo,
  alternarHashAleatoria,
  alternarIndicador,
  camposParaEdicao,
  campoParaEnvio,
  moverCampo,
  novoCampo,
  PADRAO_ID_SUGERIDO,
  tituloLivre,
  validarCampo,
  validarFormulario,
  type CampoEmEdicao,
} from './camposEditor';

let sequencia = 0;
const gerarId = () => `id${++sequencia}`;
const novo = (key: (typeof keysCampo)[number], existentes: CampoEmEdicao[] = []) => novoCampo(key, existentes, gerarId);

describe('novoCampo', () => {
  it('creates a valid field of each of the 16 types with the editor defaults', () => {
    const itens: CampoEmEdicao[] = [];
    for (const key of keysCampo) itens.push(novo(key, itens));
    expect(itens).toHaveLength(16);
    expect(validarFormulario(itens)).toMatchObject({ valido: true });
  });

  it('gives an attachment field 1 file of at most 1 MB, every type accepted', () => {
    const { campo } = novo('anexo');
    expect(campo).toMatchObject({ quantidadeMaximaArquivos: 1, tamanhoMaximoArquivo: 1 });
    expect(campo.tiposArquivosAceitos).toContain('pdf');
  });

  it('names a second field of the same type apart, with its own variable', () => {
    const primeiro = novo('textoCurto');
    const segundo = novo('textoCurto', [primeiro]);
    expect(segundo.campo.titulo).toBe('Texto curto 2');
    expect(segundo.campo.nomeVariavel).toBe('TEXTO_CURTO_2');
  });

  it('starts a combo with two options', () => {
    expect(novo('radio').campo.opcoesListagensManual.map((o) => o.label)).toEqual(['Opção 1', 'Opção 2']);
  });
});

describe('tituloLivre', () => {
  it('skips the numbers already taken, ignoring case', () => {
    expect(tituloLivre('Data', ['data', 'Data 2'])).toBe('Data 3');
  });
});

describe('variable name', () => {
  it('follows the title while it was not typed', () => {
    const item = alterarTitulo(novo('textoCurto'), 'Data de início (prevista)');
    expect(item.campo.nomeVariavel).toBe('DATA_DE_INICIO_PREVISTA');
  });

  it('stops following the title once typed, and follows it again when emptied', () => {
    const digitado = alterarNomeVariavel(novo('textoCurto'), 'meu campo');
    expect(digitado).toMatchObject({ nomeVariavelManual: true, campo: { nomeVariavel: 'MEU_CAMPO' } });
    expect(alterarTitulo(digitado, 'Outro').campo.nomeVariavel).toBe('MEU_CAMPO');
    const vazio = alterarNomeVariavel(alterarTitulo(digitado, 'Outro'), '');
    expect(vazio).toMatchObject({ nomeVariavelManual: false, campo: { nomeVariavel: 'OUTRO' } });
  });

  it('is taken as typed when loading a field whose variable is not its title', () => {
    const { campo } = novo('email');
    const salvo = { ...campo, nomeVariavel: 'EMAIL_CONTATO', dataIndex: `email_${campo.id}` };
    expect(camposParaEdicao([salvo])[0].nomeVariavelManual).toBe(true);
  });
});

describe('alternarIndicador', () => {
  const campo = { indObrigatorio: true, indEditavel: true, indOculto: false };

  it('turns required off when editable is turned off', () => {
    expect(alternarIndicador(campo, 'indEditavel', false)).toEqual({
      indObrigatorio: false,
      indEditavel: false,
      indOculto: false,
    });
  });

  it('turns editable on when required is turned on', () => {
    expect(
      alternarIndicador({ ...campo, indObrigatorio: false, indEditavel: false }, 'indObrigatorio', true),
    ).toMatchObject({
      indObrigatorio: true,
      indEditavel: true,
    });
  });

  it('leaves the others alone for hidden', () => {
    expect(alternarIndicador(campo, 'indOculto', true)).toEqual({ ...campo, indOculto: true });
  });
});

describe('alternarHashAleatoria', () => {
  it('offers the sample id pattern when the random hash is turned off', () => {
    expect(alternarHashAleatoria(novo('campoId').campo, false).configCampoId).toBe(PADRAO_ID_SUGERIDO);
  });
});

describe('moverCampo', () => {
  it('moves a field and renumbers the order', () => {
    const itens = [novo('textoCurto'), novo('email'), novo('data')];
    const movidos = moverCampo(itens, 2, 0);
    expect(movidos.map((i) => i.campo.keyCampo)).toEqual(['data', 'textoCurto', 'email']);
    expect(movidos.map((i) => i.campo.ordem)).toEqual([0, 1, 2]);
  });
});

describe('validarCampo', () => {
  it('requires the title', () => {
    expect(validarCampo({ ...novo('textoCurto').campo, titulo: ' ' }).titulo).toBe(mensagensCampo.obrigatorio);
  });

  it('refuses a maximum length under the minimum', () => {
    const campo = { ...novo('textoLongo').campo, switchLength: true, minLength: 10, maxLength: 5 };
    expect(validarCampo(campo).maxLength).toBe(mensagensCampo.tamanhoMaximoMenor);
  });

  it('asks for options on a combo without any', () => {
    expect(validarCampo({ ...novo('selecaoOpcoes').campo, opcoesListagensManual: [] }).opcoesListagensManual).toBe(
      mensagensCampo.semOpcoes,
    );
  });

  it('requires the text of a switched-on description', () => {
    expect(validarCampo({ ...novo('email').campo, switchDescricao: true, descricao: '' }).descricao).toBe(
      mensagensCampo.obrigatorio,
    );
  });

  it('refuses an attachment field with no file or no megabyte', () => {
    const erros = validarCampo({ ...novo('anexo').campo, quantidadeMaximaArquivos: 0, tamanhoMaximoArquivo: 0 });
    expect(erros).toMatchObject({
      quantidadeMaximaArquivos: mensagensCampo.maxArquivos,
      tamanhoMaximoArquivo: mensagensCampo.maxTamanho,
    });
  });

  it('refuses an unknown token in the id pattern', () => {
    const campo = { ...novo('campoId').campo, indHashAleatoria: false, configCampoId: '{{XYZ}}-{{NS}}' };
    expect(validarCampo(campo).configCampoId).toBe(mensagensCampo.tokenDesconhecido('XYZ'));
  });
});

describe('validarFormulario', () => {
  it('reports a repeated variable name on the field that repeats it', () => {
    const a = alterarNomeVariavel(novo('textoCurto'), 'NOME');
    const b = alterarNomeVariavel(novo('email'), 'NOME');
    const resultado = validarFormulario([a, b]);
    expect(resultado.valido).toBe(false);
    if (!resultado.valido)
      expect(resultado.erros[b.campo.id]?.nomeVariavel).toBe(mensagensCampo.nomeVariavelRepetido('NOME'));
  });

  it('builds the payload in list order with the derived dataIndex', () => {
    const itens = [novo('textoCurto'), novo('email')];
    const resultado = validarFormulario(moverCampo(itens, 1, 0));
    expect(resultado.valido).toBe(true);
    if (resultado.valido) {
      expect(resultado.listaCamposFormulario.map((c) => [c.keyCampo, c.ordem])).toEqual([
        ['email', 0],
        ['textoCurto', 1],
      ]);
      expect(resultado.listaCamposFormulario[0].dataIndex).toBe(`email_${itens[1].campo.id}`);
    }
  });
});

describe('campoParaEnvio', () => {
  it('empties the settings whose switch is off', () => {
    const campo = {
      ...novo('textoCurto').campo,
      descricao: 'rascunho',
      minLength: 3,
      maxLength: 9,
      switchLength: false,
    };
    expect(campoParaEnvio(campo, 0)).toMatchObject({ descricao: '', minLength: null, maxLength: null });
  });

  it('never sends a fixed text or id field as required', () => {
    expect(campoParaEnvio({ ...novo('textoFixo').campo, indObrigatorio: true }, 0).indObrigatorio).toBe(false);
  });
});

describe('adicionarCamposGerados', () => {
  it('adds the AI fields after the existing ones, with new ids, free titles, variable names and defaults', () => {
    const existentes = [novo('textoCurto')];
    const itens = adicionarCamposGerados(
      existentes,
      [
        { id: 'do-modelo', keyCampo: 'textoCurto', titulo: 'Texto curto', indObrigatorio: true },
        {
          id: 'x',
          keyCampo: 'selecaoOpcoes',
          titulo: 'Prioridade',
          opcoesListagensManual: [{ id: 'o', label: 'Alta', value: 'Alta' }],
        },
        { id: 'y', keyCampo: 'naoExiste', titulo: 'Ignorado' },
      ],
      gerarId,
    );
    expect(itens).toHaveLength(3);
    const [, a, b] = itens;
    expect(a!.campo.id).not.toBe('do-modelo');
    expect(a!.campo.titulo).toBe('Texto curto 2');
    expect(a!.campo.nomeVariavel).toBe('TEXTO_CURTO_2');
    expect(a!.campo.indObrigatorio).toBe(true);
    expect(a!.campo.ordem).toBe(1);
    expect(b!.campo.opcoesListagensManual.map((o) => o.label)).toEqual(['Alta']);
    expect(b!.campo.opcoesListagensManual[0]!.id).not.toBe('o');
    expect(validarFormulario(itens).valido).toBe(true);
  });
});
