import * as z from 'zod';

/** Texts of the notification routes and the bell (pt-BR, shown as they are). */
export const mensagensNotificacao = {
  naoEncontrada: 'Notificação não encontrada',
  marcadaComoLida: 'Notificação marcada como lida',
  todasMarcadasComoLidas: 'Todas as notificações foram marcadas como lidas',
  doCardMarcadasComoLidas: 'Notificações do card marcadas como lidas',
  nenhuma: 'Nenhuma notificação encontrada',
  cursorInvalido: 'Página inválida',
  limiteInvalido: 'Quantidade por página deve estar entre 1 e 50',
} as const;

/** Notifications per page of the popover (newest first). */
export const NOTIFICACOES_POR_PAGINA = 20;
export const MAX_NOTIFICACOES_POR_PAGINA = 50;

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
