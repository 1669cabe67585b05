import { expect } from 'vitest';
import type { ClienteCompleto } from '@wf/shared/types/sessao';
import type { ClienteHttp } from './clienteHttp';

/**
 * Turns the tenant's Google flags as its administrator would on /admin/ambiente (PUT
 * /api/cliente/atualizar), keeping the rest of its settings as they are.
 */
export async function ligarGoogle(
  admin: ClienteHttp,
  sigla: string,
  flags: { googleSignIn: 'S' | 'N'; loginExclusivoViaGoogleSignIn?: 'S' | 'N' },
): Promise<void> {
  const atual = (await admin.get<ClienteCompleto>('/api/cliente', { sigla })).body;
  const r = await admin.put(
    '/api/cliente/atualizar',
    {
      nome: atual.nome,
      googleSignIn: flags.googleSignIn,
      loginExclusivoViaGoogleSignIn: flags.loginExclusivoViaGoogleSignIn ?? 'N',
      exigirAtivacaoUsuario: atual.exigirAtivacaoUsuario,
      exibirNomeLogin: atual.exibirNomeLogin,
      restringirCPF: atual.restringirCPF,
      cpfsPermitidos: atual.cpfsPermitidos,
      restringirDominio: atual.restringirDominio,
      dominiosPermitidos: atual.dominiosPermitidos,
    },
    { sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
