import { mensagensEntrada } from '@wf/shared/constants/entrada';

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
  /** Headers the error answer carries (e.g. Retry-After and RateLimit of a 429). */
  cabecalhos?: Record<string, string>;
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
  corpoGrande: () => new ErroDominio(413, 'PayloadMuitoGrande', mensagensEntrada.corpoGrande),
  naoConfigurado: (mensagem: string) => new ErroDominio(501, 'ENaoConfigurado', mensagem),
};

/** DynamoDB's words for an item or key over its size limits (400 KB item, 2 KB partition key, 1 KB sort key). */
const LIMITE_DYNAMO = /item size|size of hashkey|size of (all )?range keys|key.*(too large|exceeded|must be under)|exceeded the maximum/i;

const motivosDe = (e: { CancellationReasons?: { Code?: string; Message?: string }[] }) =>
  (e.CancellationReasons ?? []).filter((r) => r.Code === 'ValidationError').map((r) => r.Message ?? '');

/**
 * The safety net behind the schemas' limits: DynamoDB refusing an item or a key for its size
 * (directly or inside a cancelled transaction) is the client's too-large input, a 400 in
 * pt-BR, never a 500. Null for any other error.
 */
export function erroDeLimiteDoBanco(e: unknown): ErroDominio | null {
  if (!(e instanceof Error)) return null;
  const textos =
    e.name === 'ValidationException'
      ? [e.message]
      : e.name === 'TransactionCanceledException'
        ? motivosDe(e as Parameters<typeof motivosDe>[0])
        : [];
  return textos.some((t) => LIMITE_DYNAMO.test(t)) ? erro.validacao(mensagensEntrada.registroGrande) : null;
}
