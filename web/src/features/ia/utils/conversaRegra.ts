/**
 * The message sent after the model asked back: the first request, its question and the answer,
 * so the model sees the whole exchange (it keeps no conversation of its own).
 */
export const mensagemComResposta = (pedido: string, pergunta: string, resposta: string): string =>
  `${pedido.trim()}\n\nPergunta do assistente: ${pergunta.trim()}\nResposta: ${resposta.trim()}`;
