/**
 * Why the Google options cannot be turned on: no Google client is configured on the server. The
 * API refuses with it and the environment settings screen shows it beside the disabled options.
 */
export const MENSAGEM_GOOGLE_INDISPONIVEL =
  'O login com Google não está disponível: nenhum cliente Google está configurado no servidor.';
