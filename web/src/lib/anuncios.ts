/**
 * What screen readers are told of things that happen away from the focus (toasts, realtime
 * notices): one pair of live regions always in the page (components/RegiaoAoVivo), which these
 * functions fill. A region added together with its text, as a toast's own element is, may be
 * missed; text put into a region that was already there is read.
 */
export type Urgencia = 'educada' | 'urgente';

type Ouvinte = (texto: string, urgencia: Urgencia) => void;

let ouvinte: Ouvinte | null = null;

/** 'educada' waits for the reader to finish (role=status); 'urgente' interrupts it (role=alert), for errors. */
export function anunciar(texto: string, urgencia: Urgencia = 'educada'): void {
  ouvinte?.(texto, urgencia);
}

/** The region registers itself; returns the cleanup for its effect. */
export function aoAnunciar(novo: Ouvinte): () => void {
  ouvinte = novo;
  return () => {
    if (ouvinte === novo) ouvinte = null;
  };
}
