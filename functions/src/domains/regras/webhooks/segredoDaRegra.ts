import { randomBytes } from 'node:crypto';
import { LIMITES_REGRA } from '@wf/shared/constants/regras';
import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import { escrever } from '../../../data/entidade';
import { buscarRegra } from '../../../data/repositories/regraRepository';
import {
  buscarSegredoWebhook,
  criarSegredoWebhookItem,
  type SegredoWebhookArmazenado,
} from '../../../data/repositories/segredoWebhookRepository';
import { cifrar, decifrar } from '../../../lib/cifraSegredos';

/**
 * The signing secret of one rule's webhook (Standard Webhooks, `whsec_` + base64 of 32 random
 * bytes): created on first use, stored encrypted, seen and rotated by whoever may save the rule
 * (its creator, while allowed to edit the flow's rules). After a rotation the previous secret
 * still signs for as long as a delivery may be retried (24 h), so a receiver switches without
 * losing the retries under way.
 */
export const VALIDADE_SEGREDO_ANTERIOR_MS = LIMITES_REGRA.webhookJanelaTentativasMs;

export const novoSegredo = (): string => `whsec_${randomBytes(32).toString('base64')}`;

export function chaveDeCifra(deps: Pick<AppDeps, 'env'>): string {
  if (!deps.env.chaveSegredos)
    throw new ErroDominio('indisponivel', 'ESegredoIndisponivel', 'Segredo de webhooks indisponível neste ambiente');
  return deps.env.chaveSegredos;
}

/** The rule's id is authenticated data: a secret copied to another rule's item does not decrypt. */
export const contexto = (sigla: string, idRegra: string) => `segredo-webhook:${sigla}:${idRegra}`;

/** The rule's current secret, created (encrypted) on first use; two first uses at once keep one. */
export async function segredoAtual(
  deps: AppDeps,
  sigla: string,
  idRegra: string,
): Promise<{ segredo: string; armazenado: SegredoWebhookArmazenado }> {
  const chave = chaveDeCifra(deps);
  let armazenado = await buscarSegredoWebhook(deps, sigla, idRegra);
  if (!armazenado) {
    const novo: SegredoWebhookArmazenado = {
      cifrado: cifrar(chave, contexto(sigla, idRegra), novoSegredo()),
      criadoEm: deps.clock().toISOString(),
      anteriorCifrado: null,
      anteriorValidoAte: null,
    };
    const criou = await escrever(deps, criarSegredoWebhookItem(deps, sigla, idRegra, novo));
    armazenado = criou ? novo : await buscarSegredoWebhook(deps, sigla, idRegra);
    if (!armazenado) throw new Error('Segredo de webhook sumiu logo após ser criado');
  }
  return { segredo: decifrar(chave, contexto(sigla, idRegra), armazenado.cifrado), armazenado };
}

/**
 * The secrets a delivery of this rule signs with now: the current one, and the previous one while
 * it is still valid. null: the rule is gone (deleted after the event), so nothing is signed or
 * sent in its name any more.
 */
export async function segredosDeAssinatura(deps: AppDeps, sigla: string, idRegra: string): Promise<string[] | null> {
  if (!(await buscarSegredoWebhook(deps, sigla, idRegra)) && !(await buscarRegra(deps, sigla, idRegra))) return null;
  const { segredo, armazenado } = await segredoAtual(deps, sigla, idRegra);
  const anteriorValido =
    armazenado.anteriorCifrado &&
    armazenado.anteriorValidoAte &&
    Date.parse(armazenado.anteriorValidoAte) > deps.clock().getTime();
  return anteriorValido && armazenado.anteriorCifrado
    ? [segredo, decifrar(chaveDeCifra(deps), contexto(sigla, idRegra), armazenado.anteriorCifrado)]
    : [segredo];
}
