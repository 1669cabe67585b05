/** Texts of the notification routes and the bell (pt-BR, shown as they are); no zod, so the SPA's shell can import them. */
export const mensagensNotificacao = {
  naoEncontrada: 'Notificação não encontrada',
  marcadaComoLida: 'Notificação marcada como lida',
  todasMarcadasComoLidas: 'Todas as notificações foram marcadas como lidas',
  doCardMarcadasComoLidas: 'Notificações do card marcadas como lidas',
  nenhuma: 'Nenhuma notificação encontrada',
  cursorInvalido: 'Página inválida',
  limiteInvalido: 'Quantidade por página deve estar entre 1 e 50',
} as const;

/** Notifications per page of the popover (newest first), and the most a page may ask for. */
export const NOTIFICACOES_POR_PAGINA = 20;
/**
 * A notification read this many days ago is deleted by the table's TTL. Unread ones stay until
 * read: the bell's count is kept by the writes that mark them, which an expiry would bypass.
 */
export const DIAS_GUARDA_NOTIFICACAO_LIDA = 90;
export const MAX_NOTIFICACOES_POR_PAGINA = 50;
