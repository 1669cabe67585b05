import { describe, expect, it } from 'vitest';
import { campoFormularioSchema, type CampoFormularioEntrada } from '../schemas/campoFormulario';
import { normalizarMoeda, validarFormularioCard, validarValorCampo } from './formularioCard';

const campo = (titulo: string, extra: Partial<CampoFormularioEntrada> = {}) =>
  campoFormularioSchema.parse({ id: titulo, keyCampo: 'textoCurto', titulo, ...extra });

describe('validarFormularioCard (what blocks a move)', () => {
  it('asks for every required field, in form order, skipping hidden fields, the id field and fixed text', () => {
    const campos = [
      campo('Segundo', { indObrigatorio: true, ordem: 2 }),
      campo('Primeiro', { indObrigatorio: true, ordem: 1, keyCampo: 'email' }),
      campo('Oculto', { indObrigatorio: true, indOculto: true }),
      campo('Código', { keyCampo: 'campoId' }),
      campo('Aviso', { keyCampo: 'textoFixo', textoFixoValue: 'Leia' }),
    ];

    expect(validarFormularioCard(campos, { SEGUNDO: '  ' })).toEqual([
      'Campo Primeiro é obrigatório!',
      'Campo Segundo é obrigatório!',
    ]);
  });

  it('counts the empty editor value and empty lists as empty', () => {
    const campos = [
      campo('Texto', { indObrigatorio: true, keyCampo: 'textoLongo' }),
      campo('Opções', {
        keyCampo: 'checkbox',
        indObrigatorio: true,
        opcoesListagensManual: [{ id: '1', label: 'A', value: 'a' }],
      }),
    ];

    expect(validarFormularioCard(campos, { TEXTO: '<p><br></p>', OPCOES: [] })).toHaveLength(2);
  });

  it('checks min and max length of short and long text', () => {
    const campos = [campo('Nome', { minLength: 3, maxLength: 5 })];

    expect(validarFormularioCard(campos, { NOME: 'ab' })).toEqual(['Campo Nome é menor que o tamanho mínimo!']);
    expect(validarFormularioCard(campos, { NOME: 'abcdef' })).toEqual(['Campo Nome é maior que o tamanho máximo!']);
    expect(validarFormularioCard(campos, { NOME: 'abcd' })).toEqual([]);
    expect(validarFormularioCard(campos, {})).toEqual([]);
  });
});

describe('validarValorCampo (one value on save)', () => {
  it.each([
    ['email', 'nao-e-email', 'O valor deve ser um e-mail válido'],
    ['link', 'ftp://x.com', 'O valor deve ser uma URL válida (http ou https)'],
    ['cpf', '111.111.111-11', 'CPF inválido'],
    ['cnpj', '11.111.111/1111-11', 'CNPJ inválido'],
    ['numeroTelefone', '(00) 1234-5678', 'Telefone inválido'],
    ['number', 'doze', 'O valor deve ser um número'],
    ['data', '2025-02-30', 'O valor deve ser uma data válida'],
    ['moeda', 'R$ abc', 'O valor deve ser um valor monetário'],
  ] as const)('%s refuses %s', (keyCampo, valor, mensagem) => {
    expect(validarValorCampo(campo('X', { keyCampo }), valor)).toEqual({ ok: false, erro: mensagem });
  });

  it('normalises accepted values', () => {
    expect(validarValorCampo(campo('X', { keyCampo: 'moeda' }), '1.234,567')).toEqual({ ok: true, valor: 1234.57 });
    expect(validarValorCampo(campo('X', { keyCampo: 'number' }), '12,5')).toEqual({ ok: true, valor: 12.5 });
    expect(validarValorCampo(campo('X', { keyCampo: 'email' }), ' Ana@X.com ')).toEqual({
      ok: true,
      valor: 'ana@x.com',
    });
    expect(validarValorCampo(campo('X', { keyCampo: 'link' }), 'https://a.b/c')).toEqual({
      ok: true,
      valor: 'https://a.b/c',
    });
    expect(validarValorCampo(campo('X'), '')).toEqual({ ok: true, valor: null });
  });

  it('accepts only options of the field; multiple for checkbox', () => {
    const opcoes = [
      { id: '1', label: 'A', value: 'a' },
      { id: '2', label: 'B', value: 'b' },
    ];
    const radio = campo('R', { keyCampo: 'radio', opcoesListagensManual: opcoes });
    const check = campo('C', { keyCampo: 'checkbox', opcoesListagensManual: opcoes });

    expect(validarValorCampo(radio, 'a')).toEqual({ ok: true, valor: 'a' });
    expect(validarValorCampo(radio, ['a', 'b']).ok).toBe(false);
    expect(validarValorCampo(check, ['a', 'b'])).toEqual({ ok: true, valor: ['a', 'b'] });
    expect(validarValorCampo(check, ['z']).ok).toBe(false);
  });

  it('refuses not-editable fields, the id field and fixed text', () => {
    expect(validarValorCampo(campo('Travado', { indEditavel: false }), 'x')).toEqual({
      ok: false,
      erro: 'Campo Travado não pode ser editado',
    });
    expect(validarValorCampo(campo('Código', { keyCampo: 'campoId' }), 'x').ok).toBe(false);
  });

  it("takes an attachment field value as a list of attachment ids, at most the field's files", () => {
    const anexo = campo('Documentos', { keyCampo: 'anexo', quantidadeMaximaArquivos: 2 });

    expect(validarValorCampo(anexo, ['a1', 'a2'])).toEqual({ ok: true, valor: ['a1', 'a2'] });
    expect(validarValorCampo(anexo, [])).toEqual({ ok: true, valor: null });
    expect(validarValorCampo(anexo, ['a1', 'a2', 'a3'])).toEqual({
      ok: false,
      erro: 'Você só pode carregar 2 arquivos',
    });
    expect(validarValorCampo(anexo, 'a1')).toEqual({ ok: false, erro: 'O valor deve ser uma lista de anexos' });
    expect(validarValorCampo(anexo, [{ nomeArquivo: 'a.pdf' }]).ok).toBe(false);
    expect(validarValorCampo(campo('Travado', { keyCampo: 'anexo', indEditavel: false }), ['a1']).ok).toBe(false);
  });

  it('counts an empty attachment list as empty for the required check', () => {
    const campos = [campo('Documentos', { keyCampo: 'anexo', indObrigatorio: true })];

    expect(validarFormularioCard(campos, { DOCUMENTOS: [] })).toEqual(['Campo Documentos é obrigatório!']);
    expect(validarFormularioCard(campos, {})).toEqual(['Campo Documentos é obrigatório!']);
    expect(validarFormularioCard(campos, { DOCUMENTOS: ['a1'] })).toEqual([]);
  });

  it('normalizarMoeda reads pt-BR and plain numbers', () => {
    expect(normalizarMoeda('R$ 1.000,00')).toBe(1000);
    expect(normalizarMoeda('1000.5')).toBe(1000.5);
    expect(normalizarMoeda(3.14159)).toBe(3.14);
    expect(normalizarMoeda('')).toBeNull();
  });
});
