import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { tarefaIaSchema, type TarefaIaArmazenada } from '../../domains/ia/entities/tarefa';
import { emSegundos, prefixoTenant } from '../chaves';
import { buscarItem, escrever, lerAte, putSeAusente, updateItem } from '../entidade';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * AI assistance (docs/data-model.md, "AI"):
 * - a task: pk `T#<SIGLA>#IATAREFA#<idTarefa>`, sk `TAREFA`, kept 7 days (expiraEm);
 * - the tenant's settings: pk `T#<SIGLA>#IA`, sk `CONFIG`;
 * - a month's usage: pk `T#<SIGLA>#IAUSO#<AAAA-MM>`, sk `TOTAL` and one `USUARIO#<id>` per person
 *   (ADD counters, so concurrent tasks never lose a count).
 */
export const iaKeys = {
  tarefa: (sigla: string, idTarefa: string) => ({ pk: `${prefixoTenant(sigla)}#IATAREFA#${idTarefa}`, sk: 'TAREFA' }),
  config: (sigla: string) => ({ pk: `${prefixoTenant(sigla)}#IA`, sk: 'CONFIG' }),
  usoPk: (sigla: string, mes: string) => `${prefixoTenant(sigla)}#IAUSO#${mes}`,
};
const RETENCAO_TAREFA_S = 7 * 24 * 3600;
const PREFIXO_PESSOA = 'USUARIO#';
/** The usage screen's lines of a month: at most this many people (a bounded read). */
const LIMITE_PESSOAS = 1000;

export function inserirTarefaItem(deps: Deps, sigla: string, t: TarefaIaArmazenada): TransactItem {
  return putSeAusente(deps, {
    ...iaKeys.tarefa(sigla, t.id),
    entidade: 'IA_TAREFA',
    ...t,
    expiraEm: emSegundos(new Date(t.criadaEm)) + RETENCAO_TAREFA_S,
  });
}

export async function buscarTarefa(deps: Deps, sigla: string, idTarefa: string): Promise<TarefaIaArmazenada | null> {
  return buscarItem(deps, tarefaIaSchema, iaKeys.tarefa(sigla, idTarefa), { consistente: true });
}

/**
 * The consumer's claim: pendente → processando with its own token, or a claim whose lease ran out
 * (a consumer that died mid-call). A second delivery finds it taken and does nothing.
 */
export function reivindicarTarefaItem(
  deps: Deps,
  sigla: string,
  idTarefa: string,
  token: string,
  agora: string,
  leaseVenceuAntesDe: string,
): TransactItem {
  // `status` is a reserved word: written here with its own name placeholder.
  return {
    Update: {
      TableName: deps.tableName,
      Key: iaKeys.tarefa(sigla, idTarefa),
      UpdateExpression:
        'SET #s = :processando, tokenReivindicacao = :token, reivindicadaEm = :agora, atualizadaEm = :agora',
      ConditionExpression:
        'attribute_exists(pk) AND (#s = :pendente OR (#s = :processando AND reivindicadaEm < :vencido))',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':pendente': 'pendente',
        ':processando': 'processando',
        ':vencido': leaseVenceuAntesDe,
        ':token': token,
        ':agora': agora,
      },
    },
  };
}

/** The end of a task, only by the consumer that holds the claim (a late twin writes nothing). */
export function concluirTarefaItem(
  deps: Deps,
  sigla: string,
  idTarefa: string,
  token: string,
  fim: Pick<TarefaIaArmazenada, 'status' | 'resultado' | 'mensagem' | 'tokens' | 'atualizadaEm'>,
): TransactItem {
  return updateItem(
    deps,
    iaKeys.tarefa(sigla, idTarefa),
    { set: { ...fim, resultado: fim.resultado ?? null, mensagem: fim.mensagem ?? null } },
    { existe: true, iguais: { tokenReivindicacao: token, status: 'processando' } },
  );
}

/** A rule the model proposed, kept on the claimed task for the ia-regras consumer to save. */
export function proporRegraItem(
  deps: Deps,
  sigla: string,
  idTarefa: string,
  token: string,
  regraProposta: unknown,
  tokens: number,
  atualizadaEm: string,
): TransactItem {
  return updateItem(
    deps,
    iaKeys.tarefa(sigla, idTarefa),
    { set: { regraProposta, tokens, atualizadaEm } },
    { existe: true, iguais: { tokenReivindicacao: token, status: 'processando' } },
  );
}

export const configIaSchema = z.object({ ativa: z.boolean(), orcamentoMensalTokens: z.number().int() });

export async function buscarConfigIa(deps: Deps, sigla: string): Promise<z.output<typeof configIaSchema> | null> {
  return buscarItem(deps, configIaSchema, iaKeys.config(sigla));
}

export async function gravarConfigIa(
  deps: Deps,
  sigla: string,
  c: z.output<typeof configIaSchema> & { alteradoPor: string; atualizadaEm: string },
): Promise<void> {
  await escrever(deps, {
    Put: { TableName: deps.tableName, Item: { ...iaKeys.config(sigla), entidade: 'IA_CONFIG', ...c } },
  });
}

/** A finished task's tokens on its month's total and on its person's line. */
export function somarUsoItens(
  deps: Deps,
  sigla: string,
  mes: string,
  pessoa: { usuarioId: string; email: string },
  tokens: number,
): TransactItem[] {
  const pk = iaKeys.usoPk(sigla, mes);
  return [
    updateItem(deps, { pk, sk: 'TOTAL' }, { set: { entidade: 'IA_USO', mes }, add: { tokens, tarefas: 1 } }),
    updateItem(
      deps,
      { pk, sk: `${PREFIXO_PESSOA}${pessoa.usuarioId}` },
      {
        set: { entidade: 'IA_USO', mes, idUsuario: pessoa.usuarioId, email: pessoa.email },
        add: { tokens, tarefas: 1 },
      },
    ),
  ];
}

const totalSchema = z.object({ tokens: z.number().default(0), tarefas: z.number().default(0) });
const pessoaSchema = totalSchema.extend({ idUsuario: z.string(), email: z.string() });

export async function buscarUsoTotal(deps: Deps, sigla: string, mes: string) {
  return (
    (await buscarItem(deps, totalSchema, { pk: iaKeys.usoPk(sigla, mes), sk: 'TOTAL' })) ?? { tokens: 0, tarefas: 0 }
  );
}

/** The month's lines per person (one Query; a tenant's people who used AI in a month, bounded). */
export async function listarUsoPorPessoa(deps: Deps, sigla: string, mes: string) {
  const itens = await lerAte(deps, { pk: iaKeys.usoPk(sigla, mes), prefixoSk: PREFIXO_PESSOA }, LIMITE_PESSOAS);
  return itens.map((i) => pessoaSchema.parse(i));
}
