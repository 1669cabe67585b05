import type { PerfilUsuario } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarUsuarioPorEmail, inserirUsuarioItens } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { hashSenha } from '../../../lib/senhas';
import { TOUR_PASSOS } from '@wf/shared/constants/configuracoesAmbiente';
import { novoUsuario } from '../entities/usuario';

export interface UsuarioProvisionado {
  sigla: string;
  nome: string;
  email: string;
  senha: string;
  perfilUsuario: PerfilUsuario;
  /** The demo seed's accounts start verified (no link can reach a demo address); nothing else sets this. */
  emailVerificado?: boolean;
  /** The demo seed's accounts skip the home's first-use tour (a shared demo, driven by the browser tests). */
  semTour?: boolean;
}

/**
 * Creates an active account with a chosen profile when the e-mail has none in the tenant
 * (operator tooling and the demo seed; never reachable over HTTP). Idempotent: an existing
 * account is left as it is. Answers whether it created one.
 */
export async function garantirUsuario(deps: AppDeps, dados: UsuarioProvisionado): Promise<boolean> {
  if (await buscarUsuarioPorEmail(deps, dados.sigla, dados.email)) return false;
  const novo = novoUsuario({
    id: deps.newId(),
    sigla: dados.sigla,
    nome: dados.nome,
    email: dados.email,
    senhaHash: await hashSenha(dados.senha),
    perfilUsuario: dados.perfilUsuario,
    exigeAtivacao: false,
    emailVerificado: dados.emailVerificado,
    agora: deps.clock(),
  });
  const usuario = dados.semTour ? { ...novo, tourStep: TOUR_PASSOS } : novo;
  // False only if a concurrent run created the same e-mail: the account exists either way.
  return transact(deps, [
    ...inserirUsuarioItens(deps, usuario),
    outboxPut(deps, {
      tipo: 'usuarioCadastrado',
      detalhe: { sigla: usuario.sigla, usuarioId: usuario.id, email: usuario.email, nome: usuario.nome },
    }),
  ]);
}
