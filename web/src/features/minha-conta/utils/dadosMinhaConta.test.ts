import type { UsuarioSessao } from '@wf/shared/types/sessao';
import { atualizarMinhaContaSchema } from '@wf/shared/schemas/usuario';
import { describe, expect, it } from 'vitest';
import { dadosPerfil } from './dadosMinhaConta';

const usuario: UsuarioSessao = {
  id: 'u1',
  nome: 'Maria Silva',
  email: 'maria@exemplo.com.br',
  iniciais: 'MS',
  cor: '#fa8c16',
  cpf: '52998224725',
  celular: '11987654321',
  dataNascimento: '1990-05-20T00:00:00.000Z',
  empresa: null,
  cargo: 'Analista',
  imgFoto: null,
  perfilUsuario: '1',
  ativo: 'S',
  acessoAPI: 'N',
  tokenAPI: null,
  urlAcessoAPI: null,
  authTokenCliente: 't',
  listaAmbientesAcesso: [],
  tempoSessao: 480,
  tourStep: 4,
  auth2fa: 'N',
  permiteInteracaoCompleta: 'S',
};

describe('dadosPerfil', () => {
  it('masks documents, keeps the date part and turns absent text into empty text', () => {
    expect(dadosPerfil(usuario)).toEqual({
      nome: 'Maria Silva',
      cpf: '529.982.247-25',
      celular: '(11) 98765-4321',
      dataNascimento: '1990-05-20',
      empresa: '',
      cargo: 'Analista',
    });
  });

  it('yields a payload the shared schema accepts, so toggling API access resends the profile', () => {
    const resultado = atualizarMinhaContaSchema.safeParse({ ...dadosPerfil(usuario), acessoAPI: 'S' });
    expect(resultado.success).toBe(true);
  });

  it('accepts a user with nothing but a name', () => {
    const vazio = { ...usuario, cpf: null, celular: null, dataNascimento: null, cargo: null };
    expect(atualizarMinhaContaSchema.safeParse(dadosPerfil(vazio)).success).toBe(true);
  });
});
