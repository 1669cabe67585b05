import * as z from 'zod';
import { mensagens } from '../messages';
import { email, textoObrigatorio } from './campos';

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
