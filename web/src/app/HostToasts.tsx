import { message } from 'antd';
import { useEffect } from 'react';
import { MAXIMO_TOASTS, registrarToast } from '../lib/toast';

/**
 * Where lib/toast's messages are drawn, inside the theme's ConfigProvider. Its own chunk, mounted
 * by the theme provider on the first toast: antd's message (with its notification base, about
 * 8 KB gzip) is not needed to paint any screen.
 */
export function HostToasts() {
  const [mensageiro, mensagens] = message.useMessage({ maxCount: MAXIMO_TOASTS });
  useEffect(() => registrarToast(mensageiro), [mensageiro]);
  return mensagens;
}
