import type { Logger } from '@aws-lambda-powertools/logger';
import { ErroDominio, erroDeLimiteDoBanco, type NaturezaErro } from '../../../kernel/errors';
import { json, type MiddlewareHttp, type Resultado } from './tipos';

/**
 * The one table from a domain error's kind to its HTTP status. Domain code never names a status:
 * an answer's status is this table's, so a kind answers the same on every route.
 */
export const STATUS_DA_NATUREZA: Readonly<Record<NaturezaErro, number>> = {
  validacao: 400,
  naoAutenticado: 401,
  proibido: 403,
  naoEncontrado: 404,
  conflito: 409,
  expirado: 410,
  grandeDemais: 413,
  formatoNaoSuportado: 415,
  naoProcessavel: 422,
  muitasTentativas: 429,
  naoConfigurado: 501,
  indisponivel: 503,
};

/** The status a domain error answers with. */
export const statusDoErro = (e: ErroDominio): number => STATUS_DA_NATUREZA[e.natureza];

/** The one place errors become answers: domain errors answer their kind's status, the rest is a logged 500. */
export function respostaDeErro(falha: unknown, logger: Logger): { resposta: Resultado; tipo: string } {
  const limite = erroDeLimiteDoBanco(falha);
  // Logged: a size limit reached past the schemas means a schema limit is missing or too loose.
  if (limite) logger.warn('Limite de tamanho do DynamoDB', { motivo: (falha as Error).message });
  const e = limite ?? falha;
  if (e instanceof ErroDominio) {
    const body = { ...e.detalhes, mensagem: e.message, tipo: e.tipo, ...(e.campos ? { campos: e.campos } : {}) };
    const resposta = json(statusDoErro(e), body);
    if (e.cabecalhos) resposta.headers = { ...resposta.headers, ...e.cabecalhos };
    return { resposta, tipo: e.tipo };
  }
  logger.error('Erro não tratado', e instanceof Error ? e : String(e));
  return { resposta: json(500, { mensagem: 'Erro interno no servidor', tipo: 'ErroInterno' }), tipo: 'ErroInterno' };
}

/** Any error of the steps or the handler becomes `{ mensagem, tipo }` with its status. */
export function mapearErros(logger: Logger): MiddlewareHttp {
  return {
    onError: (request) => {
      const { resposta, tipo } = respostaDeErro(request.error, logger);
      request.response = resposta;
      request.context.requisicao.tipoErro = tipo;
    },
  };
}
