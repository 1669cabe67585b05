import type { UsuarioAdministrado } from '@wf/shared/types/sessao';
import { corDoNome, iniciaisDoNome } from '../entities/avatar';
import { convitePendente, type Usuario } from '../entities/usuario';

/** An account as the user-administration screen lists it. */
export const paraUsuarioAdministrado = (u: Usuario): UsuarioAdministrado => ({
  id: u.id,
  nome: u.nome,
  email: u.email,
  iniciais: iniciaisDoNome(u.nome),
  cor: corDoNome(u.nome),
  perfilUsuario: u.perfilUsuario,
  ativo: u.ativo,
  dataCadastro: u.criadoEm,
  convitePendente: convitePendente(u),
  tempoSessao: u.tempoSessao,
  auth2fa: u.auth2fa,
  permiteInteracaoCompleta: u.permiteInteracaoCompleta,
});
