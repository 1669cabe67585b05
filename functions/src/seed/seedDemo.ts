import { appDeps } from '../kernel/deps';
import { buscarClientePorSigla } from '../data/repositories/clienteRepository';
import { SIGLA_PADRAO } from '../domains/clientes/entities/cliente';
import { criarAmbiente } from '../domains/usuarios/services/criarAmbienteService';
import { garantirUsuario } from '../domains/usuarios/services/provisionamentoService';

/** The demo tenant and its two accounts, printed by `npm start`. */
export const DEMO = {
  sigla: SIGLA_PADRAO,
  nome: 'AVMB - Workflow',
  senha: 'Workflow123',
  usuarios: [
    { nome: 'Demo', email: 'demo@avmb.com.br', perfilUsuario: '2' },
    { nome: 'Sistema', email: 'sistema@avmb.com.br', perfilUsuario: '3' },
  ],
} as const;

/**
 * Seeds the demo tenant (every flag N) through the same provisioning service the operator CLI
 * uses. Idempotent: it runs on every start of the local runtime and creates only what is missing.
 * Its accounts start with their e-mail verified (demo addresses receive no mail), so the demo can
 * switch to a tenant where the same e-mail has a verified account.
 */
export async function seedDemo(): Promise<void> {
  const deps = appDeps();
  const [admin, ...outros] = DEMO.usuarios;
  if (!(await buscarClientePorSigla(deps, DEMO.sigla))) {
    await criarAmbiente(
      deps,
      {
        sigla: DEMO.sigla,
        nome: DEMO.nome,
        adminNome: admin.nome,
        adminEmail: admin.email,
        adminSenha: DEMO.senha,
      },
      { adminEmailVerificado: true, adminSemTour: true },
    );
  }
  for (const u of [admin, ...outros]) {
    await garantirUsuario(deps, {
      sigla: DEMO.sigla,
      nome: u.nome,
      email: u.email,
      senha: DEMO.senha,
      perfilUsuario: u.perfilUsuario,
      emailVerificado: true,
      semTour: true,
    });
  }
}
