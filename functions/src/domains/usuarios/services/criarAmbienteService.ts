import * as z from 'zod';
import { email, flagSN, textoObrigatorio } from '@wf/shared/schemas/campos';
import { senhaForte } from '@wf/shared/schemas/camposConta';
import { mensagens } from '@wf/shared/messages';
import type { AppDeps } from '../../../kernel/deps';
import { validar } from '../../../kernel/zodErro';
import { buscarClientePorSigla, criarClienteItens } from '../../../data/repositories/clienteRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { inserirUsuarioItens } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { gerarSegredo } from '../../../lib/segredos';
import { hashSenha } from '../../../lib/senhas';
import { TOUR_PASSOS } from '@wf/shared/constants/configuracoesAmbiente';
import { novoUsuario } from '../entities/usuario';
import { tokenDeSenha, VALIDADE_CONFIRMACAO_SEGUNDOS } from './recuperacaoSenhaService';
import { erroCliente, novoCliente, siglaValida } from '../../clientes';

/** What the operator gives to provision a tenant (CLI `npm run tenant -- create`, the demo seed). */
export const criarAmbienteSchema = z.object({
  sigla: z
    .string({ error: 'Informe a sigla do ambiente' })
    .trim()
    .toUpperCase()
    .refine(siglaValida, 'A sigla deve ter de 2 a 20 letras maiúsculas ou números, começando por uma letra'),
  nome: textoObrigatorio('Informe o nome do ambiente', 150),
  adminNome: textoObrigatorio('Informe o nome do administrador', 150).default('Administrador'),
  adminEmail: email(mensagens.emailInvalido),
  adminSenha: senhaForte,
  exigirAtivacaoUsuario: flagSN.default('N'),
  controlarPlanos: flagSN.default('N'),
  googleSignIn: flagSN.default('N'),
  loginExclusivoViaGoogleSignIn: flagSN.default('N'),
});
export type CriarAmbiente = z.input<typeof criarAmbienteSchema>;

export interface AmbienteCriado {
  sigla: string;
  nome: string;
  tokenCliente: string;
  adminEmail: string;
}

/** The administrator created with a tenant gets the tenant-admin profile (2). */
const PERFIL_ADMIN_AMBIENTE = '2';

/**
 * Provisions a tenant with its first administrator (active at once: the operator chose the
 * password), in one transaction with the usuarioCadastrado event. An existing sigla is refused.
 * The operator typed the e-mail and chose the password, which proves nothing: the welcome e-mail
 * carries a link where the mailbox owner sets his own password, and the account is unverified
 * until he does. Only the demo seed passes
 * adminEmailVerificado (never reachable from the CLI's arguments or over HTTP).
 */
export async function criarAmbiente(
  deps: AppDeps,
  entrada: CriarAmbiente,
  /** adminSemTour: the demo's administrator skips the home's first-use tour (see garantirUsuario). */
  opcoes: { adminEmailVerificado?: boolean; adminSemTour?: boolean } = {},
): Promise<AmbienteCriado> {
  const d = validar(criarAmbienteSchema, entrada);
  if (await buscarClientePorSigla(deps, d.sigla)) throw erroCliente.siglaEmUso(d.sigla);

  const agora = deps.clock();
  const cliente = novoCliente({
    id: deps.newId(),
    sigla: d.sigla,
    nome: d.nome,
    token: gerarSegredo(18),
    agora,
    exigirAtivacaoUsuario: d.exigirAtivacaoUsuario,
    controlarPlanos: d.controlarPlanos,
    googleSignIn: d.googleSignIn,
    loginExclusivoViaGoogleSignIn: d.loginExclusivoViaGoogleSignIn,
  });
  const adminNovo = novoUsuario({
    id: deps.newId(),
    sigla: d.sigla,
    nome: d.adminNome,
    email: d.adminEmail,
    senhaHash: await hashSenha(d.adminSenha),
    perfilUsuario: PERFIL_ADMIN_AMBIENTE,
    exigeAtivacao: false,
    emailVerificado: opcoes.adminEmailVerificado,
    agora,
  });
  const admin = opcoes.adminSemTour ? { ...adminNovo, tourStep: TOUR_PASSOS } : adminNovo;
  const link = opcoes.adminEmailVerificado
    ? undefined
    : tokenDeSenha(deps, admin, agora, VALIDADE_CONFIRMACAO_SEGUNDOS);
  const gravou = await transact(deps, [
    ...criarClienteItens(deps, cliente),
    ...inserirUsuarioItens(deps, admin),
    ...(link ? [link.item] : []),
    outboxPut(deps, {
      tipo: 'usuarioCadastrado',
      detalhe: {
        sigla: d.sigla,
        usuarioId: admin.id,
        email: admin.email,
        nome: admin.nome,
        ...(link ? { tokenConfirmacao: link.token } : {}),
      },
    }),
  ]);
  // Another operator created the same sigla between the check and the write.
  if (!gravou) throw erroCliente.siglaEmUso(d.sigla);
  return { sigla: cliente.sigla, nome: cliente.nome, tokenCliente: cliente.token, adminEmail: admin.email };
}
