import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { readEnvironment } from '../../../functions/src/kernel/environment';
import { criarAmbiente } from '../../../functions/src/domains/usuarios/services/criarAmbienteService';
import { handlerEnvironment } from '../../../infra/local/handlerEnvironment';
import { depsDaTabela } from '../../support/tabela';
import { ClienteHttp } from './clienteHttp';
import { novaSigla, novoEmail, SENHA } from './dados';

const executar = promisify(execFile);
const raiz = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(raiz, 'node_modules', '.bin', 'tsx');

export interface AmbienteDeTeste {
  sigla: string;
  tokenCliente: string;
  adminEmail: string;
  adminSenha: string;
}

export interface OpcoesAmbiente {
  exigirAtivacao?: boolean;
  controlarPlanos?: boolean;
  adminEmail?: string;
}

/** Runs the operator CLI (infra/scripts/tenant.ts) against the test runtime, as an operator would. */
export async function rodarCliTenant(args: string[]): Promise<{ codigo: number; saida: string; erro: string }> {
  const env = { ...process.env, ...handlerEnvironment(inject('endpoints')) };
  try {
    const r = await executar(tsx, [path.join(raiz, 'infra/scripts/tenant.ts'), ...args], { env, cwd: raiz });
    return { codigo: 0, saida: r.stdout, erro: r.stderr };
  } catch (e) {
    const falha = e as { code?: number; stdout?: string; stderr?: string };
    return { codigo: falha.code ?? 1, saida: falha.stdout ?? '', erro: falha.stderr ?? '' };
  }
}

/**
 * A fresh tenant with its administrator (profile 2), created by the service the operator CLI
 * calls (criarAmbiente), in this process: spawning the CLI (tsx, the SDK) cost about 1.5 s of CPU
 * per tenant, for the hundred-odd tenants a run makes. tests/api/cliTenant.test.ts runs the CLI
 * itself. Its tokenCliente is read over HTTP like the SPA does.
 */
export async function criarAmbienteDeTeste(opcoes: OpcoesAmbiente = {}): Promise<AmbienteDeTeste> {
  const sigla = novaSigla();
  const adminEmail = opcoes.adminEmail ?? novoEmail('admin');
  const deps = { ...depsDaTabela(), env: readEnvironment(handlerEnvironment(inject('endpoints'))) };
  await criarAmbiente(deps, {
    sigla,
    nome: `Ambiente ${sigla}`,
    adminNome: 'Ana Administradora',
    adminEmail,
    adminSenha: SENHA,
    exigirAtivacaoUsuario: opcoes.exigirAtivacao ? 'S' : 'N',
    controlarPlanos: opcoes.controlarPlanos ? 'S' : 'N',
  });
  const cliente = await new ClienteHttp().get<ClientePublico>(`/api/cliente/${sigla}`);
  if (cliente.status !== 200) throw new Error(`ambiente ${sigla} não encontrado após a criação`);
  return { sigla, tokenCliente: cliente.body.token, adminEmail, adminSenha: SENHA };
}

/** The demo tenant seeded by the runtime (functions/src/seed/seedDemo.ts). */
export async function ambienteDemo(): Promise<AmbienteDeTeste & { sistemaEmail: string }> {
  const cliente = await new ClienteHttp().get<ClientePublico>('/api/cliente/AVMB');
  return {
    sigla: 'AVMB',
    tokenCliente: cliente.body.token,
    adminEmail: 'demo@avmb.com.br',
    adminSenha: 'Workflow123',
    sistemaEmail: 'sistema@avmb.com.br',
  };
}
