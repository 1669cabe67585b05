import type { message } from 'antd';
import { anunciar } from './anuncios';

type Mensageiro = ReturnType<typeof message.useMessage>[0];

/**
 * Toasts callable from anywhere (query callbacks included). antd's message code is not in the
 * entry chunk: the first toast asks the theme provider to mount its host (app/HostToasts, a
 * lazy chunk, themed by the ConfigProvider around it), and is shown once the host registers.
 * Durations: 2 s by default, 5 s activation, 10 s sign-up and recovery.
 */
export const DURACAO_TOAST_PADRAO = 2;
export const DURACAO_TOAST_ATIVACAO = 5;
export const DURACAO_TOAST_LONGO = 10;

/** As many as the host shows at once (its maxCount): older ones would be pushed out anyway. */
export const MAXIMO_TOASTS = 3;

let instancia: Mensageiro | null = null;
const pendentes: ((mensageiro: Mensageiro) => void)[] = [];
let pedirHost: () => void = () => undefined;

/** The theme provider says how to mount the host; a toast asked for before that mounts it now. */
export function aoPedirHostDeToasts(pedir: () => void): void {
  pedirHost = pedir;
  if (pendentes.length) pedir();
}

/** The host hands over its themed instance; returns the cleanup for its effect. */
export function registrarToast(mensageiro: Mensageiro): () => void {
  instancia = mensageiro;
  for (const mostrar of pendentes.splice(0)) mostrar(mensageiro);
  return () => {
    if (instancia === mensageiro) instancia = null;
  };
}

/**
 * antd's notice is for the eyes only (role none): the text is read once, from the page's live
 * region (lib/anuncios), not again from the notice's own role=alert, which also made every
 * success interrupt the reader.
 */
const SO_VISUAL = { role: 'none' } as const;

function comMensageiro(mostrar: (mensageiro: Mensageiro) => void): void {
  if (instancia) {
    mostrar(instancia);
    return;
  }
  pendentes.push(mostrar);
  if (pendentes.length > MAXIMO_TOASTS) pendentes.shift();
  pedirHost();
}

export const toast = {
  erro(texto: string, segundos = DURACAO_TOAST_PADRAO): void {
    anunciar(texto, 'urgente');
    comMensageiro((m) => void m.error({ ...SO_VISUAL, content: texto, duration: segundos, key: `erro:${texto}` }));
  },
  sucesso(texto: string, segundos = DURACAO_TOAST_PADRAO): void {
    anunciar(texto);
    comMensageiro((m) => void m.success({ ...SO_VISUAL, content: texto, duration: segundos }));
  },
  info(texto: string, segundos = DURACAO_TOAST_PADRAO): void {
    anunciar(texto);
    comMensageiro((m) => void m.info({ ...SO_VISUAL, content: texto, duration: segundos }));
  },
  /**
   * One toast that changes in place (same key): 'carregando' stays until replaced by the
   * 'sucesso' or 'erro' of the same key.
   */
  etapa(chave: string, tipo: 'carregando' | 'sucesso' | 'erro', texto: string, segundos = DURACAO_TOAST_PADRAO): void {
    const metodo = tipo === 'carregando' ? 'loading' : tipo === 'sucesso' ? 'success' : 'error';
    anunciar(texto, tipo === 'erro' ? 'urgente' : 'educada');
    comMensageiro(
      (m) =>
        void m[metodo]({ ...SO_VISUAL, content: texto, key: chave, duration: tipo === 'carregando' ? 0 : segundos }),
    );
  },
};
