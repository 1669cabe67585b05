import * as z from 'zod';
import { LIMITES_ENTRADA } from '../constants/entrada';
import { mensagens } from '../messages';
import { email, ID_PATTERN, SIGLA_PATTERN, textoObrigatorio } from './campos';

/** POST /api/auth/local */
export const loginSchema = z.object({
  email: email(mensagens.emailInvalidoLogin),
  senha: z
    .string({ error: mensagens.senhaObrigatoria })
    .min(1, mensagens.senhaObrigatoria)
    .min(8, mensagens.senhaLoginCurta)
    .max(128, 'Informe no máximo 128 caracteres'),
  tokenCliente: textoObrigatorio('Ambiente não informado', 100),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** POST /api/auth/alternar-ambiente */
export const alternarAmbienteSchema = z.object({
  sigla: textoObrigatorio('Informe o ambiente', 20).toUpperCase(),
});
export type AlternarAmbientePayload = z.infer<typeof alternarAmbienteSchema>;

/** GET /api/auth/google: the tenant whose login starts, and the card to open after it (both or neither). */
export const inicioLoginGoogleSchema = z.object({
  cliente: z
    .string({ error: 'Ambiente não informado' })
    .max(20, 'Ambiente inválido')
    .regex(SIGLA_PATTERN, 'Ambiente inválido'),
  fluxo: z.string().max(LIMITES_ENTRADA.idCaracteres, 'Fluxo inválido').regex(ID_PATTERN, 'Fluxo inválido').optional(),
  card: z.string().max(LIMITES_ENTRADA.idCaracteres, 'Card inválido').regex(ID_PATTERN, 'Card inválido').optional(),
});
export type InicioLoginGoogle = z.infer<typeof inicioLoginGoogleSchema>;

/**
 * GET /api/auth/google/callback: what the provider sends back (RFC 6749 §4.1.2, RFC 9207's iss).
 * Loose on purpose: every check is the callback's, which answers any failure with a redirect to
 * the login page, never with an error page. Unknown parameters (Google adds authuser, hd,
 * prompt) are dropped.
 */
const parametroDoProvedor = z.string().max(2048).optional();
export const retornoLoginGoogleSchema = z.object({
  code: parametroDoProvedor,
  state: parametroDoProvedor,
  iss: parametroDoProvedor,
  scope: parametroDoProvedor,
  error: parametroDoProvedor,
  error_description: parametroDoProvedor,
});
export type RetornoLoginGoogle = z.infer<typeof retornoLoginGoogleSchema>;
