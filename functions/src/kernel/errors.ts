import { mensagensEntrada } from '@wf/shared/constants/entrada';

/**
 * What kind of refusal a domain error is. The domain says what went wrong, not how a transport
 * answers it: only the HTTP layer turns a kind into a status (app/http/middlewares/mapearErros.ts).
 */
export type NaturezaErro =
  | 'validacao'
  | 'naoAutenticado'
  | 'proibido'
  | 'naoEncontrado'
  | 'conflito'
  | 'expirado'
  | 'grandeDemais'
  | 'formatoNaoSuportado'
  | 'naoProcessavel'
  | 'muitasTentativas'
  | 'naoConfigurado'
  | 'indisponivel';

/**
 * Typed domain errors. Services throw these with their kind and `tipo`; the HTTP layer turns them
 * into a status and `{ mensagem, tipo }` in one place (app/http/middlewares/mapearErros.ts). Any
 * other error is a 500.
 */
export class ErroDominio extends Error {
  constructor(
    readonly natureza: NaturezaErro,
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
  validacao: (mensagem: string, campos?: Record<string, string>) =>
    new ErroDominio('validacao', 'EValidacao', mensagem, campos),
  sessaoExpirada: () =>
    new ErroDominio('naoAutenticado', 'ESessaoUsuarioExpirada', 'Sua sessão expirou. Faça login novamente.'),
  credenciais: (mensagem: string) => new ErroDominio('naoAutenticado', 'ECredenciaisInvalidas', mensagem),
  acessoNegado: (mensagem: string) => new ErroDominio('proibido', 'EAcessoNegado', mensagem),
  naoEncontrado: (mensagem: string) => new ErroDominio('naoEncontrado', 'ERegistroNaoEncontrado', mensagem),
  conflito: (mensagem: string) => new ErroDominio('conflito', 'EConflito', mensagem),
  linkInvalido: (mensagem: string) => new ErroDominio('expirado', 'ELinkInvalido', mensagem),
  muitasTentativas: (mensagem: string) => new ErroDominio('muitasTentativas', 'EMuitasTentativas', mensagem),
  corpoGrande: () => new ErroDominio('grandeDemais', 'PayloadMuitoGrande', mensagensEntrada.corpoGrande),
  naoConfigurado: (mensagem: string) => new ErroDominio('naoConfigurado', 'ENaoConfigurado', mensagem),
};

/** DynamoDB's words for an item or key over its size limits (400 KB item, 2 KB partition key, 1 KB sort key). */
const LIMITE_DYNAMO =
  /item size|size of hashkey|size of (all )?range keys|key.*(too large|exceeded|must be under)|exceeded the maximum/i;

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
