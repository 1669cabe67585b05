/**
 * Why the Google options cannot be turned on: no Google client is configured on the server. The
 * API refuses with it and the environment settings screen shows it beside the disabled options.
 */
export const MENSAGEM_GOOGLE_INDISPONIVEL =
  'O login com Google não está disponível: nenhum cliente Google está configurado no servidor.';

/**
 * Why a Google sign-in ended back on the login page. The API redirects there with
 * `?erroGoogle=<code>` (never the text itself, so a crafted link cannot put words on the page),
 * and the login page shows the code's message.
 */
export const MENSAGENS_FALHA_GOOGLE = {
  indisponivel: 'O login com Google não está habilitado para este ambiente.',
  emailNaoVerificado:
    'O Google não confirmou a verificação deste e-mail. Verifique o e-mail na sua conta Google e tente novamente.',
  emailDesconhecido:
    'Não há conta neste ambiente para o e-mail da sua conta Google. Peça um convite ao administrador do ambiente.',
  contaInativa: 'Sua conta está inativa. Procure o administrador do ambiente.',
  contaAguardandoAtivacao: 'Sua conta ainda não foi ativada. Use o link de ativação enviado para o seu e-mail.',
  conviteExpirado: 'Seu convite expirou. Peça ao administrador do ambiente que o reenvie.',
  tentativaInvalida:
    'A tentativa de login com Google expirou ou não é válida. Clique em "Entrar com Google" novamente.',
  provedor: 'O Google não concluiu o login. Tente novamente em instantes.',
} as const;
export type FalhaLoginGoogle = keyof typeof MENSAGENS_FALHA_GOOGLE;

/** The message of an `erroGoogle` code from the address, or null for none or an unknown one. */
export const mensagemFalhaGoogle = (codigo: string | null): string | null =>
  codigo && Object.hasOwn(MENSAGENS_FALHA_GOOGLE, codigo) ? MENSAGENS_FALHA_GOOGLE[codigo as FalhaLoginGoogle] : null;
