/**
 * Operator CLI: provisions a tenant with its first administrator (profile 2).
 *
 *   npm run tenant -- create --sigla ACME --nome "Acme" --admin-email admin@acme.com.br --admin-senha Senha1234
 *
 * Optional: --admin-nome "Maria Souza", --exigir-ativacao S, --controlar-planos S, --google S,
 * --somente-google S, --local.
 *
 * Where it writes:
 * - against the local runtime (`npm start`): with --local, or whenever TABLE_NAME is unset, it
 *   uses the runtime's names and DynamoDB Local at http://localhost:$DYNAMODB_PORT (default 8000);
 * - against AWS: set TABLE_NAME, BUCKET_ARQUIVOS, EVENT_BUS_NAME and APP_URL from the stack's
 *   outputs (plus AWS_REGION and credentials as for any AWS CLI) and omit --local.
 * The admin's welcome e-mail goes out through the normal path (outbox -> bus -> e-mail consumer).
 */
import { parseArgs } from 'node:util';
import { ErroDominio } from '@wf/functions/kernel/errors';
import { appDeps } from '@wf/functions/kernel/deps';
import { criarAmbiente, type CriarAmbiente } from '@wf/functions/domains/usuarios/services/criarAmbienteService';
import { localEnvironmentForCli } from './localEnvironment';

const USO = `Uso:
  npm run tenant -- create --sigla ACME --nome "Acme" --admin-email admin@acme.com.br --admin-senha Senha1234
      [--admin-nome "Nome do administrador"] [--exigir-ativacao S|N] [--controlar-planos S|N]
      [--google S|N] [--somente-google S|N] [--local]`;

const OPCOES = {
  sigla: { type: 'string' },
  nome: { type: 'string' },
  'admin-nome': { type: 'string' },
  'admin-email': { type: 'string' },
  'admin-senha': { type: 'string' },
  'exigir-ativacao': { type: 'string' },
  'controlar-planos': { type: 'string' },
  google: { type: 'string' },
  'somente-google': { type: 'string' },
  local: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type Flag = 'S' | 'N';
const comoFlag = (valor: string | undefined): Flag | undefined => valor?.toUpperCase() as Flag | undefined;

class ErroUso extends Error {}

function lerArgumentos(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPCOES, allowPositionals: true, strict: true });
  } catch (e) {
    throw new ErroUso(`Argumentos inválidos: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Turns the failures an operator can cause into one clear pt-BR line. */
function mensagemDeErro(e: unknown, ambiente: string): string {
  if (e instanceof ErroDominio) {
    const campos = e.campos
      ? Object.entries(e.campos)
          .map(([campo, msg]) => `\n  - ${campo}: ${msg}`)
          .join('')
      : '';
    return `${e.message}${campos}`;
  }
  const nome = e instanceof Error ? e.name : '';
  const texto = e instanceof Error ? e.message : String(e);
  if (nome === 'ResourceNotFoundException') return `A tabela ${process.env.TABLE_NAME} não existe em ${ambiente}.`;
  if (/ECONNREFUSED|connect/i.test(texto)) {
    return `Não foi possível conectar ao DynamoDB em ${ambiente}. O runtime local está rodando (npm start)?`;
  }
  if (/credential/i.test(texto)) return `Credenciais da AWS não encontradas ou inválidas: ${texto}`;
  return `Falha inesperada: ${texto}`;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = lerArgumentos(argv);
  if (values.help || positionals.length === 0) {
    console.log(USO);
    return values.help ? 0 : 2;
  }
  if (positionals[0] !== 'create' || positionals.length > 1)
    throw new ErroUso(`Comando desconhecido: ${positionals.join(' ')}`);

  const local = values.local || !process.env.TABLE_NAME;
  if (local) Object.assign(process.env, localEnvironmentForCli(process.env));
  const ambiente = process.env.DYNAMODB_ENDPOINT ?? `AWS (${process.env.AWS_REGION ?? 'região padrão'})`;

  const entrada: CriarAmbiente = {
    sigla: values.sigla ?? '',
    nome: values.nome ?? '',
    adminNome: values['admin-nome'],
    adminEmail: values['admin-email'] ?? '',
    adminSenha: values['admin-senha'] ?? '',
    exigirAtivacaoUsuario: comoFlag(values['exigir-ativacao']),
    controlarPlanos: comoFlag(values['controlar-planos']),
    googleSignIn: comoFlag(values.google),
    loginExclusivoViaGoogleSignIn: comoFlag(values['somente-google']),
  };
  try {
    const criado = await criarAmbiente(appDeps(), entrada);
    console.log(`Ambiente ${criado.sigla} (${criado.nome}) criado em ${ambiente}.`);
    console.log(`  administrador: ${criado.adminEmail} (perfil 2)`);
    console.log(`  tokenCliente:  ${criado.tokenCliente}`);
    console.log(`  login:         ${process.env.APP_URL ?? ''}/workflow/login/${criado.sigla}`);
    return 0;
  } catch (e) {
    console.error(mensagemDeErro(e, ambiente));
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (codigo) => process.exit(codigo),
  (e: unknown) => {
    console.error(e instanceof ErroUso ? `${e.message}\n\n${USO}` : e);
    process.exit(e instanceof ErroUso ? 2 : 1);
  },
);
