import { ErroDominio } from '../../kernel/errors';

/**
 * Errors proper to the public API (/api/v1), with their documented `tipo`. The operations'
 * own refusals come from the domain services they call, as in the session API.
 */
export const erroApi = {
  tokenInvalido: () =>
    new ErroDominio(
      'naoAutenticado',
      'ETokenInvalido',
      'Token de acesso inválido, revogado ou sem acesso à API. Gere um novo token em Minha conta > API.',
    ),
  limiteExcedido: (segundos: number, cabecalhos: Record<string, string>) =>
    Object.assign(
      new ErroDominio(
        'muitasTentativas',
        'ELimiteRequisicoes',
        `Limite de requisições excedido. Tente novamente em ${segundos} segundo(s).`,
      ),
      { cabecalhos },
    ),
  chaveIdempotenciaInvalida: () =>
    new ErroDominio('validacao', 'EValidacao', 'Idempotency-Key inválida: use de 1 a 255 caracteres visíveis'),
  chaveIdempotenciaReutilizada: () =>
    new ErroDominio(
      'naoProcessavel',
      'EIdempotencyKeyReutilizada',
      'Esta Idempotency-Key já foi usada com outra requisição. Use uma chave nova para cada criação.',
    ),
  chaveIdempotenciaEmAndamento: () =>
    new ErroDominio(
      'conflito',
      'EIdempotencyKeyEmAndamento',
      'Uma requisição com esta Idempotency-Key ainda está em andamento',
    ),
};
