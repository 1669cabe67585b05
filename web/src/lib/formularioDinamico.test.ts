import { describe, expect, it } from 'vitest';
import {
  aceitarArquivos,
  exemploPadraoId,
  mascaraDoTipo,
  mascaraMoeda,
  urlParaAbrir,
  validarArquivo,
  validarValorCampo,
  type CampoParaPreencher,
} from './formularioDinamico';

const campo = (mudancas: Partial<CampoParaPreencher>): CampoParaPreencher => ({
  keyCampo: 'textoCurto',
  titulo: 'Nome',
  indObrigatorio: false,
  indOculto: false,
  minLength: null,
  maxLength: null,
  quantidadeMaximaArquivos: 1,
  tamanhoMaximoArquivo: 1,
  tiposArquivosAceitos: ['pdf', 'png'],
  ...mudancas,
});

describe('validarValorCampo', () => {
  it('asks for a required field by its title', () => {
    expect(validarValorCampo(campo({ indObrigatorio: true }), '  ')).toBe('Campo Nome é obrigatório');
  });

  it('skips hidden fields and never requires fixed text', () => {
    expect(validarValorCampo(campo({ indObrigatorio: true, indOculto: true }), '')).toBeNull();
    expect(validarValorCampo(campo({ keyCampo: 'textoFixo', indObrigatorio: true }), '')).toBeNull();
  });

  it('checks the length bounds of text fields', () => {
    expect(validarValorCampo(campo({ minLength: 3 }), 'ab')).toBe('Campo deve conter no mínimo 3 caracteres');
    expect(validarValorCampo(campo({ keyCampo: 'textoLongo', maxLength: 4 }), 'abcde')).toBe(
      'Campo deve conter no máximo 4 caracteres',
    );
  });

  it('accepts only http and https links', () => {
    const link = campo({ keyCampo: 'link' });
    expect(validarValorCampo(link, 'ftp://x.com')).toBe('O valor deve ser uma URL válida (http ou https)');
    expect(validarValorCampo(link, 'exemplo.com')).toBe('O valor deve ser uma URL válida (http ou https)');
    expect(validarValorCampo(link, 'https://exemplo.com/a')).toBeNull();
  });

  it('checks CPF, CNPJ, phone and e-mail', () => {
    expect(validarValorCampo(campo({ keyCampo: 'cpf' }), '529.982.247-25')).toBeNull();
    expect(validarValorCampo(campo({ keyCampo: 'cpf' }), '111.111.111-11')).toBe('CPF inválido');
    expect(validarValorCampo(campo({ keyCampo: 'cnpj' }), '11.222.333/0001-81')).toBeNull();
    expect(validarValorCampo(campo({ keyCampo: 'numeroTelefone' }), '(11) 98765-4321')).toBeNull();
    expect(validarValorCampo(campo({ keyCampo: 'email' }), 'a@b')).toBe('E-mail inválido');
  });

  it('limits the number of attachments', () => {
    expect(validarValorCampo(campo({ keyCampo: 'anexo' }), [{}, {}])).toBe('Você só pode carregar 1 arquivos');
  });
});

describe('validarArquivo', () => {
  it('refuses a type that is not accepted, naming the accepted ones', () => {
    expect(validarArquivo(campo({}), { name: 'planilha.xlsx', size: 10, type: '' })).toBe(
      'Você só pode carregar pdf, png como tipo de arquivo',
    );
  });

  it('refuses a file over the size limit', () => {
    expect(validarArquivo(campo({}), { name: 'a.pdf', size: 2 * 1024 * 1024, type: 'application/pdf' })).toBe(
      'O arquivo deve ser menor que 1MB!',
    );
  });

  it('accepts a zip by its alternate type, and jpeg as jpg', () => {
    expect(
      validarArquivo(campo({ tiposArquivosAceitos: ['zip'] }), {
        name: 'a',
        size: 1,
        type: 'application/x-zip-compressed',
      }),
    ).toBeNull();
    expect(
      validarArquivo(campo({ tiposArquivosAceitos: ['jpg'] }), { name: 'foto.JPEG', size: 1, type: 'image/jpeg' }),
    ).toBeNull();
  });
});

describe('masks', () => {
  it('types currency from the right with two decimals', () => {
    expect(mascaraMoeda('123456')).toBe('R$ 1.234,56');
    expect(mascaraMoeda('R$ 0,05')).toBe('R$ 0,05');
    expect(mascaraMoeda('')).toBe('');
  });

  it('masks CPF, CNPJ and phone by field type', () => {
    expect(mascaraDoTipo('cpf')?.('52998224725')).toBe('529.982.247-25');
    expect(mascaraDoTipo('cnpj')?.('11222333000181')).toBe('11.222.333/0001-81');
    expect(mascaraDoTipo('numeroTelefone')?.('11987654321')).toBe('(11) 98765-4321');
    expect(mascaraDoTipo('textoCurto')).toBeNull();
  });
});

describe('helpers', () => {
  it('prepends https to open a link without scheme', () => {
    expect(urlParaAbrir('exemplo.com')).toBe('https://exemplo.com');
    expect(urlParaAbrir('http://exemplo.com')).toBe('http://exemplo.com');
  });

  it('builds the accept attribute with jpeg for jpg', () => {
    expect(aceitarArquivos(['jpg', 'pdf'])).toBe('.jpg,.jpeg,.pdf');
  });

  it('fills an id pattern with the date and sample sequences', () => {
    expect(exemploPadraoId('{{AAAA}}{{MM}}{{DD}}-{{NS}}', new Date(2025, 0, 5))).toBe('20250105-000001');
  });
});
