import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import { rotaDeToken, type IdempotenciaDaCriacao, type RespostaRota, type Rota } from '../../../kernel/http/route';
import { parametrosDoCaminho, type NomeParametro } from '../../../kernel/parametrosDeRota';
import type { Sessao } from '../../../kernel/sessao';
import type { EntradaOperacao } from '../operacao';

type Saida<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface EntradaDaRota<O extends EntradaOperacao> {
  params: Readonly<Record<NomeParametro, string>>;
  query: Saida<O['consulta']>;
  body: Saida<O['corpo']>;
  sessao: Sessao;
  /** Set on an idempotent create sent with Idempotency-Key. */
  idempotencia?: IdempotenciaDaCriacao;
}

/**
 * The route of a public-API operation: its input is validated with exactly the schemas the
 * operation declares (path parameters, query, body), the ones the OpenAPI document is made of.
 */
export function rotaDaOperacao<O extends EntradaOperacao>(
  operacao: O,
  handle: (deps: AppDeps, entrada: EntradaDaRota<O>) => Promise<RespostaRota>,
): [string, Rota] {
  const rota = rotaDeToken({
    body: operacao.corpo,
    query: operacao.consulta,
    params: parametrosDoCaminho(operacao.caminho) as NomeParametro[],
    parametros: operacao.parametros,
    idempotente: operacao.idempotente,
    handle: (deps, entrada) => handle(deps, entrada as unknown as EntradaDaRota<O>),
  });
  return [`${operacao.metodo.toUpperCase()} ${operacao.caminho}`, rota];
}
