import { describe, expect, it } from 'vitest';
import type { AtualizarCliente } from '@wf/shared/schemas/administracao';
import { atualizarClienteSchema } from '@wf/shared/schemas/administracao';
import { aplicarConfiguracoes, clienteSchema, novoCliente, perfilDoCadastro } from './cliente';

const agora = new Date('2025-01-01T00:00:00.000Z');
const cliente = () => novoCliente({ id: 'c1', sigla: 'ACME', nome: 'Acme', token: 'tok', agora });
const configuracao: Omit<AtualizarCliente, 'logo' | 'logoLogin'> = {
  nome: 'Acme',
  googleSignIn: 'N',
  loginExclusivoViaGoogleSignIn: 'N',
  exigirAtivacaoUsuario: 'N',
  exibirNomeLogin: 'N',
  restringirCPF: 'N',
  cpfsPermitidos: [],
  restringirDominio: 'N',
  dominiosPermitidos: [],
};
const semLogos = { logoChave: null, logoLoginChave: null };
const aplicar = (c: ReturnType<typeof cliente>, mudancas: Partial<AtualizarCliente>) =>
  aplicarConfiguracoes(c, { ...configuracao, ...mudancas }, semLogos, agora, false);

describe('later tenant settings', () => {
  it('a tenant stored before them reads with the defaults', () => {
    const {
      acessoPadrao: _a,
      mensagemRodapeEmail: _m,
      tamanhoMaxPorDocumento: _t,
      maxDocsPorEnvelope: _x,
      certDigitalAut: _c,
      urlInstanciaWS: _u,
      ...antigo
    } = cliente();
    expect(clienteSchema.parse(antigo)).toMatchObject({
      acessoPadrao: '1',
      mensagemRodapeEmail: '',
      tamanhoMaxPorDocumento: 10,
      maxDocsPorEnvelope: 10,
      certDigitalAut: 'N',
      urlInstanciaWS: '',
    });
  });

  it('are saved when sent and kept when absent; an empty CNPJ clears it, a CNPJ gets its mask', () => {
    const salvo = aplicar(cliente(), {
      cnpj: '11222333000181',
      mensagemRodapeEmail: 'Rodapé',
      tamanhoMaxPorDocumento: 20,
      maxDocsPorEnvelope: 3,
      certDigitalAut: 'S',
      urlInstanciaWS: 'https://ws.exemplo.com.br',
    });
    expect(salvo).toMatchObject({ cnpj: '11.222.333/0001-81', maxDocsPorEnvelope: 3, certDigitalAut: 'S' });
    expect(aplicar(salvo, {})).toMatchObject({
      cnpj: '11.222.333/0001-81',
      mensagemRodapeEmail: 'Rodapé',
      tamanhoMaxPorDocumento: 20,
      urlInstanciaWS: 'https://ws.exemplo.com.br',
    });
    expect(aplicar(salvo, { cnpj: '' }).cnpj).toBeNull();
  });

  it("the administrator's profile as default access needs a restricted sign-up", () => {
    expect(() => aplicar(cliente(), { acessoPadrao: '2' })).toThrow('exige o cadastro restrito');
    const restrito = aplicar(cliente(), {
      acessoPadrao: '2',
      restringirDominio: 'S',
      dominiosPermitidos: ['acme.com'],
    });
    expect(perfilDoCadastro(restrito)).toBe('2');
    // Dropping the restriction while the default stays 2 is refused too.
    expect(() => aplicar(restrito, {})).toThrow('exige o cadastro restrito');
  });

  it('sign-up gets profile 1 unless acessoPadrao 2 holds with a restriction, whatever is stored', () => {
    expect(perfilDoCadastro(cliente())).toBe('1');
    expect(perfilDoCadastro({ ...cliente(), acessoPadrao: '2' })).toBe('1');
    expect(perfilDoCadastro({ ...cliente(), acessoPadrao: '3', restringirCPF: 'S' })).toBe('1');
  });
});

describe('atualizarClienteSchema, later settings', () => {
  const erros = (mudancas: Record<string, unknown>) => {
    const r = atualizarClienteSchema.safeParse({ ...configuracao, ...mudancas });
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it.each([
    [
      { tamanhoMaxPorDocumento: 0 },
      'tamanhoMaxPorDocumento: O tamanho máximo por documento (MB) deve estar entre 1 e 50',
    ],
    [
      { tamanhoMaxPorDocumento: 2.5 },
      'tamanhoMaxPorDocumento: O tamanho máximo por documento (MB) deve ser um número inteiro',
    ],
    [{ maxDocsPorEnvelope: 51 }, 'maxDocsPorEnvelope: O máximo de documentos por envelope deve estar entre 1 e 50'],
    [{ maxDocsPorEnvelope: '3' }, 'maxDocsPorEnvelope: O máximo de documentos por envelope deve ser um número inteiro'],
    [{ certDigitalAut: 'X' }, 'certDigitalAut: Informe S ou N'],
    [
      { urlInstanciaWS: 'http://ws.exemplo.com' },
      'urlInstanciaWS: A URL da instância deve começar com https:// (ou ficar vazia)',
    ],
    [
      { urlInstanciaWS: 'javascript:alert(1)' },
      'urlInstanciaWS: A URL da instância deve começar com https:// (ou ficar vazia)',
    ],
    [
      { mensagemRodapeEmail: 'x'.repeat(501) },
      'mensagemRodapeEmail: A mensagem do rodapé deve ter no máximo 500 caracteres',
    ],
    [{ acessoPadrao: '3' }, 'acessoPadrao: Acesso padrão deve ser o perfil 1 ou 2'],
    [{ cnpj: '11.222.333/0001-00' }, 'cnpj: CNPJ inválido'],
  ])('refuses %o', (mudanca, mensagem) => {
    expect(erros(mudanca)).toEqual([mensagem]);
  });

  it('accepts empty texts and absent fields', () => {
    expect(erros({ urlInstanciaWS: '', cnpj: '', mensagemRodapeEmail: '' })).toEqual([]);
    expect(erros({})).toEqual([]);
  });
});
