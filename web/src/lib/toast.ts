import { message, type App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

/**
 * Toasts callable from anywhere (query callbacks included). The app registers the themed
 * instance of antd's <App>; the static API is only a fallback before that happens.
 * Durations follow spec 1, section 8: 2 s by default, 5 s activation, 10 s sign-up and recovery.
 */
export const DURACAO_TOAST_PADRAO = 2;
export const DURACAO_TOAST_ATIVACAO = 5;
export const DURACAO_TOAST_LONGO = 10;

let instancia: MessageInstance | null = null;

export function registrarToast(mensageiro: MessageInstance): void {
  instancia = mensageiro;
}

const mensageiro = (): MessageInstance => instancia ?? message;

export const toast = {
  erro(texto: string, segundos = DURACAO_TOAST_PADRAO): void {
    void mensageiro().error({ content: texto, duration: segundos, key: `erro:${texto}` });
  },
  sucesso(texto: string, segundos = DURACAO_TOAST_PADRAO): void {
    void mensageiro().success({ content: texto, duration: segundos });
  },
  info(texto: string, segundos = DURACAO_TOAST_PADRAO): void {
    void mensageiro().info({ content: texto, duration: segundos });
  },
};
