/**
 * Typed domain errors. Services throw these; the HTTP layer turns them into status and
 * `{ mensagem, tipo }` in one place (app/http/httpLambda.ts). Any other error is a 500.
 */
export class ErroDominio extends Error {
  constructor(
    readonly status: number,
    readonly tipo: string,
    mensagem: string,
    readonly campos?: Record<string, string>,
    /** Extra fields merged into the error body (e.g. the per-card errors of a blocked move). */
    readonly detalhes?: Record<string, unknown>,
  ) {
    super(mensagem);
    this.name = 'ErroDominio';
  }
}

export const erro = {
  validacao: (mensagem: string, campos?: Record<string, string>) => new ErroDominio(400, 'EValidacao', mensagem, campos),
  sessaoExpirada: () => new ErroDominio(401, 'ESessaoUsuarioExpirada', 'Sua sessão expirou. Faça login novamente.'),
  credenciais: (mensagem: string) => new ErroDominio(401, 'ECredenciaisInvalidas', mensagem),
  acessoNegado: (mensagem: string) => new ErroDominio(403, 'EAcessoNegado', mensagem),
  naoEncontrado: (mensagem: string) => new ErroDominio(404, 'ERegistroNaoEncontrado', mensagem),
  conflito: (mensagem: string) => new ErroDominio(409, 'EConflito', mensagem),
  linkInvalido: (mensagem: string) => new ErroDominio(410, 'ELinkInvalido', mensagem),
  muitasTentativas: (mensagem: string) => new ErroDominio(429, 'EMuitasTentativas', mensagem),
  naoConfigurado: (mensagem: string) => new ErroDominio(501, 'ENaoConfigurado', mensagem),
};
