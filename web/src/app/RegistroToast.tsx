import { App } from 'antd';
import { useEffect } from 'react';
import { registrarToast } from '../lib/toast';

/** Hands the themed message API of antd's <App> to lib/toast, for calls made outside components. */
export function RegistroToast() {
  const { message } = App.useApp();
  useEffect(() => registrarToast(message), [message]);
  return null;
}
