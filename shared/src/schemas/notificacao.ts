import * as z from 'zod';
import { MAX_NOTIFICACOES_POR_PAGINA, NOTIFICACOES_POR_PAGINA, mensagensNotificacao } from '../constants/notificacoes';

export { mensagensNotificacao };

/** GET /api/notificacao-interna/notificacoes-usuario?limite&cursor */
export const listarNotificacoesSchema = z.object({
  limite: z.coerce
    .number({ error: mensagensNotificacao.limiteInvalido })
    .int(mensagensNotificacao.limiteInvalido)
    .min(1, mensagensNotificacao.limiteInvalido)
    .max(MAX_NOTIFICACOES_POR_PAGINA, mensagensNotificacao.limiteInvalido)
    .default(NOTIFICACOES_POR_PAGINA),
  cursor: z.string().max(500, mensagensNotificacao.cursorInvalido).optional(),
});
export type ListarNotificacoes = z.infer<typeof listarNotificacoesSchema>;
