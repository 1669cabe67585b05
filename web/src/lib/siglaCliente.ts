import { gravarPreferencia, lerPreferencia } from './armazenamentoLocal';

/** The tenant whose session the SPA is using (default AVMB). */
export const SIGLA_PADRAO = 'AVMB';
const CHAVE = 'workflow.sigla';

type Ouvinte = () => void;
const ouvintes = new Set<Ouvinte>();

export const normalizarSigla = (sigla: string): string => sigla.trim().toUpperCase();

export function lerSigla(): string {
  return lerPreferencia(CHAVE) || SIGLA_PADRAO;
}

export function gravarSigla(sigla: string): void {
  const normalizada = normalizarSigla(sigla);
  if (normalizada === lerSigla()) return;
  gravarPreferencia(CHAVE, normalizada);
  ouvintes.forEach((ouvinte) => ouvinte());
}

/** For useSyncExternalStore: components re-render when the environment changes. */
export function assinarSigla(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}
