/**
 * The tenant settings that have bounds and defaults (docs/adr/0074-tenant-settings.md). A tenant
 * stored before a setting existed reads with its default.
 */
export const CONFIGURACOES_AMBIENTE = {
  /** Largest file one e-signature envelope accepts, in MB. */
  tamanhoMaxPorDocumento: { padrao: 10, min: 1, max: 50 },
  /** Most documents in one e-signature envelope. */
  maxDocsPorEnvelope: { padrao: 10, min: 1, max: 50 },
  /** Characters of the tenant's message in every e-mail's footer. */
  mensagemRodapeEmailMax: 500,
  urlInstanciaWSMax: 500,
} as const;

/** The profile of a person who signs up (acessoPadrao): Usuário comum unless the administrator chose otherwise. */
export const ACESSO_PADRAO = '1' as const;
/** The profiles acessoPadrao may take: what a tenant administrator may give (never 3, 4 or 5). */
export const ACESSOS_PADRAO_PERMITIDOS = ['1', '2'] as const;

/**
 * A user's session length (tempoSessao), in minutes (docs/adr/0075-user-settings.md): 8 hours
 * unless an administrator chose another of these.
 */
export const TEMPO_SESSAO_PADRAO_MINUTOS = 480;
export const TEMPOS_SESSAO_MINUTOS = [30, 60, 120, 240, 480, 720] as const;

/**
 * Steps of the home's first-use tour. tourStep is the step to show next (0 for a new user);
 * TOUR_PASSOS once the tour was finished or skipped.
 */
export const TOUR_PASSOS = 4;
