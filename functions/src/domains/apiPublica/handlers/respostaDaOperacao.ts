import type { RespostaRota } from '../../../kernel/http/route';
import type { EntradaOperacao } from '../operacao';

/**
 * The success status of an operation, from its method: 201 for a POST that creates, 200 for the
 * rest (a move is a POST that creates nothing). operacoes.test.ts holds it equal to each
 * operation's documented `resposta.status`.
 */
export const statusDeSucesso = (o: EntradaOperacao): 200 | 201 =>
  o.metodo === 'post' && !o.caminho.endsWith('/movimentacoes') ? 201 : 200;

export const respostaDe = (operacao: EntradaOperacao, body: unknown): RespostaRota => ({
  status: statusDeSucesso(operacao),
  body,
});
