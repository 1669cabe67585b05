/**
 * localStorage that never throws: private windows and full quotas must not break the app,
 * they only lose the remembered preference.
 */
export function lerPreferencia(chave: string): string | null {
  try {
    return window.localStorage.getItem(chave);
  } catch {
    return null;
  }
}

export function gravarPreferencia(chave: string, valor: string): void {
  try {
    window.localStorage.setItem(chave, valor);
  } catch {
    // Preference is simply not remembered.
  }
}
