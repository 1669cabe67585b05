import type { RespostaRota } from '../../../app/http/route';
import type { OperacaoApi } from '../operacao';

/** The operation's documented success status with the service's answer. */
export const respostaDe = (operacao: OperacaoApi, body: unknown): RespostaRota => ({ status: operacao.resposta.status, body });
