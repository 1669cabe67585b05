import { mascaraCpf, mascaraTelefone } from '@wf/shared/validation/documentos';
import type { UsuarioSessao } from '@wf/shared/types/sessao';

/**
 * The user's saved profile in the form's shape (masked documents, '' for empty text), the
 * starting point of both tabs: saving the API switch sends the profile unchanged with it.
 */
export interface DadosPerfil {
  nome: string;
  cpf: string;
  celular: string;
  /** YYYY-MM-DD or ''. */
  dataNascimento: string;
  empresa: string;
  cargo: string;
}

export function dadosPerfil(usuario: UsuarioSessao): DadosPerfil {
  return {
    nome: usuario.nome,
    cpf: usuario.cpf ? mascaraCpf(usuario.cpf) : '',
    celular: usuario.celular ? mascaraTelefone(usuario.celular) : '',
    dataNascimento: usuario.dataNascimento ? usuario.dataNascimento.slice(0, 10) : '',
    empresa: usuario.empresa ?? '',
    cargo: usuario.cargo ?? '',
  };
}
